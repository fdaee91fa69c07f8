import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';

/**
 * Where a link of an article may point: a path of this site (/help/101, never //host or /\host),
 * an anchor, an http(s) address or a mail address. Anything else (javascript:, data:, control
 * characters, white space) is dropped and the link renders as plain text.
 */
export function safeHref(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007F\\]/.test(url)) return undefined;
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url;
  return undefined;
}

function ArticleLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = !href.startsWith('#') && !href.toLowerCase().startsWith('mailto:');
  return (
    <a href={href} rel="noopener noreferrer" {...(external ? { target: '_blank' } : {})} {...rest}>
      {children}
    </a>
  );
}

const components: Components = { a: ArticleLink };

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.8;
  overflow-wrap: anywhere;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  h2 { margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize['3xl']}; font-weight: 600; }
  h3 { margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 600; }
  p, ul, ol, table { margin: 0 0 ${({ theme }) => theme.space(4)}; }
  ul, ol { padding-left: ${({ theme }) => theme.space(6)}; }
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
  a { color: ${({ theme }) => theme.colors.link}; }
  a:hover { text-decoration: underline; }
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
  code {
    padding: 1px ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.monoInline};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  th, td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { background: ${({ theme }) => theme.colors.surfaceRaised}; font-weight: 600; }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * An article's Markdown (GitHub tables and lists), rendered as React elements. Raw HTML in the text
 * is never rendered (no rehype-raw; skipHtml drops it), nor are images; links keep only safe
 * addresses, open other sites in a new tab with rel="noopener noreferrer", and stay in the app for
 * paths of this site.
 */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <Body data-testid="article-body">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        urlTransform={(url) => safeHref(url) ?? ''}
        components={components}
      >
        {markdown}
      </Markdown>
    </Body>
  );
}
