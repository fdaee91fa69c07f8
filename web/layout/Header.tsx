import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link, useLocation, useRevalidator } from 'react-router';
import { useOnValueChange } from '../components/useOnValueChange.ts';
import styled from 'styled-components';
import { BrandMark } from '../components/BrandMark.tsx';
import { Button } from '../components/Button.tsx';
import { useLoginModal } from '../components/LoginModal.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { currentLanguage, isLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, useCurrency, type Currency } from '../money/currency.tsx';
import { useSession } from '../session/Session.tsx';
import { useHeaderBottom } from './headerBottom.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import { UserMenu } from './UserMenu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.headerBackground};
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
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    gap: ${({ theme }) => theme.space(2)};
    min-height: 52px;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  }
`;

/**
 * On a phone the header is one row (logo, search and menu buttons, bell, account): the navigation
 * and the language and currency choices open from the menu button, the search from its button, so
 * the sticky bar keeps the screen for the page.
 */
const onPhone = ({ theme }: { theme: { breakpoints: { small: string } } }) => `@media (max-width: ${theme.breakpoints.small})`;

const PhoneOnly = styled.button`
  display: none;
  ${onPhone} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 700;
  white-space: nowrap;
  span { color: ${({ theme }) => theme.colors.accent}; }
  ${onPhone} { span { display: none; } }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    order: 10;
    width: 100%;
  }
  ${onPhone} { display: ${({ $open }) => ($open ? 'flex' : 'none')}; }
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

const Search = styled.div<{ $open: boolean }>`
  flex: 1 1 240px;
  max-width: 420px;
  ${onPhone} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    order: 11;
    max-width: none;
    flex-basis: 100%;
  }
`;

const Preferences = styled.div<{ $open: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${onPhone} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 12;
    width: 100%;
    select { flex: 1; }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  ${onPhone} { gap: ${({ theme }) => theme.space(1.5)}; }
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
  const changeLanguage = useLanguageSwitch();
  const { currency, setCurrency } = useCurrency();
  const login = useLoginModal();
  const { viewer, logout } = useSession();
  const revalidator = useRevalidator();
  const language = currentLanguage(i18n);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  // a navigation closes what was opened on a phone
  useOnValueChange(`${location.pathname}${location.search}`, () => {
    setMenuOpen(false);
    setSearchOpen(false);
  });

  const bar = useHeaderBottom();

  return (
    <Bar ref={bar}>
      <Inner>
        <Logo to="/" aria-label={t('common.siteName')}>
          <BrandMark />
          <span>{t('common.brand')}</span>
        </Logo>
        <Nav id="header-nav" aria-label={t('common.nav.label')} $open={menuOpen}>
          <NavItem to="/" end>
            {t('common.nav.home')}
          </NavItem>
          <NavItem to="/market">{t('common.nav.market')}</NavItem>
          <NavItem to="/sellhot">{t('common.nav.sellHot')}</NavItem>
          <NavItem to="/notice">{t('common.nav.notice')}</NavItem>
          <MoreMenu />
        </Nav>
        <Search id="header-search" $open={searchOpen}>
          <SearchBox autoFocus={searchOpen} />
        </Search>
        <Preferences $open={menuOpen}>
          <Select
            aria-label={t('common.language.label')}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
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
        </Preferences>
        <Tools>
          <PhoneOnly
            type="button"
            aria-label={t('common.search.label')}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
          </PhoneOnly>
          <NoticeBell />
          {viewer ? (
            <UserMenu viewer={viewer} onLogout={logout} />
          ) : (
            // Login from any page keeps the user on it; the page's data is loaded again for the user.
            <Button type="button" $variant="primary" onClick={() => login.open({ onSuccess: () => void revalidator.revalidate() })}>
              {t('common.login.button')}
            </Button>
          )}
          <PhoneOnly
            type="button"
            aria-label={t('common.nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="header-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </PhoneOnly>
        </Tools>
      </Inner>
    </Bar>
  );
}
