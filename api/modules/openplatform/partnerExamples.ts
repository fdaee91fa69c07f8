// Examples of the partner operations' answers and bodies, shown by the reference (GET
// /open/v1/openapi.json, /api-docs): one partner's day on 2026-11-25 (UTC+8), buying an AK-47 | Redline
// for a customer's trade URL, bidding, bargaining and selling. Each is typed by its schema here and
// validated against the published schema by tests/api/contract.test.ts, and the ones
// docs/open-platform.md shows are the same JSON (the test compares them), so neither can drift.
import type { z } from 'zod';
import type { BargainAnswer, BargainTermsAnswer } from '../bargain/bargain.contract.ts';
import type { BuyOrderAnswer, BuyOrderWithFillsAnswer } from '../buyorder/buyOrder.contract.ts';
import type {
  AssetListingResultAnswer,
  InventoryItemAnswer,
  InventoryRefreshAnswer,
  ListingChangeAnswer,
  OwnListingAnswer,
} from '../inventory/inventory.contract.ts';
import type { GoodsDetail, MarketItem, MarketPage } from '../market/market.contract.ts';
import type { PartnerLeaseAnswer } from '../lease/lease.contract.ts';
import type { ItemLeasesAnswer, LeaseListingAnswer, PartnerLeaseOfferAnswer } from '../lease/leaseListing.contract.ts';
import type { PartnerOrderAnswer, PartnerPurchaseAnswer } from '../order/order.contract.ts';
import type { PartnerWalletAnswer, WalletTransactionAnswer } from '../wallet/wallet.contract.ts';
import { renewalRentCents, rentUsedCents } from '../../../lib/leaseTerms.ts';
import { feeCents } from '../../../lib/money.ts';
import { API_VERSION } from './apiVersion.ts';
import type { DeliveryAnswer, PartnerEventAnswer, WebhookSettingsAnswer } from './callbacks.contract.ts';

type Example<T extends z.ZodType> = z.input<T>;

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEfGh';
/** The SteamID of TRADE_URL's partner (76561197960265728 + 12345678). */
const CUSTOMER_STEAM_ID = '76561197972611406';
const ORDER_NO = '202611251234567890';
const MERCHANT_ORDER_NO = 'M20261125-0001';
const LISTING_ID = '1cb7e43f-d5c2-4be8-9278-40e0ccdb3ec8';
const OWN_LISTING_ID = 'c2361e18-bbd9-416d-bd13-2ec234653164';
const STEAM_ACCOUNT_ID = '6f0c2a51-8d3e-4b7a-9c14-2e5d7f80a913';
const BUY_ORDER_NO = 'B202611254120725129';
const BARGAIN_NO = 'K202611257975940834';
const AK_ICON =
  'https://community.akamai.steamstatic.com/economy/image/i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMttyVfPaERSR0Wqmu7LAocGIGz3UqlXOLrxM-vMGmW8VNxu5Dx60noTyLwlcK3wiFO0POlPPNSI_-RHGavzedxuPUnFniykEtzsWWBzoyuIiifaAchDZUjTOZe4RC_w4buM-6z7wzbgokUyzK-0H08hRGDMA';
const CASE_ICON =
  'https://community.akamai.steamstatic.com/economy/image/i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMttyVfPaERSR0Wqmu7LAocGJKz2lu_XsnXwtmkJjSU91dh8bj35VTqVBP4io_frnEVvqf_a6VoIfGSXz7Hlbwg57QwSS_mxhl15jiGyN37c3_GZw91W8BwRflK7EfKsa2sfw';
const AK = { hashName: 'AK-47 | Redline (Field-Tested)', name: 'AK-47 | 红线 (久经沙场)' };
const AK_TAGS = {
  rarityColor: '#D32CE6',
  tagRarity: { id: 'rarity_legendary_weapon', name: '保密', color: '#D32CE6' },
  tagQuality: { id: 'normal', name: '普通', color: '#888888' },
  tagExterior: { id: 'field_tested', name: '久经沙场', color: '#EFAD4D' },
  tagItemSet: { id: 'collection-set-community-2', name: '凤凰收藏品', color: null },
  tagType: { id: 'rifle', name: '步枪', color: null },
};

// ---------------------------------------------------------------------------------------------
// Orders

export const PURCHASE_BODY = {
  merchantOrderNo: MERCHANT_ORDER_NO,
  listingIds: [LISTING_ID],
  prices: [8500],
  tradeUrl: TRADE_URL,
};

export const PURCHASE_EXAMPLE: Example<typeof PartnerPurchaseAnswer> = {
  merchantOrderNo: MERCHANT_ORDER_NO,
  orders: [{ orderNo: ORDER_NO, status: 21, statusDes: 'SELLER_DELIVERING' }],
};

const CREATED = '2026-11-25T03:59:59.982Z';
const PAID = '2026-11-25T04:00:00.000Z';
const paidEvents: Example<typeof PartnerOrderAnswer>['events'] = [
  { event: 'CREATED', text: '创建订单', actor: 'BUYER', statusDes: 'WAITING_PAYMENT', status: 11, time: PAID },
  { event: 'PAID', text: '支付成功', actor: 'BUYER', statusDes: 'SELLER_DELIVERING', status: 21, time: PAID },
];

/** The purchase's order as its buyer reads it: paid, waiting for the seller's offer. */
export const ORDER_EXAMPLE: Example<typeof PartnerOrderAnswer> = {
  orderNo: ORDER_NO,
  createTime: CREATED,
  updateTime: PAID,
  payTime: PAID,
  tradingTime: null,
  confirmTime: null,
  floatValue: 0.11,
  paintSeed: 101,
  stickerList: [],
  price: 8500,
  fee: 85,
  feeRateBps: 100,
  actualPayment: 8500,
  actualIncome: 8415,
  terminalPrice: 8500,
  type: 'auto',
  payMethod: 'balance',
  status: 21,
  displayStatus: 2,
  statusDes: 'SELLER_DELIVERING',
  statusText: '卖家发货中',
  templateInfo: { iconUrl: AK_ICON, itemName: AK.name, hashName: AK.hashName, ...AK_TAGS },
  sellerInfo: { nickname: '自动发货小铺', avatar: null },
  buyerInfo: { nickname: '饰品小铺', avatar: null },
  direction: 'buy',
  deadlineAt: '2026-11-25T16:00:00.000Z',
  remaining: { unit: 'hour', value: 11 },
  protectedUntil: null,
  buyerSteamId: CUSTOMER_STEAM_ID,
  offerId: null,
  offerSenderSteamId: null,
  steps: [
    { step: 'order', time: CREATED, done: true },
    { step: 'payment', time: PAID, done: true },
    { step: 'shipment', time: null, done: false },
    { step: 'receipt', time: null, done: false },
  ],
  events: paidEvents,
  actions: { pay: false, cancel: true, deliver: false },
  payUrl: null,
  merchantOrderNo: MERCHANT_ORDER_NO,
  tradeUrl: TRADE_URL,
  steamAccountId: null,
};

export const ORDER_PAGE_EXAMPLE: { list: Example<typeof PartnerOrderAnswer>[]; next: string | null } = { list: [ORDER_EXAMPLE], next: null };

/** The buyer cancelled before the offer: verified first. */
export const CANCELLED_ORDER_EXAMPLE: Example<typeof PartnerOrderAnswer> = {
  ...ORDER_EXAMPLE,
  updateTime: '2026-11-25T04:02:10.417Z',
  statusDes: 'BUYER_CANCEL_VERIFYING',
  statusText: '买家取消核实中',
  events: [
    ...paidEvents,
    {
      event: 'BUYER_CANCEL_REQUESTED',
      text: '买家申请取消',
      actor: 'BUYER',
      statusDes: 'BUYER_CANCEL_VERIFYING',
      status: 21,
      time: '2026-11-25T04:02:10.417Z',
    },
  ],
  actions: { pay: false, cancel: false, deliver: false },
};

/** A sale of the app user after its 发货: the offer made, waiting for the seller's confirmation in the Steam app. */
export const DELIVERED_ORDER_EXAMPLE: Example<typeof PartnerOrderAnswer> = {
  ...ORDER_EXAMPLE,
  orderNo: '202611257743572914',
  updateTime: '2026-11-25T04:10:00.187Z',
  type: 'manual',
  terminalPrice: 8415,
  sellerInfo: { nickname: '饰品小铺', avatar: null },
  buyerInfo: { nickname: '玩家0014', avatar: null },
  direction: 'sell',
  buyerSteamId: '76561198384508152',
  offerId: '8000000002',
  offerSenderSteamId: '76561198972042258',
  events: [
    ...paidEvents,
    { event: 'OFFER_CREATED', text: '报价已创建，等待卖家确认', actor: 'SELLER', statusDes: 'SELLER_DELIVERING', status: 21, time: '2026-11-25T04:10:00.187Z' },
  ],
  actions: { pay: false, cancel: true, deliver: false },
  merchantOrderNo: null,
  tradeUrl: null,
  steamAccountId: null,
};

const SENT = '2026-11-25T04:00:01.020Z';
const ACCEPTED = '2026-11-25T04:03:12.540Z';
/** The purchase's order after the sandbox's `deliver`: accepted, in its 7 days of trade protection. */
export const PROTECTED_ORDER_EXAMPLE: Example<typeof PartnerOrderAnswer> = {
  ...ORDER_EXAMPLE,
  updateTime: ACCEPTED,
  tradingTime: SENT,
  confirmTime: ACCEPTED,
  status: 51,
  displayStatus: 4,
  statusDes: 'PROTECTED',
  statusText: '交易保护中',
  deadlineAt: '2026-12-02T04:03:12.540Z',
  remaining: { unit: 'day', value: 7 },
  protectedUntil: '2026-12-02T04:03:12.540Z',
  offerId: '8000000001',
  offerSenderSteamId: '76561198886603197',
  steps: [
    { step: 'order', time: CREATED, done: true },
    { step: 'payment', time: PAID, done: true },
    { step: 'shipment', time: SENT, done: true },
    { step: 'receipt', time: ACCEPTED, done: true },
  ],
  events: [
    ...paidEvents,
    { event: 'OFFER_SENT', text: '报价已发出', actor: 'STEAM', statusDes: 'WAITING_RECEIPT', status: 41, time: SENT },
    { event: 'OFFER_ACCEPTED', text: '买家已收货', actor: 'STEAM', statusDes: 'PROTECTED', status: 51, time: ACCEPTED },
  ],
  actions: { pay: false, cancel: false, deliver: false },
};

export const SANDBOX_BODY = { action: 'deliver' };

// ---------------------------------------------------------------------------------------------
// Events and callbacks

const MS = Date.parse(PAID);
const EVENT_TYPES = ['order.transitioned', 'listing.transitioned', 'buyOrder.changed', 'bargain.changed', 'lease.changed'];
const LEASE_NO = 'L202611256283710452';
const LEASE_MERCHANT_ORDER_NO = 'R20261125-0001';

/** The callback docs/open-platform.md §5 shows is event 1042. */
export const EVENTS_EXAMPLE: { list: Example<typeof PartnerEventAnswer>[]; next: string | null } = {
  list: [
    {
      apiVersion: API_VERSION,
      eventId: '1041',
      type: 'order.transitioned',
      occurredAt: PAID,
      orderNo: ORDER_NO,
      merchantOrderNo: MERCHANT_ORDER_NO,
      seq: 1,
      status: 11,
      statusDes: 'WAITING_PAYMENT',
      statusText: '等待付款',
      data: { event: 'CREATED', from: { status: 0, statusDes: '' } },
    },
    {
      apiVersion: API_VERSION,
      eventId: '1042',
      type: 'order.transitioned',
      occurredAt: PAID,
      orderNo: ORDER_NO,
      merchantOrderNo: MERCHANT_ORDER_NO,
      seq: 2,
      status: 21,
      statusDes: 'SELLER_DELIVERING',
      statusText: '卖家发货中',
      data: { event: 'PAID', from: { status: 11, statusDes: 'WAITING_PAYMENT' } },
    },
    {
      apiVersion: API_VERSION,
      eventId: '1050',
      type: 'buyOrder.changed',
      occurredAt: '2026-11-25T04:05:00.000Z',
      orderNo: null,
      merchantOrderNo: 'B20261125-0001',
      seq: 1,
      status: 'OPEN',
      statusDes: null,
      statusText: '求购中',
      data: { buyOrderNo: BUY_ORDER_NO, event: 'placed', quantity: 3, filledQuantity: 0 },
    },
    {
      apiVersion: API_VERSION,
      eventId: '1060',
      type: 'lease.changed',
      occurredAt: '2026-11-25T04:10:00.000Z',
      orderNo: null,
      merchantOrderNo: LEASE_MERCHANT_ORDER_NO,
      seq: 1,
      status: 'AWAITING_DELIVERY',
      statusDes: null,
      statusText: '待发货',
      data: { leaseNo: LEASE_NO, event: 'RENT_BALANCE', from: null, actor: 'RENTER' },
    },
  ],
  next: 'MTA2MDoxMDYw',
};

const FIRST_DELIVERY = '392cf9b5-74e3-47ba-92ab-8b2ee740110a';
/** Event 1042's first delivery: refused once (500), acknowledged 30 s later. */
const DELIVERED: Example<typeof DeliveryAnswer> = {
  id: FIRST_DELIVERY,
  eventId: '1042',
  type: 'order.transitioned',
  status: 'delivered',
  attempts: 2,
  lastStatusCode: 200,
  lastError: null,
  lastLatencyMs: 38,
  lastAttemptTime: MS + 30_000,
  nextAttemptTime: null,
  deliveredTime: MS + 30_000,
  createTime: MS,
  redeliveryOf: null,
  attemptLog: [
    { number: 1, time: MS, statusCode: 500, latencyMs: 112, answerExcerpt: 'Internal Server Error', error: null },
    { number: 2, time: MS + 30_000, statusCode: 200, latencyMs: 38, answerExcerpt: 'ok', error: null },
  ],
};

/** A redelivery of event 1042, just made: its attempts start from zero. */
export const REDELIVERY_EXAMPLE: Example<typeof DeliveryAnswer> = {
  id: 'b4d62204-e703-4c2a-98f0-318353280011',
  eventId: '1042',
  type: 'order.transitioned',
  status: 'pending',
  attempts: 0,
  lastStatusCode: null,
  lastError: null,
  lastLatencyMs: null,
  lastAttemptTime: null,
  nextAttemptTime: MS + 3_600_000,
  deliveredTime: null,
  createTime: MS + 3_600_000,
  redeliveryOf: FIRST_DELIVERY,
  attemptLog: [],
};

export const DELIVERIES_EXAMPLE: { list: Example<typeof DeliveryAnswer>[] } = { list: [REDELIVERY_EXAMPLE, DELIVERED] };

export const PING_EXAMPLE: Example<typeof DeliveryAnswer> = {
  id: '97e1c850-e69f-4e6e-a470-0d378a5788d3',
  eventId: '1100',
  type: 'ping',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastLatencyMs: 41,
  lastAttemptTime: MS + 7_200_000,
  nextAttemptTime: null,
  deliveredTime: MS + 7_200_000,
  createTime: MS + 7_200_000,
  redeliveryOf: null,
  attemptLog: [{ number: 1, time: MS + 7_200_000, statusCode: 200, latencyMs: 41, answerExcerpt: 'ok', error: null }],
};

export const REDELIVER_RANGE_BODY = { from: MS, to: MS + 3_600_000, types: ['order.transitioned'] };

export const REDELIVER_RANGE_EXAMPLE = {
  from: MS,
  to: MS + 3_600_000,
  types: ['order.transitioned'],
  count: 4,
  next: null,
  maxRangeDays: 7,
  maxEvents: 1000,
};

export const WEBHOOKS_EXAMPLE: Example<typeof WebhookSettingsAnswer> = { types: EVENT_TYPES, all: true, known: EVENT_TYPES };
export const WEBHOOKS_BODY = { types: ['order.transitioned', 'buyOrder.changed'] };
export const WEBHOOKS_SET_EXAMPLE: Example<typeof WebhookSettingsAnswer> = { types: WEBHOOKS_BODY.types, all: false, known: EVENT_TYPES };

// ---------------------------------------------------------------------------------------------
// Market (the JSON of docs/open-platform.md §3)

const AK_ROW: Example<typeof MarketItem> = {
  id: 4881,
  iconUrl: AK_ICON,
  itemName: AK.name,
  hashName: AK.hashName,
  price: 8500,
  quantity: 3,
  sellCount: 3,
  autoDeliveryQuantity: 3,
  referencePrice: 34608,
  buyOrderPrice: 2400,
  buyOrderQuantity: 3,
  ...AK_TAGS,
  type: { id: 'ak_47', name: 'AK-47', color: null },
};

export const MARKET_EXAMPLE: Example<typeof MarketPage> = { list: [AK_ROW], total: 2, pages: 2, page: 1, limit: 1 };

export const GOODS_EXAMPLE: Example<typeof GoodsDetail> = {
  item: { ...AK_ROW, minFloat: 0.1, maxFloat: 0.7 },
  listings: {
    list: [
      {
        id: LISTING_ID,
        floatValue: 0.11,
        paintSeed: 101,
        stickers: [],
        autoDelivery: true,
        createdAt: '2026-11-24T18:34:11.813Z',
        seller: { id: '00000000-0000-4000-8000-00000000a001', nickname: '自动发货小铺', avatarUrl: null, isRobot: true },
        price: 8500,
      },
    ],
    total: 3,
    pages: 3,
    page: 1,
    limit: 1,
  },
};

export const PRICES_BODY = { hashNames: [AK.hashName, 'No such item'] };

export const PRICES_EXAMPLE = {
  list: [
    { hashName: AK.hashName, known: true, lowestPrice: 8500, onSale: 3, buyOrderPrice: 2400, buyOrderQuantity: 3, referencePrice: 8500 },
    { hashName: 'No such item', known: false, lowestPrice: null, onSale: null, buyOrderPrice: null, buyOrderQuantity: null, referencePrice: null },
  ],
};

// ---------------------------------------------------------------------------------------------
// Inventory and listings

const CZ75 = {
  hashName: 'CZ75-Auto | Crimson Web (Minimal Wear)',
  name: 'CZ75自动型 | 深红之网 (略有磨损)',
  iconUrl:
    'https://community.akamai.steamstatic.com/economy/image/i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMttyVfPaERSR0Wqmu7LAocGIGz3UqlXOLrxM-vMGmW8VNxu5Dx60noTyLyhMG1_B1T9s25baZ-H_yaCW-Ej-0u4-VsH3G2x0x-sGXQyY76JXPGOAQkCMAlR-YNsBDqxtHhZerjsgTAy9USIjIDnE8',
  wear: 0.0921,
  paintSeed: 331,
};

export const INVENTORY_EXAMPLE: { list: Example<typeof InventoryItemAnswer>[]; next: string | null } = {
  list: [
    {
      id: '79fa153a-be98-4199-a4ab-bba6fec6c35f',
      steamAccountId: STEAM_ACCOUNT_ID,
      assetId: '40000000012',
      hashName: CZ75.hashName,
      name: CZ75.name,
      iconUrl: CZ75.iconUrl,
      wear: CZ75.wear,
      paintSeed: CZ75.paintSeed,
      stickers: [],
      tradable: true,
      cooldownEndsAt: null,
      listed: true,
      listingId: OWN_LISTING_ID,
      price: 2592,
      reserved: false,
      referencePrice: 2152,
      lease: null,
    },
    {
      id: 'b847d09e-41e4-483c-98ae-6ec1a129106a',
      steamAccountId: STEAM_ACCOUNT_ID,
      assetId: '40000000011',
      hashName: 'Kilowatt Case',
      name: '千瓦武器箱',
      iconUrl: CASE_ICON,
      wear: null,
      paintSeed: null,
      stickers: [],
      tradable: false,
      cooldownEndsAt: '2026-12-01T08:00:00.000Z',
      listed: false,
      listingId: null,
      price: null,
      reserved: false,
      referencePrice: 888,
      lease: null,
    },
  ],
  next: 'MTc5NTU3OTIwMDAwMDpiODQ3ZDA5ZS00MWU0LTQ4M2MtOThhZS02ZWMxYTEyOTEwNmE',
};

export const REFRESH_BODY = { accountId: STEAM_ACCOUNT_ID };

export const REFRESH_EXAMPLE: Example<typeof InventoryRefreshAnswer> = {
  id: 'a8726874-da68-4ee3-b399-151e7c56b98d',
  status: 'RUNNING',
  accountsTotal: 1,
  accountsDone: 0,
  accountsFailed: 0,
  itemsFound: 0,
  delistedCount: 0,
  progressPercent: 0,
  startedAt: '2026-11-25T03:50:00.000Z',
  finishedAt: null,
};

export const OWN_LISTINGS_EXAMPLE: { list: Example<typeof OwnListingAnswer>[]; next: string | null } = {
  list: [
    {
      id: OWN_LISTING_ID,
      status: 'ON_SALE',
      origin: 'MARKET',
      assetId: '40000000012',
      hashName: CZ75.hashName,
      name: CZ75.name,
      iconUrl: CZ75.iconUrl,
      price: 2592,
      wear: CZ75.wear,
      paintSeed: CZ75.paintSeed,
      bargainEnabled: true,
      createdAt: '2026-11-25T03:55:00.000Z',
      soldAt: null,
    },
  ],
  next: null,
};

export const LISTINGS_BODY = {
  items: [
    { assetId: '40000000012', price: 2592 },
    { assetId: '40000000010', price: 1 },
  ],
};

export const LISTINGS_MSG = '1 件饰品操作失败';
export const LISTINGS_EXAMPLE: Example<typeof AssetListingResultAnswer> = {
  succeededCount: 1,
  failedCount: 1,
  succeeded: [{ assetId: '40000000012', listingId: OWN_LISTING_ID, price: 2592 }],
  lowered: [],
  failures: [{ assetId: '40000000010', reason: 'priceTooLow', msg: '价格过低，请检查（最低 ¥11.06）' }],
};

export const REPRICE_BODY = { price: 2692 };
export const REPRICE_MSG = '改价成功';
export const REPRICE_EXAMPLE: Example<typeof ListingChangeAnswer> = { id: OWN_LISTING_ID, assetId: '40000000012', price: 2692, lowered: false };

export const UNLIST_MSG = '下架成功';
export const UNLIST_EXAMPLE = { id: OWN_LISTING_ID, assetId: '40000000012' };

// ---------------------------------------------------------------------------------------------
// Buy orders

export const BUY_ORDER_BODY = {
  merchantOrderNo: 'B20261125-0001',
  tradeUrl: TRADE_URL,
  hashName: AK.hashName,
  price: 2400,
  quantity: 3,
  minFloat: 0.15,
  maxFloat: 0.38,
  expiresInDays: 30,
};

export const BUY_ORDER_EXAMPLE: Example<typeof BuyOrderAnswer> = {
  buyOrderNo: BUY_ORDER_NO,
  merchantOrderNo: 'B20261125-0001',
  hashName: AK.hashName,
  name: AK.name,
  iconUrl: AK_ICON,
  price: 2400,
  quantity: 3,
  filledQuantity: 0,
  minFloat: 0.15,
  maxFloat: 0.38,
  paintSeeds: [],
  sticker: null,
  held: 7200,
  status: 'OPEN',
  steamAccountId: null,
  tradeUrl: TRADE_URL,
  expiresAt: '2026-12-25T04:05:00.000Z',
  createdAt: '2026-11-25T04:05:00.000Z',
  closedAt: null,
};

export const BUY_ORDER_FILLED_EXAMPLE: Example<typeof BuyOrderWithFillsAnswer> = {
  ...BUY_ORDER_EXAMPLE,
  filledQuantity: 1,
  held: 4800,
  orders: [{ orderNo: '202611254983532046', status: 21, statusDes: 'SELLER_DELIVERING', price: 2400, createdAt: '2026-11-25T06:12:40.318Z' }],
};

export const BUY_ORDER_CANCELLED_EXAMPLE: Example<typeof BuyOrderAnswer> = {
  ...BUY_ORDER_EXAMPLE,
  filledQuantity: 1,
  held: 0,
  status: 'CANCELLED',
  closedAt: '2026-11-25T09:30:00.000Z',
};

export const BUY_ORDER_PAGE_EXAMPLE = { list: [BUY_ORDER_EXAMPLE], total: 1, pages: 1, page: 1, limit: 20 };

// ---------------------------------------------------------------------------------------------
// Price offers

export const BARGAIN_BODY = { merchantOrderNo: 'K20261125-0001', tradeUrl: TRADE_URL, listingId: LISTING_ID, price: 7800 };

const OFFERED = '2026-11-25T05:00:00.000Z';
const COUNTERED = '2026-11-25T05:20:00.000Z';
/** The app's offer on a listing: open, the amount held. */
export const BARGAIN_EXAMPLE: Example<typeof BargainAnswer> = {
  bargainNo: BARGAIN_NO,
  role: 'BUYER',
  actions: { accept: false, decline: false, counter: false, cancel: true },
  merchantOrderNo: 'K20261125-0001',
  listingId: LISTING_ID,
  hashName: AK.hashName,
  name: AK.name,
  iconUrl: AK_ICON,
  listPrice: 8500,
  price: 7800,
  counterPrice: null,
  held: 7800,
  status: 'OPEN',
  steamAccountId: null,
  tradeUrl: TRADE_URL,
  orderNo: null,
  expiresAt: '2026-11-26T05:00:00.000Z',
  createdAt: OFFERED,
  closedAt: null,
  history: [{ action: 'OFFERED', actor: 'BUYER', price: 7800, reason: null, at: OFFERED }],
};

/** The seller countered it: the buyer may accept, decline or withdraw. */
export const BARGAIN_COUNTERED_EXAMPLE: Example<typeof BargainAnswer> = {
  ...BARGAIN_EXAMPLE,
  actions: { accept: true, decline: true, counter: false, cancel: true },
  counterPrice: 8200,
  status: 'COUNTERED',
  expiresAt: '2026-11-26T05:20:00.000Z',
  history: [...BARGAIN_EXAMPLE.history, { action: 'COUNTERED', actor: 'SELLER', price: 8200, reason: null, at: COUNTERED }],
};

/** The counter as its seller (the app user) made it: nothing of the buyer's receiver or number. */
export const BARGAIN_COUNTER_EXAMPLE: Example<typeof BargainAnswer> = {
  ...BARGAIN_COUNTERED_EXAMPLE,
  role: 'SELLER',
  actions: { accept: false, decline: false, counter: false, cancel: false },
  merchantOrderNo: null,
  tradeUrl: null,
};

const ended = (status: 'ACCEPTED' | 'DECLINED' | 'CANCELLED', at: string, orderNo: string | null): Example<typeof BargainAnswer> => ({
  ...BARGAIN_COUNTERED_EXAMPLE,
  actions: { accept: false, decline: false, counter: false, cancel: false },
  held: 0,
  status,
  orderNo,
  closedAt: at,
  history: [...BARGAIN_COUNTERED_EXAMPLE.history, { action: status, actor: 'BUYER', price: status === 'ACCEPTED' ? 8200 : null, reason: null, at }],
});

export const BARGAIN_ACT_EXAMPLES = {
  counter: BARGAIN_COUNTER_EXAMPLE,
  accept: ended('ACCEPTED', '2026-11-25T05:30:00.000Z', '202611258928395628'),
  decline: ended('DECLINED', '2026-11-25T05:30:00.000Z', null),
  cancel: ended('CANCELLED', '2026-11-25T05:30:00.000Z', null),
};

export const COUNTER_BODY = { price: 8200 };

export const BARGAIN_PAGE_EXAMPLE = { list: [BARGAIN_COUNTERED_EXAMPLE], total: 1, pages: 1, page: 1, limit: 20 };

export const BARGAIN_TERMS_EXAMPLE: Example<typeof BargainTermsAnswer> = {
  listingId: LISTING_ID,
  enabled: true,
  minPrice: null,
  listPrice: 8500,
  floor: 6800,
  topBuyOrderPrice: 2400,
  allowed: true,
  refusal: null,
};

export const BARGAIN_TERMS_BODY = { enabled: true, minPrice: 2400 };

/** The seller's own listing: its minimum shown, and no offer of its own. */
export const BARGAIN_TERMS_SET_EXAMPLE: Example<typeof BargainTermsAnswer> = {
  listingId: OWN_LISTING_ID,
  enabled: true,
  minPrice: 2400,
  listPrice: 2692,
  floor: 2400,
  topBuyOrderPrice: null,
  allowed: false,
  refusal: 'ownListing',
};

// ---------------------------------------------------------------------------------------------
// Wallet and the platform

export const WALLET_EXAMPLE: Example<typeof PartnerWalletAnswer> = {
  total: 1021015,
  deposit: 982600,
  withdrawable: 12000,
  frozen: 8415,
  held: 18000,
  points: 0,
  limits: { dailyOrders: 300, dailyAmount: 5000050, remainingOrders: 295, remainingAmount: 4973550 },
};

export const WALLET_TRANSACTIONS_EXAMPLE: { list: Example<typeof WalletTransactionAnswer>[]; next: string | null } = {
  list: [
    {
      id: 'E1051',
      type: 'buy',
      kind: 'HOLD',
      amount: 7200,
      balanceAfter: 7200,
      account: 'held',
      orderNo: null,
      leaseNo: null,
      description: '求购/还价冻结',
      createTime: '2026-11-25T04:05:00.000Z',
    },
    {
      id: 'E1050',
      type: 'buy',
      kind: 'HOLD',
      amount: -7200,
      balanceAfter: 993400,
      account: 'deposit',
      orderNo: null,
      leaseNo: null,
      description: '求购/还价冻结',
      createTime: '2026-11-25T04:05:00.000Z',
    },
    {
      id: 'E1042',
      type: 'buy',
      kind: 'PURCHASE',
      amount: -8500,
      balanceAfter: 1000600,
      account: 'deposit',
      orderNo: ORDER_NO,
      leaseNo: null,
      description: '购买饰品（余额支付）',
      createTime: PAID,
    },
  ],
  next: 'RTEwNDI',
};

export const STATEMENT_EXAMPLE = [
  'time,kind,account,orderNo,merchantOrderNo,amount,fee,balanceAfter',
  '2026-11-24T16:00:00.000Z,OPENING,deposit,,,,,1009100',
  '2026-11-24T16:00:00.000Z,OPENING,held,,,,,0',
  `${PAID},PURCHASE,deposit,${ORDER_NO},${MERCHANT_ORDER_NO},-8500,,1000600`,
  '2026-11-25T04:05:00.000Z,HOLD,deposit,,,-7200,,993400',
  '2026-11-25T04:05:00.000Z,HOLD,held,,,7200,,7200',
  '2026-11-25T16:00:00.000Z,TOTAL,deposit,,,-15700,0,993400',
  '2026-11-25T16:00:00.000Z,TOTAL,held,,,7200,0,7200',
  '2026-11-25T16:00:00.000Z,TOTAL,all,,,-8500,0,1000600',
  '',
].join('\r\n');

export const PLATFORM_KEY_EXAMPLE = {
  keyId: '9c1e5b7a2d4f6083',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA…\n-----END PUBLIC KEY-----\n',
};

// ---------------------------------------------------------------------------------------------
// Leases

const LEASE_LISTING_ID = '5b0e8f0c-7d1a-4f4e-9d25-0c1e6a2b7f34';
const RENTED = '2026-11-25T04:10:00.000Z';
const LEASE_OFFER_SENT = '2026-11-25T04:10:02.000Z';
const LEASE_STARTED = '2026-11-25T04:20:00.000Z';
const LENDER_STEAM_ID = '76561198000000042';
const rentSteps: Example<typeof PartnerLeaseAnswer>['steps'] = [
  { event: 'RENT_BALANCE', text: '租客下单并支付', from: null, to: 'AWAITING_DELIVERY', actor: 'RENTER', reason: null, time: RENTED },
  {
    event: 'DELIVERY_OFFER_SENT',
    text: '出租方已发出报价',
    from: 'AWAITING_DELIVERY',
    to: 'AWAITING_DELIVERY',
    actor: 'SYSTEM',
    reason: null,
    time: LEASE_OFFER_SENT,
  },
];
const deliveredSteps: Example<typeof PartnerLeaseAnswer>['steps'] = [
  ...rentSteps,
  { event: 'DELIVERED', text: '租客已收到饰品', from: 'AWAITING_DELIVERY', to: 'RENTING', actor: 'SYSTEM', reason: null, time: LEASE_STARTED },
];

/** The AK-47's 租赁 tab: the listing RENT_LEASE_BODY rents, by a shop whose robot account delivers at once. */
export const ITEM_LEASES_EXAMPLE: Example<typeof ItemLeasesAnswer> = {
  list: [
    {
      id: LEASE_LISTING_ID,
      dailyRent: 120,
      longDailyRent: 100,
      deposit: 12000,
      maxDays: 30,
      buyoutPrice: 13000,
      floatValue: 0.11,
      paintSeed: 101,
      stickers: [],
      autoDelivery: true,
      createdAt: '2026-11-24T08:00:00.000Z',
      lender: { id: '8d2f4b6a-1c3e-4f5a-9b7d-0e2c4a6b8d10', nickname: '自动发货小铺', avatarUrl: null, isRobot: false, leasesDelivered: 42 },
    },
  ],
  total: 1,
  pages: 1,
  page: 1,
  limit: 20,
  dailyRent: 120,
  deposit: 12000,
  count: 1,
};

export const RENT_LEASE_BODY = { merchantOrderNo: LEASE_MERCHANT_ORDER_NO, leaseListingId: LEASE_LISTING_ID, days: 10, tradeUrl: TRADE_URL };

/** The rent of RENT_LEASE_BODY as its renter reads it: rent and deposit held, the lender's robot account's offer sent. */
export const RENTED_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  leaseNo: LEASE_NO,
  status: 'AWAITING_DELIVERY',
  statusText: '待发货',
  role: 'RENTER',
  item: { iconUrl: AK_ICON, itemName: AK.name, hashName: AK.hashName, ...AK_TAGS },
  assetId: '40000000031',
  floatValue: 0.11,
  days: 10,
  dailyRent: 120,
  rent: 1200,
  deposit: 12000,
  buyoutPrice: 13000,
  held: 13200,
  payMethod: 'balance',
  createdAt: RENTED,
  startedAt: null,
  endsAt: null,
  deadlineAt: '2026-11-25T16:10:02.000Z',
  closedAt: null,
  daysLeft: null,
  counterpart: { nickname: '自动发货小铺', avatar: null },
  lenderSteamId: LENDER_STEAM_ID,
  renterSteamId: CUSTOMER_STEAM_ID,
  offerId: '7810000000042',
  renterAssetId: null,
  steamAccountId: null,
  steps: rentSteps,
  actions: [],
  maxDays: 30,
  renewalOptions: [],
  returnableFrom: null,
  lenderIncome: 0,
  fee: 0,
  renterRefund: null,
  payUrl: null,
  merchantOrderNo: LEASE_MERCHANT_ORDER_NO,
  tradeUrl: TRADE_URL,
};

/** The renewals a lease of `days` paid `rent` may choose under the example listing's terms (¥1.20 a day, ¥1.00 over 21 days, 30 days at most). */
const renewalsOf = (days: number, rent: number) =>
  Array.from({ length: 30 - days }, (_, index) => ({
    days: index + 1,
    addedRent: renewalRentCents({ dailyRentCents: 120, longDailyRentCents: 100 }, rent, days + index + 1),
  }));
/** Bought out on day 3: the rent of the 3 days begun and the buyout price to the lender, less the 1 % fee. */
const BUYOUT_GROSS = 13000 + rentUsedCents({ rentCents: 1200, days: 10 }, 3, 1);
const BUYOUT_FEE = feeCents(BUYOUT_GROSS, 100);

/** The lease once the customer accepted the offer: running for its 10 lease days. */
export const LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...RENTED_LEASE_EXAMPLE,
  status: 'RENTING',
  statusText: '租赁中',
  startedAt: LEASE_STARTED,
  endsAt: '2026-12-05T04:20:00.000Z',
  deadlineAt: '2026-12-05T04:20:00.000Z',
  daysLeft: 10,
  renterAssetId: '51000000007',
  steps: deliveredSteps,
  actions: ['renew', 'buyout'],
  renewalOptions: renewalsOf(10, 1200),
  returnableFrom: '2026-12-02T04:20:00.000Z',
};

export const LEASE_PAGE_EXAMPLE: { list: Example<typeof PartnerLeaseAnswer>[]; next: string | null } = { list: [LEASE_EXAMPLE], next: null };

export const RENEW_LEASE_BODY = { days: 5 };

/** LEASE_EXAMPLE renewed by 5 days: the rent of the 5 days added is held, the end moves. */
export const RENEWED_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...LEASE_EXAMPLE,
  days: 15,
  rent: 1800,
  held: 13800,
  endsAt: '2026-12-10T04:20:00.000Z',
  deadlineAt: '2026-12-10T04:20:00.000Z',
  daysLeft: 15,
  renewalOptions: renewalsOf(15, 1800),
  steps: [
    ...deliveredSteps,
    { event: 'RENEWED', text: '租客续租', from: 'RENTING', to: 'RENTING', actor: 'RENTER', reason: null, time: '2026-11-26T02:00:00.000Z' },
  ],
};

/** The return asked on day 8: the platform sends the item back from the renter's bound account. */
export const RETURNING_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...LEASE_EXAMPLE,
  status: 'RETURNING',
  statusText: '归还中',
  deadlineAt: null,
  daysLeft: 3,
  tradeUrl: null,
  steamAccountId: STEAM_ACCOUNT_ID,
  renewalOptions: [],
  steps: [
    ...deliveredSteps,
    { event: 'RETURN_REQUESTED', text: '租客申请归还', from: 'RENTING', to: 'RETURNING', actor: 'RENTER', reason: null, time: '2026-12-02T05:00:00.000Z' },
  ],
  actions: [],
};

/** Bought out on day 3: the item is the customer's for good. */
export const BOUGHT_OUT_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...LEASE_EXAMPLE,
  status: 'BOUGHT_OUT',
  statusText: '已买断',
  held: 0,
  deadlineAt: null,
  closedAt: '2026-11-27T09:00:00.000Z',
  daysLeft: 0,
  renewalOptions: [],
  lenderIncome: BUYOUT_GROSS - BUYOUT_FEE,
  fee: BUYOUT_FEE,
  renterRefund: 1200 + 13000 - BUYOUT_GROSS,
  steps: [
    ...deliveredSteps,
    { event: 'BUYOUT', text: '租客买断', from: 'RENTING', to: 'BOUGHT_OUT', actor: 'RENTER', reason: null, time: '2026-11-27T09:00:00.000Z' },
  ],
  actions: [],
};

/** Cancelled before the lender's offer: everything held went back. */
export const CANCELLED_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...RENTED_LEASE_EXAMPLE,
  status: 'CANCELLED',
  statusText: '已取消',
  held: 0,
  deadlineAt: null,
  closedAt: '2026-11-25T04:11:00.000Z',
  renterRefund: 13200,
  offerId: null,
  steps: [
    rentSteps[0],
    {
      event: 'RENTER_CANCELLED',
      text: '租客取消',
      from: 'AWAITING_DELIVERY',
      to: 'CANCELLED',
      actor: 'RENTER',
      reason: null,
      time: '2026-11-25T04:11:00.000Z',
    },
  ],
};

/** A lease the app user lent, as its lender reads it after 发货: the renter's receiving account and number are not theirs to see. */
export const DELIVERING_LEASE_EXAMPLE: Example<typeof PartnerLeaseAnswer> = {
  ...RENTED_LEASE_EXAMPLE,
  role: 'LENDER',
  counterpart: { nickname: '饰品小铺', avatar: null },
  steps: [{ ...rentSteps[0] }, { ...rentSteps[1], actor: 'LENDER' }],
  merchantOrderNo: null,
  tradeUrl: null,
};

export const LEASE_SANDBOX_BODY = { action: 'deliver' };

const OWN_LEASE_LISTING_ID = '0d6f3a9e-2c41-4b8d-a7e5-91f2c3b4d5e6';

export const LEASE_OFFER_BODY = {
  items: [
    { assetId: '40000000031', dailyRent: 120, deposit: 12000, maxDays: 30, buyoutPrice: 13000 },
    { assetId: '40000000032', dailyRent: 900, deposit: 12000, maxDays: 30 },
  ],
};

export const LEASE_OFFER_EXAMPLE: Example<typeof PartnerLeaseOfferAnswer> = {
  succeededCount: 1,
  failedCount: 1,
  succeeded: ['40000000031'],
  listings: [{ assetId: '40000000031', leaseListingId: OWN_LEASE_LISTING_ID }],
  failures: [{ assetId: '40000000032', reason: 'dailyRentTooHigh', field: 'dailyRent', limit: 850, msg: '日租金不能高于 ¥8.50（参考价的 10%）' }],
};

/** A lease listing offered for rent, its terms just changed. */
export const LEASE_LISTING_EXAMPLE: Example<typeof LeaseListingAnswer> = {
  id: OWN_LEASE_LISTING_ID,
  status: 'ON_LEASE',
  inventoryItemId: '3f1e7c2a-9b64-4d0e-8a51-6c2d9e0f1b37',
  assetId: '40000000031',
  hashName: AK.hashName,
  name: AK.name,
  iconUrl: AK_ICON,
  dailyRent: 110,
  longDailyRent: 90,
  deposit: 12000,
  maxDays: 30,
  buyoutPrice: 13000,
  floatValue: 0.11,
  paintSeed: 101,
  stickers: [],
  createdAt: RENTED,
  updatedAt: '2026-11-25T05:00:00.000Z',
  closedAt: null,
};

export const LEASE_TERMS_BODY = { dailyRent: 110, longDailyRent: 90 };

export const LEASE_LISTING_PAGE_EXAMPLE: { list: Example<typeof LeaseListingAnswer>[]; next: string | null } = { list: [LEASE_LISTING_EXAMPLE], next: null };

export const LEASE_LISTING_DELISTED_EXAMPLE: Example<typeof LeaseListingAnswer> = {
  ...LEASE_LISTING_EXAMPLE,
  status: 'DELISTED',
  updatedAt: '2026-11-25T06:00:00.000Z',
  closedAt: '2026-11-25T06:00:00.000Z',
};
