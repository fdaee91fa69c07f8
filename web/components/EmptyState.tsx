import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}
