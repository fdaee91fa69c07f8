import { useState } from 'react';
import styled from 'styled-components';

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Fallback = styled.svg`
  width: 56%;
  height: 56%;
  color: rgba(255, 255, 255, 0.55);
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
`;

/** On an https page, http:// image URLs (some exist in the catalogue) are asked for over https. */
function secureUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  if (src.startsWith('http://') && typeof window !== 'undefined' && window.location.protocol === 'https:') return `https://${src.slice('http://'.length)}`;
  return src;
}

/**
 * An item or sticker image, lazy-loaded. A missing icon or one that fails to load (dead link,
 * http:// URL refused on an https page) shows a neutral silhouette instead.
 */
export function ItemImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = secureUrl(src);
  const usable = url && failedSrc !== url ? url : null;
  return (
    <Frame className={className}>
      {usable ? (
        <Img src={usable} alt={alt} loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailedSrc(usable)} />
      ) : (
        <Fallback viewBox="0 0 64 64" role="img" aria-label={alt} data-testid="image-fallback">
          <path fill="currentColor" d="M6 30h30l4-6h14l4 4v4h-6l-2 4H40l-4 8h-8l2-6h-6l-4 10H10l4-12H6z M44 26v4h6v-4z" />
        </Fallback>
      )}
    </Frame>
  );
}
