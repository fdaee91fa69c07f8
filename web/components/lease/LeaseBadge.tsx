import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '../../lib/dates.ts';

const Badge = styled.span<{ $tone: 'renter' | 'lender' | 'offered' }>`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'renter' ? theme.colors.danger : theme.colors.accent)};
  color: ${({ theme, $tone }) => ($tone === 'renter' ? theme.colors.danger : theme.colors.accent)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
`;

type LeaseBadgeKind = 'renter' | 'lender' | 'offered';

/**
 * 租入 / 租出 with the lease's end date, or 出租中 for an asset offered for rent; with `count`, how
 * many copies of a variety are so (租入 1, 租出 2).
 */
export function LeaseBadge({ kind, endsAt, count }: { kind: LeaseBadgeKind; endsAt?: string | null; count?: number }) {
  const { t } = useTranslation();
  const text = count === undefined ? badgeText(t, kind) : countedText(t, kind, count);
  return (
    <Badge $tone={kind} data-testid={`lease-badge-${kind}`}>
      {text}
      {endsAt ? ` ${t('page.renting.badge.until', { date: formatDate(endsAt) })}` : ''}
    </Badge>
  );
}

function badgeText(t: TFunction, kind: LeaseBadgeKind): string {
  if (kind === 'renter') return t('page.renting.badge.rentedIn');
  return kind === 'lender' ? t('page.renting.badge.lentOut') : t('page.renting.badge.offered');
}

function countedText(t: TFunction, kind: LeaseBadgeKind, count: number): string {
  if (kind === 'renter') return t('page.renting.badge.rentedInCount', { count });
  return kind === 'lender' ? t('page.renting.badge.lentOutCount', { count }) : t('page.renting.badge.offeredCount', { count });
}
