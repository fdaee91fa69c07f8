// Float bands of the CS2 exteriors, as the catalogue and the demo market define them: an asset of an
// exterior has a float in [low, high).

export const EXTERIOR_BANDS: Readonly<Record<string, readonly [low: number, high: number]>> = {
  factory_new: [0, 0.07],
  minimal_wear: [0.07, 0.15],
  field_tested: [0.15, 0.38],
  well_worn: [0.38, 0.45],
  battle_scarred: [0.45, 1],
};

/**
 * The floats an asset of a catalogue item can have: its skin's range within its exterior's band;
 * null when the item has no float (stickers, agents, vanilla knives).
 */
export function floatRangeOf(item: { minFloat: number | null; maxFloat: number | null; exterior: string | null }): [number, number] | null {
  if (item.minFloat === null || item.maxFloat === null) return null;
  const band = item.exterior ? EXTERIOR_BANDS[item.exterior] : undefined;
  const low = Math.max(item.minFloat, band?.[0] ?? 0);
  const high = Math.min(item.maxFloat, band?.[1] ?? 1);
  return low < high ? [low, high] : null;
}
