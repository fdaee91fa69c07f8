import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useOnValueChange } from '../components/useOnValueChange.ts';

/** The header's less visited pages, behind "more" on wide screens. */
const MORE_LINKS = [
  { to: '/information', label: 'common.moreMenu.information' },
  { to: '/news', label: 'common.moreMenu.news' },
  { to: '/help', label: 'common.moreMenu.help' },
  { to: '/openplat', label: 'common.moreMenu.openPlatform' },
  { to: '/multiplatform', label: 'common.moreMenu.multiplatform' },
  { to: '/download/app', label: 'common.moreMenu.downloadApp' },
] as const;

const phone = ({ theme }: { theme: { breakpoints: { small: string } } }) => `@media (max-width: ${theme.breakpoints.small})`;

// On a phone the header's menu already lists the navigation: the links join it there, without the
// "more" button, so the header stays one row.
const Wrap = styled.div`
  position: relative;
  ${phone} { display: contents; }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: inherit;
  font-weight: 500;
  white-space: nowrap;
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.text}; }
  ${phone} { display: none; }
`;

const List = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 110;
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  min-width: 168px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  list-style: none;
  ${phone} { display: contents; }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &.active { color: ${({ theme }) => theme.colors.accent}; }
  ${phone} { padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`}; }
`;

/** "More" in the main navigation: a disclosure of links that closes on a click outside, Escape or a navigation. */
export function MoreMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useOnValueChange(`${location.pathname}${location.search}`, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Toggle type="button" aria-expanded={open} aria-controls="header-more" aria-label={t('common.moreMenu.label')} onClick={() => setOpen((value) => !value)}>
        {t('common.moreMenu.button')}
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Toggle>
      <List id="header-more" $open={open}>
        {MORE_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to}>{t(link.label)}</Item>
          </li>
        ))}
      </List>
    </Wrap>
  );
}
