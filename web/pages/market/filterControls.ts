import styled, { css } from 'styled-components';

const control = css`
  height: 36px;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:focus { border-color: ${({ theme }) => theme.colors.accent}; outline: none; }
`;

export const FilterSelect = styled.select<{ $active?: boolean }>`
  ${control}
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(2)};
  cursor: pointer;
  ${({ $active, theme }) => ($active ? `border-color: ${theme.colors.accent}; color: ${theme.colors.accent};` : '')}
`;

export const FilterInput = styled.input<{ $invalid?: boolean }>`
  ${control}
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(3)};
  &::placeholder { color: ${({ theme }) => theme.colors.textFaint}; }
  ${({ $invalid, theme }) => ($invalid ? `border-color: ${theme.colors.danger};` : '')}
`;

export const FilterSelectButton = styled.button<{ $active?: boolean }>`
  ${control}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  text-align: left;
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${({ $active, theme }) => ($active ? `border-color: ${theme.colors.accent}; color: ${theme.colors.accent};` : '')}
`;
