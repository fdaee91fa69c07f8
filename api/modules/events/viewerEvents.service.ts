// A signed-in viewer's live events (GraphQL `viewerEvents(after)` over SSE): only
// the events whose audience holds the viewer, in log order, resumed after a cursor with no gap and no
// repeat, then live ones as they commit. The rules of who may open a stream, and how many, live here.
//
// Resuming without a gap: the stream listens to the relay first and only then reads the backlog from
// the log; a live event at or before the last one the backlog gave is dropped (the backlog had it),
// every later one is delivered. The relay hands out events in log order, and the backlog's read
// happens after the listening began, so between them every event is delivered exactly once.
//
// A stream ends when its session is logged out or expires (checked for all streams of the process
// together every `sessionCheckMs`), when its client goes, and when the client falls more than
// `maxBuffered` events behind (it resumes from its last cursor and reads them from the log).
import { Repeater } from '@repeaterjs/repeater';
import { AppError } from '../../errors.ts';
import type { Viewer } from '../../session/viewer.ts';
import { decodeCursor, type EventPosition, type EventRelay, type FeedEvent, isAfter, isKept, readEvents } from './eventFeed.ts';
import type { EventType } from './events.service.ts';

/** What a viewer is told, by the GraphQL type it becomes. */
export type ViewerEventKind =
  | 'OrderChanged'
  | 'UnreadCountsChanged'
  | 'WalletChanged'
  | 'BuyOrderChanged'
  | 'BargainChanged'
  | 'LeaseChanged'
  | 'ListingChanged'
  | 'WithdrawalChanged'
  | 'RechargeChanged';

export type ViewerEvent = {
  kind: ViewerEventKind;
  cursor: string;
  occurredAt: Date;
  /** the order of an OrderChanged */
  orderId: string | null;
  /** the buy order of a BuyOrderChanged, and what happened to it (placed, filled, cancelled, expired) */
  buyOrder?: { id: string; event: string };
  /** the price offer of a BargainChanged, and what happened to it (offered, countered, accepted, declined, cancelled, expired) */
  bargain?: { id: string; event: string };
  /** the lease of a LeaseChanged, the step it took (a lease event such as PAID or DELIVERED) and its status after it */
  lease?: { id: string; event: string; status: string };
  /** the seller's listing of a ListingChanged, and what happened to it (a listing event such as SELL or DELIST, or REPRICE) with its status then */
  listing?: { id: string; event: string; status: string };
  /** the withdrawal of a WithdrawalChanged (made, paid out or failed) */
  withdrawal?: { serialNo: string };
  /** what a RechargeChanged tells: the contract changed (its status then), or a recharge was credited (its amount and trade number) */
  recharge?: { contractId: string | null; status: string; outTradeNo: string | null; amountCents: number | null };
  viewer: Viewer;
};

const KIND_OF: Partial<Record<EventType, ViewerEventKind>> = {
  'order.transitioned': 'OrderChanged',
  'wallet.transfer': 'WalletChanged',
  'listing.transitioned': 'ListingChanged',
  'listing.repriced': 'ListingChanged',
  'withdrawal.changed': 'WithdrawalChanged',
  'recharge.changed': 'RechargeChanged',
  'buyOrder.changed': 'BuyOrderChanged',
  'bargain.changed': 'BargainChanged',
  'lease.changed': 'LeaseChanged',
  'message.created': 'UnreadCountsChanged',
  'messages.read': 'UnreadCountsChanged',
  'notices.read': 'UnreadCountsChanged',
};

const BACKLOG_PAGE = 200;

/** What a listing's, a lease's, a withdrawal's or a recharge's event says about it, from its payload. */
function aboutOf(event: FeedEvent): Pick<ViewerEvent, 'listing' | 'lease' | 'withdrawal' | 'recharge'> {
  const payload = event.payload;
  switch (event.type) {
    case 'lease.changed':
      return { lease: { id: event.aggregateId, event: String(payload.event ?? ''), status: String(payload.to ?? '') } };
    case 'listing.transitioned':
      return { listing: { id: event.aggregateId, event: String(payload.event ?? ''), status: String(payload.status ?? '') } };
    case 'listing.repriced':
      // only a listing on sale is repriced
      return { listing: { id: event.aggregateId, event: 'REPRICE', status: 'ON_SALE' } };
    case 'withdrawal.changed':
      return { withdrawal: { serialNo: String(payload.serialNo ?? '') } };
    case 'recharge.changed':
      return {
        recharge: {
          contractId: typeof payload.contractId === 'string' ? payload.contractId : null,
          status: String(payload.status ?? ''),
          outTradeNo: typeof payload.outTradeNo === 'string' ? payload.outTradeNo : null,
          amountCents: typeof payload.amountCents === 'number' ? payload.amountCents : null,
        },
      };
    default:
      return {};
  }
}

export type ViewerEventOptions = {
  relay: EventRelay;
  /** open streams a user may have at once (SUBSCRIPTIONS_PER_USER) */
  perUser: number;
  /** open streams one client address may have at once */
  perAddress: number;
  retentionDays: number;
  /** how often the streams' sessions are checked (a stream ends within this of its logout or expiry) */
  sessionCheckMs: number;
  /** live events a stream may hold for a client that does not read them before it is ended */
  maxBuffered: number;
  liveSessions(ids: readonly string[]): Promise<Set<string>>;
  warn(error: unknown, message: string): void;
};

type OpenStream = { userId: string; address: string; sessionId: string; end: () => void };

export class CursorInvalidError extends AppError {
  constructor() {
    super('events.cursorInvalid', {}, 'CURSOR_INVALID', 400);
  }
}

export class CursorExpiredError extends AppError {
  constructor(days: number) {
    super('events.cursorExpired', { days }, 'CURSOR_EXPIRED', 410);
  }
}

export class TooManyStreamsError extends AppError {
  constructor(max: number) {
    super('events.tooManyStreams', { max }, 'RATE_LIMITED', 429);
  }
}

export class ViewerEventService {
  private readonly open = new Set<OpenStream>();
  private readonly perUser = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private sessionTimer: NodeJS.Timeout | undefined;
  private readonly deliveryWatchers = new Set<(event: { occurredAt: Date }) => void>();

  constructor(private readonly options: ViewerEventOptions) {}

  /** Streams open in this process (the bench and the tests read it). */
  get openStreams(): number {
    return this.open.size;
  }

  /** Calls `listener` with each live event once its stream has taken it (the backlog's are not live); answers the unsubscribe. */
  watchDeliveries(listener: (event: { occurredAt: Date }) => void): () => void {
    this.deliveryWatchers.add(listener);
    return () => this.deliveryWatchers.delete(listener);
  }

  /**
   * The viewer's events after `after` (a cursor of an earlier event; from now when absent), then
   * live ones. Throws before anything is streamed: CursorInvalidError for a cursor that is not
   * ours, CursorExpiredError for one older than the retention (the client refetches),
   * TooManyStreamsError when the user or the address has as many streams open as allowed. A stream
   * that falls behind, or fails to read the log, ends without an error: the client resumes from its
   * last cursor.
   */
  async stream(viewer: Viewer, request: { after?: string | null; address: string }): Promise<AsyncIterableIterator<ViewerEvent>> {
    const after = request.after ? decodeCursor(request.after) : null;
    if (request.after && !after) throw new CursorInvalidError();
    if (after && !(await isKept(after))) throw new CursorExpiredError(this.options.retentionDays);
    // the stream's slots are taken now, before anything is awaited again: two requests racing for the last slot cannot both get it
    if ((this.perUser.get(viewer.user.id) ?? 0) >= this.options.perUser) throw new TooManyStreamsError(this.options.perUser);
    if ((this.perAddress.get(request.address) ?? 0) >= this.options.perAddress) throw new TooManyStreamsError(this.options.perAddress);
    const entry: OpenStream = { userId: viewer.user.id, address: request.address, sessionId: viewer.sessionId, end: () => {} };
    this.take(entry);

    const stream = new Repeater<ViewerEvent>(async (push, stop) => {
      entry.end = () => stop();
      this.watchSessions();
      const live: FeedEvent[] = [];
      let last: EventPosition | null = after;
      let caughtUp = false;
      let pending = 0;
      const deliver = (event: FeedEvent, live: boolean): Promise<void> | undefined => {
        if (last && !isAfter(event.position, last)) return;
        last = event.position;
        const kind = KIND_OF[event.type];
        if (!kind) return;
        pending += 1;
        // a client that does not read what it is sent is ended (it resumes from its last cursor)
        if (pending > this.options.maxBuffered) stop();
        const about = { id: event.aggregateId, event: String(event.payload.event ?? '') };
        const buyOrder = kind === 'BuyOrderChanged' ? about : undefined;
        const bargain = kind === 'BargainChanged' ? about : undefined;
        return push({
          kind,
          cursor: event.cursor,
          occurredAt: event.occurredAt,
          orderId: kind === 'OrderChanged' ? event.aggregateId : null,
          buyOrder,
          bargain,
          ...aboutOf(event),
          viewer,
        }).then(() => {
          pending -= 1;
          if (live) for (const watcher of this.deliveryWatchers) watcher(event);
        });
      };
      const unsubscribe = this.options.relay.subscribe(viewer.user.id, (event) => {
        if (caughtUp) void deliver(event, true);
        else if (live.push(event) > this.options.maxBuffered) stop();
      });
      try {
        // the relay's start (its head) comes before the backlog's read: nothing falls between them
        await this.options.relay.start();
        if (after) {
          for (;;) {
            const page = await readEvents({ after: last, userId: viewer.user.id, limit: BACKLOG_PAGE });
            for (const event of page) await deliver(event, false);
            if (page.length < BACKLOG_PAGE) break;
          }
        }
        for (const event of live.splice(0)) await deliver(event, true);
        caughtUp = true;
      } catch (error) {
        this.options.warn(error, 'reading the backlog of an event stream failed; the stream ends');
        stop();
      }
      await stop;
      unsubscribe();
      this.release(entry);
    });
    // a stream given up before its first read never runs the executor above: its slots are released here
    const iterator: AsyncIterableIterator<ViewerEvent> = {
      next: () => stream.next(),
      return: (value?: unknown) => {
        this.release(entry);
        return stream.return(value as undefined);
      },
      throw: (error?: unknown) => {
        this.release(entry);
        return stream.throw(error);
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private take(stream: OpenStream): void {
    this.open.add(stream);
    this.perUser.set(stream.userId, (this.perUser.get(stream.userId) ?? 0) + 1);
    this.perAddress.set(stream.address, (this.perAddress.get(stream.address) ?? 0) + 1);
  }

  private release(stream: OpenStream): void {
    if (!this.open.delete(stream)) return;
    for (const [counts, key] of [
      [this.perUser, stream.userId],
      [this.perAddress, stream.address],
    ] as const) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    }
  }

  /** Ends every stream (the app is closing). */
  close(): void {
    clearInterval(this.sessionTimer);
    this.sessionTimer = undefined;
    for (const stream of this.open) stream.end();
  }

  private watchSessions(): void {
    if (this.sessionTimer) return;
    this.sessionTimer = setInterval(() => {
      if (this.open.size === 0) {
        clearInterval(this.sessionTimer);
        this.sessionTimer = undefined;
        return;
      }
      const streams = [...this.open];
      this.options.liveSessions([...new Set(streams.map((stream) => stream.sessionId))]).then(
        (live) => {
          for (const stream of streams) if (!live.has(stream.sessionId)) stream.end();
        },
        (error: unknown) => this.options.warn(error, 'checking the sessions of event streams failed'),
      );
    }, this.options.sessionCheckMs);
    this.sessionTimer.unref();
  }
}
