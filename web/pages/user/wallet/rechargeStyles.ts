import styled from 'styled-components';

/** A form of the recharge center: two columns, one on a phone. */
export const RechargeFormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 720px;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A row across the form: notes and buttons. */
export const RechargeFormRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A muted explanation. */
export const RechargeNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 500; }
`;
