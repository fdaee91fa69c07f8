import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useNow } from '../components/renderClock.ts';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr 1fr;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Bottom = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textFaint};
`;

export function Footer() {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Bar>
      <Inner>
        <div>
          <Heading>{t('common.siteName')}</Heading>
          <Text>{t('common.footer.about')}</Text>
          <Text>{t('common.footer.delivery')}</Text>
        </div>
        <nav aria-label={t('common.footer.navLabel')}>
          <Heading>{t('common.footer.market')}</Heading>
          <Links>
            <li>
              <Link to="/">{t('common.nav.home')}</Link>
            </li>
            <li>
              <Link to="/market">{t('common.nav.market')}</Link>
            </li>
            <li>
              <Link to="/sellhot">{t('common.nav.sellHot')}</Link>
            </li>
          </Links>
        </nav>
        <nav aria-label={t('common.content.footerTitle')}>
          <Heading>{t('common.content.footerTitle')}</Heading>
          <Links>
            <li>
              <Link to="/help">{t('common.content.help')}</Link>
            </li>
            <li>
              <Link to="/news">{t('common.content.news')}</Link>
            </li>
            <li>
              <Link to="/agreement/service">{t('common.content.serviceAgreement')}</Link>
            </li>
            <li>
              <Link to="/agreement/privacy">{t('common.content.privacy')}</Link>
            </li>
            <li>
              {/* the customer-service article of the help center (content/help/contact-support.md) */}
              <Link to="/help/902">{t('common.content.contact')}</Link>
            </li>
          </Links>
        </nav>
        <div>
          <Heading>{t('common.footer.serviceTitle')}</Heading>
          <Text>{t('common.footer.proceeds')}</Text>
          <Text>{t('common.footer.withdrawal')}</Text>
        </div>
      </Inner>
      <Bottom>
        {t('common.footer.copyright', { year: new Date(now).getFullYear() })} · {t('common.footer.disclaimer')}
      </Bottom>
    </Bar>
  );
}
