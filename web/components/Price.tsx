import styled from 'styled-components';
import { type MoneyKind, useMoney } from '../money/currency.tsx';

const Amount = styled.span<{ $tone: 'price' | 'plain' }>`
  color: ${({ theme, $tone }) => ($tone === 'price' ? theme.colors.price : 'inherit')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount of integer cents in the user's currency (¥ or $ at the live rate); `kind="fee"` writes a fee as SPEC §5 does. */
export function Price({ cents, tone = 'price', kind, className }: { cents: number; tone?: 'price' | 'plain'; kind?: MoneyKind; className?: string }) {
  const { format } = useMoney();
  return (
    <Amount $tone={tone} className={className} data-testid="price">
      {format(cents, kind)}
    </Amount>
  );
}
