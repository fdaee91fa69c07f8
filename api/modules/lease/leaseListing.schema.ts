// GraphQL of offering for rent and finding rentals: `LeaseListing` (a Node: anyone finds one offered for
// rent, its lender finds it in any state), `MarketItem.lease` (the "from ¥x/day") and
// `MarketItem.leaseListings` (the item page's 租赁 tab), `viewer.leaseListings`, and the offerForRent /
// updateLeaseListing / cancelLeaseListing mutations with typed errors. The market's lease mode is
// `market(mode: LEASE)` (api/modules/market/market.schema.ts).
import DataLoader from 'dataloader';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { translate } from '../../i18n/messages.ts';
import { InventoryItem } from '../inventory/inventory.schema.ts';
import { MarketItem, Sticker, type StickerShape } from '../market/market.schema.ts';
import type { MarketLeaseFigures } from '../market/market.service.ts';
import { Viewer } from '../user/user.schema.ts';
import {
  type LEASE_LISTING_SORTS,
  type LEASE_LISTING_STATUS_FILTERS,
  type LEASE_OFFER_FAILURE_REASONS,
  type LeaseListingSort as LeaseListingSortValue,
  type LeaseOfferFailure,
  type LeaseOfferResult,
  leaseFailureMessage,
} from './leaseListing.service.ts';

const LeaseListingStatus = builder.enumType('LeaseListingStatus', {
  description: 'Where a lease listing stands.',
  values: {
    ON_LEASE: { description: 'Offered for rent: renters may rent it.' },
    LEASED: { description: 'Rented out: a lease of it has not ended.' },
    DELISTED: { description: 'No longer offered: delisted by its lender, or its item was sold, left the inventory or its account.' },
  } as const,
});

const LeaseListingStatusFilter = builder.enumType('LeaseListingStatusFilter', {
  description: "Which of the viewer's lease listings.",
  values: {
    ALL: { description: 'Every lease listing.' },
    ON_LEASE: { description: 'Those offered for rent.' },
    LEASED: { description: 'Those rented out.' },
    DELISTED: { description: 'Those no longer offered.' },
  } satisfies Record<(typeof LEASE_LISTING_STATUS_FILTERS)[number], { description: string }>,
});

const LeaseListingSort = builder.enumType('LeaseListingSort', {
  description: "Orders of an item's lease listings; the float sorts put the listings without a float last.",
  values: {
    RENT_ASC: { description: 'The lowest daily rent first.' },
    RENT_DESC: { description: 'The highest daily rent first.' },
    DEPOSIT_ASC: { description: 'The lowest deposit first.' },
    FLOAT_ASC: { description: 'The lowest float (least worn) first.' },
    FLOAT_DESC: { description: 'The highest float (most worn) first.' },
  } satisfies Record<(typeof LEASE_LISTING_SORTS)[number], { description: string }>,
});

const deliveryLoaders = new WeakMap<GraphQLContext, DataLoader<string, number>>();

/** The lenders' delivery records of one request, loaded together. */
function deliveryLoader(context: GraphQLContext): DataLoader<string, number> {
  let loader = deliveryLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (lenderIds: readonly string[]) => {
      const counts = await context.services.leaseListings.deliveriesOf(lenderIds);
      return lenderIds.map((id) => counts.get(id) ?? 0);
    });
    deliveryLoaders.set(context, loader);
  }
  return loader;
}

const figuresLoaders = new WeakMap<GraphQLContext, DataLoader<number, MarketLeaseFigures | null>>();

/** The lease figures of the items of one request that no lease-mode page carried, loaded together (one statement). */
function figuresLoader(context: GraphQLContext): DataLoader<number, MarketLeaseFigures | null> {
  let loader = figuresLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (templateIds: readonly number[]) => {
      const figures = await context.services.leaseListings.figuresOf(templateIds);
      return templateIds.map((id) => figures.get(id) ?? null);
    });
    figuresLoaders.set(context, loader);
  }
  return loader;
}

export const LeaseListing = builder.prismaNode('LeaseListing', {
  description:
    "An item offered for rent (出租): its asset's wear, pattern and stickers, its terms and its lender. Those offered for rent are public; its lender sees it in any state.",
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.leaseListings.nodeWhere(context.viewer, id),
  fields: (t) => ({
    status: t.field({ description: 'Where it stands.', type: LeaseListingStatus, select: { status: true }, resolve: (row) => row.status }),
    item: t.relation('template', { description: 'The catalogue item it lends.' }),
    dailyRent: t.field({ type: 'Money', description: 'The rent of a day.', select: { dailyRentCents: true }, resolve: (row) => row.dailyRentCents }),
    longDailyRent: t.field({
      type: 'Money',
      nullable: true,
      description: 'The rent of each day of a lease over 21 days; null: the daily rent.',
      select: { longDailyRentCents: true },
      resolve: (row) => row.longDailyRentCents,
    }),
    deposit: t.field({
      type: 'Money',
      description: 'The deposit a renter pays, returned when the item comes back.',
      select: { depositCents: true },
      resolve: (row) => row.depositCents,
    }),
    maxDays: t.exposeInt('maxDays', { description: 'The most days a lease of it may run, renewals included (8 to 60).' }),
    buyoutPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'What a renter may pay to keep the item (at least the deposit); null: no buyout.',
      select: { buyoutPriceCents: true },
      resolve: (row) => row.buyoutPriceCents,
    }),
    floatValue: t.exposeFloat('floatValue', { description: "The asset's float (wear), 0 to 1; null for items without wear.", nullable: true }),
    paintSeed: t.exposeInt('paintSeed', { description: 'The paint seed (pattern template), 0 to 1000; null when none.', nullable: true }),
    stickers: t.field({
      description: 'The stickers applied to the asset.',
      type: [Sticker],
      select: { stickers: true },
      resolve: (row) => (Array.isArray(row.stickers) ? (row.stickers as unknown as StickerShape[]) : []),
    }),
    autoDelivery: t.boolean({
      description: "Delivered automatically from the lender's robot account once rented.",
      select: { steamAccount: { select: { type: true } } },
      resolve: (row) => row.steamAccount?.type === 'ROBOT',
    }),
    lender: t.relation('lender', { description: 'The lender (public fields only).' }),
    lenderDeliveries: t.int({
      description: 'Leases its lender has delivered (the renter received the item): their delivery record.',
      select: { lenderId: true },
      resolve: (row, _, context) => deliveryLoader(context).load(row.lenderId),
    }),
    mine: t.boolean({
      description: 'True when the viewer is its lender.',
      deprecationReason:
        'Compare `lender.id` with `Viewer.sellerId`: the lease listing then reads the same for every reader, and the public response cache shares it.',
      select: { lenderId: true },
      resolve: (row, _, context) => context.services.leaseListings.isLenderOf(row, context.viewer),
    }),
    inventoryItem: t.prismaField({
      type: 'InventoryItem',
      nullable: true,
      description: "The asset in the lender's inventory: for its lender only, while their inventory holds it (null otherwise).",
      select: { inventoryItemId: true, lenderId: true },
      resolve: async (query, row, _, context) => {
        if (!row.inventoryItemId || !context.viewer || !context.services.leaseListings.isLenderOf(row, context.viewer)) return null;
        const [item] = await context.services.inventory.itemsByIds(context.viewer, [row.inventoryItemId], query);
        return item ?? null;
      },
    }),
    createdAt: t.expose('createdAt', { description: 'When it was offered.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When it last changed.', type: 'DateTime' }),
    closedAt: t.expose('closedAt', { description: 'When it was delisted; null otherwise.', type: 'DateTime', nullable: true }),
  }),
});

const LeaseListingConnection = builder.connectionObject(
  {
    type: LeaseListing,
    name: 'LeaseListingConnection',
    description: 'A page of lease listings.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'LeaseListingEdge', description: 'A lease listing of the page, with its cursor.' },
);

const LeaseFigures = builder.objectRef<MarketLeaseFigures>('LeaseFigures').implement({
  description: 'An item offered for rent, as the market shows it: "from ¥x/day", that listing\'s deposit, how many are offered.',
  fields: (t) => ({
    dailyRent: t.field({
      type: 'Money',
      description:
        'The "from ¥x/day": the lowest daily rent of its listings whose deposit is at most 3 times the reference price (of all its listings when none is).',
      resolve: (figures) => figures.dailyRentCents,
    }),
    deposit: t.field({ type: 'Money', description: 'The deposit of the listing that sets dailyRent.', resolve: (figures) => figures.depositCents }),
    count: t.int({ description: 'Its listings offered for rent.', resolve: (figures) => figures.count }),
  }),
});

builder.prismaObjectFields(MarketItem, (t) => ({
  lease: t.field({
    type: LeaseFigures,
    nullable: true,
    description: 'Its lease figures ("from ¥x/day", that deposit, how many offered); null when nothing is offered for rent.',
    resolve: (item, _, context) => {
      // a page of the market's lease mode carries them; elsewhere they are loaded for the request's items together
      const carried = (item as { lease?: MarketLeaseFigures }).lease;
      return carried ?? figuresLoader(context).load(item.id);
    },
  }),
  leaseListings: t.connection(
    {
      type: LeaseListing,
      description: "Its lease listings offered for rent (the item page's 租赁 tab), the lowest daily rent first by default.",
      args: { sort: t.arg({ type: LeaseListingSort, description: 'The order (the lowest daily rent first by default).', defaultValue: 'RENT_ASC' }) },
      resolve: (item, args, context, info) =>
        pagedConnection(args, context, info, (page, query) =>
          context.services.leaseListings.itemLeaseListings(item.id, (args.sort ?? 'RENT_ASC') as LeaseListingSortValue, page, query),
        ),
    },
    LeaseListingConnection,
  ),
}));

builder.prismaObjectFields(Viewer, (t) => ({
  leaseListings: t.connection(
    {
      type: LeaseListing,
      description: "The viewer's lease listings (出租), newest first.",
      authScopes: { loggedIn: true },
      args: { status: t.arg({ type: LeaseListingStatusFilter, description: 'Which lease listings (all by default).', defaultValue: 'ALL' }) },
      resolve: (user, args, context, info) =>
        pagedConnection(args, context, info, (page, query) => context.services.leaseListings.list(ownViewer(user, context), args.status ?? 'ALL', page, query)),
    },
    LeaseListingConnection,
  ),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const LeaseOfferFailureReason = builder.enumType('LeaseOfferFailureReason', {
  description: 'Why an item was not offered for rent.',
  values: {
    notFound: { description: 'Not in the viewer’s inventory.' },
    unknownItem: { description: 'An item the platform does not trade.' },
    reserved: { description: "Held for a buyer's order, or sold to one being delivered." },
    leased: { description: 'Rented (租入) by the viewer from another lender: it is not theirs to offer.' },
    accountAbnormal: { description: 'Its Steam account is abnormal.' },
    accountNotSellable: { description: 'Its Steam account cannot trade.' },
    notTradable: { description: 'In trade cooldown, or never tradable.' },
    alreadyOffered: { description: 'Already offered for rent (or rented out).' },
    dailyRentNotPositive: { description: 'The daily rent is not above 0.' },
    dailyRentTooHigh: { description: 'The daily rent is above 10 % of the reference price (limit).' },
    longDailyRentNotPositive: { description: 'The long-term daily rent is not above 0.' },
    longDailyRentAboveDailyRent: { description: 'The long-term daily rent is above the daily rent.' },
    maxDaysRange: { description: 'The most days are not 8 to 60.' },
    depositTooLow: { description: 'The deposit is below the higher of 140 % of the reference price and the daily rent × the most days (limit).' },
    buyoutPriceBelowDeposit: { description: 'The buyout price is below the deposit (limit).' },
  } satisfies Record<(typeof LEASE_OFFER_FAILURE_REASONS)[number], { description: string }>,
});

const LeaseOfferFailureType = builder.objectRef<LeaseOfferFailure>('LeaseOfferFailure').implement({
  description: 'An item that was not offered for rent, and why.',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset.', resolve: (failure) => ({ type: 'InventoryItem', id: failure.inventoryItemId }) }),
    reason: t.field({ type: LeaseOfferFailureReason, description: 'Why.', resolve: (failure) => failure.reason }),
    field: t.string({
      nullable: true,
      description: 'The term at fault (dailyRent, longDailyRent, deposit, maxDays, buyoutPrice); null when the asset is.',
      resolve: (failure) => failure.field,
    }),
    limit: t.field({
      type: 'Money',
      nullable: true,
      description: 'The limit the message names (the most daily rent, the least deposit, the deposit a buyout must reach); null when none.',
      resolve: (failure) => failure.limitCents,
    }),
    message: t.string({
      description: "Why, in the request's language (e.g. 押金不能低于 ¥x（…）).",
      resolve: (failure, _, context) => {
        const message = leaseFailureMessage(failure);
        return translate(context.language, message.key, message.params);
      },
    }),
  }),
});

const OfferForRentPayload = builder.objectRef<LeaseOfferResult>('OfferForRentPayload').implement({
  description: 'What an offer for rent did, item by item.',
  fields: (t) => ({
    offeredCount: t.int({ description: 'Items offered.', resolve: (result) => result.succeeded.length }),
    failedCount: t.int({ description: 'Items refused (see failures).', resolve: (result) => result.failures.length }),
    leaseListings: t.prismaField({
      type: ['LeaseListing'],
      description: 'The lease listings made, as they are now.',
      resolve: async (query, result, _, context) => {
        const viewer = requireViewer(context);
        const rows = await Promise.all(result.listings.map((listing) => context.services.leaseListings.findOwn(viewer, listing.leaseListingId, query)));
        return rows.flatMap((row) => (row ? [row] : []));
      },
    }),
    failures: t.field({ type: [LeaseOfferFailureType], description: 'Why each refused item was refused.', resolve: (result) => result.failures }),
  }),
});

const LeaseTermsItemInput = builder.inputType('LeaseTermsItemInput', {
  description: 'An asset to offer for rent and its terms (cents).',
  fields: (t) => ({
    inventoryItemId: t.globalID({ description: 'The asset.', required: true, for: [InventoryItem] }),
    dailyRent: t.field({ type: 'Money', required: true, description: 'The rent of a day: at most 10 % of the reference price.' }),
    longDailyRent: t.field({ type: 'Money', description: 'The rent of each day of a lease over 21 days: not above dailyRent; none: the daily rent.' }),
    deposit: t.field({ type: 'Money', required: true, description: 'At least the higher of 140 % of the reference price and dailyRent × maxDays.' }),
    maxDays: t.int({ required: true, description: 'The most days a lease may run, 8 to 60.' }),
    buyoutPrice: t.field({ type: 'Money', description: 'What a renter may pay to keep the item: at least the deposit; none: no buyout.' }),
  }),
});

const OfferForRentInput = builder.inputType('OfferForRentInput', {
  description: 'The assets to offer for rent and their terms.',
  fields: (t) => ({
    items: t.field({ type: [LeaseTermsItemInput], required: true, description: 'The assets and their terms, at most 200.' }),
    idempotencyKey: t.string({
      description:
        'Optional key chosen by the client (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and changes nothing more.',
    }),
  }),
});

builder.mutationField('offerForRent', (t) =>
  t.field({
    type: OfferForRentPayload,
    description:
      'Offers assets for rent (出租) at their terms; items that cannot be offered are reported in failures while the others are. An item may be on sale and for rent at once.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: OfferForRentInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'OfferForRentResult', description: 'What offerForRent answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.leaseListings.offer(
        requireViewer(context),
        input.items.map((item) => ({
          inventoryItemId: item.inventoryItemId.id,
          dailyRent: item.dailyRent,
          longDailyRent: item.longDailyRent,
          deposit: item.deposit,
          maxDays: item.maxDays,
          buyoutPrice: item.buyoutPrice,
        })),
        { idempotencyKey: input.idempotencyKey },
      ),
  }),
);

const LeaseListingPayload = (name: string) =>
  builder.objectRef<{ leaseListingId: string }>(name).implement({
    description: 'The lease listing after the change.',
    fields: (t) => ({
      leaseListing: t.prismaField({
        description: 'The lease listing as it is now.',
        type: 'LeaseListing',
        resolve: async (query, payload, _, context) => {
          const row = await context.services.leaseListings.findOwn(requireViewer(context), payload.leaseListingId, query);
          if (!row) throw new NotFoundError('leaseListing.notFound');
          return row;
        },
      }),
    }),
  });

const UpdateLeaseListingInput = builder.inputType('UpdateLeaseListingInput', {
  description: 'New terms of a lease listing offered for rent: the terms given change (null clears the long rent or the buyout), the others stay.',
  fields: (t) => ({
    leaseListingId: t.globalID({ required: true, for: [LeaseListing], description: 'The lease listing.' }),
    dailyRent: t.field({ type: 'Money', description: 'The rent of a day.' }),
    longDailyRent: t.field({ type: 'Money', description: 'The rent of each day over 21 days; null clears it.' }),
    deposit: t.field({ type: 'Money', description: 'The deposit.' }),
    maxDays: t.int({ description: 'The most days, 8 to 60.' }),
    buyoutPrice: t.field({ type: 'Money', description: 'The buyout price; null clears it.' }),
  }),
});

builder.mutationField('updateLeaseListing', (t) =>
  t.field({
    type: LeaseListingPayload('UpdateLeaseListingPayload'),
    description:
      "Changes the terms of one of the viewer's lease listings offered for rent, checked as an offer's; a rented or delisted one is refused (BaseError), terms over a limit are a ValidationError naming the field and the limit.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateLeaseListingInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, NotFoundError, AppError],
      directResult: true,
      union: { name: 'UpdateLeaseListingResult', description: 'What updateLeaseListing answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const row = await context.services.leaseListings.update(
        requireViewer(context),
        input.leaseListingId.id,
        { dailyRent: input.dailyRent, longDailyRent: input.longDailyRent, deposit: input.deposit, maxDays: input.maxDays, buyoutPrice: input.buyoutPrice },
        { select: { id: true } },
      );
      return { leaseListingId: row.id };
    },
  }),
);

const CancelLeaseListingInput = builder.inputType('CancelLeaseListingInput', {
  description: 'The lease listing to delist.',
  fields: (t) => ({ leaseListingId: t.globalID({ required: true, for: [LeaseListing], description: 'The lease listing.' }) }),
});

builder.mutationField('cancelLeaseListing', (t) =>
  t.field({
    type: LeaseListingPayload('CancelLeaseListingPayload'),
    description: "Delists one of the viewer's lease listings offered for rent; a rented one is refused (BaseError), a delisted one answered as it is.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CancelLeaseListingInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, AppError],
      directResult: true,
      union: { name: 'CancelLeaseListingResult', description: 'What cancelLeaseListing answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const row = await context.services.leaseListings.cancel(requireViewer(context), input.leaseListingId.id, { select: { id: true } });
      return { leaseListingId: row.id };
    },
  }),
);
