import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) { filter: brightness(1.08); }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: transparent;
    &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  `,
};

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  white-space: nowrap;
  transition: background 0.15s, color 0.15s, filter 0.15s;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${({ $variant = 'secondary' }) => variants[$variant]}
`;
