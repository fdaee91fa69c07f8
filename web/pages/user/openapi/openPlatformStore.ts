import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The open platform has no id of its own (it is the viewer's), so Relay cannot merge a mutation's
 * `OpenPlatformPayload.openPlatform` into the viewer's record by itself: the updater of each
 * open-platform mutation links the viewer to the record the payload brought (the whole state the
 * page reads, through the same fragment), and the page shows the new state without a refetch. A
 * typed error (no payload) leaves the store as it was.
 */
export function adoptOpenPlatform(store: RecordSourceSelectorProxy, rootField: string): void {
  const next = store.getRootField(rootField)?.getLinkedRecord('openPlatform');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (next && viewer) viewer.setLinkedRecord(next, 'openPlatform');
}
