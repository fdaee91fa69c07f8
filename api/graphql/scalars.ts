import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('Money', {
  description:
    'An amount of money in Chinese yuan (CNY), as an integer number of fen (cents: yuan × 100; 1234 is ¥12.34), a JSON number within the safe integer range. Signed where a field says so.',
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
  description: 'An instant, as an ISO 8601 date and time in UTC (2026-01-31T08:00:00.000Z); accepted as any date string JavaScript reads.',
  serialize: (value) => new Date(value).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 date');
    return date;
  },
});
