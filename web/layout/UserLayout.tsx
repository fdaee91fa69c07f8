import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useRevalidator } from 'react-router';
import styled from 'styled-components';
import { Button } from '../components/Button.tsx';
import { useLoginModal } from '../components/LoginModal.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useSession } from '../session/Session.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Page } from './MainLayout.tsx';
import { UserSideNav } from './UserSideNav.tsx';

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Content = styled.main`
  min-width: 0;
`;

const Gate = styled.main`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['4xl']}; font-weight: 600; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The user area's guard (DESIGN §5: the user area is behind login). A visitor on a /user/* page
 * sees this panel and the login modal opens at once. After logging in the page's loaders run again
 * and the user lands on the page asked for. Closing the modal without logging in goes back to the
 * last page visited outside the user area (home when there was none), replacing the guarded entry
 * in the history so that "back" does not open the modal again. Right after a logout (the second
 * before the move home) the panel stays quiet.
 */
function LoginRequired() {
  const { t } = useTranslation();
  const login = useLoginModal();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { loggingOut, lastPublicPath } = useSession();
  useDocumentTitle(t('common.userArea.loginRequired'));

  const openLogin = () =>
    login.open({
      onSuccess: () => void revalidator.revalidate(),
      onDismiss: () => void navigate(lastPublicPath(), { replace: true }),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per visit of the guard, not again when its callbacks change
  useEffect(() => {
    if (loggingOut) return;
    openLogin();
    return () => login.close();
  }, [loggingOut]);

  return (
    <Gate data-testid="login-required">
      <h1>{loggingOut ? t('common.logout.done') : t('common.userArea.loginRequired')}</h1>
      {loggingOut ? null : (
        <>
          <p>{t('common.userArea.loginRequiredText')}</p>
          <Button type="button" $variant="primary" onClick={openLogin}>
            {t('common.login.button')}
          </Button>
        </>
      )}
    </Gate>
  );
}

/** The user area's own layout: the header, a side navigation beside the page, the footer. */
export function UserLayout() {
  const { viewer } = useSession();
  return (
    <Page>
      <Header />
      <Body>
        {viewer ? (
          <>
            <UserSideNav viewer={viewer} />
            <Content>
              <Outlet />
            </Content>
          </>
        ) : (
          <LoginRequired />
        )}
      </Body>
      <Footer />
    </Page>
  );
}
