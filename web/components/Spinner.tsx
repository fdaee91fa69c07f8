import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to { transform: rotate(360deg); }
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

export function Spinner() {
  const { t } = useTranslation();
  return <Ring role="progressbar" aria-label={t('common.loading')} />;
}

export function PageSpinner() {
  return (
    <Center>
      <Spinner />
    </Center>
  );
}
