/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The lease listing to delist. */
export type CancelLeaseListingInput = {
  /** The lease listing. */
  leaseListingId: string | number;
};

/** Orders of an item's lease listings; the float sorts put the listings without a float last. */
export type LeaseListingSort =
  /** The lowest deposit first. */
  | 'DEPOSIT_ASC'
  /** The lowest float (least worn) first. */
  | 'FLOAT_ASC'
  /** The highest float (most worn) first. */
  | 'FLOAT_DESC'
  /** The lowest daily rent first. */
  | 'RENT_ASC'
  /** The highest daily rent first. */
  | 'RENT_DESC';

/** Where a lease listing stands. */
export type LeaseListingStatus =
  /** No longer offered: delisted by its lender, or its item was sold, left the inventory or its account. */
  | 'DELISTED'
  /** Rented out: a lease of it has not ended. */
  | 'LEASED'
  /** Offered for rent: renters may rent it. */
  | 'ON_LEASE';

/** Which of the viewer's lease listings. */
export type LeaseListingStatusFilter =
  /** Every lease listing. */
  | 'ALL'
  /** Those no longer offered. */
  | 'DELISTED'
  /** Those rented out. */
  | 'LEASED'
  /** Those offered for rent. */
  | 'ON_LEASE';

/** Why an item was not offered for rent. */
export type LeaseOfferFailureReason =
  /** Its Steam account is abnormal. */
  | 'accountAbnormal'
  /** Its Steam account cannot trade. */
  | 'accountNotSellable'
  /** Already offered for rent (or rented out). */
  | 'alreadyOffered'
  /** The buyout price is below the deposit (limit). */
  | 'buyoutPriceBelowDeposit'
  /** The daily rent is not above 0. */
  | 'dailyRentNotPositive'
  /** The daily rent is above 10 % of the reference price (limit). */
  | 'dailyRentTooHigh'
  /** The deposit is below the higher of 140 % of the reference price and the daily rent × the most days (limit). */
  | 'depositTooLow'
  /** Rented (租入) by the viewer from another lender: it is not theirs to offer. */
  | 'leased'
  /** The long-term daily rent is above the daily rent. */
  | 'longDailyRentAboveDailyRent'
  /** The long-term daily rent is not above 0. */
  | 'longDailyRentNotPositive'
  /** The most days are not 8 to 60. */
  | 'maxDaysRange'
  /** Not in the viewer’s inventory. */
  | 'notFound'
  /** In trade cooldown, or never tradable. */
  | 'notTradable'
  /** Held for a buyer's order, or sold to one being delivered. */
  | 'reserved'
  /** An item the platform does not trade. */
  | 'unknownItem';

/** An asset to offer for rent and its terms (cents). */
export type LeaseTermsItemInput = {
  /** What a renter may pay to keep the item: at least the deposit; none: no buyout. */
  buyoutPrice?: number | null | undefined;
  /** The rent of a day: at most 10 % of the reference price. */
  dailyRent: number;
  /** At least the higher of 140 % of the reference price and dailyRent × maxDays. */
  deposit: number;
  /** The asset. */
  inventoryItemId: string | number;
  /** The rent of each day of a lease over 21 days: not above dailyRent; none: the daily rent. */
  longDailyRent?: number | null | undefined;
  /** The most days a lease may run, 8 to 60. */
  maxDays: number;
};

/** Narrows the market; every field given must match. Tag fields take the ids of catalogTags. */
export type MarketFilter = {
  /** Exterior id (CatalogTags.exteriors). */
  exterior?: string | null | undefined;
  /** Collection (item set) id, e.g. collection-set-community-2. */
  itemSet?: string | null | undefined;
  /** Highest price in yuan, a decimal string with at most two decimals. */
  maxPrice?: string | null | undefined;
  /** Lowest price in yuan, a decimal string with at most two decimals. */
  minPrice?: string | null | undefined;
  /** Only the items with something on sale (the default). false: every item of the catalogue, those on sale first in the sort asked for, then the items with nothing on sale (no lowestPrice), by id in the sort direction. */
  onSale?: boolean | null | undefined;
  /** Quality id (CatalogTags.qualities). */
  quality?: string | null | undefined;
  /** Rarity id, e.g. rarity_ancient_weapon (CatalogTags.rarities). */
  rarity?: string | null | undefined;
  /** Keyword matched against the Chinese name, the English name and the hash name. */
  search?: string | null | undefined;
  /** Weapon or category inside the type, e.g. ak_47 or case. */
  subType?: string | null | undefined;
  /** Item type id, e.g. rifle or knife (CatalogTags.types). */
  tagType?: string | null | undefined;
};

/** The orders of the market. */
export type MarketSort =
  /** Best sellers first, then the best stocked. */
  | 'DEFAULT'
  /** The items most recently listed first. */
  | 'NEWEST'
  /** Lowest price first. */
  | 'PRICE_ASC'
  /** Highest price first. */
  | 'PRICE_DESC';

/** The assets to offer for rent and their terms. */
export type OfferForRentInput = {
  /** Optional key chosen by the client (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and changes nothing more. */
  idempotencyKey?: string | null | undefined;
  /** The assets and their terms, at most 200. */
  items: Array<LeaseTermsItemInput>;
};

/** New terms of a lease listing offered for rent: the terms given change (null clears the long rent or the buyout), the others stay. */
export type UpdateLeaseListingInput = {
  /** The buyout price; null clears it. */
  buyoutPrice?: number | null | undefined;
  /** The rent of a day. */
  dailyRent?: number | null | undefined;
  /** The deposit. */
  deposit?: number | null | undefined;
  /** The lease listing. */
  leaseListingId: string | number;
  /** The rent of each day over 21 days; null clears it. */
  longDailyRent?: number | null | undefined;
  /** The most days, 8 to 60. */
  maxDays?: number | null | undefined;
};

export type MarketInformationQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type MarketInformationQuery = { marketInformation: { days: number, from: string, to: string, computedAt: string, moverWindowDays: number, moverMinTrades: number, summary: { turnover: number, volume: number, todayTurnover: number, todayVolume: number, averagePrice: number | null, tradedItems: number, itemsOnSale: number, listingsOnSale: number }, daily: Array<{ day: string, turnover: number, volume: number }>, priceIndex: { base: number, basketSize: number, points: Array<{ day: string, value: number }> }, risers: Array<{ averagePrice: number, previousAveragePrice: number, volume: number, previousVolume: number, changeBasisPoints: number, item: { id: string, hashName: string, name: { zh: string, en: string } } }>, fallers: Array<{ averagePrice: number, previousAveragePrice: number, volume: number, previousVolume: number, changeBasisPoints: number, item: { id: string, hashName: string, name: { zh: string, en: string } } }> } };

export type InformationMoverFragment = { averagePrice: number, previousAveragePrice: number, volume: number, previousVolume: number, changeBasisPoints: number, item: { id: string, hashName: string, name: { zh: string, en: string } } };

export type LeaseMarketQueryVariables = Exact<{
  filter?: MarketFilter | null | undefined;
  sort?: MarketSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LeaseMarketQuery = { market: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { hashName: string, lowestPrice: number | null, lease: { dailyRent: number, deposit: number, count: number } | null } }> } };

export type ItemLeaseListingsQueryVariables = Exact<{
  hashName: string;
  sort?: LeaseListingSort | null | undefined;
  first?: number | null | undefined;
}>;


export type ItemLeaseListingsQuery = { marketItem: { hashName: string, lease: { dailyRent: number, deposit: number, count: number } | null, leaseListings: { totalCount: number, edges: Array<{ node: { id: string, dailyRent: number, longDailyRent: number | null, deposit: number, maxDays: number, buyoutPrice: number | null, floatValue: number | null, autoDelivery: boolean, lenderDeliveries: number, lender: { id: string, nickname: string, isRobot: boolean } } }> } } | null };

export type OfferForRentMutationVariables = Exact<{
  input: OfferForRentInput;
}>;


export type OfferForRentMutation = { offerForRent:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'OfferForRentPayload', offeredCount: number, failedCount: number, leaseListings: Array<{ id: string, status: LeaseListingStatus, dailyRent: number, deposit: number, maxDays: number, buyoutPrice: number | null, inventoryItem: { id: string } | null }>, failures: Array<{ inventoryItemId: string, reason: LeaseOfferFailureReason, field: string | null, limit: number | null, message: string }> }
    | { __typename: 'ValidationError', message: string, code: string }
   };

export type UpdateLeaseListingMutationVariables = Exact<{
  input: UpdateLeaseListingInput;
}>;


export type UpdateLeaseListingMutation = { updateLeaseListing:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'UpdateLeaseListingPayload', leaseListing: { id: string, status: LeaseListingStatus, dailyRent: number, longDailyRent: number | null, deposit: number, buyoutPrice: number | null } }
    | { __typename: 'ValidationError', field: string | null, message: string, code: string }
   };

export type CancelLeaseListingMutationVariables = Exact<{
  input: CancelLeaseListingInput;
}>;


export type CancelLeaseListingMutation = { cancelLeaseListing:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'CancelLeaseListingPayload', leaseListing: { id: string, status: LeaseListingStatus, closedAt: string | null } }
    | { __typename: 'NotFoundError', message: string, code: string }
   };

export type ViewerLeaseListingsQueryVariables = Exact<{
  status?: LeaseListingStatusFilter | null | undefined;
}>;


export type ViewerLeaseListingsQuery = { viewer: { leaseListings: { totalCount: number, edges: Array<{ node: { id: string, status: LeaseListingStatus, dailyRent: number, item: { hashName: string } } }> } } | null };

export type MarketQueryVariables = Exact<{
  filter?: MarketFilter | null | undefined;
  sort?: MarketSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MarketQuery = { market: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, hashName: string, lowestPrice: number | null, quantity: number, salesCount: number, rarityColor: string, name: { zh: string, en: string }, rarity: { id: string } | null, quality: { id: string }, exterior: { id: string } | null, type: { id: string }, subType: { id: string } | null, collection: { id: string, label: { zh: string } } | null } }> } };

export type MarketItemQueryVariables = Exact<{
  hashName: string;
}>;


export type MarketItemQuery = { marketItem: { hashName: string, lowestPrice: number | null, quantity: number, referencePrice: number, minFloat: number | null, maxFloat: number | null, priceHistory: Array<{ day: string, averagePrice: number, volume: number }>, listings: { totalCount: number, edges: Array<{ node: { price: number, floatValue: number | null, paintSeed: number | null, autoDelivery: boolean, stickers: Array<{ slot: number, wear: number | null, name: { zh: string, en: string } }>, seller: { nickname: string, isRobot: boolean }, item: { hashName: string } } }> } } | null };

export const InformationMoverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationMover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketPriceMover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zh"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"previousAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"previousVolume"}},{"kind":"Field","name":{"kind":"Name","value":"changeBasisPoints"}}]}}]} as unknown as DocumentNode<InformationMoverFragment, unknown>;
export const MarketInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"todayTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"todayVolume"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"tradedItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsOnSale"}},{"kind":"Field","name":{"kind":"Name","value":"listingsOnSale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceIndex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"basketSize"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moverWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"moverMinTrades"}},{"kind":"Field","name":{"kind":"Name","value":"risers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationMover"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fallers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationMover"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationMover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketPriceMover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zh"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"previousAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"previousVolume"}},{"kind":"Field","name":{"kind":"Name","value":"changeBasisPoints"}}]}}]} as unknown as DocumentNode<MarketInformationQuery, MarketInformationQueryVariables>;
export const LeaseMarketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaseMarket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"LEASE"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeaseMarketQuery, LeaseMarketQueryVariables>;
export const ItemLeaseListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemLeaseListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseListingSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaseListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"longDailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"floatValue"}},{"kind":"Field","name":{"kind":"Name","value":"autoDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"lenderDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isRobot"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemLeaseListingsQuery, ItemLeaseListingsQueryVariables>;
export const OfferForRentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferForRent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferForRentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerForRent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferForRentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaseListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<OfferForRentMutation, OfferForRentMutationVariables>;
export const UpdateLeaseListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeaseListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLeaseListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeaseListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLeaseListingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaseListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"longDailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPrice"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLeaseListingMutation, UpdateLeaseListingMutationVariables>;
export const CancelLeaseListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLeaseListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelLeaseListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLeaseListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelLeaseListingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaseListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CancelLeaseListingMutation, CancelLeaseListingMutationVariables>;
export const ViewerLeaseListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerLeaseListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseListingStatusFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaseListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRent"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashName"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerLeaseListingsQuery, ViewerLeaseListingsQueryVariables>;
export const MarketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Market"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zh"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"rarityColor"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exterior"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zh"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MarketQuery, MarketQueryVariables>;
export const MarketItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashName"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"minFloat"}},{"kind":"Field","name":{"kind":"Name","value":"maxFloat"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"floatValue"}},{"kind":"Field","name":{"kind":"Name","value":"paintSeed"}},{"kind":"Field","name":{"kind":"Name","value":"autoDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"stickers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zh"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"wear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isRobot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashName"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MarketItemQuery, MarketItemQueryVariables>;