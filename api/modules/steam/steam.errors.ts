// Expected refusals about a user's Steam accounts, translated at the edge (REST envelope, GraphQL typed errors).
import { AppError } from '../../errors.ts';

/** "No usable Steam account; bind a token and retry": selling, buying and offering all need one. */
export class NoUsableSteamAccountError extends AppError {
  constructor() {
    super('steam.noUsableAccount', {}, 'NO_STEAM_ACCOUNT', 400);
  }
}
