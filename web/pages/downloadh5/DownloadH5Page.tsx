import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandMark } from '../../components/BrandMark.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { StandalonePage } from '../../layout/StandalonePage.tsx';

/** WeChat's in-app browser names itself MicroMessenger. */
export function isWeChatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
  max-width: 420px;
  text-align: center;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['6xl']}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.6; }
`;

const OpenButton = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 52px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 700;
`;

const WeChatNote = styled.p`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.text} !important;
  text-align: left;
`;

/** /downloadh5.html: the phone's landing page of the QR code on /download/app (outside the layout). */
export function DownloadH5Page() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.downloadH5.title'));
  const inWeChat = isWeChatBrowser();
  return (
    <StandalonePage>
      <Box>
        <BrandMark size={72} />
        <h1>{t('common.siteName')}</h1>
        <p>{t('page.downloadH5.text')}</p>
        {inWeChat ? <WeChatNote role="note">{t('page.downloadH5.wechat')}</WeChatNote> : null}
        <OpenButton to="/">{t('page.downloadH5.open')}</OpenButton>
      </Box>
    </StandalonePage>
  );
}
