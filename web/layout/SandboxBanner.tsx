import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  line-height: 1.4;
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * A partner sandbox's notice (SANDBOX=on: the server's `sandbox` flag), above the header of every
 * page: its money and items are simulated. It wraps on a phone's width rather than overflow.
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <Banner role="note" data-testid="sandbox-banner">
      {t('common.sandbox.banner')}
    </Banner>
  );
}
