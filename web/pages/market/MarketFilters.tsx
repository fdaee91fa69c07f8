import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketFilters_catalogTags$key } from '../../__generated__/MarketFilters_catalogTags.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Form.tsx';
import { useOnValueChange } from '../../components/useOnValueChange.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { addSearchHistory } from '../../lib/searchHistory.ts';
import { CollectionSelect } from './CollectionSelect.tsx';
import { FilterInput, FilterSelect } from './filterControls.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useMoney } from '../../money/currency.tsx';
import { EMPTY_MARKET_STATE, type MarketState, type PriceError } from './marketParams.ts';
import { fieldCurrency, priceFieldText, priceRangeInYuan } from './priceFields.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
`;

const Keyword = styled.div`
  flex: 2 1 240px;
`;

const PriceRange = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  flex: 1 1 260px;
  span { color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(2.5)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PRICE_ERROR_KEYS = {
  format: 'page.market.filters.priceErrors.format',
  decimals: 'page.market.filters.priceErrors.decimals',
  range: 'page.market.filters.priceErrors.range',
  order: 'page.market.filters.priceErrors.order',
} as const satisfies Record<PriceError, string>;

/**
 * Every market filter: keyword, price range (yuan, at most two decimals, min ≤ max),
 * type and sub-type, rarity (品质), category (类别), exterior and collection, and 只看在售 (on by
 * default; off, the market lists every item, those on sale first). Choices apply at
 * once; the keyword and the prices apply on submit, or 500 ms after the user stops typing
 * when they are valid. Prices are typed in the currency prices are shown in (see priceFields.ts).
 */
export function MarketFilters({
  catalogTags,
  state,
  onChange,
}: {
  catalogTags: MarketFilters_catalogTags$key;
  state: MarketState;
  onChange: (patch: Partial<MarketState>) => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const errorId = useId();
  const tags = useFragment(
    graphql`
      fragment MarketFilters_catalogTags on CatalogTags {
        types {
          id
          label {
            zh
            en
          }
          subTypes {
            id
            label {
              zh
              en
            }
          }
        }
        rarities {
          id
          group
          label {
            zh
            en
          }
        }
        qualities {
          id
          label {
            zh
            en
          }
        }
        exteriors {
          id
          label {
            zh
            en
          }
        }
        collections {
          ...CollectionSelect_collections
        }
      }
    `,
    catalogTags,
  );

  const money = useMoney();
  const inDollars = fieldCurrency(money) === 'USD';
  // for rent the bounds are those of the daily rent
  const priceLabel = (end: 'min' | 'max') =>
    state.mode === 'lease'
      ? t(`page.renting.market.${end}Rent${inDollars ? 'Usd' : ''}` as 'page.renting.market.minRent')
      : t(`page.market.filters.${end}Price${inDollars ? 'Usd' : ''}` as 'page.market.filters.minPrice');
  const [search, setSearch] = useState(state.search);
  const [minPrice, setMinPrice] = useState(() => priceFieldText(state.minPrice, money));
  const [maxPrice, setMaxPrice] = useState(() => priceFieldText(state.maxPrice, money));
  const [priceError, setPriceError] = useState<{ field: 'minPrice' | 'maxPrice'; error: PriceError } | null>(null);

  // Back/forward, links and the currency switch change what the text fields show: they follow.
  useOnValueChange(`${state.search}\n${state.minPrice}\n${state.maxPrice}\n${fieldCurrency(money)}\n${money.usdPerCny}`, () => {
    setSearch(state.search);
    setMinPrice(priceFieldText(state.minPrice, money));
    setMaxPrice(priceFieldText(state.maxPrice, money));
    setPriceError(null);
  });

  const apply = onChange;

  /** The typed keyword and prices as a change of the filters, or null when nothing would change. */
  const typedChange = () => {
    const range = priceRangeInYuan(minPrice, maxPrice, money);
    if (!range.ok) return range;
    const keyword = search.trim();
    const unchanged = keyword === state.search && range.minPrice === state.minPrice && range.maxPrice === state.maxPrice;
    return { ok: true as const, unchanged, patch: { search: keyword, minPrice: range.minPrice, maxPrice: range.maxPrice } };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const change = typedChange();
    setPriceError(change.ok ? null : change);
    if (!change.ok) return;
    if (change.patch.search) addSearchHistory(change.patch.search);
    apply(change.patch);
  };

  // typing: once the user pauses for 500 ms, valid values apply by themselves
  const typed = useDebouncedValue(`${search}\n${minPrice}\n${maxPrice}`);
  useOnValueChange(typed, () => {
    if (typed !== `${search}\n${minPrice}\n${maxPrice}`) return;
    const change = typedChange();
    if (change.ok && !change.unchanged) apply(change.patch);
  });

  const type = tags.types.find((entry) => entry.id === state.tagType);
  const rarityGroups = (['weapon', 'item', 'agent'] as const)
    .map((group) => ({ group, rarities: tags.rarities.filter((rarity) => (rarity.group ?? 'weapon') === group) }))
    .filter((entry) => entry.rarities.length > 0);

  return (
    <Form role="search" aria-label={t('page.market.filters.label')} onSubmit={onSubmit} noValidate>
      <Row>
        <Keyword>
          <FilterInput
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('page.market.filters.keywordPlaceholder')}
            aria-label={t('page.market.filters.keyword')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Keyword>
        <PriceRange>
          <FilterInput
            inputMode="decimal"
            value={minPrice}
            placeholder={priceLabel('min')}
            aria-label={priceLabel('min')}
            aria-invalid={priceError?.field === 'minPrice'}
            aria-describedby={priceError ? errorId : undefined}
            $invalid={priceError?.field === 'minPrice'}
            onChange={(event) => setMinPrice(event.target.value)}
          />
          <span aria-hidden="true">—</span>
          <FilterInput
            inputMode="decimal"
            value={maxPrice}
            placeholder={priceLabel('max')}
            aria-label={priceLabel('max')}
            aria-invalid={priceError?.field === 'maxPrice'}
            aria-describedby={priceError ? errorId : undefined}
            $invalid={priceError?.field === 'maxPrice'}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
        </PriceRange>
        {state.mode === 'lease' ? null : (
          <Checkbox checked={state.onSale} onChange={(event) => apply({ onSale: event.target.checked })}>
            {t('page.market.filters.onSale')}
          </Checkbox>
        )}
        <Button type="submit" $variant="primary">
          {t('page.market.filters.apply')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            setPriceError(null);
            onChange({ ...EMPTY_MARKET_STATE, mode: state.mode });
          }}
        >
          {t('page.market.filters.reset')}
        </Button>
      </Row>
      {priceError ? (
        <ErrorText id={errorId} role="alert">
          {t(PRICE_ERROR_KEYS[priceError.error])}
        </ErrorText>
      ) : null}
      <Selects>
        <FilterSelect
          aria-label={t('page.market.filters.type')}
          value={state.tagType}
          $active={Boolean(state.tagType)}
          onChange={(event) => apply({ tagType: event.target.value, subType: '' })}
        >
          <option value="">{t('page.market.filters.anyType')}</option>
          {tags.types.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {label(entry.label)}
            </option>
          ))}
        </FilterSelect>
        {type && type.subTypes.length > 0 ? (
          <FilterSelect
            aria-label={t('page.market.filters.subType')}
            value={state.subType}
            $active={Boolean(state.subType)}
            onChange={(event) => apply({ subType: event.target.value })}
          >
            <option value="">{t('page.market.filters.anySubType', { type: label(type.label) })}</option>
            {type.subTypes.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {label(entry.label)}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <FilterSelect
          aria-label={t('page.market.filters.rarity')}
          value={state.rarity}
          $active={Boolean(state.rarity)}
          onChange={(event) => apply({ rarity: event.target.value })}
        >
          <option value="">{t('page.market.filters.anyRarity')}</option>
          {rarityGroups.map(({ group, rarities }) => (
            <optgroup key={group} label={t(`page.market.filters.rarityGroups.${group}`)}>
              {rarities.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {label(entry.label)}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
        <FilterSelect
          aria-label={t('page.market.filters.quality')}
          value={state.quality}
          $active={Boolean(state.quality)}
          onChange={(event) => apply({ quality: event.target.value })}
        >
          <option value="">{t('page.market.filters.anyQuality')}</option>
          {tags.qualities.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {label(entry.label)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          aria-label={t('page.market.filters.exterior')}
          value={state.exterior}
          $active={Boolean(state.exterior)}
          onChange={(event) => apply({ exterior: event.target.value })}
        >
          <option value="">{t('page.market.filters.anyExterior')}</option>
          {tags.exteriors.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {label(entry.label)}
            </option>
          ))}
        </FilterSelect>
        <CollectionSelect collections={tags.collections} value={state.itemSet} onChange={(itemSet) => apply({ itemSet })} />
      </Selects>
    </Form>
  );
}
