// GraphQL of /user/inventory and /user/sell: the viewer's assets by tab (as a connection of assets,
// or of variety rows), the counts per tab, the inventory refresh and its progress, and listing,
// unlisting and repricing with a result per item.
import DataLoader from 'dataloader';
import { formatAmount } from '../../../lib/money.ts';
import { AppError, NotFoundError, RateLimitError, ValidationError } from '../../errors.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { translate } from '../../i18n/messages.ts';
import { Label, Tag } from '../catalog/catalog.schema.ts';
import { exteriorById, rarityColor, typeById } from '../catalog/catalog.service.ts';
import { Listing, MarketItem, Sticker, type StickerShape } from '../market/market.schema.ts';
import { SteamAccountNode } from '../steam/steam.schema.ts';
import { Viewer } from '../user/user.schema.ts';
import type {
  INVENTORY_SORTS,
  INVENTORY_TABS,
  SELECT_PURPOSES,
  InventoryFilter as InventoryFilterValue,
  InventoryGroupView,
  InventorySort as InventorySortValue,
  SelectPurpose,
} from './inventory.service.ts';
import { SELECT_ALL_MAX } from '../../../lib/pricing.ts';
import { failureMessageKey, type SellingFailure, type SellingResult } from './selling.service.ts';

const InventoryTab = builder.enumType('InventoryTab', {
  description: 'The tabs of the inventory and sell pages.',
  values: {
    ALL: { description: 'Every asset of the bound accounts.' },
    UNLISTED: { description: 'Not listed and tradable now: what can be listed.' },
    LISTED: { description: "On sale, or held for a buyer's unpaid order." },
    NON_TRADABLE: { description: 'Not listed and not tradable now (trade cooldown, protection, or never tradable).' },
  } satisfies Record<(typeof INVENTORY_TABS)[number], { description: string }>,
});
const InventorySort = builder.enumType('InventorySort', {
  description: "Orders of the viewer's assets (or variety rows).",
  values: {
    DEFAULT: { description: 'The most recently found first.' },
    PRICE_ASC: { description: "Cheapest first: the listing's price, else the reference price." },
    PRICE_DESC: { description: 'Most expensive first.' },
    COOLDOWN_ASC: { description: 'Tradable soonest first (tradable ones first).' },
    COOLDOWN_DESC: { description: 'Tradable latest first.' },
    WEAR_ASC: { description: 'Lowest float first.' },
    WEAR_DESC: { description: 'Highest float first.' },
  } satisfies Record<(typeof INVENTORY_SORTS)[number], { description: string }>,
});

type AssetSticker = { slot?: number; name?: string; wear?: number | null };

const referencePriceLoaders = new WeakMap<GraphQLContext, DataLoader<number, number | null>>();

/** The viewer's reference prices of the items of one request, loaded together (one statement per page). */
function referencePriceLoader(context: GraphQLContext): DataLoader<number, number | null> {
  let loader = referencePriceLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (templateIds: readonly number[]) => {
      const prices = await context.services.inventory.referencePrices(requireViewer(context), templateIds);
      return templateIds.map((id) => prices.get(id) ?? null);
    });
    referencePriceLoaders.set(context, loader);
  }
  return loader;
}

type LeaseMarkShape = { role: 'RENTER' | 'LENDER'; leaseNo: string; status: string; endsAt: Date | null };
type MarkedAsset = { id: string; steamAccountId: string; assetId: string };

const LeaseRole = builder.enumType('InventoryLeaseRole', {
  description: "The viewer's side of an asset's lease (租赁).",
  values: {
    RENTER: { description: '租入: rented by the viewer; it goes back to its lender and cannot be listed, sold to a buy order or offered for rent.' },
    LENDER: { description: '租出: lent by the viewer; the renter has it.' },
  },
});

const InventoryLeaseMark = builder.objectRef<LeaseMarkShape>('InventoryLeaseMark').implement({
  description: "An asset's lease as its owner's inventory shows it: rented (租入) or lent (租出), until when.",
  fields: (t) => ({
    role: t.field({ type: LeaseRole, description: "The viewer's side.", resolve: (mark) => mark.role }),
    leaseNo: t.exposeString('leaseNo', { description: 'The lease number.' }),
    status: t.exposeString('status', { description: 'The lease state: RENTING, RETURNING (being sent back) or OVERDUE.' }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'When the lease ends (renewals included).', resolve: (mark) => mark.endsAt }),
  }),
});

const leaseMarkLoaders = new WeakMap<GraphQLContext, DataLoader<MarkedAsset, LeaseMarkShape | null, string>>();

/** The 租入 marks of the assets of one request, loaded together (one statement per page). */
function leaseMarkLoader(context: GraphQLContext): DataLoader<MarkedAsset, LeaseMarkShape | null, string> {
  let loader = leaseMarkLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (items: readonly MarkedAsset[]) => {
        const marks = await context.services.inventory.leaseMarks(requireViewer(context), items);
        return items.map((item) => marks.get(item.id) ?? null);
      },
      { cacheKeyFn: (item) => item.id },
    );
    leaseMarkLoaders.set(context, loader);
  }
  return loader;
}

export const InventoryItem = builder.prismaNode('InventoryItem', {
  description: "An asset (one CS2 item) in one of the viewer's bound Steam accounts, with its listing. Only its owner can read it.",
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.inventory.itemNodeWhere(context.viewer, id),
  fields: (t) => ({
    assetId: t.exposeString('assetId', { description: "Steam's asset id in its account." }),
    marketHashName: t.exposeString('marketHashName', { description: 'The Steam market hash name.' }),
    name: t.field({
      type: Label,
      description: 'The catalogue name, or the hash name when the catalogue does not know the item.',
      select: { marketHashName: true, template: { select: { nameZh: true, nameEn: true } } },
      resolve: (item) => ({ zh: item.template?.nameZh ?? item.marketHashName, en: item.template?.nameEn ?? item.marketHashName }),
    }),
    item: t.relation('template', { nullable: true, description: 'The catalogue item (null when unknown: such an asset cannot be listed).' }),
    steamAccount: t.relation('steamAccount', { description: 'The bound account that holds it.' }),
    floatValue: t.exposeFloat('floatValue', { nullable: true, description: 'Wear, 0 to 1.' }),
    paintSeed: t.exposeInt('paintSeed', { description: 'The paint seed, 0 to 1000; null when none.', nullable: true }),
    stickers: t.field({
      description: 'The stickers applied to it.',
      type: [Sticker],
      select: { stickers: true },
      resolve: (item) =>
        (Array.isArray(item.stickers) ? (item.stickers as AssetSticker[]) : []).map(
          (sticker, index): StickerShape => ({
            nameEn: sticker.name ?? '',
            nameZh: sticker.name ?? '',
            slot: sticker.slot ?? index,
            wear: sticker.wear ?? null,
          }),
        ),
    }),
    tradable: t.boolean({
      description: 'Whether it can be traded (and listed) now.',
      select: { tradable: true, tradableAfter: true },
      resolve: (item, _, context) => context.services.inventory.tradability(item).tradable,
    }),
    cooldownEndsAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'End of the trade cooldown or protection, when one applies now.',
      select: { tradable: true, tradableAfter: true },
      resolve: (item, _, context) => context.services.inventory.tradability(item).cooldownEndsAt,
    }),
    neverTradable: t.boolean({
      description: 'Steam never lets this item be traded.',
      select: { tradable: true, tradableAfter: true },
      resolve: (item, _, context) => context.services.inventory.tradability(item).neverTradable,
    }),
    listing: t.field({
      type: Listing,
      nullable: true,
      description: "Its listing on sale (or held for a buyer's unpaid order: it cannot be unlisted or repriced then), null when not listed.",
      select: (_, __, nestedSelection) => ({ listings: nestedSelection({ where: { status: { in: ['ON_SALE', 'RESERVED'] } }, take: 1 }) }),
      resolve: (item) => item.listings[0] ?? null,
    }),
    referencePrice: t.field({
      type: 'Money',
      nullable: true,
      description:
        "The price the multipliers apply to: the lowest price of other sellers' listings on sale (the viewer's own are left out), else the catalogue's reference price; null when the catalogue does not know the item.",
      select: { templateId: true },
      resolve: (item, _, context) => (item.templateId === null ? null : referencePriceLoader(context).load(item.templateId)),
    }),
    lease: t.field({
      type: InventoryLeaseMark,
      nullable: true,
      description: 'Rented by the viewer (租入) from a lease that has not ended; null otherwise.',
      select: { id: true, steamAccountId: true, assetId: true },
      resolve: (item, _, context) => leaseMarkLoader(context).load({ id: item.id, steamAccountId: item.steamAccountId, assetId: item.assetId }),
    }),
  }),
});

type LeasedOutShape = LeaseMarkShape & {
  templateId: number;
  hashName: string | null;
  nameZh: string | null;
  nameEn: string | null;
  iconUrl: string | null;
  assetId: string;
  floatValue: number | null;
};

const LeasedOutItem = builder.objectRef<LeasedOutShape>('LeasedOutItem').implement({
  description: "One of the viewer's items out on lease (租出): its asset left their account; the lease shows it until it comes back.",
  fields: (t) => ({
    lease: t.field({ type: InventoryLeaseMark, description: 'The lease: its number, state and end.', resolve: (item) => item }),
    name: t.field({
      type: Label,
      description: 'The catalogue name.',
      resolve: (item) => ({ zh: item.nameZh ?? item.hashName ?? '', en: item.nameEn ?? item.hashName ?? '' }),
    }),
    marketHashName: t.string({ nullable: true, description: 'The Steam market hash name.', resolve: (item) => item.hashName }),
    iconUrl: t.string({ nullable: true, description: "The item's image.", resolve: (item) => item.iconUrl }),
    assetId: t.exposeString('assetId', { description: "The asset's id in the viewer's account before it went." }),
    floatValue: t.exposeFloat('floatValue', { nullable: true, description: 'Wear, 0 to 1.' }),
  }),
});

const connectionWithTotal = <T extends Parameters<typeof builder.connectionObject>[0]['type']>(type: T, name: string, plural: string, single: string) =>
  builder.connectionObject(
    {
      type,
      name: `${name}Connection`,
      description: `A page of ${plural}.`,
      fields: (t) => ({
        totalCount: t.int({
          description: 'How many there are over all the pages.',
          resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    { name: `${name}Edge`, description: `A ${single} of the page, with its cursor.` },
  );

const InventoryItemConnection = connectionWithTotal(InventoryItem, 'InventoryItem', "the viewer's assets", 'asset');

const InventoryGroup = builder.objectRef<InventoryGroupView>('InventoryGroup').implement({
  description: "A variety row: the viewer's assets of one catalogue item under the chosen tab.",
  fields: (t) => ({
    key: t.exposeString('key', { description: "The row's key, unique in the list." }),
    itemId: t.globalID({
      nullable: true,
      description: 'The catalogue item (MarketItem id), for InventoryFilter.itemId; null when the catalogue does not know it.',
      resolve: (group) => (group.templateId === null ? null : { type: 'MarketItem', id: String(group.templateId) }),
    }),
    marketHashName: t.string({ description: 'The Steam market hash name.', resolve: (group) => group.template?.hashName ?? group.marketHashName }),
    name: t.field({
      description: "The item's name in Chinese and English (the hash name when the catalogue does not know it).",
      type: Label,
      resolve: (group) => ({ zh: group.template?.nameZh ?? group.marketHashName, en: group.template?.nameEn ?? group.marketHashName }),
    }),
    iconUrl: t.string({ description: "The item's picture; null when unknown.", nullable: true, resolve: (group) => group.template?.iconUrl ?? null }),
    rarityColor: t.string({
      description: 'Background colour from the rarity, #666666 without one.',
      resolve: (group) => rarityColor(group.template?.rarity ?? null),
    }),
    exterior: t.field({
      description: "The item's exterior; null when none or unknown.",
      type: Tag,
      nullable: true,
      resolve: (group) => (group.template?.exterior ? exteriorById.get(group.template.exterior) : null),
    }),
    quantity: t.exposeInt('quantity', { description: 'Assets in the row.' }),
    listedCount: t.exposeInt('listedCount', { description: 'Assets of the row that are listed.' }),
    tradableCount: t.exposeInt('tradableCount', { description: 'Assets that can be listed now.' }),
    rentedInCount: t.exposeInt('rentedInCount', {
      description: 'Assets of the row the viewer rents (租入): they go back to their lender and cannot be listed, sold to a buy order or offered for rent.',
    }),
    offeredForRentCount: t.exposeInt('offeredForRentCount', { description: 'Assets of the row offered for rent now (出租中).' }),
    lentOutCount: t.exposeInt('lentOutCount', {
      description:
        "The viewer's copies of the item out on lease (租出; of the account filtered by, if any): they left the account, so quantity does not count them.",
    }),
    inventoryItemIds: t.globalIDList({
      description: 'The assets of the row (for select all and split).',
      resolve: (group) => group.inventoryItemIds.map((id) => ({ type: 'InventoryItem', id })),
    }),
    listableItemIds: t.globalIDList({
      description: 'The assets of the row that can be listed now (selecting the row for listing selects these).',
      resolve: (group) => group.listableItemIds.map((id) => ({ type: 'InventoryItem', id })),
    }),
    listingPrices: t.field({
      type: ['Money'],
      nullable: { list: false, items: true },
      description: 'The on-sale price of each asset of inventoryItemIds, in the same order; null for an asset not listed.',
      resolve: (group) => group.listingPriceCents,
    }),
    referencePrice: t.field({
      type: 'Money',
      nullable: true,
      description: "Other sellers' lowest price on sale (the viewer's own listings left out), else the catalogue's reference price.",
      resolve: (group) => group.referencePriceCents,
    }),
    type: t.field({
      type: Tag,
      nullable: true,
      description: "The item's type (knife, rifle, sticker…); null when the catalogue does not know it.",
      resolve: (group) => (group.template ? typeById.get(group.template.tagType) : null),
    }),
    subType: t.field({
      type: Tag,
      nullable: true,
      description: 'Its sub-type (the weapon, or case, music kit… under "other").',
      resolve: (group) => (group.template && typeById.get(group.template.tagType)?.subTypes.find((sub) => sub.id === group.template?.subType)) ?? null,
    }),
    lowestFloat: t.float({
      description: "The lowest float of the row's assets; null when none has one.",
      nullable: true,
      resolve: (group) => group.lowestFloat,
    }),
    nextTradableAt: t.field({
      description: 'When the next of its assets in cooldown becomes tradable; null when none is.',
      type: 'DateTime',
      nullable: true,
      resolve: (group) => group.nextTradableAt,
    }),
  }),
});

const InventoryGroupConnection = builder.connectionObject(
  {
    type: InventoryGroup,
    name: 'InventoryGroupConnection',
    description: "A page of the viewer's variety rows.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'InventoryGroupEdge', description: 'A variety row of the page, with its cursor.' },
);

const InventoryFilter = builder.inputType('InventoryFilter', {
  description: "Narrows the viewer's assets; every field given must match.",
  fields: (t) => ({
    tab: t.field({ type: InventoryTab, description: 'ALL when left out.' }),
    steamAccountId: t.globalID({ for: [SteamAccountNode], description: "Only this account's assets." }),
    itemId: t.globalID({ for: [MarketItem], description: 'Only the assets of this catalogue item (split a variety row).' }),
    search: t.string({ description: "Words matched against the item's names." }),
  }),
});

type FilterArg =
  | { tab?: (typeof INVENTORY_TABS)[number] | null; steamAccountId?: { id: string } | null; itemId?: { id: string } | null; search?: string | null }
  | null
  | undefined;

function toFilter(filter: FilterArg): InventoryFilterValue {
  const templateId = filter?.itemId ? Number(filter.itemId.id) : undefined;
  if (templateId !== undefined && !Number.isSafeInteger(templateId)) throw new ValidationError('itemId', 'errors.badRequest');
  return { tab: filter?.tab ?? 'ALL', steamAccountId: filter?.steamAccountId?.id, templateId, search: filter?.search ?? undefined };
}

const InventoryCounts = builder.objectRef<{ all: number; unlisted: number; listed: number; nonTradable: number }>('InventoryCounts').implement({
  description: 'Assets under each tab.',
  fields: (t) => ({
    all: t.exposeInt('all', { description: 'Every asset.' }),
    unlisted: t.exposeInt('unlisted', { description: 'Assets that can be listed now.' }),
    listed: t.exposeInt('listed', { description: 'Assets on sale or held for an unpaid order.' }),
    nonTradable: t.exposeInt('nonTradable', { description: 'Assets that cannot be traded now.' }),
  }),
});

const SelectPurposeEnum = builder.enumType('InventorySelectPurpose', {
  description: 'LIST: the assets that can be listed now; LISTED: the assets on sale (to reprice or unlist).',
  values: {
    LIST: { description: 'The assets that can be listed now.' },
    LISTED: { description: 'The assets on sale (to reprice or unlist).' },
  } satisfies Record<(typeof SELECT_PURPOSES)[number], { description: string }>,
});

type SelectionShape = { filter: InventoryFilterValue; purpose: SelectPurpose; sort: InventorySortValue };

const InventorySelection = builder.objectRef<SelectionShape>('InventorySelection').implement({
  description: '"Select all" (全选) under a filter, across pages: how many, and the assets themselves.',
  fields: (t) => ({
    totalCount: t.int({
      description: 'How many assets the selection holds.',
      resolve: (selection, _, context) => context.services.inventory.selectableCount(requireViewer(context), selection.filter, selection.purpose),
    }),
    limit: t.int({ description: 'Most assets items answers; above it items is an error asking to narrow the filter.', resolve: () => SELECT_ALL_MAX }),
    items: t.prismaField({
      type: ['InventoryItem'],
      nullable: true,
      description: 'Every asset under the filter that the purpose can act on, in the sort order.',
      resolve: (query, selection, _, context) =>
        context.services.inventory.selectAll(requireViewer(context), selection.filter, selection.purpose, selection.sort, query),
    }),
  }),
});

const InventoryRefreshStatus = builder.enumType('InventoryRefreshStatus', {
  description: 'Where an inventory refresh stands.',
  values: {
    RUNNING: { description: 'The inventories are being read.' },
    SUCCEEDED: { description: 'Every account was read (some may have failed: accountsFailed).' },
    FAILED: { description: 'It stopped without finishing (every attempt failed, or its process stopped).' },
  } as const,
});

export const InventoryRefreshNode = builder.prismaNode('InventoryRefresh', {
  name: 'InventoryRefresh',
  description: "A reading of the viewer's inventories from Steam, and its progress. Only its owner can read it.",
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.inventory.refreshNodeWhere(context.viewer, id),
  fields: (t) => ({
    status: t.field({ description: 'Whether it runs, succeeded or failed.', type: InventoryRefreshStatus, resolve: (refresh) => refresh.status }),
    accountsTotal: t.exposeInt('accountsTotal', { description: 'Accounts to read.' }),
    accountsDone: t.exposeInt('accountsDone', { description: 'Accounts read so far.' }),
    accountsFailed: t.exposeInt('accountsFailed', { description: 'Accounts that could not be read.' }),
    itemsFound: t.exposeInt('itemsFound', { description: 'Assets found so far.' }),
    delistedCount: t.exposeInt('delistedCount', { description: 'Listings withdrawn because their asset left the inventory.' }),
    progressPercent: t.int({
      description: 'Progress, 0 to 100 (100 once finished).',
      resolve: (refresh) => (refresh.status === 'RUNNING' ? Math.floor((refresh.accountsDone / Math.max(1, refresh.accountsTotal)) * 100) : 100),
    }),
    startedAt: t.expose('startedAt', { description: 'When it started.', type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { description: 'When it finished; null while it runs.', type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  inventoryItems: t.connection(
    {
      type: InventoryItem,
      description: "The viewer's assets, one per row (paging by quantity).",
      authScopes: { loggedIn: true },
      args: {
        filter: t.arg({ type: InventoryFilter, description: 'Which assets.' }),
        sort: t.arg({ type: InventorySort, description: 'The order (newest found first by default).', defaultValue: 'DEFAULT' }),
      },
      resolve: async (user, args, context, info) => {
        const viewer = ownViewer(user, context);
        return pagedConnection(args, context, info, (page, query) =>
          context.services.inventory.itemPage(viewer, toFilter(args.filter), args.sort ?? 'DEFAULT', page, query),
        );
      },
    },
    InventoryItemConnection,
  ),
  inventoryGroups: t.connection(
    {
      type: InventoryGroup,
      description: "The viewer's assets grouped per catalogue item (paging by variety).",
      authScopes: { loggedIn: true },
      args: {
        filter: t.arg({ type: InventoryFilter, description: 'Which assets.' }),
        sort: t.arg({ type: InventorySort, description: 'The order (newest found first by default).', defaultValue: 'DEFAULT' }),
      },
      resolve: async (user, args, context, info) => {
        const viewer = ownViewer(user, context);
        return pagedConnection(
          args,
          context,
          info,
          (page) => context.services.inventory.groupPage(viewer, toFilter(args.filter), args.sort ?? 'DEFAULT', page),
          {
            prismaNodes: false,
          },
        );
      },
    },
    InventoryGroupConnection,
  ),
  inventorySelection: t.field({
    type: InventorySelection,
    description: '"Select all" under the same filter as the grid, across every page.',
    authScopes: { loggedIn: true },
    args: {
      filter: t.arg({ type: InventoryFilter, description: 'Which assets, as in the grid.' }),
      purpose: t.arg({ type: SelectPurposeEnum, description: 'What the selection is for: listing, or acting on listed assets.', required: true }),
      sort: t.arg({ type: InventorySort, description: 'The order of items.', defaultValue: 'DEFAULT' }),
    },
    resolve: (user, args, context) => {
      ownViewer(user, context);
      return { filter: toFilter(args.filter), purpose: args.purpose, sort: args.sort ?? 'DEFAULT' };
    },
  }),
  inventoryCounts: t.field({
    description: "The viewer's assets under each tab.",
    type: InventoryCounts,
    authScopes: { loggedIn: true },
    args: {
      steamAccountId: t.arg.globalID({ description: "Only this account's assets.", for: [SteamAccountNode] }),
      search: t.arg.string({ description: "Words matched against the item's names." }),
    },
    resolve: (user, args, context) =>
      context.services.inventory.counts(ownViewer(user, context), { steamAccountId: args.steamAccountId?.id, search: args.search ?? undefined }),
  }),
  leasedOutItems: t.field({
    type: [LeasedOutItem],
    description: "The viewer's items out on lease (租出), soonest end first: the renter has them or is sending them back.",
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.leaseAfter.leasedOut(ownViewer(user, context)),
  }),
  inventoryRefresh: t.prismaField({
    type: 'InventoryRefresh',
    nullable: true,
    description: 'The latest inventory refresh (its progress while it runs).',
    authScopes: { loggedIn: true },
    resolve: (query, user, _, context) => context.services.inventory.latestRefresh(ownViewer(user, context), query),
  }),
}));

const RefreshInventoryInput = builder.inputType('RefreshInventoryInput', {
  description: 'Which inventories to read.',
  fields: (t) => ({ steamAccountId: t.globalID({ for: [SteamAccountNode], description: "One account; all of the viewer's when left out." }) }),
});

const RefreshInventoryPayload = builder.objectRef<{ refreshId: string }>('RefreshInventoryPayload').implement({
  description: 'The refresh started (or the one already running).',
  fields: (t) => ({
    refresh: t.prismaField({
      description: 'The refresh and its progress.',
      type: 'InventoryRefresh',
      resolve: (query, payload, _, context) => context.services.inventory.refresh(requireViewer(context), payload.refreshId, query),
    }),
  }),
});

builder.mutationField('refreshInventory', (t) =>
  t.field({
    type: RefreshInventoryPayload,
    description: 'Starts reading the inventories from Steam and answers at once; follow Viewer.inventoryRefresh (or node(id)) for its progress.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RefreshInventoryInput, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, RateLimitError, AppError],
      directResult: true,
      union: { name: 'RefreshInventoryResult', description: 'What refreshInventory answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const handle = await context.services.inventory.requestRefresh(requireViewer(context), input?.steamAccountId?.id);
      return { refreshId: handle.refreshId };
    },
  }),
);

const SellingFailureType = builder.objectRef<SellingFailure>('SellingFailure').implement({
  description: 'Why one item was not listed, unlisted or repriced.',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset.', resolve: (failure) => ({ type: 'InventoryItem', id: failure.inventoryItemId }) }),
    reason: t.string({
      description:
        'notFound, unknownItem, alreadyListed, notListed, reserved, notTradable, accountAbnormal, accountNotSellable, leased (on lease to the viewer: 租入), priceRequired, priceTooLow or noBuyOrder.',
      resolve: (failure) => failure.reason,
    }),
    message: t.string({
      description: "Why, in the request's language.",
      resolve: (failure, _, context) =>
        translate(context.language, failureMessageKey[failure.reason], { minimum: formatAmount((failure.minimumCents ?? 0) / 100) }),
    }),
  }),
});

type SoldShape = NonNullable<SellingResult['soldToBuyOrders']>[number];
const SoldToBuyOrder = builder.objectRef<SoldShape>('SoldToBuyOrder').implement({
  description: 'An item sold to a buy order at once (listed or repriced at or below its price, or sold from the inventory): the order made.',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset sold.', resolve: (sale) => ({ type: 'InventoryItem', id: sale.inventoryItemId }) }),
    buyOrderNo: t.string({ description: "The buy order's number (its buyer's).", resolve: (sale) => sale.buyOrderNo }),
    orderNo: t.string({ description: 'The order to deliver.', resolve: (sale) => sale.orderNo }),
    price: t.field({ type: 'Money', description: "The buy order's price, the sale's.", resolve: (sale) => sale.priceCents }),
  }),
});

const SellingPayload = (name: string) =>
  builder.objectRef<SellingResult>(name).implement({
    description: 'What a listing, repricing, unlisting or sale did, item by item.',
    fields: (t) => ({
      soldToBuyOrders: t.field({
        description: 'The items sold at once to buy orders, with their orders.',
        type: [SoldToBuyOrder],
        resolve: (result) => result.soldToBuyOrders ?? [],
      }),
      succeededCount: t.int({ description: 'Items done.', resolve: (result) => result.succeeded.length }),
      failedCount: t.int({ description: 'Items refused (see failures).', resolve: (result) => result.failures.length }),
      loweredCount: t.int({ description: 'Prices above the ceiling that were lowered to it.', resolve: (result) => result.lowered.length }),
      items: t.prismaField({
        type: ['InventoryItem'],
        description: 'The items that changed, as they are now.',
        resolve: (query, result, _, context) => context.services.inventory.itemsByIds(requireViewer(context), result.succeeded, query),
      }),
      failures: t.field({ description: 'Why each refused item was refused.', type: [SellingFailureType], resolve: (result) => result.failures }),
    }),
  });

const PricedItemInput = builder.inputType('PricedItemInput', {
  description: 'An asset and its price (or multiplier of the reference price).',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset.', required: true, for: [InventoryItem] }),
    price: t.field({ type: 'Money', description: 'The price in cents; or give a multiplier.' }),
    multiplier: t.float({ description: 'Reference price × this: 0.995, 0.99, 0.98 or 0.97 to 1.1 (three decimals at most).' }),
  }),
});

// GraphQL takes the idempotency key as an input field (one request may carry several mutations, so
// an HTTP header could not tell them apart); REST takes the Idempotency-Key header.
const idempotencyKeyField = {
  description:
    'Optional key chosen by the client (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and changes nothing more; the same key with another input is refused (IDEMPOTENCY_KEY_REUSED).',
};

const PricedItemsInput = (name: string) =>
  builder.inputType(name, {
    description: 'Assets and their prices.',
    fields: (t) => ({
      items: t.field({ type: [PricedItemInput], description: 'The assets and their prices.', required: true }),
      idempotencyKey: t.string(idempotencyKeyField),
    }),
  });

type PricedItemsArg = { items: { inventoryItemId: { id: string }; price?: number | null; multiplier?: number | null }[]; idempotencyKey?: string | null };
const toPriceRequests = (input: PricedItemsArg) =>
  input.items.map((item) => ({ inventoryItemId: item.inventoryItemId.id, priceCents: item.price, multiplier: item.multiplier }));

builder.mutationField('listItems', (t) =>
  t.field({
    type: SellingPayload('ListItemsPayload'),
    description: 'Lists assets; items that cannot be listed are reported in failures while the others are listed.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: PricedItemsInput('ListItemsInput'), required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'ListItemsResult', description: 'What listItems answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.inventory.listItems(requireViewer(context), toPriceRequests(input), { idempotencyKey: input.idempotencyKey }),
  }),
);

builder.mutationField('repriceItems', (t) =>
  t.field({
    description: 'Changes the prices of listed assets; those that cannot be repriced are reported in failures while the others are repriced.',
    type: SellingPayload('RepriceItemsPayload'),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: PricedItemsInput('RepriceItemsInput'), required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'RepriceItemsResult', description: 'What repriceItems answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.inventory.repriceItems(requireViewer(context), toPriceRequests(input), { idempotencyKey: input.idempotencyKey }),
  }),
);

const SellToBuyOrderItemInput = builder.inputType('SellToBuyOrderItemInput', {
  description: 'An asset to sell to a buy order.',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset.', required: true, for: [InventoryItem] }),
    price: t.field({ type: 'Money', required: true, description: 'The buy order price the seller saw, in cents: the least they sell for.' }),
  }),
});

const SellToBuyOrdersInput = builder.inputType('SellToBuyOrdersInput', {
  description: 'The assets to sell to buy orders.',
  fields: (t) => ({
    items: t.field({ type: [SellToBuyOrderItemInput], description: 'The assets and the buy order prices seen.', required: true }),
    idempotencyKey: t.string(idempotencyKeyField),
  }),
});

builder.mutationField('sellToBuyOrders', (t) =>
  t.field({
    type: SellingPayload('SellToBuyOrdersPayload'),
    description:
      'Sells items straight to the best buy orders of their items (求购), each in an order of its own at the buy order price; an item no buy order takes at the price given any more fails with noBuyOrder.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SellToBuyOrdersInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'SellToBuyOrdersResult', description: 'What sellToBuyOrders answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.inventory.sellToBuyOrders(
        requireViewer(context),
        input.items.map((item) => ({ inventoryItemId: item.inventoryItemId.id, priceCents: item.price })),
        { idempotencyKey: input.idempotencyKey },
      ),
  }),
);

const UnlistItemsInput = builder.inputType('UnlistItemsInput', {
  description: 'The assets to take off the market.',
  fields: (t) => ({
    inventoryItemIds: t.globalIDList({ required: true, description: 'The listed assets.', for: [InventoryItem] }),
    idempotencyKey: t.string(idempotencyKeyField),
  }),
});

builder.mutationField('unlistItems', (t) =>
  t.field({
    description: 'Takes listed assets off the market; those that cannot be unlisted are reported in failures.',
    type: SellingPayload('UnlistItemsPayload'),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UnlistItemsInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'UnlistItemsResult', description: 'What unlistItems answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.inventory.unlistItems(
        requireViewer(context),
        input.inventoryItemIds.map((id) => id.id),
        { idempotencyKey: input.idempotencyKey },
      ),
  }),
);
