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
import { DEFAULT_ITEM_COLOR, exteriorColor } from '../../../theme/theme.ts';
import { Check, Picture, Reason } from '../../../components/inventory/InventoryItemCard.tsx';
import { InventoryItemGrid } from '../../../components/inventory/InventoryItemGrid.tsx';
import { LeaseBadge } from '../../../components/lease/LeaseBadge.tsx';
import { formatRemaining, groupSelectEntries, type Selection } from '../../../components/inventory/selling.ts';

// a card of the variety grid; expanded, it spans the grid's whole width to show its copies
const Row = styled.li<{ $selected: boolean; $expanded: boolean }>`
  grid-column: ${({ $expanded }) => ($expanded ? '1 / -1' : 'auto')};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Main = styled.div<{ $expanded: boolean }>`
  display: flex;
  flex-direction: ${({ $expanded }) => ($expanded ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${({ $expanded }) => ($expanded ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
`;

const Info = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong { font-weight: 500; line-height: 1.4; overflow-wrap: break-word; hyphens: auto; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Thumb = styled(Picture)<{ $expanded: boolean }>`
  flex: none;
  width: ${({ $expanded }) => ($expanded ? '120px' : 'auto')};
  height: ${({ $expanded }) => ($expanded ? '72px' : '96px')};
`;

// how many copies the card stands for, over its picture
const Quantity = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.chip.background};
  color: ${({ theme }) => theme.chip.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  line-height: 18px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  button { height: 28px; padding: 0 ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** How many copies of the variety are rented (租入), lent out (租出) and offered for rent (出租中); nothing when none is. */
function GroupLeaseBadges({ rentedIn, lentOut, offered }: { rentedIn: number; lentOut: number; offered: number }) {
  if (rentedIn + lentOut + offered === 0) return null;
  return (
    <Badges data-testid="group-lease-badges">
      {rentedIn > 0 ? <LeaseBadge kind="renter" count={rentedIn} /> : null}
      {lentOut > 0 ? <LeaseBadge kind="lender" count={lentOut} /> : null}
      {offered > 0 ? <LeaseBadge kind="offered" count={offered} /> : null}
    </Badges>
  );
}

/** The assets of one variety under the same filter (the row split), loaded with filter.itemId. */
function GroupAssets({ filter, sort, selection }: { filter: InventoryFilter; sort: InventorySort; selection: Selection }) {
  const data = useLazyLoadQuery<InventoryGroupRowAssetsQuery>(
    graphql`
      query InventoryGroupRowAssetsQuery($filter: InventoryFilter, $sort: InventorySort, $purpose: InventorySelectPurpose!) {
        viewer {
          ...InventoryItemGrid_viewer @arguments(filter: $filter, sort: $sort, first: 48, purpose: $purpose)
        }
      }
    `,
    { filter, sort, purpose: selection.purpose === 'list' ? 'LIST' : 'LISTED' },
    { fetchPolicy: 'store-and-network' },
  );
  return data.viewer ? <InventoryItemGrid viewer={data.viewer} selection={selection} filter={filter} sort={sort} /> : null;
}

/**
 * A variety card (paging by variety): one item type with its picture, quantity, listed and tradable
 * counts, its copies rented, lent out and offered for rent, and reference price; its box selects all its selectable copies; split (拆分) opens the card
 * across the grid with each copy, merge (合并) closes it.
 */
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
        type {
          id
        }
        subType {
          id
        }
        quantity
        listedCount
        tradableCount
        rentedInCount
        offeredForRentCount
        lentOutCount
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
    if (data.rentedInCount === data.quantity) return t('page.renting.badge.rentedInReason');
    const cooldown = data.tradableCount === 0 ? formatRemaining(t, data.nextTradableAt) : '';
    if (cooldown) return t('page.inventory.reasons.cooldown', { time: cooldown });
    if (data.listedCount === data.quantity) return t('page.inventory.reasons.listed');
    if (data.tradableCount === 0) return t('page.inventory.reasons.notTradable');
    if (data.itemId === null) return t('page.inventory.reasons.unknownItem');
    return t('page.inventory.reasons.accountsCannotList');
  }

  return (
    <Row $selected={selectedCount > 0} $expanded={split} data-testid="inventory-group" data-hash-name={data.marketHashName}>
      <Main $expanded={split}>
        <Thumb $color={data.rarityColor || DEFAULT_ITEM_COLOR} $expanded={split}>
          <ItemImage src={data.iconUrl} alt={name} typeId={data.type?.id} subTypeId={data.subType?.id} />
          <Quantity data-testid="group-quantity">×{data.quantity}</Quantity>
        </Thumb>
        <Info>
          <strong>{name}</strong>
          {data.exterior ? (
            <div>
              <TagChip $color={exteriorColor(data.exterior)}>{label(data.exterior.label)}</TagChip>
            </div>
          ) : null}
          <span>
            {t('page.inventory.group.counts', { quantity: data.quantity, listed: data.listedCount, tradable: data.tradableCount })}
            {selectedCount > 0 ? ` · ${t('page.inventory.group.selected', { count: selectedCount })}` : ''}
          </span>
          <GroupLeaseBadges rentedIn={data.rentedInCount} lentOut={data.lentOutCount} offered={data.offeredForRentCount} />
          <span title={t('page.inventory.card.referenceHint')}>
            {t('page.inventory.card.reference')}{' '}
            {data.referencePrice !== null && data.referencePrice !== undefined ? <Price cents={data.referencePrice} /> : '—'}
          </span>
          {reason ? <Reason>{reason}</Reason> : null}
        </Info>
        <Actions>
          <Check>
            <input
              type="checkbox"
              checked={all}
              disabled={reason !== null || split}
              aria-label={t('page.inventory.group.select', { name })}
              data-testid="select-group"
              onChange={(event) => selection.toggle(entries, event.target.checked)}
            />
            <span>{t('page.inventory.group.selectCopies', { count: entries.length })}</span>
          </Check>
          {data.itemId && data.quantity > 1 ? (
            <Button type="button" onClick={() => setSplit((value) => !value)} aria-expanded={split} data-testid="split-group">
              {split ? t('page.inventory.group.merge') : t('page.inventory.group.split')}
            </Button>
          ) : null}
        </Actions>
      </Main>
      {split && data.itemId ? (
        <Suspense fallback={<Spinner />}>
          <GroupAssets filter={{ ...filter, itemId: data.itemId }} sort={sort} selection={selection} />
        </Suspense>
      ) : null}
    </Row>
  );
}
