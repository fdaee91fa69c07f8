import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './errors.ts';
import '../modules/catalog/catalog.schema.ts';
import '../modules/market/market.schema.ts';
import '../modules/currency/currency.schema.ts';
import '../modules/user/user.schema.ts';
import '../modules/auth/auth.schema.ts';
import '../modules/user/settings.schema.ts';
import '../modules/message/message.schema.ts';
import '../modules/notice/notice.schema.ts';
import '../modules/steam/steam.schema.ts';
import '../modules/inventory/inventory.schema.ts';
import '../modules/order/order.schema.ts';
import '../modules/order/delivery.schema.ts';
import '../modules/wallet/wallet.schema.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
