import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { InfoCard, Note, PageHead, StaticPageBody, Steps, TextLinks } from '../../components/StaticPage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { SIGNING_SAMPLE } from './signingSample.ts';
import { NONCE_MEMORY_MINUTES, TIMESTAMP_WINDOW_MINUTES } from '../../../lib/partnerSigning.ts';

const Capabilities = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 !important;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
`;

/** /openplat: what the open platform offers, who may apply and how, and how requests and callbacks are signed. */
export function OpenPlatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.openplat.title'));
  return (
    <StaticPageBody>
      <PageHead title={t('page.openplat.title')} subtitle={t('page.openplat.subtitle')} />
      <InfoCard id="openplat-capabilities" title={t('page.openplat.capabilities.title')}>
        <Capabilities>
          <li>
            <h3>{t('page.openplat.capabilities.marketTitle')}</h3>
            <p>{t('page.openplat.capabilities.market')}</p>
          </li>
          <li>
            <h3>{t('page.openplat.capabilities.buyTitle')}</h3>
            <p>{t('page.openplat.capabilities.buy')}</p>
          </li>
          <li>
            <h3>{t('page.openplat.capabilities.callbacksTitle')}</h3>
            <p>{t('page.openplat.capabilities.callbacks')}</p>
          </li>
        </Capabilities>
      </InfoCard>
      <InfoCard id="openplat-apply" title={t('page.openplat.apply.title')}>
        <p>{t('page.openplat.apply.who')}</p>
        <Steps>
          <li>
            <h3>{t('page.openplat.apply.step1Title')}</h3>
            <p>{t('page.openplat.apply.step1')}</p>
          </li>
          <li>
            <h3>{t('page.openplat.apply.step2Title')}</h3>
            <p>{t('page.openplat.apply.step2')}</p>
          </li>
        </Steps>
        <Note>{t('page.openplat.apply.immutable')}</Note>
        <TextLinks>
          <Link to="/user/setting">{t('page.openplat.apply.settings')}</Link>
          <Link to="/help?category=openplatform">{t('page.openplat.apply.help')}</Link>
        </TextLinks>
      </InfoCard>
      <InfoCard id="openplat-signing" title={t('page.openplat.signing.title')}>
        <p>{t('page.openplat.signing.text')}</p>
        <p>{t('page.openplat.signing.refusedTitle')}</p>
        <ul>
          <li>{t('page.openplat.signing.badSignature')}</li>
          <li>{t('page.openplat.signing.stale', { minutes: TIMESTAMP_WINDOW_MINUTES })}</li>
          <li>{t('page.openplat.signing.replay', { minutes: NONCE_MEMORY_MINUTES })}</li>
        </ul>
        <h3>{t('page.openplat.signing.sampleTitle')}</h3>
        <Code>
          <code>{SIGNING_SAMPLE}</code>
        </Code>
        <Note>{t('page.openplat.signing.keyNote')}</Note>
      </InfoCard>
      <InfoCard id="openplat-callbacks" title={t('page.openplat.callbacks.title')}>
        <ul>
          <li>{t('page.openplat.callbacks.signed')}</li>
          <li>{t('page.openplat.callbacks.answer')}</li>
          <li>{t('page.openplat.callbacks.retry')}</li>
        </ul>
      </InfoCard>
      <InfoCard id="openplat-sandbox" title={t('page.openplat.sandbox.title')}>
        <p>{t('page.openplat.sandbox.text')}</p>
        <p>{t('page.openplat.sandbox.example')}</p>
        <TextLinks>
          {/* the reference is a page the server renders, not a route of this client */}
          <a href="/api-docs">{t('page.openplat.sandbox.reference')}</a>
        </TextLinks>
      </InfoCard>
    </StaticPageBody>
  );
}
