import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useOnValueChange } from '../../components/useOnValueChange.ts';

/** The API's longest search (GET /web/article, articles(search:)). */
export const HELP_SEARCH_MAX_LENGTH = 50;

const Box = styled.div`
  display: flex;
  align-items: center;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &:focus-within { border-color: ${({ theme }) => theme.colors.accent}; }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    outline: none;
    &::placeholder { color: ${({ theme }) => theme.colors.textFaint}; }
    &::-webkit-search-cancel-button { display: none; }
  }
  button {
    margin-right: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover { color: ${({ theme }) => theme.colors.text}; }
  }
`;

const searchPath = (search: string) => (search ? `/help?search=${encodeURIComponent(search)}` : '/help');

/**
 * The help center's search: the results load 500 ms after the typing stops by moving to
 * /help?search=…; a search changed by the page (a category link, back) shows in the box.
 */
export function HelpSearchBox({ search }: { search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search);
  useOnValueChange(search, () => setTyped(search));
  const settled = useDebouncedValue(typed.trim());
  // only a change of the settled text searches: the page's own moves must not bring an old text back
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== search) void navigate(searchPath(settled), { replace: search !== '' });
  }, [settled, search, navigate]);
  return (
    <Box role="search">
      <input
        type="search"
        value={typed}
        maxLength={HELP_SEARCH_MAX_LENGTH}
        placeholder={t('page.help.searchPlaceholder')}
        aria-label={t('page.help.searchLabel')}
        onChange={(event) => setTyped(event.target.value)}
      />
      {typed ? (
        <button type="button" aria-label={t('page.help.clearSearch')} onClick={() => setTyped('')}>
          ×
        </button>
      ) : null}
    </Box>
  );
}
