import styled from 'styled-components';

/** A small coloured label: the quality, exterior or rarity of an item. */
export const TagChip = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  background: rgba(12, 14, 19, 0.78);
  font-size: 12px;
  line-height: 18px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
