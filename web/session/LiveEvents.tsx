import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { TFunction } from 'i18next';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LiveEventsSubscription, LiveEventsSubscription$data } from '../__generated__/LiveEventsSubscription.graphql.ts';
import { showToast } from '../components/toast/toastStore.ts';
import { useLabel } from '../i18n/useLabel.ts';
import { setUnreadNotices } from '../lib/noticeCounter.ts';
import { useMoney } from '../money/currency.tsx';
import { ON_STREAM_OPEN } from '../relay/subscriptions.ts';
import { publishLiveEvent } from './liveEventListeners.ts';
import { leaseToast } from './leaseToasts.ts';
import { addReceivedBargain } from './receivedBargains.ts';
import { useSession } from './Session.tsx';

/**
 * The signed-in viewer's live events (GraphQL viewerEvents over SSE), once per tab. Orders, buy
 * orders, offers (还价), listings (their price) and withdrawals (their status) are normalised into the
 * store by their ids (the lists and the detail page follow; a new offer a seller receives joins their
 * 我的还价 lists), leases too (我的租赁 and a lease's page); the header's counts and the wallet are
 * copied onto the viewer; a toast tells when an order, an offer or a lease needs the user. Then each event goes to the pages that follow the stream
 * (liveEventListeners.ts): those whose filtered lists or server-made counts the store cannot
 * follow fetch again. After a dropped connection it resumes from the last cursor, so nothing is missed.
 */
const liveEventsSubscription = graphql`
  subscription LiveEventsSubscription($after: String) {
    viewerEvents(after: $after) {
      __typename
      cursor
      ... on OrderChanged {
        order {
          id
          status
          statusDes
          direction
          templateInfo {
            name {
              zh
              en
            }
          }
          ...OrderRow_order
          ...OrderDetailPage_order
        }
      }
      ... on BuyOrderChanged {
        event
        buyOrder {
          id
          filledQuantity
          quantity
          item {
            name {
              zh
              en
            }
          }
          ...BuyOrderRow_buyOrder
        }
      }
      ... on BargainChanged {
        bargainEvent: event
        bargain {
          id
          role
          price
          counterPrice
          item {
            name {
              zh
              en
            }
          }
          history {
            action
            actor
          }
          ...BargainRow_bargain
        }
      }
      ... on LeaseChanged {
        leaseEvent: event
        lease {
          id
          role
          actions
          item {
            name {
              zh
              en
            }
          }
          ...LeaseRow_lease
          ...LeaseDetail_lease
        }
      }
      ... on UnreadCountsChanged {
        unreadCounts {
          notices
          messages
          total
        }
      }
      ... on WalletChanged {
        wallet {
          total
          deposit
          withdrawable
          frozen
          points
        }
      }
      ... on ListingChanged {
        listingEvent: event
        status
        listing {
          id
          price
        }
        inventoryItem {
          id
          listing {
            id
            price
          }
        }
      }
      ... on WithdrawalChanged {
        withdrawal {
          id
          ...WithdrawalRow_withdrawal
        }
        wallet {
          total
          deposit
          withdrawable
          frozen
          points
        }
      }
      ... on RechargeChanged {
        rechargeEvent: event
        wallet {
          total
          deposit
          withdrawable
          frozen
          points
        }
      }
    }
  }
`;

/** Reconnection delays after a dropped stream: 1 s, 2 s, 4 s, … at most 30 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

/** Whether this tab's live stream is up: pages that would poll for changes do not while it is. */
export function useLiveEventsConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** Copies the counts and balances an event answers onto the viewer the header and the wallet read. */
function updateViewer(store: RecordSourceSelectorProxy<LiveEventsSubscription$data>) {
  const event = store.getRootField('viewerEvents');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!event || !viewer) return;
  const counts = event.getLinkedRecord('unreadCounts');
  if (counts) viewer.getLinkedRecord('unreadMessageCounts')?.setValue(counts.getValue('messages'), 'total');
  const wallet = event.getLinkedRecord('wallet');
  if (wallet) {
    const known = viewer.getLinkedRecord('wallet');
    for (const field of ['total', 'deposit', 'withdrawable', 'frozen', 'points']) known?.setValue(wallet.getValue(field), field);
    viewer.getLinkedRecord('withdrawalSettings')?.setValue(wallet.getValue('withdrawable'), 'withdrawable');
    viewer.setValue(wallet.getValue('withdrawable'), 'withdrawBalance');
    viewer.setValue(wallet.getValue('frozen'), 'frozenBalance');
  }
}

/** What an event does to the store: the viewer's counts and balances, and a new offer received into the seller's lists. */
function updateStore(store: RecordSourceSelectorProxy<LiveEventsSubscription$data>) {
  updateViewer(store);
  addReceivedBargain(store);
}

type Event = LiveEventsSubscription$data['viewerEvents'];
type ChangedBargain = NonNullable<Event['bargain']>;

/**
 * The toast of an offer's event, to the side it concerns only (both sides receive every event): the
 * seller of a new offer, the buyer of a counter-offer and of the seller's acceptance; null for the rest.
 */
function bargainToast(kind: Event['bargainEvent'], bargain: ChangedBargain, t: TFunction, name: string, format: (cents: number) => string): string | null {
  if (kind === 'OFFERED' && bargain.role === 'SELLER') return t('common.live.bargainOffered', { name, price: format(bargain.price) });
  if (kind === 'COUNTERED' && bargain.role === 'BUYER' && bargain.counterPrice != null)
    return t('common.live.bargainCountered', { name, price: format(bargain.counterPrice) });
  const acceptedBySeller = bargain.history.some((step) => step.action === 'ACCEPTED' && step.actor === 'SELLER');
  if (kind === 'ACCEPTED' && bargain.role === 'BUYER' && acceptedBySeller) return t('common.live.bargainAccepted', { name, price: format(bargain.price) });
  return null;
}

function useOrderToasts(): (event: Event) => void {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { format } = useMoney();
  return (event) => {
    if (event.__typename === 'BargainChanged' && event.bargain) {
      const text = bargainToast(event.bargainEvent, event.bargain, t, label(event.bargain.item.name), (cents) => format(cents));
      if (text) showToast(text, event.bargainEvent === 'ACCEPTED' ? 'success' : 'info');
      return;
    }
    if (event.__typename === 'LeaseChanged' && event.lease) {
      const toast = leaseToast(event.leaseEvent, event.lease, t, label(event.lease.item.name));
      if (toast) showToast(toast.text, toast.tone);
      return;
    }
    if (event.__typename === 'BuyOrderChanged' && event.event === 'FILLED' && event.buyOrder) {
      const { buyOrder } = event;
      showToast(t('common.live.buyOrderFilled', { name: label(buyOrder.item.name), filled: buyOrder.filledQuantity, quantity: buyOrder.quantity }), 'success');
      return;
    }
    const { order } = event;
    if (event.__typename !== 'OrderChanged' || !order) return;
    const name = label(order.templateInfo.name);
    if (order.direction === 'SELL' && order.statusDes === 'SELLER_DELIVERING') showToast(t('common.live.saleMade', { name }));
    else if (order.direction === 'BUY' && order.statusDes === 'WAITING_RECEIPT') showToast(t('common.live.offerSent', { name }));
    else if (order.direction === 'BUY' && order.statusDes === 'PROTECTED') showToast(t('common.live.delivered', { name }), 'success');
  };
}

/** The codes of the GraphQL errors Relay reports a refused subscription with (its error's `source`). */
function errorCodes(error: unknown): string[] {
  const source = (error as { source?: { errors?: { extensions?: { code?: unknown } }[] } } | null)?.source;
  return (source?.errors ?? []).map((entry) => String(entry.extensions?.code ?? ''));
}

/** Holds the tab's stream while someone is signed in; renders nothing. */
export function LiveEvents() {
  const environment = useRelayEnvironment();
  const { viewer } = useSession();
  const viewerId = viewer?.id ?? null;
  const showOrderToast = useOrderToasts();
  const toast = useRef(showOrderToast);
  toast.current = showOrderToast;

  useEffect(() => {
    if (!viewerId) return;
    let after: string | null = null;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { dispose(): void } | undefined;

    const reconnect = () => {
      setConnected(false);
      if (stopped) return;
      retry = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
    const connect = () => {
      subscription = requestSubscription<LiveEventsSubscription>(environment, {
        subscription: liveEventsSubscription,
        variables: { after },
        // the stream counts as up once the server has opened it (an idle one sends no event)
        cacheConfig: { metadata: { [ON_STREAM_OPEN]: () => setConnected(true) } },
        updater: updateStore,
        onNext: (data) => {
          if (!data) return;
          setConnected(true);
          attempt = 0;
          after = data.viewerEvents.cursor;
          const counts = data.viewerEvents.unreadCounts;
          if (counts) setUnreadNotices(counts.notices);
          toast.current(data.viewerEvents);
          publishLiveEvent(data.viewerEvents);
        },
        onError: (error) => {
          const codes = errorCodes(error);
          // signed out meanwhile: the session's own refresh signs the tab out; nothing to resume
          if (codes.includes('UNAUTHENTICATED')) {
            setConnected(false);
            return;
          }
          // a cursor past the log's retention: start again from now (pages refetch as they load)
          if (codes.includes('CURSOR_EXPIRED') || codes.includes('CURSOR_INVALID')) after = null;
          reconnect();
        },
        onCompleted: reconnect,
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      subscription?.dispose();
      setConnected(false);
    };
  }, [environment, viewerId]);

  return null;
}
