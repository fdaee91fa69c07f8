/**
 * Where the marketplace reads the time (DESIGN.md §3): services, the simulated Steam and the job
 * queue all ask one clock, so tests can move it (holds, deadlines, expiries) and see every part agree.
 */
export interface Clock {
  now(): Date;
}

// Module-level domain functions (the ones not built in services.ts) read the process's clock here,
// as they read the database through db(); services.ts installs the clock it builds the services with.
// Until then (scripts, unit tests) it is the machine's time.
let processClock: Clock = { now: () => new Date() };

export function useClock(clock: Clock): void {
  processClock = clock;
}

/** The current time of the process's clock. */
export function currentTime(): Date {
  return processClock.now();
}
