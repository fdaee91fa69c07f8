import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

// The account list's connection keeps its totalCount ("共 N 个账号") beside its edges: a bind or an
// unbind changes both in the store, so the counter follows without a reload.

function countOf(connection: RecordProxy): number {
  const value = connection.getValue('totalCount');
  return typeof value === 'number' ? value : 0;
}

/** Appends newly bound accounts to the list (once each) and counts those that were not there yet. */
export function addAccounts(store: RecordSourceSelectorProxy, connectionId: string, accounts: readonly (RecordProxy | null | undefined)[]): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  const present = new Set((connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID()));
  let added = 0;
  for (const account of accounts) {
    if (!account || present.has(account.getDataID())) continue;
    present.add(account.getDataID());
    ConnectionHandler.insertEdgeAfter(connection, ConnectionHandler.createEdge(store, connection, account, 'SteamAccountEdge'));
    added += 1;
  }
  if (added > 0) connection.setValue(countOf(connection) + added, 'totalCount');
}

/** Takes an unbound account out of the list and the count (never below zero). */
export function removeAccount(store: RecordSourceSelectorProxy, connectionId: string, accountId: string): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, accountId);
  const removed = before - (connection.getLinkedRecords('edges')?.length ?? 0);
  if (removed > 0) connection.setValue(Math.max(0, countOf(connection) - removed), 'totalCount');
}
