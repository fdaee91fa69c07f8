import type { Clock } from './port.ts';

/**
 * A clock that stands still until told to move: tests set it or advance it, and everything that
 * reads it (services, the simulated Steam, the job queue's due times) sees the same moment.
 */
export class ControlledClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date): void {
    this.current = time.getTime();
  }

  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('A clock only moves forward');
    this.current += ms;
    return this.now();
  }
}
