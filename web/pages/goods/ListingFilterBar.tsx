import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Toggle, ToggleGroup } from '../../components/ToggleGroup.tsx';
import type { ListingFilterBar_item$key } from '../../__generated__/ListingFilterBar_item.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Form.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { WEAR_RANGES } from '../../theme/theme.ts';
import {
  EMPTY_LISTING_FILTER,
  LISTING_SORT_PARAMS,
  type ListingSortParam,
  type ListingState,
  isFiltered,
  listingFilterProblems,
  MAX_STICKER_LENGTH,
} from './listingParams.ts';

type WearExterior = 'factory_new' | 'minimal_wear' | 'field_tested' | 'well_worn' | 'battle_scarred';

type Drafts = Pick<ListingState, 'floatMin' | 'floatMax' | 'paintSeed' | 'sticker'>;

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(100px, 140px)) minmax(100px, 140px) minmax(180px, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const pickDrafts = (state: ListingState): Drafts => ({
  floatMin: state.floatMin,
  floatMax: state.floatMax,
  paintSeed: state.paintSeed,
  sticker: state.sticker,
});

const sameDrafts = (a: Drafts, b: Drafts) => a.floatMin === b.floatMin && a.floatMax === b.floatMax && a.paintSeed === b.paintSeed && a.sticker === b.sticker;

/**
 * The filter bar above an item's listings: float range with the exteriors' ranges as presets,
 * paint seed, a sticker (suggested from the stickers on sale) and the four sorts. Typed values apply
 * 500 ms after the last key stroke; presets, sorts and reset at once. `state` is the URL's.
 */
export function ListingFilterBar({ item, state, onChange }: { item: ListingFilterBar_item$key; state: ListingState; onChange: (next: ListingState) => void }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const listId = useId();
  const data = useFragment(
    graphql`
      fragment ListingFilterBar_item on MarketItem {
        minFloat
        maxFloat
        exterior {
          id
        }
        listingStickers(first: 20) {
          hashName
          listings
          name {
            zh
            en
          }
        }
      }
    `,
    item,
  );
  const [drafts, setDrafts] = useState<Drafts>(() => pickDrafts(state));
  const settled = useDebouncedValue(drafts);
  const problems = listingFilterProblems(settled);
  const latest = useRef({ state, onChange });
  latest.current = { state, onChange };

  // the URL moved on its own (back, forward, a link): the inputs follow it
  const fromUrl = pickDrafts(state);
  const urlKey = JSON.stringify(fromUrl);
  const [seenUrl, setSeenUrl] = useState(urlKey);
  if (seenUrl !== urlKey) {
    setSeenUrl(urlKey);
    if (!sameDrafts(drafts, fromUrl)) setDrafts(fromUrl);
  }

  // typed values: once they settle and the API would take them
  useEffect(() => {
    const { state: current, onChange: change } = latest.current;
    if (Object.keys(listingFilterProblems(settled)).length > 0 || sameDrafts(settled, pickDrafts(current))) return;
    change({ ...current, ...settled });
  }, [settled]);

  /** Applies a change at once, with whatever valid values were typed and not yet applied. */
  const applyNow = (patch: Partial<Drafts> & { sort?: ListingSortParam }) => {
    const typed = { ...drafts, ...patch };
    const valid = Object.keys(listingFilterProblems(typed)).length === 0;
    const filter = valid ? pickDrafts({ ...state, ...typed }) : pickDrafts(state);
    if (valid) setDrafts(filter);
    onChange({ ...state, ...filter, sort: patch.sort ?? state.sort });
  };

  const hasFloat = data.minFloat !== null && data.minFloat !== undefined;
  const error = (field: keyof Drafts) => (problems[field] ? t(`page.goods.filters.errors.${problems[field]}`) : null);
  const set = (field: keyof Drafts) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setDrafts((current) => ({ ...current, [field]: value }));
  };
  const sorts = LISTING_SORT_PARAMS.filter((sort) => hasFloat || !sort.startsWith('float'));

  return (
    <Bar role="search" aria-label={t('page.goods.filters.label')}>
      <Fields>
        {hasFloat ? (
          <>
            <TextField
              label={t('page.goods.filters.floatMin')}
              inputMode="decimal"
              placeholder="0"
              value={drafts.floatMin}
              onChange={set('floatMin')}
              error={error('floatMin')}
            />
            <TextField
              label={t('page.goods.filters.floatMax')}
              inputMode="decimal"
              placeholder="1"
              value={drafts.floatMax}
              onChange={set('floatMax')}
              error={error('floatMax')}
            />
            <TextField
              label={t('page.goods.filters.paintSeed')}
              inputMode="numeric"
              placeholder={t('page.goods.filters.paintSeedPlaceholder')}
              value={drafts.paintSeed}
              onChange={set('paintSeed')}
              error={error('paintSeed')}
            />
          </>
        ) : null}
        <TextField
          label={t('page.goods.filters.sticker')}
          placeholder={t('page.goods.filters.stickerPlaceholder')}
          list={listId}
          maxLength={MAX_STICKER_LENGTH + 1}
          value={drafts.sticker}
          onChange={set('sticker')}
          error={error('sticker')}
        />
        <datalist id={listId}>
          {data.listingStickers.map((sticker) => (
            <option key={sticker.hashName} value={sticker.hashName}>
              {t('page.goods.filters.stickerOption', { name: label(sticker.name), count: sticker.listings })}
            </option>
          ))}
        </datalist>
      </Fields>
      {hasFloat && data.exterior ? (
        <ToggleGroup role="group" aria-label={t('page.goods.filters.presets')}>
          {WEAR_RANGES.map((range) => {
            const selected = state.floatMin === String(range.from) && state.floatMax === String(range.to);
            // a range the item's floats never reach would only ever show nothing
            const reachable = range.to > (data.minFloat ?? 0) && range.from < (data.maxFloat ?? 1);
            return (
              <Toggle
                key={range.exterior}
                type="button"
                aria-pressed={selected}
                $selected={selected}
                disabled={!reachable}
                onClick={() => applyNow({ floatMin: String(range.from), floatMax: String(range.to) })}
              >
                {t('page.goods.filters.preset', { name: t(`page.goods.filters.exteriors.${range.exterior as WearExterior}`), from: range.from, to: range.to })}
              </Toggle>
            );
          })}
        </ToggleGroup>
      ) : null}
      <Row>
        <ToggleGroup role="group" aria-label={t('page.goods.filters.sort')}>
          {sorts.map((sort) => (
            <Toggle key={sort} type="button" aria-pressed={state.sort === sort} $selected={state.sort === sort} onClick={() => applyNow({ sort })}>
              {t(`page.goods.filters.sorts.${sort}`)}
            </Toggle>
          ))}
        </ToggleGroup>
        {isFiltered(state) || !sameDrafts(drafts, pickDrafts(state)) ? (
          <Button type="button" $variant="ghost" onClick={() => applyNow({ ...EMPTY_LISTING_FILTER })}>
            {t('page.goods.filters.reset')}
          </Button>
        ) : null}
      </Row>
    </Bar>
  );
}
