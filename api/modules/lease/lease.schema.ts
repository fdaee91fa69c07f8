// GraphQL of leases (租赁): `Lease` (a Node its renter and its lender can fetch), `viewer.leases(role,
// status)`, `lease(leaseNo)`, and the rentItem / deliverLease / cancelLease mutations with typed
// errors. The rules are LeaseService's; the live event is LeaseChanged (api/graphql/subscriptions.ts).
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { sellerName } from '../demo/demo.service.ts';
import { SteamAccountNode } from '../steam/steam.schema.ts';
import { Viewer } from '../user/user.schema.ts';
import { nicknameIn } from '../user/user.service.ts';
import { ACTION_COLUMNS, REFUND_COLUMNS, RENEWAL_COLUMNS, type LEASE_ACTIONS, type LEASE_ROLES, type LEASE_STATES } from './lease.service.ts';

/** The statuses of a lease (shared with the other lease types: lease listings' leases, the inventory's 租入/租出). */
export const LeaseStatusEnum = builder.enumType('LeaseStatus', {
  description: 'Where a lease stands (docs/money-and-orders.md "Leases").',
  values: {
    AWAITING_PAYMENT: { description: 'Rented with Alipay: waiting for the payment of rent and deposit (15 minutes).' },
    AWAITING_DELIVERY: { description: "Rent and deposit are held: the lender's offer is being made, or waits for the renter." },
    RENTING: { description: 'The renter has the item; the lease runs to its end.' },
    RETURNING: { description: "The return offer from the renter's account to the lender's is on its way." },
    RETURN_PROTECTED: { description: "The lender has the item back; the return trade's protection runs." },
    COMPLETED: { description: 'Returned: the lender got the rent of the days used (less the fee), the renter the rest.' },
    OVERDUE: { description: 'Past its end and not returned: the grace runs.' },
    DEFAULTED: { description: 'Not returned in the grace, or the return reversed: deposit and rent went to the lender.' },
    BOUGHT_OUT: { description: 'Bought out: the item stays with the renter.' },
    CANCELLED: { description: 'Ended before the renter had the item (not paid, cancelled, not delivered or declined): everything went back.' },
    REVERSED: { description: 'The lender reversed the delivery trade: everything went back to the renter.' },
  } satisfies Record<(typeof LEASE_STATES)[number], { description: string }>,
});

const LeaseRoleEnum = builder.enumType('LeaseRole', {
  description: "The viewer's side of a lease: RENTER rents the item (租入), LENDER lent it (租出).",
  values: {
    RENTER: { description: 'The viewer rents the item.' },
    LENDER: { description: 'The viewer lent the item.' },
  } satisfies Record<(typeof LEASE_ROLES)[number], { description: string }>,
});

const LeaseActionEnum = builder.enumType('LeaseAction', {
  description: 'What the viewer may do with a lease now.',
  values: {
    pay: { description: 'The renter pays an Alipay lease at the cashier (payUrl).' },
    cancel: { description: "The renter cancels before the lender's offer was made (cancelLease)." },
    deliver: { description: 'The lender has the platform make the offer (发货: deliverLease).' },
    renew: { description: 'The renter adds days before the end, within the most days, paying their rent (renewLease).' },
    return: { description: "The renter returns the item from day 8: the platform sends it back from the renter's account (returnLease)." },
    buyout: { description: "The renter keeps the item for the lender's buyout price, paying it less the deposit (buyoutLease)." },
  } satisfies Record<(typeof LEASE_ACTIONS)[number], { description: string }>,
});

const LeasePayMethod = builder.enumType('LeasePayMethod', {
  description: 'How rent and deposit are paid.',
  values: {
    BALANCE: { description: 'From the wallet (deposit first, then withdrawable), at once.' },
    ALIPAY: { description: 'Through Alipay, at the cashier within 15 minutes.' },
  } as const,
});

const LeaseActor = builder.enumType('LeaseActor', {
  description: 'Who took a step of a lease.',
  values: {
    RENTER: { description: 'The renter.' },
    LENDER: { description: 'The lender.' },
    SYSTEM: { description: 'The platform (a deadline, Steam, a payment).' },
    PARTNER: { description: 'A partner app acting for its user.' },
    STEAM: { description: 'What Steam reported (a trade received back, a trade reversed).' },
  } as const,
});

const LeaseRenewalOption = builder.objectRef<{ days: number; addedRentCents: number }>('LeaseRenewalOption').implement({
  description: 'A renewal the renter may choose now: the days it adds and the rent it adds.',
  fields: (t) => ({
    days: t.exposeInt('days', { description: 'The lease days added.' }),
    addedRent: t.field({
      type: 'Money',
      description: 'The rent the renewal holds (the long-term rent over 21 days may make it less than days × the daily rent).',
      resolve: (option) => option.addedRentCents,
    }),
  }),
});

const LeaseParty = builder.objectRef<{ nickname: string; avatarUrl: string | null }>('LeaseParty').implement({
  description: 'The other party of a lease, as shown.',
  fields: (t) => ({
    nickname: t.exposeString('nickname', { description: "The shop name or nickname in the request's language." }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'The avatar; null when none.' }),
  }),
});

builder.prismaObject('LeaseStep', {
  description: 'One step of a lease, shown to both parties.',
  fields: (t) => ({
    event: t.exposeString('event', { description: 'The transition (RENT_BALANCE, PAID, DELIVERY_OFFER_SENT, DELIVERED, …).' }),
    from: t.field({
      type: LeaseStatusEnum,
      nullable: true,
      description: 'The status before it; null for the rent that created the lease.',
      resolve: (step) => step.fromStatus,
    }),
    to: t.field({ type: LeaseStatusEnum, description: 'The status after it.', resolve: (step) => step.toStatus }),
    actor: t.field({ type: LeaseActor, description: 'Who made it happen.', resolve: (step) => step.actor as 'RENTER' }),
    reason: t.string({
      nullable: true,
      description: 'Why the platform ended or moved it (shipmentTimeout, declined, expired, lenderCancelled, …); null otherwise.',
      resolve: (step) => {
        const reason = (step.detail as Record<string, unknown> | null)?.reason;
        return typeof reason === 'string' ? reason : null;
      },
    }),
    at: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
  }),
});

export const LeaseNode = builder.prismaNode('Lease', {
  name: 'Lease',
  description: 'A lease (租赁) of a lender’s item to a renter for days against a deposit. Only its renter and its lender can read it.',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.leases.nodeWhere(context.viewer, id),
  fields: (t) => ({
    leaseNo: t.exposeString('leaseNo', { description: 'The lease number ("L" and digits), its key (lease(leaseNo:)).' }),
    role: t.field({
      description: "The viewer's side: RENTER rents it, LENDER lent it.",
      type: LeaseRoleEnum,
      select: { renterId: true },
      resolve: (row, _, context) => context.services.leases.roleOf(requireViewer(context), row),
    }),
    status: t.field({ description: 'Where it stands.', type: LeaseStatusEnum, select: { status: true }, resolve: (row) => row.status }),
    item: t.relation('template', { description: 'The catalogue item.' }),
    assetId: t.exposeString('assetId', { description: "The asset's Steam id in the lender's account (the delivery gives exactly it)." }),
    floatValue: t.float({
      nullable: true,
      description: "The item's wear (0-1); null for items without one.",
      select: { leaseListing: { select: { floatValue: true } } },
      resolve: (row) => row.leaseListing.floatValue,
    }),
    days: t.exposeInt('days', { description: 'The days rented (renewals included).' }),
    dailyRent: t.field({
      type: 'Money',
      description: 'The rent a day of these days (the long-term rent over 21 days when the lender gave one).',
      select: { rentCents: true, days: true },
      resolve: (row) => Math.floor(row.rentCents / row.days),
    }),
    rent: t.field({ type: 'Money', description: 'The rent of every day rented.', select: { rentCents: true }, resolve: (row) => row.rentCents }),
    deposit: t.field({
      type: 'Money',
      description: 'The deposit, held until the item is back.',
      select: { depositCents: true },
      resolve: (row) => row.depositCents,
    }),
    buyoutPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'What the renter may pay to keep the item; null: no buyout.',
      select: { buyoutPriceCents: true },
      resolve: (row) => row.buyoutPriceCents,
    }),
    held: t.field({
      type: 'Money',
      description: "The renter's money held for it now; 0 before payment and once ended.",
      select: { heldCents: true },
      resolve: (row) => row.heldCents,
    }),
    maxDays: t.int({
      description: 'The most days the lease may run, renewals included (its listing’s).',
      select: { leaseListing: { select: { maxDays: true } } },
      resolve: (row) => row.leaseListing.maxDays,
    }),
    renewalOptions: t.field({
      type: [LeaseRenewalOption],
      description: 'The renewals the renter may choose now (renewLease), each with the rent it adds; empty when it may not be renewed.',
      select: { ...ACTION_COLUMNS, ...RENEWAL_COLUMNS },
      resolve: (row, _, context) => context.services.leases.renewalOptions(requireViewer(context), row),
    }),
    returnableFrom: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the renter may first return the item (day 8 of the lease); null before it started.',
      select: { startedAt: true },
      resolve: (row, _, context) => context.services.leases.returnableFrom(row),
    }),
    lenderIncome: t.field({
      type: 'Money',
      description: 'What the lender received once it ended (rent of the days used, or the deposit, or the buyout price; less the fee); 0 before.',
      select: { lenderIncomeCents: true },
      resolve: (row) => row.lenderIncomeCents,
    }),
    fee: t.field({ type: 'Money', description: 'The platform fee taken once it ended; 0 before.', select: { feeCents: true }, resolve: (row) => row.feeCents }),
    renterRefund: t.field({
      type: 'Money',
      nullable: true,
      description: 'What came back to the renter once it ended (0 when nothing was paid); null while open.',
      select: REFUND_COLUMNS,
      resolve: (row, _, context) => context.services.leases.renterRefundOf(row),
    }),
    payMethod: t.field({ type: LeasePayMethod, description: 'How rent and deposit are paid.', select: { payMethod: true }, resolve: (row) => row.payMethod }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was rented.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true, description: 'When the renter received the item; null before.' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'When it ends (startedAt + days); null before it started.' }),
    deadlineAt: t.expose('deadlineAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The next time it moves by itself (payment, shipment or receipt deadline, its end…); null without one.',
    }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true, description: 'When it ended; null while open.' }),
    daysLeft: t.int({
      nullable: true,
      description: 'Whole lease days left until its end (rounded up; 0 once past or ended); null before it started.',
      select: { endsAt: true, status: true },
      resolve: (row, _, context) => context.services.leases.daysLeft(row),
    }),
    counterpart: t.field({
      type: LeaseParty,
      description: 'The other party: the lender for the renter, the renter for the lender.',
      select: {
        renterId: true,
        lender: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true } },
        renter: { select: { nickname: true, avatarUrl: true } },
      },
      resolve: (row, _, context) =>
        context.services.leases.roleOf(requireViewer(context), row) === 'RENTER'
          ? { nickname: sellerName(row.lender, context.language), avatarUrl: row.lender.avatarUrl }
          : { nickname: nicknameIn(row.renter.nickname, context.language), avatarUrl: row.renter.avatarUrl },
    }),
    lenderSteamId: t.exposeString('lenderSteamId', {
      description: "The lender's SteamID64 the offer comes from: the renter should check it before accepting.",
    }),
    renterSteamId: t.exposeString('renterSteamId', { nullable: true, description: 'The SteamID64 that receives the item.' }),
    offerId: t.exposeString('deliveryOfferId', { nullable: true, description: 'The Steam offer of the delivery; null before it is made.' }),
    renterAssetId: t.exposeString('renterAssetId', {
      nullable: true,
      description: "The asset's id in the renter's account once delivered; null before (or when it could not be read).",
    }),
    history: t.relation('steps', { description: 'Every step, oldest first.', query: { orderBy: { id: 'asc' } } }),
    actions: t.field({
      type: [LeaseActionEnum],
      description: 'What the viewer may do with it now.',
      select: ACTION_COLUMNS,
      resolve: (row, _, context) => context.services.leases.actionsOf(requireViewer(context), row),
    }),
    payUrl: t.string({
      nullable: true,
      description: "The cashier of the renter's unpaid Alipay lease while it may be paid; null otherwise.",
      select: { ...ACTION_COLUMNS, paymentId: true, leaseNo: true },
      resolve: (row, _, context) => context.services.leases.payUrlOf(requireViewer(context), row),
    }),
  }),
});

const LeaseConnection = builder.connectionObject(
  {
    type: LeaseNode,
    name: 'LeaseConnection',
    description: "A page of the viewer's leases.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'LeaseEdge', description: 'A lease of the page, with its cursor.' },
);

builder.prismaObjectFields(Viewer, (t) => ({
  leases: t.connection(
    {
      type: LeaseNode,
      description: 'The leases the viewer rents (RENTER, 租入) or lent (LENDER, 租出), newest first.',
      authScopes: { loggedIn: true },
      args: {
        role: t.arg({ type: LeaseRoleEnum, description: 'Leases rented (RENTER, the default) or lent (LENDER).', defaultValue: 'RENTER' }),
        status: t.arg({ type: LeaseStatusEnum, description: 'Only the leases in this status; every one when left out.' }),
      },
      resolve: (user, args, context, info) =>
        pagedConnection(args, context, info, (page, query) =>
          context.services.leases.list(ownViewer(user, context), args.role ?? 'RENTER', args.status ?? 'ALL', page, query),
        ),
    },
    LeaseConnection,
  ),
}));

builder.queryField('lease', (t) =>
  t.prismaField({
    type: 'Lease',
    nullable: true,
    description: 'A lease the viewer rents or lent, by its number; null when there is none.',
    authScopes: { loggedIn: true },
    args: { leaseNo: t.arg.string({ description: 'The lease number.', required: true }) },
    resolve: (query, _, args, context) => context.services.leases.find(requireViewer(context), args.leaseNo, query),
  }),
);

const LeasePayload = builder.objectRef<{ leaseNo: string }>('LeasePayload').implement({
  description: 'The lease after the change.',
  fields: (t) => ({
    lease: t.prismaField({
      description: 'The lease as it is now.',
      type: 'Lease',
      resolve: (query, payload, _, context) => context.services.leases.get(requireViewer(context), payload.leaseNo, query),
    }),
  }),
});

const RentItemPayload = builder.objectRef<{ leaseNo: string; payUrl: string | null }>('RentItemPayload').implement({
  description: 'The lease the rent made.',
  fields: (t) => ({
    lease: t.prismaField({
      description: 'The lease as it is now.',
      type: 'Lease',
      resolve: (query, payload, _, context) => context.services.leases.get(requireViewer(context), payload.leaseNo, query),
    }),
    payUrl: t.string({
      nullable: true,
      description: 'The Alipay cashier to pay rent and deposit at within 15 minutes; null when paid from the balance.',
      resolve: (payload) => payload.payUrl,
    }),
  }),
});

const ERRORS = [StepUpRequiredError, ValidationError, NotFoundError, AppError];

const RentItemInput = builder.inputType('RentItemInput', {
  description: 'The item to rent, for how long, how to pay and where it goes.',
  fields: (t) => ({
    leaseListingId: t.globalID({ required: true, description: 'The lease listing: an item offered for rent (a LeaseListing id).' }),
    days: t.int({ required: true, description: 'The lease days: from 8 to the listing’s most.' }),
    payMethod: t.field({ type: LeasePayMethod, required: true, description: 'How to pay rent and deposit.' }),
    steamAccountId: t.globalID({
      for: [SteamAccountNode],
      description: 'The bound account that receives the item (and sends it back); a partner may give tradeUrl instead.',
    }),
    idempotencyKey: t.string({
      description:
        'Key chosen by the client per rent: for 24 hours a retry with the same key and input gets the first answer again and holds nothing more. Required from the web; a partner’s signed request gives merchantOrderNo instead.',
    }),
    merchantOrderNo: t.string({
      description: 'Partners (signed requests) only: their own number of the rent, its idempotency key for good (1-64 of A-Z a-z 0-9 _ -).',
    }),
    tradeUrl: t.string({
      description:
        'Partners (signed requests) only: a Steam trade URL that receives the item instead of a bound account (the platform cannot return such a lease).',
    }),
  }),
});

builder.mutationField('rentItem', (t) =>
  t.field({
    type: RentItemPayload,
    description:
      'Rents an item offered for rent: rent and deposit are held from the balance at once (deposit first; a fresh SMS verification is needed), or paid through Alipay at payUrl within 15 minutes. The item’s sale listing ends.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RentItemInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'RentItemResult', description: 'What rentItem answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => {
      if (input.leaseListingId.typename !== 'LeaseListing') throw new ValidationError('leaseListingId', 'lease.listingUnknown');
      return context.services.leases.rent(
        requireViewer(context),
        {
          leaseListingId: input.leaseListingId.id,
          days: input.days,
          payMethod: input.payMethod.toLowerCase(),
          steamAccountId: input.steamAccountId?.id,
          merchantOrderNo: input.merchantOrderNo ?? undefined,
          tradeUrl: input.tradeUrl ?? undefined,
        },
        input.idempotencyKey ?? undefined,
      );
    },
  }),
);

const LeaseNoInput = builder.inputType('LeaseNoInput', {
  description: 'The lease to act on.',
  fields: (t) => ({ leaseNo: t.string({ description: 'The lease number.', required: true }) }),
});

builder.mutationField('deliverLease', (t) =>
  t.field({
    type: LeasePayload,
    description:
      "发货: the lender has the platform make the lease's offer from the account the item was offered from to the renter. A robot account's offer (and every offer with the simulated Steam) is confirmed at once; an ordinary account's waits for the Steam app's confirmation.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: LeaseNoInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'DeliverLeaseResult', description: 'What deliverLease answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.leases.deliver(requireViewer(context), input.leaseNo),
  }),
);

builder.mutationField('cancelLease', (t) =>
  t.field({
    type: LeasePayload,
    description: "The renter cancels a lease before the lender's offer was made: everything held goes back, the item is for rent again.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: LeaseNoInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'CancelLeaseResult', description: 'What cancelLease answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.leases.cancel(requireViewer(context), input.leaseNo),
  }),
);

const RenewLeaseInput = builder.inputType('RenewLeaseInput', {
  description: 'The lease to renew and the days to add.',
  fields: (t) => ({
    leaseNo: t.string({ description: 'The lease number.', required: true }),
    days: t.int({ required: true, description: 'Lease days to add (the lease stays within the listing’s most days).' }),
  }),
});

builder.mutationField('renewLease', (t) =>
  t.field({
    type: LeasePayload,
    description:
      'The renter adds days to a running lease before its end, within the listing’s most days: the added rent is held from the balance (a fresh SMS verification is needed).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RenewLeaseInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'RenewLeaseResult', description: 'What renewLease answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.leaseAfter.renew(requireViewer(context), input.leaseNo, input.days),
  }),
);

builder.mutationField('returnLease', (t) =>
  t.field({
    type: LeasePayload,
    description:
      "The renter returns the item, from day 8 of the lease (the first day Steam's trade protection lets it move): the platform sends it from the renter's account to the lender's; the lease completes once the return trade's protection ends.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: LeaseNoInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'ReturnLeaseResult', description: 'What returnLease answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.leaseAfter.requestReturn(requireViewer(context), input.leaseNo),
  }),
);

builder.mutationField('buyoutLease', (t) =>
  t.field({
    type: LeasePayload,
    description:
      "The renter keeps the item for the lender's buyout price: the price less the deposit is held from the balance too (a fresh SMS verification is needed), the lender gets the price and the rent of the days used, less the fee.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: LeaseNoInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: ERRORS,
      directResult: true,
      union: { name: 'BuyoutLeaseResult', description: 'What buyoutLease answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.leaseAfter.buyout(requireViewer(context), input.leaseNo),
  }),
);
