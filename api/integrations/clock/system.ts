import type { Clock } from './port.ts';

/** The machine's own time: the clock of every real process. */
export const systemClock: Clock = {
  now: () => new Date(),
};
