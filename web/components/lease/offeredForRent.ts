import { createContext, useContext } from 'react';

/** The viewer's assets offered for rent now, by inventory item id (the inventory cards mark them 出租中). */
export const OfferedForRentContext = createContext<ReadonlySet<string>>(new Set());

export function useOfferedForRent(inventoryItemId: string): boolean {
  return useContext(OfferedForRentContext).has(inventoryItemId);
}
