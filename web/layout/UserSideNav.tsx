import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { UserSideNav_viewer$key } from '../__generated__/UserSideNav_viewer.graphql.ts';
import { Avatar } from '../components/Avatar.tsx';

/** The pages of the user area (/user/orderDetail is reached from an order, a lease's detail from /user/lease). */
export const USER_AREA_LINKS = [
  { to: '/user/setting', key: 'setting' },
  { to: '/user/steam', key: 'steam' },
  { to: '/user/inventory', key: 'inventory' },
  { to: '/user/sell', key: 'sell' },
  { to: '/user/wallet', key: 'wallet' },
  { to: '/user/order', key: 'order' },
  { to: '/user/buyOrder', key: 'buyOrder' },
  { to: '/user/bargain', key: 'bargain' },
  { to: '/user/lease', key: 'lease' },
  { to: '/user/openapi', key: 'openapi' },
  { to: '/user/messageCenter', key: 'messageCenter' },
] as const;

const Box = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  strong { font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 600; word-break: break-all; }
  span { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Badge = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space(1.25)};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceHover}; }
  &.active { color: ${({ theme }) => theme.colors.accent}; background: ${({ theme }) => theme.colors.surfaceRaised}; font-weight: 500; }
`;

/** The user area's side navigation: who is signed in and the user pages. */
export function UserSideNav({ viewer }: { viewer: UserSideNav_viewer$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment UserSideNav_viewer on Viewer {
        nickname
        avatarUrl
        phone
        unreadMessageCounts {
          total
        }
      }
    `,
    viewer,
  );
  return (
    <Box aria-label={t('common.userArea.navLabel')}>
      <Who>
        <Avatar src={data.avatarUrl} size={64} />
        <strong>{data.nickname}</strong>
        {data.phone ? <span>{data.phone}</span> : null}
      </Who>
      <Links>
        {USER_AREA_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to}>
              {t(`common.userArea.links.${link.key}`)}
              {link.key === 'messageCenter' && data.unreadMessageCounts.total > 0 ? (
                <Badge aria-label={t('common.userArea.unread', { count: data.unreadMessageCounts.total })}>
                  {data.unreadMessageCounts.total > 99 ? '99+' : data.unreadMessageCounts.total}
                </Badge>
              ) : null}
            </Item>
          </li>
        ))}
      </Links>
    </Box>
  );
}
