import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { InfoCard, PageHead, StaticPageBody, Steps } from '../../components/StaticPage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { theme } from '../../theme/theme.ts';

/** The mobile entry (/downloadh5.html) on the origin the page was opened from. */
export function mobileEntryUrl(origin: string = window.location.origin): string {
  return new URL('/downloadh5.html', origin).href;
}

/** How the code is drawn (the test draws the expected one with the same settings). */
export const QR_SETTINGS = { size: 200, level: 'M', marginSize: 4, bgColor: theme.colors.qr.background, fgColor: theme.colors.qr.foreground } as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: 1fr;
    justify-items: center;
  }
`;

const Code = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  svg { display: block; border-radius: ${({ theme }) => theme.radius.medium}; }
  figcaption { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Address = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  code { color: ${({ theme }) => theme.colors.text}; font-family: ${({ theme }) => theme.font.mono}; word-break: break-all; }
`;

/**
 * /download/app. There is no store app: the web app is responsive, so the "app" is the
 * mobile site, which the QR code opens (through /downloadh5.html), and the steps say how to keep it
 * on the home screen.
 */
export function DownloadAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.downloadApp.title'));
  const url = mobileEntryUrl();
  return (
    <StaticPageBody>
      <PageHead title={t('page.downloadApp.title')} subtitle={t('page.downloadApp.subtitle')} />
      <InfoCard id="download-app" title={t('page.downloadApp.stepsTitle')}>
        <p>{t('page.downloadApp.honest')}</p>
        <Layout>
          <Code>
            <QRCodeSVG value={url} {...QR_SETTINGS} role="img" aria-label={t('page.downloadApp.qrLabel', { url })} data-testid="mobile-qr" />
            <figcaption>{t('page.downloadApp.qrCaption')}</figcaption>
          </Code>
          <div>
            <Steps>
              <li>{t('page.downloadApp.scan')}</li>
              <li>{t('page.downloadApp.browser')}</li>
              <li>{t('page.downloadApp.homeScreen')}</li>
              <li>{t('page.downloadApp.keepLogin')}</li>
            </Steps>
            <Address>
              {t('page.downloadApp.address')} <code>{url}</code>
            </Address>
          </div>
        </Layout>
      </InfoCard>
    </StaticPageBody>
  );
}
