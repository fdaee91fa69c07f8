import styled from 'styled-components';

/**
 * A small label in the colour of an item's quality, exterior or rarity: white text on a dark
 * translucent backing (readable on every rarity colour, theme CHIP), the tag's colour as border and dot.
 */
export const TagChip = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ $color }) => $color};
  color: ${({ theme }) => theme.chip.text};
  background: ${({ theme }) => theme.chip.background};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 500;
  line-height: 18px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ $color }) => $color};
  }
`;
