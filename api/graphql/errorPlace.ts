import type { GraphQLError } from 'graphql';

/**
 * Where an error points in the document (nodes, or source and positions) and its path, for an error
 * rebuilt with another message or extensions. Compiled queries' errors carry source and positions
 * instead of nodes (compiledExecution.ts), so both are kept: either gives the answer its `locations`.
 */
export function placeOf(error: GraphQLError) {
  return { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
}
