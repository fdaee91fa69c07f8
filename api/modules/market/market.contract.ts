// The market's REST answers as zod schemas (api/http/contract.ts): the market item of every list
// (api/rest/marketItem.ts), a page of them, the item page's data with its listings on sale
// (api/rest/market.ts goodsOf), and the query parameters of those lists. GET /web/market and
// GET /web/goods answer them; the partner's GET /open/v1/market and /open/v1/goods answer the same.
import { z } from 'zod';
import { cents, isoTime, pagedList } from '../../rest/answers.ts';

const MarketTag = z
  .object({
    id: z.string().describe('The tag value, as the filter parameter takes it.'),
    name: z.string().describe('Its name in the language of the request.'),
    color: z.string().nullable().describe('Its colour (#rrggbb) where the tag has one (rarities), else null.'),
  })
  .meta({ id: 'MarketTag', description: 'A tag of an item (docs/catalogue.md "Tag values").' });

const tag = (what: string) => MarketTag.nullable().describe(`${what}; null when the item has none.`);

export const MarketItem = z
  .object({
    id: z.number().int().describe('The item (template) id.'),
    iconUrl: z.string().nullable().describe("The item's image, null when it has none."),
    itemName: z.string().describe('Its name in the language of the request.'),
    hashName: z.string().describe("Steam's market hash name: the item's key (GET /web/goods?hashName=)."),
    price: cents('The lowest price on sale; null when nothing is on sale.').nullable(),
    quantity: z.number().int().describe('Listings on sale.'),
    sellCount: z.number().int().describe('Sales so far.'),
    autoDeliveryQuantity: z.number().int().describe('Listings on sale with automatic delivery.'),
    referencePrice: cents('The catalogue price (目录价).'),
    buyOrderPrice: cents('The highest open buy order; null when there is none.').nullable(),
    buyOrderQuantity: z.number().int().describe('Items asked for by open buy orders.'),
    rarityColor: z.string().describe("The rarity's colour (#rrggbb), a neutral one without a rarity."),
    tagRarity: tag('Rarity'),
    tagQuality: tag('Quality (normal, StatTrak™, souvenir, ★)'),
    tagExterior: tag('Exterior (wear)'),
    tagItemSet: tag('Collection or case (color null)'),
    tagType: tag('Type (rifle, knife, sticker, …)'),
    type: tag('Sub-type (AK-47, Karambit, …)'),
  })
  .meta({ id: 'MarketItem', description: 'An item of the market; money in cents.' });

export const MarketPage = pagedList(MarketItem).meta({ id: 'MarketPage', description: 'A page of market items.' });

export const LeaseMarketItem = MarketItem.extend({
  leaseCount: z.number().int().describe('Its listings offered for rent.'),
  leaseDailyRent: cents(
    'The "from ¥x/day": the lowest daily rent of its listings whose deposit is at most 3 times the reference price (of all its listings when none is).',
  ),
  leaseDeposit: cents('The deposit of the listing that sets leaseDailyRent.'),
}).meta({ id: 'LeaseMarketItem', description: 'An item of the market’s lease mode (mode=lease): a market item with its lease figures; money in cents.' });

export const LeaseMarketPage = pagedList(LeaseMarketItem).meta({ id: 'LeaseMarketPage', description: 'A page of the items offered for rent.' });

export const MarketSticker = z
  .looseObject({
    hashName: z.string().optional().describe("The sticker's market hash name."),
    nameEn: z.string().describe('Its English name.'),
    nameZh: z.string().describe('Its Chinese name.'),
    slot: z.number().int().describe('Its position on the weapon, from 0.'),
    wear: z.number().nullable().optional().describe('Scrape wear, 0 (new) to 1; null or absent when unscraped.'),
    iconUrl: z.string().nullable().optional().describe('Its image.'),
  })
  .meta({ id: 'MarketSticker', description: 'A sticker applied to a listed item.' });

export const MarketListing = z
  .object({
    id: z.string().describe('The listing id (POST /web/order takes it).'),
    price: cents('Its price.'),
    floatValue: z.number().nullable().describe('The wear float, 0 to 1; null for an item without wear.'),
    paintSeed: z.number().int().nullable().describe('The pattern seed, 0 to 1000; null for an item without one.'),
    stickers: z.array(MarketSticker).describe('Stickers applied, by slot.'),
    autoDelivery: z.boolean().describe('Delivered automatically by the seller’s robot account.'),
    createdAt: isoTime('When it was listed.'),
    seller: z
      .object({
        id: z.string().describe('The seller (user) id.'),
        nickname: z.string().describe("The shop's name in the language of the request."),
        avatarUrl: z.string().nullable().describe("The seller's avatar, null for the default one."),
        isRobot: z.boolean().describe('The shop is run by the platform’s market-making robot.'),
      })
      .describe('Who sells it.'),
  })
  .meta({ id: 'MarketListing', description: 'A listing on sale of an item; money in cents.' });

export const GoodsDetail = z
  .object({
    item: MarketItem.extend({
      minFloat: z.number().nullable().describe('The lowest float the item can have; null for an item without wear.'),
      maxFloat: z.number().nullable().describe('The highest float the item can have; null for an item without wear.'),
    }).describe('The item, with its float range.'),
    listings: pagedList(MarketListing).describe('A page of its listings on sale, filtered and sorted; total counts the filtered ones.'),
  })
  .meta({ id: 'GoodsDetail', description: "The item page's data: the item and a page of its listings on sale." });

/**
 * A market query parameter: text, or several when repeated (api/rest/market.ts reads them and refuses
 * a repeated one naming it, e.g. 最高价格…), so the schema leaves them to it.
 */
const queryValue = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

/** The query of GET /web/market (MARKET_QUERY_PARAMS): read and refused with translated messages by api/rest/market.ts. */
export const marketQueryShape = {
  page: queryValue('The page, from 1; 1 by default.'),
  limit: queryValue('Rows a page, 1-100; 20 by default.'),
  sort: queryValue('0 best sellers first (default), 1 price ascending, 2 price descending, 3 newest listings first.'),
  search: queryValue('Chinese name, English name or hash name, case-insensitive; words are ANDed.'),
  tagRarity: queryValue('A rarity tag id.'),
  tagQuality: queryValue('A quality tag id.'),
  tagExterior: queryValue('An exterior tag id.'),
  tagItemSet: queryValue('A collection or case id.'),
  minPrice: queryValue('Yuan as a decimal string, at most two decimals; min ≤ max.'),
  maxPrice: queryValue('Yuan as a decimal string, at most two decimals; min ≤ max.'),
  tagType: queryValue('A type tag id (rifle, knife, …).'),
  type: queryValue('A sub-type tag id (AK-47, …).'),
  onSale: queryValue('1 (default): only the items with something on sale; 0: every item of the catalogue, those on sale first.'),
};

/** The query of GET /web/goods (GOODS_QUERY_PARAMS). */
export const goodsQueryShape = {
  hashName: queryValue("The item's market hash name (an unknown or missing one: 404)."),
  page: queryValue('The page of listings, from 1; 1 by default.'),
  limit: queryValue('Listings a page, 1-100; 20 by default.'),
  sort: queryValue('price_asc (default), price_desc, float_asc or float_desc (listings without a float last).'),
  floatMin: queryValue('Lowest float, 0 to 1; min ≤ max.'),
  floatMax: queryValue('Highest float, 0 to 1; min ≤ max.'),
  paintSeed: queryValue('The pattern seed, 0 to 1000.'),
  sticker: queryValue('A sticker on the item: hash name, or English or Chinese name, exact.'),
};
