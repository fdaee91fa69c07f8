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

/** 租入 / 租出 with the lease's end date, or 出租中 for an asset offered for rent. */
export function LeaseBadge({ kind, endsAt }: { kind: 'renter' | 'lender' | 'offered'; endsAt?: string | null }) {
  const { t } = useTranslation();
  const text = kind === 'renter' ? t('page.renting.badge.rentedIn') : kind === 'lender' ? t('page.renting.badge.lentOut') : t('page.renting.badge.offered');
  return (
    <Badge $tone={kind} data-testid={`lease-badge-${kind}`}>
      {text}
      {endsAt ? ` ${t('page.renting.badge.until', { date: formatDate(endsAt) })}` : ''}
    </Badge>
  );
}
