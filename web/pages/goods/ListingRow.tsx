import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingRow_listing$key } from '../../__generated__/ListingRow_listing.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { type CheckoutLine, checkoutLineOf } from '../../components/checkout/checkoutLine.ts';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { Tooltip } from '../../components/Tooltip.tsx';
import { useRelativeTime } from '../../components/useRelativeTime.ts';
import { WearBar } from '../../components/WearBar.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { useSession } from '../../session/Session.tsx';
import { ListingBargain } from './ListingBargain.tsx';

/** The columns of the listings table: select, seller, wear, stickers, price and Buy. */
export const LISTING_COLUMNS = '24px minmax(180px, 1.3fr) minmax(160px, 1.2fr) minmax(150px, 1fr) 200px';

export const Row = styled.li`
  display: grid;
  grid-template-columns: ${LISTING_COLUMNS};
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr 1fr;
    row-gap: ${({ theme }) => theme.space(2)};
  }
`;

const Seller = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
`;

const Avatar = styled.div`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const AvatarLetter = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const SellerText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Delivery = styled.span<{ $robot: boolean }>`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $robot }) => ($robot ? theme.colors.robot : theme.colors.border)};
  color: ${({ theme, $robot }) => ($robot ? theme.colors.robot : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Wear = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FloatText = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Stickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Sticker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 160px;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.xs};
  > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const StickerIcon = styled.span`
  flex: none;
  display: flex;
  width: 28px;
  height: 22px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const PriceCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { display: flex; flex-direction: column; align-items: flex-end; font-size: ${({ theme }) => theme.fontSize['3xl']}; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Select = styled.input`
  width: 16px;
  height: 16px;
  accent-color: ${({ theme }) => theme.colors.accent};
`;

const Mine = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 22px;
  white-space: nowrap;
`;

/**
 * A listing of the item page: seller and delivery, float with its wear bar, paint seed, stickers,
 * price, and Buy with a box to buy several together, and 还价 where the listing takes offers; the viewer's
 * own listing (its seller's id is the session's `sellerId`: the listing reads the same for every reader,
 * so the item page's answer is shared by the response cache) is marked and has none of them.
 */
export function ListingRow({
  listing,
  selected,
  onSelect,
  onBuy,
}: {
  listing: ListingRow_listing$key;
  selected: boolean;
  onSelect: (line: CheckoutLine, on: boolean) => void;
  onBuy: (line: CheckoutLine) => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const relative = useRelativeTime();
  const { viewer } = useSession();
  const data = useFragment(
    graphql`
      fragment ListingRow_listing on Listing {
        id
        ...checkoutLine_listing
        ...ListingBargain_listing
        price
        floatValue
        paintSeed
        autoDelivery
        createdAt
        stickers {
          slot
          iconUrl
          wear
          name {
            zh
            en
          }
        }
        seller {
          id
          nickname
          avatarUrl
          isRobot
        }
      }
    `,
    listing,
  );
  const robot = data.seller.isRobot || data.autoDelivery;
  const stickers = [...data.stickers].sort((a, b) => a.slot - b.slot);
  const mine = viewer !== null && data.seller.id === viewer.sellerId;
  const line = () => checkoutLineOf(data, viewer?.sellerId ?? null);
  const sellerName = data.seller.nickname;

  return (
    <Row data-testid="listing-row" data-listing-id={data.id}>
      {mine ? (
        <span />
      ) : (
        <Select
          type="checkbox"
          checked={selected}
          aria-label={t('page.goods.listings.select', { seller: sellerName })}
          onChange={(event) => onSelect(line(), event.target.checked)}
        />
      )}
      <Seller>
        <Avatar>
          {data.seller.avatarUrl ? (
            <ItemImage src={data.seller.avatarUrl} alt="" />
          ) : (
            <AvatarLetter aria-hidden="true">{data.seller.nickname.slice(0, 1).toUpperCase()}</AvatarLetter>
          )}
        </Avatar>
        <SellerText>
          <span title={data.seller.nickname}>{data.seller.nickname}</span>
          <Delivery $robot={robot}>{robot ? t('common.delivery.auto') : t('common.delivery.manual')}</Delivery>
        </SellerText>
      </Seller>
      <Wear>
        {data.floatValue !== null && data.floatValue !== undefined ? (
          <>
            <span>
              {t('common.item.floatValue')} <FloatText data-testid="float-value">{data.floatValue.toFixed(8)}</FloatText>
            </span>
            <WearBar floatValue={data.floatValue} />
          </>
        ) : (
          <Muted>{t('page.goods.listings.noFloat')}</Muted>
        )}
        {data.paintSeed !== null && data.paintSeed !== undefined ? <span>{t('page.goods.listings.paintSeed', { seed: data.paintSeed })}</span> : null}
      </Wear>
      <Stickers aria-label={t('page.goods.listings.stickers')}>
        {stickers.length === 0 ? <Muted>{t('page.goods.listings.noStickers')}</Muted> : null}
        {stickers.map((sticker) => {
          const name = label(sticker.name);
          const wear = sticker.wear === null || sticker.wear === undefined ? t('page.goods.listings.stickerWearNone') : `${Math.round(sticker.wear * 100)}%`;
          return (
            <Tooltip key={`${sticker.slot}-${name}`} content={t('page.goods.listings.stickerTooltip', { name, wear })}>
              <Sticker data-testid="sticker">
                <StickerIcon>
                  <ItemImage src={sticker.iconUrl} alt="" />
                </StickerIcon>
                <span>{name}</span>
              </Sticker>
            </Tooltip>
          );
        })}
      </Stickers>
      <PriceCell>
        <div>
          <Price cents={data.price} />
          <Muted>{relative(data.createdAt)}</Muted>
        </div>
        {mine ? (
          <Mine data-testid="listing-mine">{t('page.goods.listings.mine')}</Mine>
        ) : (
          <Actions>
            <Button type="button" $variant="primary" onClick={() => onBuy(line())} data-testid="listing-buy">
              {t('page.goods.listings.buy')}
            </Button>
            <ListingBargain listing={data} />
          </Actions>
        )}
      </PriceCell>
    </Row>
  );
}
