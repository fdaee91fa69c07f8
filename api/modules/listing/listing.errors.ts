// Expected refusals of the listing module, translated at the edge (REST envelope, GraphQL typed errors).
import { AppError } from '../../errors.ts';

/** The asset already has a live listing (on sale or held for an order): the database's one-per-asset index refused a second one. */
export class AlreadyListedError extends AppError {
  constructor() {
    super('selling.alreadyListed', {}, 'ALREADY_LISTED', 409);
  }
}
