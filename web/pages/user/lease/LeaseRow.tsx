import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LeaseRow_lease$key } from '../../../__generated__/LeaseRow_lease.graphql.ts';
import { Avatar } from '../../../components/Avatar.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { Price } from '../../../components/Price.tsx';
import { TagChip } from '../../../components/TagChip.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMoney } from '../../../money/currency.tsx';
import { exteriorColor, rarityBackground } from '../../../theme/theme.ts';
import { LeaseDeliverButton } from './LeaseDeliverButton.tsx';
import { leaseStatusText, leaseTone, type LeaseTone } from './leaseStatus.ts';

/** The columns of the lease table: item, days and daily rent, deposit, status, time left, other party, actions. */
export const LEASE_COLUMNS = 'minmax(200px, 2fr) minmax(110px, 1fr) 90px 100px minmax(110px, 1fr) minmax(100px, 1fr) 100px';

/** A lease's own page: /user/lease?leaseNo=… */
export const leaseDetailPath = (leaseNo: string) => `/user/lease?${new URLSearchParams({ leaseNo }).toString()}`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: inherit;
  > div:last-child { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; min-width: 0; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textFaint}; font-family: ${({ theme }) => theme.font.mono}; overflow-wrap: anywhere; }
  &:hover strong { color: ${({ theme }) => theme.colors.accent}; }
`;

const Picture = styled.div`
  flex: none;
  display: flex;
  width: 64px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.small};
`;

export const Status = styled.span<{ $tone: LeaseTone }>`
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'failed' ? theme.colors.danger : theme.colors.accent)};
  font-weight: 500;
`;

const Muted = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Party = styled.td`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  /* on a phone the column's name (RecordTable's data-label) stands above the avatar and name */
  &::before { flex-basis: 100%; }
`;

const Actions = styled.td`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const Strong = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** Days left while it runs, its end otherwise (— before it started). */
function useTimeText(data: { status: string; daysLeft: number | null | undefined; endsAt: unknown; closedAt: unknown }): string {
  const { t } = useTranslation();
  if (data.closedAt) return t('page.leases.endedAt', { time: formatDateTime(String(data.closedAt)) });
  if (data.status === 'RENTING' && data.daysLeft != null) return t('page.leases.daysLeft', { count: data.daysLeft });
  if (data.endsAt) return t('page.leases.endsAt', { time: formatDateTime(String(data.endsAt)) });
  return '—';
}

/**
 * One lease of the viewer's: the item and lease number, days × daily rent, deposit, status, days left
 * or end, the other party; 发货 for a lender whose lease waits for it, 去支付 / 续租 / 归还 / 买断 leading
 * to the lease's page, which holds those actions.
 */
export function LeaseRow({ lease }: { lease: LeaseRow_lease$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { format } = useMoney();
  const data = useFragment(
    graphql`
      fragment LeaseRow_lease on Lease {
        leaseNo
        status
        role
        days
        dailyRent
        deposit
        daysLeft
        endsAt
        closedAt
        actions
        item {
          iconUrl
          rarityColor
          name {
            zh
            en
          }
          rarity {
            id
          }
          exterior {
            id
            color
            label {
              zh
              en
            }
          }
        }
        counterpart {
          nickname
          avatarUrl
        }
        ...LeaseDeliverButton_lease
      }
    `,
    lease,
  );
  const item = data.item;
  const detail = leaseDetailPath(data.leaseNo);
  const time = useTimeText(data);
  const next = data.actions.find((action) => action === 'pay' || action === 'renew' || action === 'return' || action === 'buyout');
  const partyLabel = t(data.role === 'RENTER' ? 'page.leases.columns.lender' : 'page.leases.columns.renter');
  return (
    <tr data-testid="lease-row">
      <td>
        <Item to={detail}>
          <Picture style={{ backgroundColor: rarityBackground(item.rarity, item.rarityColor) }}>
            <ItemImage src={item.iconUrl} alt="" />
          </Picture>
          <div>
            <strong title={label(item.name)} data-testid="lease-item-name">
              {label(item.name)}
            </strong>
            {item.exterior ? (
              <span>
                <TagChip $color={exteriorColor(item.exterior)} data-tag="exterior">
                  {label(item.exterior.label)}
                </TagChip>
              </span>
            ) : null}
            <small data-testid="lease-no">{data.leaseNo}</small>
          </div>
        </Item>
      </td>
      <Muted data-label={t('page.leases.columns.terms')} data-testid="lease-terms">
        {t('page.leases.daysAt', { days: data.days, rent: format(data.dailyRent) })}
      </Muted>
      <td data-label={t('page.leases.columns.deposit')}>
        <Price cents={data.deposit} testId="lease-deposit" />
      </td>
      <td data-label={t('page.leases.columns.status')}>
        <Status $tone={leaseTone(data.status)} data-testid="lease-status">
          {leaseStatusText(t, data.status)}
        </Status>
      </td>
      <Muted data-label={t('page.leases.columns.time')} data-testid="lease-time">
        {time}
      </Muted>
      <Party title={partyLabel} data-label={partyLabel}>
        <Avatar src={data.counterpart.avatarUrl} size={24} />
        <span data-testid="lease-counterpart">{data.counterpart.nickname}</span>
      </Party>
      <Actions>
        {data.actions.includes('deliver') ? <LeaseDeliverButton lease={data} /> : null}
        {next ? (
          <Strong to={detail} data-testid={`lease-${next}-link`}>
            {t(`page.leases.actions.${next}`)}
          </Strong>
        ) : null}
        <Link to={detail}>{t('page.leases.viewDetail')}</Link>
      </Actions>
    </tr>
  );
}
