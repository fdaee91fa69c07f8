import { useState } from 'react';
import styled from 'styled-components';

/** Served by the API when a user has no avatar of their own; also the fallback of a broken image. */
export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

const Image = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A user's round avatar (the default image when there is none or it fails to load). */
export function Avatar({ src, size = 32, alt = '' }: { src: string | null | undefined; size?: number; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_AVATAR_URL;
  return <Image src={url} alt={alt} $size={size} width={size} height={size} onError={() => (url !== DEFAULT_AVATAR_URL ? setFailed(url) : undefined)} />;
}
