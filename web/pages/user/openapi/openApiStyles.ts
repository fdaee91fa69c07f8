import styled from 'styled-components';

/** Label and value pairs: two columns, one on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(2)}; overflow-wrap: anywhere; white-space: pre-wrap; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};
    dd { margin-bottom: ${({ theme }) => theme.space(2)}; }
  }
`;

export const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A notice across the panel; `danger` for what cannot be undone or went wrong. */
export const Notice = styled.div<{ $tone?: 'danger' | 'accent' | 'muted' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $tone = 'muted' }) => ($tone === 'muted' ? theme.colors.border : theme.colors[$tone])};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  p { margin: 0; }
  strong { color: ${({ theme, $tone = 'muted' }) => ($tone === 'muted' ? theme.colors.text : theme.colors[$tone])}; font-weight: 600; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

/** A form of the page: two columns, one on a phone. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 760px;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A row across the form. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Buttons and text links in a row. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a { color: ${({ theme }) => theme.colors.link}; }
  a:hover { text-decoration: underline; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
`;
