import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CollectionSelect_collections$key } from '../../__generated__/CollectionSelect_collections.graphql.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { FilterSelectButton } from './filterControls.ts';

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Popover = styled.div`
  position: absolute;
  z-index: 40;
  top: calc(100% + 4px);
  left: 0;
  width: max(100%, 300px);
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Search = styled.input`
  width: 100%;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  outline: none;
  &:focus { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const List = styled.ul`
  max-height: 280px;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The collection (收藏品) filter: a dropdown of ~100 collections with a search field. */
export function CollectionSelect({
  collections,
  value,
  onChange,
}: {
  collections: CollectionSelect_collections$key;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(
    graphql`
      fragment CollectionSelect_collections on Tag @relay(plural: true) {
        id
        label {
          zh
          en
        }
      }
    `,
    collections,
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const options = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = [
      { id: '', text: t('page.market.filters.anyCollection') },
      ...data.map((tag) => ({ id: tag.id, text: label(tag.label), other: `${tag.label.zh} ${tag.label.en}` })),
    ];
    if (!needle) return all;
    return all.filter((option) => option.id && `${option.text} ${'other' in option ? option.other : ''}`.toLowerCase().includes(needle));
  }, [data, label, query, t]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const selected = data.find((tag) => tag.id === value);

  const choose = (id: string) => {
    setOpen(false);
    setQuery('');
    button.current?.focus();
    if (id !== value) onChange(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <Root ref={root}>
      <FilterSelectButton
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('page.market.filters.collection')}
        $active={Boolean(selected)}
        onClick={() => {
          setOpen((current) => !current);
          setActive(0);
        }}
      >
        <span>{selected ? label(selected.label) : t('page.market.filters.collection')}</span>
        <span aria-hidden="true">▾</span>
      </FilterSelectButton>
      {open ? (
        <Popover>
          <Search
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
            aria-label={t('page.market.filters.collectionSearch')}
            placeholder={t('page.market.filters.collectionSearch')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <List id={listId} role="listbox" aria-label={t('page.market.filters.collection')}>
            {options.length === 0 ? <Empty>{t('page.market.filters.noCollection')}</Empty> : null}
            {options.map((option, index) => (
              <Option
                key={option.id || 'any'}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.id === value}
                $active={index === active}
                $selected={option.id === value}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option.id)}
              >
                {option.text}
              </Option>
            ))}
          </List>
        </Popover>
      ) : null}
    </Root>
  );
}
