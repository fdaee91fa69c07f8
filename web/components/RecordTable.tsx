import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Table = styled.table<{ $columns: string; $wideFirstCell: boolean }>`
  display: block;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  thead, tbody { display: block; }
  tr {
    display: grid;
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th, td { min-width: 0; padding: 0; }
  thead tr {
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  th { font-weight: inherit; text-align: left; }
  th:last-child { text-align: right; }
  tbody tr { font-size: ${({ theme }) => theme.fontSize.sm}; }
  tbody tr:last-child { border-bottom: 0; }
  /* on a phone each row is a card of two columns; the head is left to screen readers, a cell with a data-label shows its column's name */
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    tbody tr { grid-template-columns: repeat(2, minmax(0, 1fr)); row-gap: ${({ theme }) => theme.space(2)}; }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textFaint};
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
    ${({ $wideFirstCell }) =>
      $wideFirstCell &&
      css`
        tbody td:first-child { grid-column: 1 / -1; }
      `}
  }
`;

/**
 * The user area's table of records (orders, buy orders, offers): a head of column names over rows
 * laid out on `columns` (a grid-template-columns value), each row a `<tr>` of `<td>` cells. On a
 * phone the rows become cards; with `wideFirstCell` the first cell (the item) runs across the card.
 */
export function RecordTable({
  caption,
  columns,
  headers,
  wideFirstCell = false,
  testId,
  children,
}: {
  caption: string;
  columns: string;
  headers: readonly string[];
  wideFirstCell?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Table $columns={columns} $wideFirstCell={wideFirstCell} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
