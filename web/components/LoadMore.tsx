import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0 0;
  min-height: 64px;
`;

const End = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The end of a paginated list: loads the next page when it scrolls into view (infinite scroll),
 * with a button for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasNext,
  isLoading,
  onLoadMore,
  showEnd = true,
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  showEnd?: boolean;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasNext, isLoading, onLoadMore });
  latest.current = { hasNext, isLoading, onLoadMore };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNext: more, isLoading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Row ref={sentinel}>
      {isLoading ? (
        <Spinner />
      ) : hasNext ? (
        <Button type="button" onClick={onLoadMore}>
          {t('common.loadMore')}
        </Button>
      ) : showEnd ? (
        <End>{t('common.noMore')}</End>
      ) : null}
    </Row>
  );
}
