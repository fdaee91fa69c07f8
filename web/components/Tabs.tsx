import styled from 'styled-components';

/** A row of tabs over an underline (role="tablist" is the caller's, with its label). */
export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One tab: accent text and underline when active. */
export const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 40px;
  margin-bottom: -1px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

/** A count on a tab (unread messages, sales to deliver). */
export const TabCount = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space(1.25)};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
