import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLabel } from '../i18n/useLabel.ts';
import { addSearchHistory, clearSearchHistory, useSearchHistory } from '../lib/searchHistory.ts';
import { useSearchSuggestions } from './useSearchSuggestions.ts';

const Root = styled.div`
  position: relative;
  width: 100%;
`;

const Form = styled.form<{ $size: 'normal' | 'large' }>`
  display: flex;
  height: ${({ $size }) => ($size === 'large' ? '48px' : '36px')};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  &:focus-within { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  outline: none;
  &::placeholder { color: ${({ theme }) => theme.colors.textFaint}; }
  &::-webkit-search-cancel-button { display: none; }
`;

const Submit = styled.button`
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
`;

const Panel = styled.div`
  position: absolute;
  z-index: 50;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Section = styled.section`
  & + & { margin-top: ${({ theme }) => theme.space(3)}; }
`;

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Clear = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  &:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

const Entries = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Suggestions = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Suggestion = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.accent}; }
`;

const Entry = styled.button`
  max-width: 220px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.xs};
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

/**
 * The item search with its history (the last 10 searches, kept in localStorage, clearable) and,
 * while the user types, suggestions of matching items (debounced 500 ms) that open the item page.
 * Submitting opens the market filtered by the keyword, every matching item and not only those on
 * sale (/market?search=…&onSale=0), so an item nobody sells can be found and asked for with a buy
 * order; the suggestions match every item too.
 */
export function SearchBox({ size = 'normal', autoFocus = false }: { size?: 'normal' | 'large'; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const search = (term: string) => {
    const keyword = term.trim();
    setOpen(false);
    if (keyword) addSearchHistory(keyword);
    setText(keyword);
    navigate(keyword ? `/market?${new URLSearchParams({ search: keyword, onSale: '0' }).toString()}` : '/market');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const suggestions = useSearchSuggestions(open ? text : '');
  const showSuggestions = open && suggestions.length > 0;
  const showHistory = open && history.length > 0;
  const showPanel = showSuggestions || showHistory;

  return (
    <Root ref={root} onBlur={onBlur}>
      <Form role="search" $size={size} onSubmit={onSubmit}>
        <Input
          type="search"
          value={text}
          autoFocus={autoFocus}
          placeholder={t('common.search.placeholder')}
          aria-label={t('common.search.label')}
          aria-expanded={showPanel}
          aria-controls={showPanel ? panelId : undefined}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <Submit type="submit">{t('common.search.submit')}</Submit>
      </Form>
      {showPanel ? (
        <Panel id={panelId}>
          {showSuggestions ? (
            <Section role="region" aria-label={t('common.search.suggestions')}>
              <PanelHead>
                <span>{t('common.search.suggestions')}</span>
              </PanelHead>
              <Suggestions>
                {suggestions.map((item) => (
                  <li key={item.id}>
                    <Suggestion
                      to={`/goods?${new URLSearchParams({ hashName: item.hashName }).toString()}`}
                      onClick={() => {
                        addSearchHistory(text.trim());
                        setOpen(false);
                      }}
                    >
                      {label(item.name)}
                    </Suggestion>
                  </li>
                ))}
              </Suggestions>
            </Section>
          ) : null}
          {showHistory ? (
            <Section role="region" aria-label={t('common.search.history')}>
              <PanelHead>
                <span>{t('common.search.history')}</span>
                <Clear type="button" onClick={() => clearSearchHistory()}>
                  {t('common.search.clearHistory')}
                </Clear>
              </PanelHead>
              <Entries>
                {history.map((entry) => (
                  <li key={entry}>
                    <Entry type="button" title={entry} onClick={() => search(entry)}>
                      {entry}
                    </Entry>
                  </li>
                ))}
              </Entries>
            </Section>
          ) : null}
        </Panel>
      ) : null}
    </Root>
  );
}
