import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 34px;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PageLink = styled(Link)<{ $current?: boolean }>`
  ${cell}
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.accentText : theme.colors.text)};
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Gap = styled.span`
  ${cell}
  color: ${({ theme }) => theme.colors.textFaint};
`;

/** The page numbers to show: the first, the last, and two on each side of the current one. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of shown) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(n - previous === 2 ? n - 1 : 'gap');
    result.push(n);
  }
  return result;
}

/** Page numbers as links (each page has its own address), with previous and next. */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('common.pagination.label')}>
      {page > 1 ? (
        <PageLink to={hrefOf(page - 1)} aria-label={t('common.pagination.previous')}>
          ‹
        </PageLink>
      ) : null}
      {visiblePages(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageLink
            key={entry}
            to={hrefOf(entry)}
            $current={entry === page}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('common.pagination.page', { page: entry })}
          >
            {entry}
          </PageLink>
        ),
      )}
      {page < pages ? (
        <PageLink to={hrefOf(page + 1)} aria-label={t('common.pagination.next')}>
          ›
        </PageLink>
      ) : null}
    </Nav>
  );
}
