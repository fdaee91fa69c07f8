// The REST answers of price offers (还价) as zod schemas (api/http/contract.ts), shared by
// /web/bargain*, GET /web/goods/bargainTerms, POST /web/inventory/bargainTerms and the partner's
// /open/v1/bargains and /open/v1/listings/{id}/bargainTerms: as api/rest/bargain.ts maps them.
import { z } from 'zod';
import { cents, isoTime } from '../../rest/answers.ts';

const Actor = z.enum(['BUYER', 'SELLER', 'SYSTEM']);

export const BargainAnswer = z
  .object({
    bargainNo: z.string().describe('The offer number.'),
    role: z.enum(['BUYER', 'SELLER']).describe("The viewer's side of it."),
    actions: z
      .object({
        accept: z.boolean(),
        decline: z.boolean(),
        counter: z.boolean(),
        cancel: z.boolean(),
      })
      .describe('What the viewer may do with it now.'),
    merchantOrderNo: z.string().nullable().describe("A partner's own number for it; null for the web's."),
    listingId: z.string(),
    hashName: z.string(),
    name: z.string().describe('In the language of the request.'),
    iconUrl: z.string().nullable(),
    listPrice: cents('The listing price when it was offered.'),
    price: cents('The price offered.'),
    counterPrice: cents("The seller's counter price; null unless countered.").nullable(),
    held: cents("The buyer's money held for it; 0 once closed."),
    status: z.enum(['OPEN', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED']),
    steamAccountId: z.string().nullable().describe("The buyer's bound account that receives the item; null for a trade URL, or once unbound."),
    tradeUrl: z.string().nullable().describe("The Steam trade URL that receives the item (a partner's customer); null otherwise."),
    orderNo: z.string().nullable().describe('The order made when it was accepted; null otherwise.'),
    expiresAt: isoTime(),
    createdAt: isoTime(),
    closedAt: isoTime('When it was answered, withdrawn or expired; null while it waits.').nullable(),
    history: z
      .array(
        z.object({
          action: z.enum(['OFFERED', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED']),
          actor: Actor,
          price: cents('The price of an offer or a counter; null otherwise.').nullable(),
          reason: z.string().nullable().describe('Why the system ended it: LISTING_SOLD, LISTING_DELISTED, LISTING_REPRICED, TERMS_CHANGED; null otherwise.'),
          at: isoTime(),
        }),
      )
      .describe('Every step, in order.'),
  })
  .meta({ id: 'Bargain', description: 'A price offer on a listing, as the viewer (its buyer or its seller) sees it.' });

export const BargainTermsAnswer = z
  .object({
    listingId: z.string(),
    enabled: z.boolean().describe("The seller's switch: whether the listing takes offers."),
    minPrice: cents("The seller's own lowest acceptable offer; answered to the seller only (null to anyone else, or when unset).").nullable(),
    listPrice: cents(),
    floor: cents('The lowest offer the platform accepts on it.'),
    topBuyOrderPrice: cents("The best open buy order's price of the item; null when none.").nullable(),
    allowed: z.boolean().describe('Whether the viewer may offer now.'),
    refusal: z
      .enum(['disabled', 'notOnSale', 'ownListing', 'noRoom'])
      .nullable()
      .describe('Why not: offers switched off, not on sale, their own listing, or no price between the floor and the list price; null when allowed.'),
  })
  .meta({ id: 'BargainTerms', description: 'What may be offered on a listing.' });

export const bargainRoleQuery = z.string().optional().describe('BUYER (default: the offers made) or SELLER (those received); any case.');
export const bargainStatusQuery = z.string().optional().describe('ALL (default), OPEN (waiting for an answer) or CLOSED; any case.');

/** The rules of each answer to an offer, for the operation descriptions of both faces. */
export const BARGAIN_ACTS = {
  counter: { operationId: 'counterBargain', summary: 'The seller counters an open offer once, with a price between the offer and the list price' },
  accept: {
    operationId: 'acceptBargain',
    summary: 'Accepts what waits for the viewer: the seller an offer, the buyer a counter',
    description: 'The listing is sold at the agreed price in an order paid from the hold (and the balance for a counter above it).',
  },
  decline: {
    operationId: 'declineBargain',
    summary: 'Declines what waits for the viewer: the seller an offer, the buyer a counter',
    description: 'The hold goes back to the buyer. Declining again what the viewer declined answers it as it is (200).',
  },
  cancel: {
    operationId: 'cancelBargain',
    summary: 'The buyer withdraws an open or countered offer',
    description:
      'The hold goes back. Withdrawing again an offer the buyer withdrew answers it as it is (200); one ended otherwise (accepted, declined, expired, ended by the system) is 409.',
  },
} as const;
