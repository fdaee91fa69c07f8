import styled from 'styled-components';

/** A detail page's label–value list (an order's or a lease's amounts, offer and status): labels muted on the left. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(5)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-width: 0; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.sm}; word-break: break-all; }
`;
