import type { ReactNode } from 'react';
import styled from 'styled-components';

// The building blocks of the site's text pages (/download/app, /openplat, /multiplatform): a page
// head, titled cards, numbered steps. No outer margins: the page lays them out.

export const StaticPageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 960px;
  margin: 0 auto;
`;

const Head = styled.header`
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['7xl']}; font-weight: 700; }
  p { margin: ${({ theme }) => theme.space(2)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.lg}; }
`;

export function PageHead({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Head>
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </Head>
  );
}

const CardBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.7;
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSize['3xl']}; font-weight: 600; }
  h3 { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 600; }
  p, ul, ol { margin: 0; }
  ul { padding-left: ${({ theme }) => theme.space(5)}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** A titled card; `id` names it for links and tests. */
export function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardBox aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </CardBox>
  );
}

/** Numbered steps, each with a title, a text and an optional action. */
export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space(10)};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

export const Note = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const TextLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  a { color: ${({ theme }) => theme.colors.link}; font-weight: 500; }
`;
