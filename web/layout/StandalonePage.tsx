import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandMark } from '../components/BrandMark.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch.ts';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(4)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 700;
  white-space: nowrap;
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

const LanguageToggle = styled.button`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

/**
 * A page outside the main layout (/sans, /downloadh5.html): no header or
 * footer, the site's mark linking home and a language switch above the content, centred on the
 * screen's full height.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const other = currentLanguage(i18n) === 'zh' ? 'en' : 'zh';
  return (
    <Frame>
      <Top>
        <Home to="/" aria-label={t('common.siteName')}>
          <BrandMark />
          <span>{t('common.brand')}</span>
        </Home>
        <LanguageToggle
          type="button"
          lang={other === 'en' ? 'en' : 'zh-CN'}
          aria-label={t('common.standalone.switchLanguageLabel')}
          onClick={() => void switchLanguage(other)}
        >
          {t('common.standalone.switchLanguage')}
        </LanguageToggle>
      </Top>
      <Content>{children}</Content>
    </Frame>
  );
}
