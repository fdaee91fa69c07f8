// The avatar rules of the API (POST /web/user/avatar): a PNG, JPEG, WebP or GIF image of at most
// 2 MB. The browser's declared type is checked here to refuse a wrong file before sending it; the
// API checks the bytes themselves.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type AvatarProblem = 'type' | 'size' | 'empty';

export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
