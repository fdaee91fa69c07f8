import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql.ts';
import { Avatar } from '../components/Avatar.tsx';
import { USER_AREA_LINKS } from './UserSideNav.tsx';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 36px;
  max-width: 200px;
  padding: 0 ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 300;
  min-width: 168px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const itemStyle = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: 6px;
  background: transparent;
  text-align: left;
  white-space: nowrap;
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.text}; }
`;

const Separator = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

/** The signed-in user in the header: avatar and nickname, a menu with the user area's pages and logout. */
export function UserMenu({ viewer, onLogout }: { viewer: UserMenu_viewer$key; onLogout: () => void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        nickname
        avatarUrl
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Root ref={root}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('common.userMenu.label', { nickname: data.nickname })}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu"
      >
        <Avatar src={data.avatarUrl} size={28} />
        <span>{data.nickname}</span>
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t('common.userMenu.menu')}>
          {USER_AREA_LINKS.map((link) => (
            <li key={link.to} role="none">
              <MenuLink role="menuitem" to={link.to} onClick={() => setOpen(false)}>
                {t(`common.userArea.links.${link.key}`)}
              </MenuLink>
            </li>
          ))}
          <Separator role="separator" />
          <li role="none">
            <MenuButton
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {t('common.logout.button')}
            </MenuButton>
          </li>
        </Menu>
      ) : null}
    </Root>
  );
}
