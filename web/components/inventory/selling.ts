import type { TFunction } from 'i18next';
import { graphql, readInlineData } from 'react-relay';
import type { selling_group$key } from '../../__generated__/selling_group.graphql.ts';
import { remainingTime } from '../../../lib/time.ts';

/** One selected asset, with what the sell dialogs show about it. */
export type SelectEntry = { id: string; name: string; referencePrice: number | null; listingPrice: number | null };

/**
 * What a grid selects for: 'list' (unlisted assets that can be listed now) or 'listed' (assets on
 * sale, to reprice or unlist).
 */
export type SellPurpose = 'list' | 'listed';

export type Selection = {
  purpose: SellPurpose;
  isSelected: (id: string) => boolean;
  /** Adds (on) or removes the entries. */
  toggle: (entries: SelectEntry[], on: boolean) => void;
};

/** What selecting a variety row selects: the assets that can be listed now, or those on sale. */
export function groupSelectEntries(groupRef: selling_group$key, name: string, purpose: SellPurpose): SelectEntry[] {
  const group = readInlineData(
    graphql`
      fragment selling_group on InventoryGroup @inline {
        inventoryItemIds
        listableItemIds
        listingPrices
        referencePrice
      }
    `,
    groupRef,
  );
  const entries = group.inventoryItemIds.map((id, index) => ({
    id,
    name,
    referencePrice: group.referencePrice ?? null,
    listingPrice: group.listingPrices[index] ?? null,
  }));
  if (purpose === 'listed') return entries.filter((entry) => entry.listingPrice !== null);
  const listable = new Set(group.listableItemIds);
  return entries.filter((entry) => listable.has(entry.id));
}

export type ItemState = {
  listed: boolean;
  tradable: boolean;
  neverTradable: boolean;
  cooldownEndsAt: string | null | undefined;
  accountStatus: string;
  knownItem: boolean;
};

/** A remaining time by the rule of time left (3天, 5时, <1时: docs/web-client.md), in the current language. */
export function formatRemaining(t: TFunction, until: string | null | undefined, now: number = Date.now()): string {
  if (!until) return '';
  const remaining = remainingTime(new Date(until), now);
  if (!remaining) return '';
  if (remaining.unit === 'day') return t('page.inventory.remaining.day', { count: remaining.value });
  if (remaining.unit === 'hour') return t('page.inventory.remaining.hour', { count: remaining.value });
  return t('page.inventory.remaining.underHour');
}

/**
 * Why an asset cannot be selected for the purpose (docs/rest.md: listed items cannot be listed again,
 * cooldown and non-tradable items cannot be listed, an abnormal account cannot list); null when it can.
 */
export function unavailableReason(t: TFunction, state: ItemState, purpose: SellPurpose, now: number = Date.now()): string | null {
  if (purpose === 'listed') return state.listed ? null : t('page.inventory.reasons.notListed');
  if (state.listed) return t('page.inventory.reasons.listed');
  if (state.neverTradable) return t('page.inventory.reasons.neverTradable');
  const cooldown = formatRemaining(t, state.cooldownEndsAt, now);
  if (cooldown) return t('page.inventory.reasons.cooldown', { time: cooldown });
  if (!state.tradable) return t('page.inventory.reasons.notTradable');
  if (state.accountStatus === 'ABNORMAL') return t('page.inventory.reasons.accountAbnormal');
  if (state.accountStatus === 'NOT_SELLABLE') return t('page.inventory.reasons.accountNotSellable');
  if (!state.knownItem) return t('page.inventory.reasons.unknownItem');
  return null;
}

export type SellingFailure = { readonly inventoryItemId: string; readonly message: string };

/** "N 件上架失败：name: message；…" for a partial failure. */
export function failureText(
  t: TFunction,
  action: 'list' | 'reprice' | 'unlist' | 'sellToBuyOrder',
  failures: readonly SellingFailure[],
  names: Map<string, string>,
): string {
  const reasons = failures
    .map((failure) => t('page.inventory.sell.failureItem', { name: names.get(failure.inventoryItemId) ?? failure.inventoryItemId, message: failure.message }))
    .join(t('page.inventory.sell.failureSeparator'));
  return t(`page.inventory.sell.partial.${action}`, { count: failures.length, reasons });
}
