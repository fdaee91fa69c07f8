// What the transition tables of money held share (buyOrderStateMachine.ts, bargainStateMachine.ts):
// the shape of a row and how a table is read. Each kind names its own states, events and what its
// row keeps of the hold. Pure data and pure functions: no database here.

/**
 * Where an event takes a holding:
 * - `from`: the states it applies to (none: the event creates the holding);
 * - `to`: the new state;
 * - `held`: what the row keeps of its hold, in the kind's words (SET on creation, CLEAR once it went
 *   back to the balance or paid the order);
 * - `closedAt`: SET to the transition's time, or KEEP;
 * - `by`: who makes it happen (documentation, docs/money-and-orders.md).
 */
export type HoldingTransitionRow<State extends string, Held extends string> = {
  from: readonly State[];
  to: State;
  held: Held;
  closedAt: 'SET' | 'KEEP';
  by: string;
};

/** The state `event` takes a holding in `state` to, or null when the table does not apply it there (null state: not created yet). */
export function holdingTransitionOf<State extends string, Event extends string>(
  table: Readonly<Record<Event, HoldingTransitionRow<State, string>>>,
  event: Event,
  state: State | null,
): State | null {
  const row = table[event];
  if (state === null) return row.from.length === 0 ? row.to : null;
  return row.from.includes(state) ? row.to : null;
}
