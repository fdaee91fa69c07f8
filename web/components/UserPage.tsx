import styled from 'styled-components';

/** The column of a user-area page (/user/*): its title, then its panels. */
export const UserPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['5xl']}; font-weight: 600; }
`;
