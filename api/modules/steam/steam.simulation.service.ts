// Simulated Steam accounts for people trying the product (/user/steam): with the simulated
// Steam only, a signed-in user creates a new account with a generated CS2 inventory and gets its
// Mafile and password, to bind it like any account and buy and sell between several of them. The
// controls come from the ports (present with the simulated driver only); the real Steam refuses.
import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../errors.ts';
import type { SimulatedSteamControls } from '../../integrations/tradePlatform/port.ts';
import type { ThrottleFactory } from '../../security/throttle.ts';
import type { Viewer } from '../../session/viewer.ts';

/** Accounts one user may create per window. */
export const SIMULATED_ACCOUNTS_PER_USER = 10;
export const SIMULATED_ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** The size of a new account's inventory: at least this many items… */
export const SIMULATED_INVENTORY_MIN = 15;
/** …and at most this many. */
export const SIMULATED_INVENTORY_MAX = 40;

/** Skins people look for first; a new inventory holds a few of them (tradable), then random catalogue items. */
export const POPULAR_SKINS = [
  'AK-47 | Redline (Field-Tested)',
  'AWP | Asiimov (Field-Tested)',
  'M4A1-S | Printstream (Minimal Wear)',
  'AK-47 | Vulcan (Field-Tested)',
  'AWP | Hyper Beast (Field-Tested)',
  'M4A4 | Asiimov (Field-Tested)',
  'USP-S | Kill Confirmed (Field-Tested)',
  'Glock-18 | Fade (Factory New)',
  'Desert Eagle | Blaze (Factory New)',
  'Desert Eagle | Printstream (Field-Tested)',
  'AK-47 | Neon Rider (Field-Tested)',
  'AWP | Neo-Noir (Field-Tested)',
] as const;

export type SimulatedAccount = { accountName: string; password: string; steamId: string; mafile: string };

/** The server runs on the real Steam: there is nothing to create accounts in. */
export class SteamSimulationUnavailableError extends AppError {
  constructor() {
    super('steam.simulation.unavailable', {}, 'SIMULATION_UNAVAILABLE', 403);
  }
}

const NAME_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomText(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function pickSome<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(randomInt(pool.length), 1)[0]);
  return picked;
}

export class SteamSimulationService {
  private readonly throttle;

  constructor(
    private readonly controls: SimulatedSteamControls | undefined,
    throttles: ThrottleFactory,
  ) {
    this.throttle = throttles.create({
      name: 'steam-simulated-accounts-user',
      points: SIMULATED_ACCOUNTS_PER_USER,
      windowSeconds: SIMULATED_ACCOUNT_WINDOW_SECONDS,
      messageKey: 'steam.simulation.throttled',
    });
  }

  /** Whether simulated accounts can be created here (the simulated Steam is the trade platform). */
  get enabled(): boolean {
    return this.controls !== undefined;
  }

  /**
   * A new simulated account (name sim_xxxxxxxx, a random password) with 15–40 items, a few of them
   * popular skins; answers its Mafile (JSON text) and password. Nothing is bound: the user binds it.
   */
  async createAccount(viewer: Viewer): Promise<SimulatedAccount> {
    const controls = this.controls;
    if (!controls) throw new SteamSimulationUnavailableError();
    await this.throttle.consume(viewer.user.id);
    const password = randomBytes(12).toString('base64url');
    const inventorySize = randomInt(SIMULATED_INVENTORY_MIN, SIMULATED_INVENTORY_MAX + 1);
    const includeItems = pickSome(POPULAR_SKINS, randomInt(3, 6));
    for (let attempt = 0; attempt < 3; attempt++) {
      const accountName = `sim_${randomText(8, NAME_ALPHABET)}`;
      try {
        const created = await controls.createAccount({ accountName, password, inventorySize, includeItems });
        return { accountName: created.accountName, password, steamId: created.steamId, mafile: created.mafileJson };
      } catch (error) {
        // a name (or SteamID) drawn twice: draw again
        if ((error as { code?: unknown })?.code !== 'ACCOUNT_EXISTS') throw error;
      }
    }
    throw new AppError('steam.simulation.failed', {}, 'SIMULATION_FAILED', 500);
  }
}
