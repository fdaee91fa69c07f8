import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The connection 我的还价 (web/pages/user/bargain/BargainPage.tsx) lists offers in, and the lists of a seller that show a new offer. */
const CONNECTION_KEY = 'BargainPageList_bargains';
const LISTS_OF_A_NEW_OFFER = [
  { role: 'SELLER', status: 'ALL' },
  { role: 'SELLER', status: 'OPEN' },
] as const;

/**
 * A live event's store update: an offer a seller has just received (BargainChanged OFFERED, their
 * side SELLER) goes first into their 我的还价 lists already in the store, which only list the offers
 * of their last load otherwise; the other events change offers those lists already hold, by their id.
 */
export function addReceivedBargain(store: RecordSourceSelectorProxy): void {
  const event = store.getRootField('viewerEvents');
  if (event?.getType() !== 'BargainChanged' || event.getValue('event') !== 'OFFERED') return;
  const bargain = event.getLinkedRecord('bargain');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!bargain || !viewer || bargain.getValue('role') !== 'SELLER') return;
  for (const filters of LISTS_OF_A_NEW_OFFER) {
    const connection = ConnectionHandler.getConnection(viewer, CONNECTION_KEY, filters);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === bargain.getDataID())) continue;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, bargain, 'BargainEdge'));
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
}
