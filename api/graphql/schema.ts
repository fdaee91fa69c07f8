import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import '../modules/catalog/catalog.schema.ts';
import '../modules/market/market.schema.ts';
import '../modules/currency/currency.schema.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
