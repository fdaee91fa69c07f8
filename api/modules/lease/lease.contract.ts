// The REST answers of leases (租赁) as zod schemas (api/http/contract.ts), for /web/lease*: the lease
// as lease.rest.ts maps it (toRestLease), and what a rent answers. Money in cents; times ISO 8601.
import { z } from 'zod';
import { cents, isoTime } from '../../rest/answers.ts';
import { TemplateInfoAnswer } from '../order/order.contract.ts';
import { LEASE_ACTIONS, LEASE_STATES } from './lease.service.ts';

const LeaseStatus = z.enum(LEASE_STATES).describe('Where the lease stands (docs/money-and-orders.md "Leases").');
const Party = z.object({ nickname: z.string().describe("In the request's language."), avatar: z.string().nullable() });

export const LeaseAnswer = z
  .object({
    leaseNo: z.string().describe('The lease number ("L" and digits).'),
    status: LeaseStatus,
    statusText: z.string().describe('The status in words, in the language of the request.'),
    role: z.enum(['RENTER', 'LENDER']).describe("The viewer's side: RENTER rents the item, LENDER lent it."),
    item: TemplateInfoAnswer.describe('The catalogue item.'),
    assetId: z.string().describe("The asset's Steam id in the lender's account (the delivery gives exactly it)."),
    floatValue: z.number().nullable().describe("The item's wear (0-1); null for items without one."),
    days: z.number().int().describe('The days rented (renewals included).'),
    dailyRent: cents('The rent a day of these days (the long-term rent over 21 days when the lender gave one).'),
    rent: cents('The rent of every day rented.'),
    deposit: cents('The deposit, held until the item is back (or captured when it is not).'),
    buyoutPrice: cents('What the renter may pay to keep the item; null: no buyout.').nullable(),
    held: cents("The renter's money held for it now (rent and deposit); 0 before payment and once ended."),
    payMethod: z.enum(['balance', 'alipay']).describe('How rent and deposit are paid.'),
    createdAt: isoTime('When it was rented.'),
    startedAt: isoTime('When the renter received the item; null before.').nullable(),
    endsAt: isoTime('When the lease ends (startedAt + days); null before it started.').nullable(),
    deadlineAt: isoTime('The next time the lease moves by itself (payment, shipment or receipt deadline, its end…); null without one.').nullable(),
    closedAt: isoTime('When it ended; null while open.').nullable(),
    daysLeft: z.number().int().nullable().describe('Whole lease days left until its end (rounded up; 0 once past or ended); null before it started.'),
    maxDays: z.number().int().describe('The most days the lease may run, renewals included (its listing’s).'),
    renewalOptions: z
      .array(z.object({ days: z.number().int().describe('The lease days added.'), addedRent: cents('The rent the renewal holds.') }))
      .describe('The renewals the renter may choose now (POST /web/lease/{leaseNo}/renew), each with the rent it adds; empty when it may not be renewed.'),
    returnableFrom: isoTime('When the renter may first return the item (day 8 of the lease); null before it started.').nullable(),
    lenderIncome: cents('What the lender received once it ended, less the fee; 0 before.'),
    fee: cents('The platform fee taken once it ended; 0 before.'),
    renterRefund: cents('What came back to the renter once it ended (0 when nothing was paid); null while open.').nullable(),
    counterpart: Party.describe('The other party: the lender for the renter, the renter for the lender.'),
    lenderSteamId: z.string().describe("The lender's SteamID64 the offer comes from: the renter should check it before accepting."),
    renterSteamId: z.string().nullable().describe('The SteamID64 that receives the item.'),
    offerId: z.string().nullable().describe('The Steam offer of the delivery; null before it is made.'),
    renterAssetId: z.string().nullable().describe("The asset's id in the renter's account once delivered; null before (or when it could not be read)."),
    steamAccountId: z.string().nullable().describe("The renter's bound account that receives the item; answered to the renter only."),
    steps: z
      .array(
        z.object({
          event: z.string().describe('The transition (RENT_BALANCE, PAID, DELIVERY_OFFER_SENT, DELIVERED, …).'),
          text: z.string().describe('The transition in words, in the language of the request.'),
          from: LeaseStatus.nullable().describe('The status before it; null for the rent that created the lease.'),
          to: LeaseStatus,
          actor: z
            .enum(['RENTER', 'LENDER', 'SYSTEM', 'PARTNER', 'STEAM'])
            .describe('Who made it happen (STEAM: what Steam reported, such as a reversed trade).'),
          reason: z.string().nullable().describe('Why the platform ended or moved it (shipmentTimeout, declined, expired, …); null otherwise.'),
          time: isoTime(),
        }),
      )
      .describe('The history, oldest first.'),
    actions: z
      .array(z.enum(LEASE_ACTIONS))
      .describe('What the viewer may do now: pay (the cashier, renter), cancel (renter, before the offer), deliver (发货, lender).'),
    payUrl: z.string().nullable().describe("The cashier of the renter's unpaid Alipay lease while it may be paid; null otherwise (and in lists)."),
  })
  .meta({ id: 'Lease', description: 'A lease (租赁) as its renter or its lender sees it. Money in cents.' });

export const RentAnswer = LeaseAnswer.extend({
  payUrl: z.string().nullable().describe('The Alipay cashier to pay rent and deposit at within 15 minutes; null when paid from the balance.'),
}).meta({ id: 'LeaseRented', description: 'The lease a rent made, in its current state (the same on a retry with the same key).' });

export const leaseRoleQuery = z.string().optional().describe('RENTER (default: the leases rented, 租入) or LENDER (those lent, 租出); any case.');
export const leaseStatusQuery = z
  .string()
  .optional()
  .describe('ALL (default), OPEN (not ended), CLOSED (ended), or one status (AWAITING_PAYMENT, RENTING, …); any case.');

/** A lease as the partner API answers it: the web's, with the renter's merchant order number and trade URL. */
export const PartnerLeaseAnswer = LeaseAnswer.extend({
  merchantOrderNo: z
    .string()
    .nullable()
    .describe("The partner's number of the rent (POST /open/v1/leases); null for the lender and for a lease rented elsewhere."),
  tradeUrl: z.string().nullable().describe('The Steam trade URL that receives the item when rented for one; answered to the renter only.'),
}).meta({ id: 'PartnerLease', description: 'A lease (租赁) of the app user, as renter or lender. Money in cents.' });
