import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('Money', {
  description: 'An amount of money in integer cents (yuan × 100).',
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new GraphQLError('Money must be an integer number of cents');
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new GraphQLError('Money must be an integer number of cents');
    }
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.INT) throw new GraphQLError('Money must be an integer number of cents');
    return Number(node.value);
  },
});

builder.scalarType('DateTime', {
  description: 'A date and time, ISO 8601 in UTC.',
  serialize: (value) => new Date(value).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 date');
    return date;
  },
});
