// Every area of the partner API under /open/v1, registered after the signature check
// (partner.rest.ts); one line per area.
import type { Services } from '../../services.ts';
import type { PartnerRoutes } from './partner.rest.ts';
import { partnerListingRoutes } from './partnerListings.rest.ts';
import { partnerMarketRoutes } from './partnerMarket.rest.ts';
import { partnerOrderRoutes } from './partnerOrders.rest.ts';
import { partnerEventRoutes } from './partnerEvents.rest.ts';
import { partnerBuyOrderRoutes } from './partnerBuyOrders.rest.ts';
import { partnerBargainRoutes } from './partnerBargains.rest.ts';
import { partnerWebhookRoutes } from './partnerWebhooks.rest.ts';
import { partnerInventoryRoutes } from './partnerInventory.rest.ts';
import { partnerPriceRoutes } from './partnerPrices.rest.ts';
import { partnerWalletRoutes } from './partnerWallet.rest.ts';
import { partnerLeaseRoutes } from './partnerLeases.rest.ts';
import { partnerLeaseListingRoutes } from './partnerLeaseListings.rest.ts';

export const PARTNER_AREAS: readonly ((services: Services) => PartnerRoutes)[] = [
  partnerOrderRoutes,
  partnerEventRoutes,
  partnerMarketRoutes,
  partnerListingRoutes,
  partnerInventoryRoutes,
  partnerBuyOrderRoutes,
  partnerBargainRoutes,
  partnerWebhookRoutes,
  partnerPriceRoutes,
  partnerWalletRoutes,
  partnerLeaseRoutes,
  partnerLeaseListingRoutes,
];
