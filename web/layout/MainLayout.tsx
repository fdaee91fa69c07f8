import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;

/** The site's frame: the header, the content, the footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Main>{children}</Main>
      <Footer />
    </Page>
  );
}

/** The main layout: header, the page, footer. */
export function MainLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
