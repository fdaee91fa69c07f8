// GraphQL of price offers (还价): `Bargain` (a Node its buyer and its seller can
// fetch), `viewer.bargains(role, status)`, `bargain(bargainNo)`, `Listing.bargainTerms`, and the
// makeBargain / counterBargain / acceptBargain / declineBargain / cancelBargain / setBargainTerms
// mutations with typed errors. The rules are BargainService's.
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { Listing } from '../market/market.schema.ts';
import { SteamAccountNode } from '../steam/steam.schema.ts';
import { Viewer } from '../user/user.schema.ts';
import type { BARGAIN_ROLES, BARGAIN_STATUS_FILTERS, BargainTerms, OfferTerms } from './bargain.service.ts';
import type { BargainActions } from './bargainTerms.ts';

const BargainStatus = builder.enumType('BargainStatus', {
  values: {
    OPEN: { description: 'The offer waits for the seller; the amount is held.' },
    COUNTERED: { description: "The seller's counter-offer waits for the buyer; the amount is held." },
    ACCEPTED: { description: 'Accepted: an order was made.' },
    DECLINED: { description: 'Declined; the hold went back.' },
    CANCELLED: { description: 'Withdrawn by the buyer, or ended because the listing was sold, unlisted, repriced or its terms changed; the hold went back.' },
    EXPIRED: { description: 'Not answered within 24 hours; the hold went back.' },
  } as const,
  description:
    'OPEN: the offer waits for the seller; COUNTERED: the counter-offer waits for the buyer (the amount is held in both); ACCEPTED: an order was made; DECLINED, CANCELLED (withdrawn, or the listing was sold, unlisted, repriced or its terms changed), EXPIRED (no answer in 24 hours): the hold went back.',
});
const BargainRole = builder.enumType('BargainRole', {
  values: { BUYER: { description: 'The viewer made the offer.' }, SELLER: { description: 'The viewer received it, on their listing.' } } satisfies Record<
    (typeof BARGAIN_ROLES)[number],
    { description: string }
  >,
  description: "The viewer's side: BUYER made the offer, SELLER received it.",
});
const BargainStatusFilter = builder.enumType('BargainStatusFilter', {
  values: {
    ALL: { description: 'Every offer.' },
    OPEN: { description: 'Waiting for an answer (OPEN or COUNTERED).' },
    CLOSED: { description: 'Accepted, declined, cancelled or expired.' },
  } satisfies Record<(typeof BARGAIN_STATUS_FILTERS)[number], { description: string }>,
  description: 'OPEN: waiting for an answer (OPEN or COUNTERED); CLOSED: the rest.',
});
const BargainAction = builder.enumType('BargainAction', {
  description: 'What a step of an offer did.',
  values: {
    OFFERED: { description: 'The buyer made the offer.' },
    COUNTERED: { description: 'The seller answered with a counter-offer.' },
    ACCEPTED: { description: 'It was accepted.' },
    DECLINED: { description: 'It was declined.' },
    CANCELLED: { description: 'It was withdrawn, or ended by the system.' },
    EXPIRED: { description: 'It expired unanswered.' },
  } as const,
});
const BargainActor = builder.enumType('BargainActor', {
  description: 'Who took a step of an offer.',
  values: {
    BUYER: { description: 'The buyer.' },
    SELLER: { description: 'The seller.' },
    SYSTEM: { description: 'The platform (expiry, or the listing changed).' },
  } as const,
});
const BargainRefusal = builder.enumType('BargainRefusal', {
  values: {
    disabled: { description: 'The seller switched offers off for the listing.' },
    notOnSale: { description: 'The listing is not on sale.' },
    ownListing: { description: "It is the viewer's own listing." },
    noRoom: { description: 'The floor is not below the price: there is nothing to offer.' },
  } as const,
  description:
    'Why the viewer may not offer: the seller switched offers off, the listing is not on sale, it is their own, or the floor is not below the price.',
});

const BargainActionsRef = builder.objectRef<BargainActions>('BargainActions').implement({
  description: 'What the viewer may do with the offer now (the seller accepts, declines or counters an open offer; the buyer answers a counter and withdraws).',
  fields: (t) => ({
    accept: t.exposeBoolean('accept', { description: 'The viewer may accept what waits for them (acceptBargain).' }),
    decline: t.exposeBoolean('decline', { description: 'The viewer may decline it (declineBargain).' }),
    counter: t.exposeBoolean('counter', { description: 'The seller may counter the open offer (counterBargain).' }),
    cancel: t.exposeBoolean('cancel', { description: 'The buyer may withdraw the offer (cancelBargain).' }),
  }),
});

builder.prismaObject('BargainStep', {
  description: 'One step of an offer, shown to both parties.',
  fields: (t) => ({
    action: t.field({ type: BargainAction, description: 'What was done.', resolve: (step) => step.action }),
    actor: t.field({ type: BargainActor, description: 'Who did it.', resolve: (step) => step.actor }),
    price: t.field({
      description: 'The price offered or countered; null for the other actions.',
      type: 'Money',
      nullable: true,
      resolve: (step) => step.priceCents,
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why the system ended it: LISTING_SOLD, LISTING_DELISTED, LISTING_REPRICED, TERMS_CHANGED, ACCOUNT_UNBOUND.',
    }),
    at: t.expose('createdAt', { description: 'When it happened.', type: 'DateTime' }),
  }),
});

export const BargainNode = builder.prismaNode('Bargain', {
  name: 'Bargain',
  description: "A price offer (还价) of a buyer on a listing, below its price. Only its buyer and the listing's seller can read it.",
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.bargains.nodeWhere(context.viewer, id),
  fields: (t) => ({
    bargainNo: t.exposeString('bargainNo', { description: 'The offer number, its key (bargain(bargainNo:)).' }),
    role: t.field({
      description: "The viewer's side: BUYER made it, SELLER received it.",
      type: BargainRole,
      select: { buyerId: true },
      resolve: (row, _, context) => context.services.bargains.roleOf(requireViewer(context), row),
    }),
    viewerActions: t.field({
      description: 'What the viewer may do with it now.',
      type: BargainActionsRef,
      select: { buyerId: true, status: true, expiresAt: true, priceCents: true, listPriceCents: true },
      resolve: (row, _, context) => context.services.bargains.actionsOf(requireViewer(context), row),
    }),
    item: t.relation('template', { description: 'The catalogue item.' }),
    listing: t.relation('listing', { description: 'The listing the offer was made on.' }),
    listPrice: t.field({
      type: 'Money',
      description: "The listing's price when the offer was made.",
      select: { listPriceCents: true },
      resolve: (row) => row.listPriceCents,
    }),
    price: t.field({ type: 'Money', description: "The buyer's offer.", select: { priceCents: true }, resolve: (row) => row.priceCents }),
    counterPrice: t.field({
      type: 'Money',
      nullable: true,
      description: "The seller's counter-offer, once.",
      select: { counterPriceCents: true },
      resolve: (row) => row.counterPriceCents,
    }),
    held: t.field({ type: 'Money', description: 'Held from the buyer while it waits.', select: { heldCents: true }, resolve: (row) => row.heldCents }),
    status: t.field({ description: 'Where it stands.', type: BargainStatus, select: { status: true }, resolve: (row) => row.status }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When what waits expires (24 hours after the offer, then after the counter).' }),
    createdAt: t.expose('createdAt', { description: 'When the offer was made.', type: 'DateTime' }),
    closedAt: t.expose('closedAt', { description: 'When it was accepted, declined, cancelled or expired; null while open.', type: 'DateTime', nullable: true }),
    order: t.relation('order', { nullable: true, description: 'The order an accepted offer made.' }),
    history: t.relation('steps', { description: 'Every step, oldest first.', query: { orderBy: { id: 'asc' } } }),
  }),
});

const BargainConnection = builder.connectionObject(
  {
    type: BargainNode,
    name: 'BargainConnection',
    description: "A page of the viewer's price offers.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'BargainEdge', description: 'A price offer of the page, with its cursor.' },
);

builder.prismaObjectFields(Viewer, (t) => ({
  bargains: t.connection(
    {
      type: BargainNode,
      description: 'The offers the viewer made (BUYER) or received (SELLER), newest first.',
      authScopes: { loggedIn: true },
      args: {
        role: t.arg({ type: BargainRole, description: 'Offers made (BUYER, the default) or received (SELLER).', defaultValue: 'BUYER' }),
        status: t.arg({ type: BargainStatusFilter, description: 'Which offers (all by default).', defaultValue: 'ALL' }),
      },
      resolve: (user, args, context, info) =>
        pagedConnection(args, context, info, (page, query) =>
          context.services.bargains.list(ownViewer(user, context), args.role ?? 'BUYER', args.status ?? 'ALL', page, query),
        ),
    },
    BargainConnection,
  ),
}));

builder.queryField('bargain', (t) =>
  t.prismaField({
    type: 'Bargain',
    nullable: true,
    description: 'An offer the viewer made or received, by its number; null when there is none.',
    authScopes: { loggedIn: true },
    args: { bargainNo: t.arg.string({ description: 'The offer number.', required: true }) },
    resolve: (query, _, args, context) => context.services.bargains.find(requireViewer(context), args.bargainNo, query),
  }),
);

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** The terms every reader may see, the same on BargainTerms and OfferTerms. */
function publicTermsFields<Terms extends Pick<OfferTerms, 'enabled' | 'floorCents' | 'topBuyOrderCents'>>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Terms>,
) {
  return {
    enabled: t.boolean({ description: "The seller's switch.", resolve: (terms) => terms.enabled }),
    floor: t.field({
      type: 'Money',
      description: 'The lowest offer taken: the larger of 80 % of the price, the best buy order and the seller minimum.',
      resolve: (terms) => terms.floorCents,
    }),
    topBuyOrderPrice: t.field({
      description: 'The best open buy order of the item; null when none.',
      type: 'Money',
      nullable: true,
      resolve: (terms) => terms.topBuyOrderCents,
    }),
  };
}

const BargainTermsRef = builder.objectRef<BargainTerms>('BargainTerms').implement({
  description: 'What a buyer may offer on a listing.',
  fields: (t) => ({
    ...publicTermsFields(t),
    minPrice: t.field({
      type: 'Money',
      nullable: true,
      description: "The seller's own lowest acceptable offer; answered to the seller only.",
      resolve: (terms) => terms.minPriceCents,
    }),
    allowed: t.boolean({ description: 'Whether the viewer may offer now.', resolve: (terms) => terms.refusal === null }),
    refusal: t.field({
      type: BargainRefusal,
      description: 'Why the viewer may not offer; null when they may.',
      nullable: true,
      resolve: (terms) => terms.refusal,
    }),
  }),
});

const OfferTermsRef = builder.objectRef<OfferTerms>('OfferTerms').implement({
  description:
    'What any buyer may offer on a listing (还价): the same for every reader. Its seller may not offer on it (compare `Listing.seller.id` with `Viewer.sellerId`).',
  fields: (t) => ({
    takesOffers: t.boolean({
      description: "Whether buyers may make offers now: on sale, the seller's switch on and the floor below the price.",
      resolve: (terms) => terms.takesOffers,
    }),
    ...publicTermsFields(t),
  }),
});

builder.prismaObjectFields(Listing, (t) => ({
  offerTerms: t.loadable({
    type: OfferTermsRef,
    description:
      'Whether and from what price buyers may make an offer (还价), the same for every reader (the item page shows it; the public response cache shares it).',
    resolve: (listing) => listing.id,
    load: async (ids: string[], context) => {
      const terms = await context.services.bargains.offerTermsOf(ids);
      return ids.map((id) => terms.get(id)!);
    },
  }),
  bargainTerms: t.loadable({
    type: BargainTermsRef,
    description:
      'Whether and from what price the viewer may make an offer (还价), and the seller their own minimum: depends on who asks (a page for every reader reads `offerTerms`).',
    resolve: (listing) => listing.id,
    load: async (ids: string[], context) => {
      const terms = await context.services.bargains.termsOf(context.viewer?.user.id ?? null, ids);
      return ids.map((id) => terms.get(id)!);
    },
  }),
}));

const BargainPayload = builder.objectRef<{ bargainNo: string }>('BargainPayload').implement({
  description: 'The offer after the change.',
  fields: (t) => ({
    bargain: t.prismaField({
      description: 'The offer as it is now.',
      type: 'Bargain',
      resolve: (query, payload, _, context) => context.services.bargains.get(requireViewer(context), payload.bargainNo, query),
    }),
  }),
});

const ERRORS = [StepUpRequiredError, ValidationError, NotFoundError, AppError];

const MakeBargainInput = builder.inputType('MakeBargainInput', {
  description: 'The offer to make.',
  fields: (t) => ({
    listingId: t.globalID({ description: 'The listing on sale to offer on.', required: true, for: [Listing] }),
    price: t.field({ type: 'Money', required: true, description: 'The offer, in cents: from the floor to a cent below the price.' }),
    steamAccountId: t.globalID({ required: true, for: [SteamAccountNode], description: 'The bound account that receives the item.' }),
    idempotencyKey: t.string({
      required: true,
      description: 'Key chosen by the client per offer: for 24 hours a retry with the same key and input gets the first answer again and holds nothing more.',
    }),
  }),
});

builder.mutationField('makeBargain', (t) =>
  t.field({
    type: BargainPayload,
    description: 'Offers less than a listing’s price (还价) and holds the offer from the balance (deposit first) until it is answered, withdrawn or expires.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MakeBargainInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'MakeBargainResult', description: 'What makeBargain answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.bargains.offer(requireViewer(context), {
        listingId: input.listingId.id,
        price: input.price,
        steamAccountId: input.steamAccountId.id,
        idempotencyKey: input.idempotencyKey,
      }),
  }),
);

const BargainNoInput = builder.inputType('BargainNoInput', {
  description: 'The offer to act on.',
  fields: (t) => ({ bargainNo: t.string({ description: 'The offer number.', required: true }) }),
});
const CounterBargainInput = builder.inputType('CounterBargainInput', {
  description: 'The counter-offer.',
  fields: (t) => ({
    bargainNo: t.string({ description: 'The number of the open offer.', required: true }),
    price: t.field({ type: 'Money', required: true, description: 'Above the offer and below the price.' }),
  }),
});

builder.mutationField('counterBargain', (t) =>
  t.field({
    type: BargainPayload,
    description: 'The seller answers an open offer with a higher price, once; the buyer has 24 hours to accept or decline it.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CounterBargainInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'CounterBargainResult', description: 'What counterBargain answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      await context.services.bargains.counter(requireViewer(context), input.bargainNo, input.price);
      return { bargainNo: input.bargainNo };
    },
  }),
);

const answer = (name: string, description: string, act: 'accept' | 'decline' | 'cancel') =>
  builder.mutationField(name, (t) =>
    t.field({
      type: BargainPayload,
      description,
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: BargainNoInput, required: true, description: 'What the mutation acts on.' }) },
      errors: {
        types: ERRORS,
        directResult: true,
        union: { name: `${name[0].toUpperCase()}${name.slice(1)}Result`, description: `What ${name} answers: its payload, or one of its typed errors.` },
      },
      resolve: async (_, { input }, context) => {
        await context.services.bargains[act](requireViewer(context), input.bargainNo);
        return { bargainNo: input.bargainNo };
      },
    }),
  );

answer(
  'acceptBargain',
  'Accepts what waits for the viewer (the seller an offer, the buyer a counter-offer, paying the difference from the balance): an order is made and paid from the hold.',
  'accept',
);
answer('declineBargain', 'Declines what waits for the viewer (the seller an offer, the buyer a counter-offer): the hold goes back to the buyer.', 'decline');
answer('cancelBargain', 'The buyer withdraws an open or countered offer: the hold goes back to them.', 'cancel');

const SetBargainTermsInput = builder.inputType('SetBargainTermsInput', {
  description: "A listing's offer terms.",
  fields: (t) => ({
    listingId: t.globalID({ description: "The viewer's listing on sale.", required: true, for: [Listing] }),
    enabled: t.boolean({ description: 'Whether buyers may make offers.', required: true }),
    minPrice: t.field({ type: 'Money', description: 'The lowest acceptable offer, below the price; none: the platform floor alone.' }),
  }),
});

const SetBargainTermsPayload = builder.objectRef<BargainTerms>('SetBargainTermsPayload').implement({
  description: "The listing's offer terms now.",
  fields: (t) => ({ terms: t.field({ description: 'The terms, as the seller sees them.', type: BargainTermsRef, resolve: (terms) => terms }) }),
});

builder.mutationField('setBargainTerms', (t) =>
  t.field({
    type: SetBargainTermsPayload,
    description: "The seller's offer terms of a listing on sale (on by default); the listing's open offers end.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SetBargainTermsInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'SetBargainTermsResult', description: 'What setBargainTerms answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.bargains.setTerms(requireViewer(context), { listingId: input.listingId.id, enabled: input.enabled, minPrice: input.minPrice }),
  }),
);
