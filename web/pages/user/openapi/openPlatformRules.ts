// The client's checks of the open-platform forms (phone, WeChat and reason required), the
// same rules as the API's (api/modules/openplatform), so a wrong form is refused before it is sent;
// the API checks everything again and its ValidationError lands beside the same field.
import { normalizeMainlandPhone } from '../../../../lib/phone.ts';
import { parseYuanToCents } from '../../../../lib/money.ts';

/** The help article "How to apply for the open platform" (content/help/open-platform-apply.md, category openplatform). */
export const OPEN_PLATFORM_HELP_PATH = '/help/801';
/** The help article on request signing and callbacks (content/help/open-platform-signing.md). */
export const OPEN_PLATFORM_SIGNING_HELP_PATH = '/help/802';

export const REASON_MAX_LENGTH = 1_000;
export const WECHAT_MAX_LENGTH = 20;
export const MAX_DAILY_ORDERS = 1_000_000;

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const ATTACHMENT_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

export type ApplicationField = 'phone' | 'wechat' | 'dailyOrders' | 'dailyAmount' | 'reason' | 'attachment';
export type ApplicationValues = { phone: string; wechat: string; dailyOrders: string; dailyAmount: string; reason: string };
/** A refusal of step 1's client check, as the key of its message (page.openapi.apply.errors.*). */
export type ApplicationProblem =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'wechatRequired'
  | 'wechatTooLong'
  | 'dailyOrdersInvalid'
  | 'dailyAmountInvalid'
  | 'reasonRequired'
  | 'reasonTooLong';

/** The first problem of each field of step 1 (an empty optional figure is "not stated"). */
export function checkApplication(values: ApplicationValues): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const phone = values.phone.trim();
  if (!phone) problems.phone = 'phoneRequired';
  else if (!normalizeMainlandPhone(phone)) problems.phone = 'phoneInvalid';
  const wechat = values.wechat.trim();
  if (!wechat) problems.wechat = 'wechatRequired';
  else if (wechat.length > WECHAT_MAX_LENGTH) problems.wechat = 'wechatTooLong';
  const orders = values.dailyOrders.trim();
  if (orders && (!/^\d{1,7}$/.test(orders) || Number(orders) > MAX_DAILY_ORDERS)) problems.dailyOrders = 'dailyOrdersInvalid';
  const amount = values.dailyAmount.trim();
  if (amount && !parseYuanToCents(amount).ok) problems.dailyAmount = 'dailyAmountInvalid';
  const reason = values.reason.trim();
  if (!reason) problems.reason = 'reasonRequired';
  else if (reason.length > REASON_MAX_LENGTH) problems.reason = 'reasonTooLong';
  return problems;
}

export type AttachmentProblem = 'type' | 'size' | 'empty';

/** The browser's idea of the file (its type, else its name); the API reads the bytes themselves. */
export function checkAttachmentFile(file: { name: string; type: string; size: number }): AttachmentProblem | null {
  const known = file.type ? (ATTACHMENT_TYPES as readonly string[]).includes(file.type) : ATTACHMENT_EXTENSIONS.test(file.name);
  if (!known) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

export type KeysField = 'callbackUrl' | 'publicKey';
/** A refusal of step 2's client check, as the key of its message (page.openapi.keys.errors.*). */
export type KeysProblem = 'callbackUrlRequired' | 'callbackUrlInvalid' | 'publicKeyRequired' | 'publicKeyInvalid' | 'privateKey';

/** Step 2: an http(s) URL (the API insists on https outside development) and a PEM public key, never a private one. */
export function checkKeys(values: Record<KeysField, string>): Partial<Record<KeysField, KeysProblem>> {
  const problems: Partial<Record<KeysField, KeysProblem>> = {};
  const url = values.callbackUrl.trim();
  if (!url) problems.callbackUrl = 'callbackUrlRequired';
  else if (!isHttpUrl(url)) problems.callbackUrl = 'callbackUrlInvalid';
  const key = values.publicKey.trim();
  if (!key) problems.publicKey = 'publicKeyRequired';
  else if (/PRIVATE KEY/.test(key)) problems.publicKey = 'privateKey';
  else if (!/^-----BEGIN [A-Z ]*PUBLIC KEY-----[\s\S]+-----END [A-Z ]*PUBLIC KEY-----$/.test(key)) problems.publicKey = 'publicKeyInvalid';
  return problems;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Bytes as a short size: 812 KB, 1.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
