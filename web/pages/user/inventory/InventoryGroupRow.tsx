import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InventoryGroupRow_group$key } from '../../../__generated__/InventoryGroupRow_group.graphql.ts';
import type { InventoryFilter, InventoryGroupRowAssetsQuery, InventorySort } from '../../../__generated__/InventoryGroupRowAssetsQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { Price } from '../../../components/Price.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TagChip } from '../../../components/TagChip.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { DEFAULT_ITEM_COLOR } from '../../../theme/theme.ts';
import { Check, Picture, Reason } from './InventoryItemCard.tsx';
import { InventoryItemGrid } from './InventoryItemGrid.tsx';
import { formatRemaining, groupSelectEntries, type Selection } from './selling.ts';

const Row = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: auto 120px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: auto 80px minmax(0, 1fr);
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong { font-weight: 500; word-break: break-all; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; }
`;

const Small = styled(Picture)`
  height: 64px;
`;

/** The assets of one variety under the same filter (the row split), loaded with filter.itemId. */
function GroupAssets({ filter, sort, selection }: { filter: InventoryFilter; sort: InventorySort; selection: Selection }) {
  const data = useLazyLoadQuery<InventoryGroupRowAssetsQuery>(
    graphql`
      query InventoryGroupRowAssetsQuery($filter: InventoryFilter, $sort: InventorySort) {
        viewer {
          ...InventoryItemGrid_viewer @arguments(filter: $filter, sort: $sort, first: 48)
        }
      }
    `,
    { filter, sort },
    { fetchPolicy: 'store-and-network' },
  );
  return data.viewer ? <InventoryItemGrid viewer={data.viewer} selection={selection} /> : null;
}

/** A variety row (paging by variety): quantity, listed and tradable counts; selecting it selects all its assets; split shows them. */
export function InventoryGroupRow({
  group,
  selection,
  filter,
  sort,
}: {
  group: InventoryGroupRow_group$key;
  selection: Selection;
  filter: InventoryFilter;
  sort: InventorySort;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(
    graphql`
      fragment InventoryGroupRow_group on InventoryGroup {
        key
        itemId
        name {
          zh
          en
        }
        marketHashName
        iconUrl
        rarityColor
        exterior {
          id
          label {
            zh
            en
          }
          color
        }
        quantity
        listedCount
        tradableCount
        referencePrice
        ...selling_group
        lowestFloat
        nextTradableAt
      }
    `,
    group,
  );
  const [split, setSplit] = useState(false);
  const name = label(data.name);
  const entries = groupSelectEntries(data, name, selection.purpose);
  // only the row's selectable assets can be selected, here or in the split view
  const selectedCount = entries.filter((entry) => selection.isSelected(entry.id)).length;
  const all = entries.length > 0 && selectedCount === entries.length;
  const reason = entries.length > 0 ? null : selection.purpose === 'listed' ? t('page.inventory.reasons.notListed') : cannotListReason();

  function cannotListReason() {
    const cooldown = data.tradableCount === 0 ? formatRemaining(t, data.nextTradableAt) : '';
    if (cooldown) return t('page.inventory.reasons.cooldown', { time: cooldown });
    if (data.listedCount === data.quantity) return t('page.inventory.reasons.listed');
    if (data.tradableCount === 0) return t('page.inventory.reasons.notTradable');
    if (data.itemId === null) return t('page.inventory.reasons.unknownItem');
    return t('page.inventory.reasons.accountsCannotList');
  }

  return (
    <Row $selected={selectedCount > 0} data-testid="inventory-group" data-hash-name={data.marketHashName}>
      <Main>
        <Check>
          <input
            type="checkbox"
            checked={all}
            disabled={reason !== null || split}
            aria-label={t('page.inventory.group.select', { name })}
            data-testid="select-group"
            onChange={(event) => selection.toggle(entries, event.target.checked)}
          />
        </Check>
        <Small $color={data.rarityColor || DEFAULT_ITEM_COLOR}>
          <ItemImage src={data.iconUrl} alt={name} />
        </Small>
        <Info>
          <strong>{name}</strong>
          <div>{data.exterior ? <TagChip $color={data.exterior.color ?? DEFAULT_ITEM_COLOR}>{label(data.exterior.label)}</TagChip> : null}</div>
          <span>
            {t('page.inventory.group.counts', { quantity: data.quantity, listed: data.listedCount, tradable: data.tradableCount })}
            {selectedCount > 0 ? ` · ${t('page.inventory.group.selected', { count: selectedCount })}` : ''}
          </span>
          <span>
            {t('page.inventory.card.reference')}{' '}
            {data.referencePrice !== null && data.referencePrice !== undefined ? <Price cents={data.referencePrice} /> : '—'}
          </span>
          {reason ? <Reason>{reason}</Reason> : null}
        </Info>
        {data.itemId && data.quantity > 1 ? (
          <Button type="button" onClick={() => setSplit((value) => !value)} aria-expanded={split} data-testid="split-group">
            {split ? t('page.inventory.group.merge') : t('page.inventory.group.split')}
          </Button>
        ) : null}
      </Main>
      {split && data.itemId ? (
        <Suspense fallback={<Spinner />}>
          <GroupAssets filter={{ ...filter, itemId: data.itemId }} sort={sort} selection={selection} />
        </Suspense>
      ) : null}
    </Row>
  );
}
