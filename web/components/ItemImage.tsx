import { useState } from 'react';
import styled from 'styled-components';
import { PICTOGRAMS, pictogramKind } from './itemPictograms.ts';

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Fallback = styled.svg`
  width: 56%;
  height: 56%;
  color: ${({ theme }) => theme.colors.itemFallback};
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
`;

/**
 * http:// image URLs (some exist in the catalogue) are asked for over https: an https page would
 * refuse them, and a page rendered on the server must name the same URL as the browser.
 */
function secureUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  return src.startsWith('http://') ? `https://${src.slice('http://'.length)}` : src;
}

/**
 * An item or sticker image, lazy-loaded. A missing icon or one that fails to load (dead link,
 * http:// URL refused on an https page) shows the pictogram of the item's type instead (a knife,
 * gloves, a case…; from the catalogue's type id and, for "other", its sub-type id).
 */
export function ItemImage({
  src,
  alt,
  className,
  typeId,
  subTypeId,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  typeId?: string | null;
  subTypeId?: string | null;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = secureUrl(src);
  const usable = url && failedSrc !== url ? url : null;
  const kind = pictogramKind(typeId, subTypeId);
  return (
    <Frame className={className}>
      {usable ? (
        <Img
          src={usable}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(usable)}
          // an image of a page rendered on the server may have failed before React was there to hear it
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) setFailedSrc(usable);
          }}
        />
      ) : (
        <Fallback viewBox="0 0 64 64" role="img" aria-label={alt} data-testid="image-fallback" data-kind={kind}>
          <path fill="currentColor" fillRule="evenodd" d={PICTOGRAMS[kind]} />
        </Fallback>
      )}
    </Frame>
  );
}
