/**
 * Where the marketplace reads the time (docs/architecture.md): services, the simulated Steam and the job
 * queue all ask one clock, so tests can move it (holds, deadlines, expiries) and see every part agree.
 */
export interface Clock {
  now(): Date;
}
