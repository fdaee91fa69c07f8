import styled from 'styled-components';
import { type MoneyKind, useMoney } from '../money/currency.tsx';

const Amount = styled.span<{ $tone: 'price' | 'plain' }>`
  color: ${({ theme, $tone }) => ($tone === 'price' ? theme.colors.price : 'inherit')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount of integer cents in the user's currency (¥ or $ at the live rate); `kind="fee"` writes a fee with three decimals under ten cents (docs/web-client.md "Amounts, dates and times"). */
export function Price({
  cents,
  tone = 'price',
  kind,
  className,
  testId = 'price',
}: {
  cents: number;
  tone?: 'price' | 'plain';
  kind?: MoneyKind;
  className?: string;
  /** a figure that is not the item's price names itself (tests find prices by "price") */
  testId?: string;
}) {
  const { format } = useMoney();
  return (
    <Amount $tone={tone} className={className} data-testid={testId}>
      {format(cents, kind)}
    </Amount>
  );
}
