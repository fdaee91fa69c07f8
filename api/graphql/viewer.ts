import { requireSelf, requireSignedIn, type Viewer } from '../session/viewer.ts';
import type { GraphQLContext } from './context.ts';

/** The signed-in viewer of an operation, or the translated 401 ("log in again" when the cookie is stale). */
export function requireViewer(context: GraphQLContext): Viewer {
  return requireSignedIn(context.viewer, context.hadSessionCookie);
}

/**
 * The signed-in viewer when `parent` is that user. Viewer fields answer only for the viewer
 * themself, also when a Viewer object is reached another way (node(id:), say).
 */
export function ownViewer(parent: { id: string }, context: GraphQLContext): Viewer {
  return requireSelf(requireViewer(context), parent.id);
}
