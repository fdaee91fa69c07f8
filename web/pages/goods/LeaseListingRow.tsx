import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEASE_LONG_DAYS } from '../../../lib/leaseTerms.ts';
import type { LeaseListingRow_listing$data, LeaseListingRow_listing$key } from '../../__generated__/LeaseListingRow_listing.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { WearBar } from '../../components/WearBar.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { useSession } from '../../session/Session.tsx';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) minmax(160px, 1fr) minmax(240px, 1.6fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &:last-child { border-bottom: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  > strong { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.fontSize.sm}; font-weight: 500; overflow-wrap: anywhere; }
`;

const FloatText = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.mono};
`;

const Stickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Sticker = styled.span`
  display: inline-flex;
  width: 28px;
  height: 22px;
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  div { display: flex; flex-direction: column; }
  dt { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; font-weight: 600; }
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

export type LeaseListingTerms = Pick<LeaseListingRow_listing$data, 'id' | 'dailyRent' | 'longDailyRent' | 'deposit' | 'maxDays'>;

/**
 * An item offered for rent on the item page: the lender and their delivery record, float and paint
 * seed, stickers, the terms (daily and long-term rent, deposit, most days, buyout), and 租用; the
 * viewer's own (its lender's id is the session's `sellerId`) is marked instead.
 */
export function LeaseListingRow({ listing, onRent }: { listing: LeaseListingRow_listing$key; onRent: (terms: LeaseListingTerms) => void }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { viewer } = useSession();
  const data = useFragment(
    graphql`
      fragment LeaseListingRow_listing on LeaseListing {
        id
        dailyRent
        longDailyRent
        deposit
        maxDays
        buyoutPrice
        floatValue
        paintSeed
        lenderDeliveries
        autoDelivery
        stickers {
          slot
          iconUrl
          name {
            zh
            en
          }
        }
        lender {
          id
          nickname
        }
      }
    `,
    listing,
  );
  const mine = viewer !== null && data.lender.id === viewer.sellerId;
  const stickers = [...data.stickers].sort((a, b) => a.slot - b.slot);
  return (
    <Row data-testid="lease-listing-row">
      <Cell>
        <strong>{data.lender.nickname}</strong>
        <span data-testid="lease-lender-deliveries">{t('page.renting.goods.deliveries', { count: data.lenderDeliveries })}</span>
        <span>{data.autoDelivery ? t('common.delivery.auto') : t('common.delivery.manual')}</span>
      </Cell>
      <Cell>
        {data.floatValue !== null && data.floatValue !== undefined ? (
          <>
            <span>
              {t('common.item.floatValue')} <FloatText>{data.floatValue.toFixed(8)}</FloatText>
            </span>
            <WearBar floatValue={data.floatValue} />
          </>
        ) : (
          <span>{t('page.goods.listings.noFloat')}</span>
        )}
        {data.paintSeed !== null && data.paintSeed !== undefined ? <span>{t('page.goods.listings.paintSeed', { seed: data.paintSeed })}</span> : null}
        {stickers.length > 0 ? (
          <Stickers aria-label={t('page.goods.listings.stickers')}>
            {stickers.map((sticker) => (
              <Sticker key={sticker.slot} title={label(sticker.name)}>
                <ItemImage src={sticker.iconUrl} alt={label(sticker.name)} />
              </Sticker>
            ))}
          </Stickers>
        ) : null}
      </Cell>
      <Terms aria-label={t('page.renting.goods.terms')}>
        <div>
          <dt>{t('page.renting.goods.dailyRent')}</dt>
          <dd data-testid="lease-daily-rent">
            <Price cents={data.dailyRent} />
          </dd>
        </div>
        <div>
          <dt>{t('page.renting.goods.longDailyRent', { days: LEASE_LONG_DAYS })}</dt>
          <dd>{data.longDailyRent !== null && data.longDailyRent !== undefined ? <Price cents={data.longDailyRent} /> : t('page.renting.goods.none')}</dd>
        </div>
        <div>
          <dt>{t('page.renting.goods.deposit')}</dt>
          <dd data-testid="lease-deposit">
            <Price cents={data.deposit} tone="plain" />
          </dd>
        </div>
        <div>
          <dt>{t('page.renting.goods.maxDays')}</dt>
          <dd>{t('page.renting.goods.days', { count: data.maxDays })}</dd>
        </div>
        <div>
          <dt>{t('page.renting.goods.buyoutPrice')}</dt>
          <dd>
            {data.buyoutPrice !== null && data.buyoutPrice !== undefined ? <Price cents={data.buyoutPrice} tone="plain" /> : t('page.renting.goods.none')}
          </dd>
        </div>
      </Terms>
      {mine ? (
        <Mine>{t('page.renting.goods.mine')}</Mine>
      ) : (
        <Button type="button" $variant="primary" onClick={() => onRent(data)} data-testid="lease-rent">
          {t('page.renting.goods.rent')}
        </Button>
      )}
    </Row>
  );
}
