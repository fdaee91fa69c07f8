import { decodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { AppError, BadInputError } from '../errors.ts';
import { isCleanString } from '../security/inputStrings.ts';

type GlobalId = { typename: string; id: string };

/** Most ids one `nodes(ids:)` call may ask for. */
export const MAX_NODE_IDS = 100;

/**
 * Reads a global id as Pothos does, and refuses one whose decoded id is not text (NUL, a lone
 * surrogate): the base64 hides those characters from the string check on the raw input.
 */
export function decodeCleanGlobalID(globalID: string): GlobalId {
  const decoded = decodeGlobalID(globalID);
  if (!isCleanString(decoded.id)) throw new BadInputError('errors.invalidInput');
  return decoded;
}

/** Refuses a global id whose type is not a Node of the schema (Pothos answers untranslated English). */
function requireNodeType(info: GraphQLResolveInfo, { typename }: GlobalId) {
  const type = info.schema.getType(typename);
  if (!isObjectType(type) || !type.getInterfaces().some((iface) => iface.name === 'Node')) throw new BadInputError('errors.unknownNodeType');
}

/** Options of the relay plugin's `node(id:)` and `nodes(ids:)` queries: ids of unknown types are refused, translated. */
export const nodeQueryOptions = {
  resolve: (_root: unknown, args: { id: GlobalId }, _context: unknown, info: GraphQLResolveInfo, resolveNode: (id: GlobalId) => unknown) => {
    requireNodeType(info, args.id);
    return resolveNode(args.id);
  },
};

export const nodesQueryOptions = {
  resolve: (_root: unknown, args: { ids: GlobalId[] }, _context: unknown, info: GraphQLResolveInfo, resolveNodes: (ids: GlobalId[]) => Promise<unknown[]>) => {
    if (args.ids.length > MAX_NODE_IDS) throw new AppError('errors.tooManyIds', { max: MAX_NODE_IDS }, 'TOO_MANY_IDS');
    for (const id of args.ids) requireNodeType(info, id);
    return resolveNodes(args.ids);
  },
};
