// What a buy order asks for, parsed from a request and checked before anything is locked,
// and how one unit spends its hold. Pure functions for the service (buyOrder.service.ts), whose
// matching SQL (matchingBuyOrders) is the one statement of which assets a buy order takes.
import { MAX_PRICE_CENTS, parseCentsInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';

export const BUY_ORDER_MAX_QUANTITY = 200;
export const BUY_ORDER_DEFAULT_DAYS = 30;
export const BUY_ORDER_MAX_DAYS = 90;
export const BUY_ORDER_MAX_PAINT_SEEDS = 50;
/** Paint seeds run from 0 to 1000 in CS2. */
export const PAINT_SEED_MAX = 1000;
/** The whole hold of one buy order (price × quantity) stays within what one listing may cost. */
export const BUY_ORDER_MAX_TOTAL_CENTS = MAX_PRICE_CENTS;

export type BuyOrderConstraints = {
  /** inclusive lower bound of the float, null: none */
  minFloat: number | null;
  /** exclusive upper bound of the float, null: none */
  maxFloat: number | null;
  /** accepted paint seeds, empty: any */
  paintSeeds: number[];
  /** a sticker's catalogue hash name the asset must carry, null: any */
  stickerHashName: string | null;
};

export type BuyOrderTerms = BuyOrderConstraints & { priceCents: number; quantity: number; expiresInDays: number };

export type BuyOrderTermsInput = {
  price: unknown;
  quantity: unknown;
  minFloat?: unknown;
  maxFloat?: unknown;
  paintSeeds?: unknown;
  sticker?: unknown;
  expiresInDays?: unknown;
};

const absent = (value: unknown) => value === undefined || value === null || value === '';

function floatBound(value: unknown, field: 'minFloat' | 'maxFloat'): number | null {
  if (absent(value)) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 0 || number > 1) throw new ValidationError(field, 'buyOrder.floatInvalid');
  return number;
}

function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{1,6}$/.test(value.trim())) return Number(value);
  return Number.NaN;
}

function paintSeedsOf(value: unknown): number[] {
  if (absent(value)) return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,，]+/).filter(Boolean) : null;
  if (!list) throw new ValidationError('paintSeeds', 'buyOrder.paintSeedsInvalid', { max: PAINT_SEED_MAX });
  if (list.length > BUY_ORDER_MAX_PAINT_SEEDS) throw new ValidationError('paintSeeds', 'buyOrder.tooManyPaintSeeds', { max: BUY_ORDER_MAX_PAINT_SEEDS });
  const seeds = list.map(wholeNumber);
  if (seeds.some((seed) => !Number.isSafeInteger(seed) || seed < 0 || seed > PAINT_SEED_MAX)) {
    throw new ValidationError('paintSeeds', 'buyOrder.paintSeedsInvalid', { max: PAINT_SEED_MAX });
  }
  return [...new Set(seeds)].sort((a, b) => a - b);
}

/** The terms of a new buy order; a translated 400 naming the field for anything malformed or out of range. */
export function parseBuyOrderTerms(input: BuyOrderTermsInput): BuyOrderTerms {
  const price = parseCentsInput(input.price);
  if (!price.ok || price.cents <= 0) throw new ValidationError('price', 'buyOrder.priceInvalid');
  const quantity = wholeNumber(input.quantity);
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > BUY_ORDER_MAX_QUANTITY) {
    throw new ValidationError('quantity', 'buyOrder.quantityInvalid', { max: BUY_ORDER_MAX_QUANTITY });
  }
  if (price.cents * quantity > BUY_ORDER_MAX_TOTAL_CENTS) {
    throw new ValidationError('quantity', 'buyOrder.totalTooLarge', { max: (BUY_ORDER_MAX_TOTAL_CENTS / 100).toFixed(2) });
  }
  const minFloat = floatBound(input.minFloat, 'minFloat');
  const maxFloat = floatBound(input.maxFloat, 'maxFloat');
  if (minFloat !== null && maxFloat !== null && minFloat >= maxFloat) throw new ValidationError('maxFloat', 'buyOrder.floatRangeEmpty');
  const days = absent(input.expiresInDays) ? BUY_ORDER_DEFAULT_DAYS : wholeNumber(input.expiresInDays);
  if (!Number.isSafeInteger(days) || days < 1 || days > BUY_ORDER_MAX_DAYS) {
    throw new ValidationError('expiresInDays', 'buyOrder.expiryInvalid', { max: BUY_ORDER_MAX_DAYS });
  }
  const sticker = absent(input.sticker) ? null : typeof input.sticker === 'string' ? input.sticker.trim() : '';
  if (sticker !== null && (sticker === '' || sticker.length > 200)) throw new ValidationError('sticker', 'buyOrder.stickerUnknown');
  return {
    priceCents: price.cents,
    quantity,
    minFloat,
    maxFloat,
    paintSeeds: paintSeedsOf(input.paintSeeds),
    stickerHashName: sticker,
    expiresInDays: days,
  };
}

/**
 * The hold's split for one unit: the deposit part is spent first (as a purchase spends the deposit
 * first), the rest comes from the withdrawable part.
 */
export function unitSplit(priceCents: number, heldFromDepositCents: number): { fromDeposit: number; fromWithdrawable: number } {
  const fromDeposit = Math.min(priceCents, heldFromDepositCents);
  return { fromDeposit, fromWithdrawable: priceCents - fromDeposit };
}
