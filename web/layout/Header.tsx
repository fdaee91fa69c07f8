import { useTranslation } from 'react-i18next';
import { NavLink, Link, useRevalidator } from 'react-router';
import styled from 'styled-components';
import { Button } from '../components/Button.tsx';
import { useLoginModal } from '../components/LoginModal.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { currentLanguage, isLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, useCurrency, type Currency } from '../money/currency.tsx';
import { useSession } from '../session/Session.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import { UserMenu } from './UserMenu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(15, 17, 22, 0.94);
  backdrop-filter: blur(8px);
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 18px;
  font-weight: 700;
  white-space: nowrap;
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    order: 10;
    width: 100%;
  }
`;

const NavItem = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &.active { color: ${({ theme }) => theme.colors.accent}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const Search = styled.div`
  flex: 1 1 240px;
  max-width: 420px;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    order: 11;
    max-width: none;
    flex-basis: 100%;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const Select = styled.select`
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
`;

export function Header() {
  const { t, i18n } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const login = useLoginModal();
  const { viewer, logout } = useSession();
  const revalidator = useRevalidator();
  const language = currentLanguage(i18n);

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('common.siteName')}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <rect width="28" height="28" rx="7" fill="#f5a623" />
            <path d="M7 17l6-9h3l-2 5h5l-6 9h-3l2-5z" fill="#15171c" />
          </svg>
          <span>{t('common.brand')}</span>
        </Logo>
        <Nav aria-label={t('common.nav.label')}>
          <NavItem to="/" end>
            {t('common.nav.home')}
          </NavItem>
          <NavItem to="/market">{t('common.nav.market')}</NavItem>
          <NavItem to="/sellhot">{t('common.nav.sellHot')}</NavItem>
          <NavItem to="/notice">{t('common.nav.notice')}</NavItem>
        </Nav>
        <Search>
          <SearchBox />
        </Search>
        <Tools>
          <Select
            aria-label={t('common.language.label')}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`common.language.${code}`)}
              </option>
            ))}
          </Select>
          <Select aria-label={t('common.currency.label')} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {`${code} ${CURRENCY_SYMBOLS[code]}`}
              </option>
            ))}
          </Select>
          <NoticeBell />
          {viewer ? (
            <UserMenu viewer={viewer} onLogout={logout} />
          ) : (
            // Login from any page keeps the user on it; the page's data is loaded again for the user.
            <Button type="button" $variant="primary" onClick={() => login.open({ onSuccess: () => void revalidator.revalidate() })}>
              {t('common.login.button')}
            </Button>
          )}
        </Tools>
      </Inner>
    </Bar>
  );
}
