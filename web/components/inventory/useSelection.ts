import { useCallback, useMemo, useState } from 'react';
import { useOnValueChange } from '../useOnValueChange.ts';
import type { SelectEntry, Selection, SellPurpose } from './selling.ts';

/**
 * The selected assets of a page, by id, with what the sell dialogs need about each. A new
 * `gridKey` (another filter, tab or sort: another grid) starts the selection over.
 */
export function useSelection(purpose: SellPurpose, gridKey = ''): { selection: Selection; selected: SelectEntry[]; clear: () => void } {
  const [entries, setEntries] = useState<Map<string, SelectEntry>>(() => new Map());
  useOnValueChange(gridKey, () => setEntries(new Map()));
  const toggle = useCallback((list: SelectEntry[], on: boolean) => {
    setEntries((current) => {
      const next = new Map(current);
      for (const entry of list) {
        if (on) next.set(entry.id, entry);
        else next.delete(entry.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setEntries(new Map()), []);
  const selection = useMemo<Selection>(() => ({ purpose, isSelected: (id) => entries.has(id), toggle }), [purpose, entries, toggle]);
  const selected = useMemo(() => [...entries.values()], [entries]);
  return { selection, selected, clear };
}
