// Listing prices from a reference price (docs/rest.md "Steam accounts, inventory and selling"), shared by the API and the web client.
// Multipliers are handled in thousandths so that 0.995 × 12345 cents rounds the same everywhere.

/** The preset multipliers of the reference price. */
export const PRESET_MULTIPLIERS = [0.995, 0.99, 0.98] as const;
/** A custom multiplier lies in [0.97, 1.1] with at most three decimals. */
export const CUSTOM_MULTIPLIER_MIN = 0.97;
export const CUSTOM_MULTIPLIER_MAX = 1.1;

/**
 * Price bounds against the reference price, in percent: below 50 % the price is refused as "too low,
 * please check" (a typo such as 12.5 for 125 is caught before anyone can buy it); above 300 % it is
 * lowered to 300 % automatically. Rare floats and patterns sell above the lowest listing, which is
 * why the ceiling is wide.
 */
export const PRICE_FLOOR_PERCENT = 50;
export const PRICE_CEILING_PERCENT = 300;
/**
 * Listing or repricing under this share of the reference price needs a session verified by SMS
 * recently (api/security/operationPolicy.ts): a stolen session cannot sell items off cheaply.
 */
export const STEP_UP_PRICE_PERCENT = 90;

/** Whether a price is low enough against its reference price that setting it needs a fresh verification. */
export function needsStepUpForPrice(priceCents: number, referenceCents: number): boolean {
  return priceCents * 100 < referenceCents * STEP_UP_PRICE_PERCENT;
}

/** The least a sale of an item may be made at: PRICE_FLOOR_PERCENT of its reference price, whichever way it sells. */
export function floorCents(referenceCents: number): number {
  return Math.ceil((referenceCents * PRICE_FLOOR_PERCENT) / 100);
}

/** Most items one list, unlist or reprice request may carry; the web client sends a larger selection in parts of this size. */
export const SELLING_BATCH_MAX = 200;
/** Most items "select all" (全选) selects at once, across pages; above it the user is asked to narrow the filter. */
export const SELECT_ALL_MAX = 1000;

export type MultiplierCheck = { ok: true; thousandths: number } | { ok: false; reason: 'format' | 'range' };

/** A multiplier as thousandths (0.995 -> 995), refusing more than three decimals or values outside the custom range. */
export function parseMultiplier(value: number | string): MultiplierCheck {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof value === 'string' && !/^\d+(?:\.\d{1,3})?$/.test(value.trim())) return { ok: false, reason: 'format' };
  if (!Number.isFinite(number)) return { ok: false, reason: 'format' };
  const thousandths = Math.round(number * 1000);
  if (Math.abs(number * 1000 - thousandths) > 1e-6) return { ok: false, reason: 'format' };
  if (thousandths < CUSTOM_MULTIPLIER_MIN * 1000 || thousandths > CUSTOM_MULTIPLIER_MAX * 1000) return { ok: false, reason: 'range' };
  return { ok: true, thousandths };
}

/** reference × multiplier in whole cents, half a cent rounded up; never below 1 cent. */
export function priceFromMultiplier(referenceCents: number, thousandths: number): number {
  return Math.max(1, Math.floor((referenceCents * thousandths + 500) / 1000));
}

export type PriceCheck = { ok: true; priceCents: number; lowered: boolean } | { ok: false; reason: 'tooLow'; minimumCents: number };

/** Applies the floor and the ceiling to a price against its reference price. */
export function checkPrice(priceCents: number, referenceCents: number): PriceCheck {
  const minimumCents = floorCents(referenceCents);
  if (priceCents < minimumCents) return { ok: false, reason: 'tooLow', minimumCents };
  const maximumCents = Math.floor((referenceCents * PRICE_CEILING_PERCENT) / 100);
  if (priceCents > maximumCents) return { ok: true, priceCents: maximumCents, lowered: true };
  return { ok: true, priceCents, lowered: false };
}
