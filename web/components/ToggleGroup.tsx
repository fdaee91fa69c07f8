import styled from 'styled-components';

/**
 * A row of pressed/unpressed buttons for one choice (sorts, ranges, presets): the group is a
 * `role="group"` with a label, each button says `aria-pressed`.
 */
export const ToggleGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.75)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Toggle = styled.button<{ $selected: boolean }>`
  height: 30px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;
