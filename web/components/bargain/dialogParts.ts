import styled from 'styled-components';

// The parts the offer dialogs (make an offer, counter one, the seller's offer settings) are built of.

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(0.5)}; }
  dt { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
`;

export const SelectLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Note = styled.p<{ $tone?: 'warning' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
