// Pictograms shown in place of a missing item image, one per item type of the catalogue (docs/catalogue.md
// "Tag values": the tagType, and for "other" its sub-type), drawn in a 64 × 64 box with currentColor.

export const PICTOGRAM_KINDS = [
  'knife',
  'gloves',
  'rifle',
  'pistol',
  'smg',
  'shotgun',
  'machinegun',
  'sticker',
  'case',
  'music_kit',
  'tool',
  'graffiti',
  'pass',
  'collectible',
  'patch',
  'gift',
  'name_tag',
  'agent',
  'key',
  'other',
] as const;
export type PictogramKind = (typeof PICTOGRAM_KINDS)[number];

/** One filled path per kind (even-odd fill, so inner shapes are holes). */
export const PICTOGRAMS: Record<PictogramKind, string> = {
  knife: 'M10 50 L44 16 C49 11 56 10 58 12 C56 20 50 28 44 32 L22 46 Z M8 52 l4 -4 l6 6 l-4 4 z M13 47 l3 -3 l6 6 l-3 3 z',
  gloves: 'M18 58 V30 C18 26 24 26 24 30 V18 C24 14 30 14 30 18 V14 C30 10 36 10 36 14 V18 C36 14 42 14 42 18 V30 L46 24 C49 20 54 23 52 27 L44 44 V58 Z',
  rifle: 'M2 28 H46 V24 H62 V30 H50 L48 34 H34 L30 44 H22 L24 34 H14 L10 40 H2 Z M36 26 h6 v-4 h-6 z',
  pistol: 'M6 30h30l4-6h14l4 4v4h-6l-2 4H40l-4 8h-8l2-6h-6l-4 10H10l4-12H6z M44 26v4h6v-4z',
  smg: 'M4 26 H52 V22 H58 V32 H48 L46 36 H36 L34 50 H26 L28 36 H20 L16 44 H8 L12 34 H4 Z',
  shotgun: 'M2 28 H62 V33 H40 V37 H24 V33 H16 L10 42 H2 L6 33 H2 Z M26 25 h12 v3 h-12 z',
  machinegun: 'M2 26 H58 V32 H46 L44 36 H36 V46 H24 V36 H16 L12 44 H4 L8 34 H2 Z M50 32 l6 16 h-3 l-6 -14 z M44 32 l-4 16 h3 l4 -14 z',
  sticker: 'M10 10 H54 V38 L38 54 H10 Z M38 54 V40 C38 39 39 38 40 38 H54 Z',
  case: 'M6 22 H58 V52 H6 Z M24 22 V14 H40 V22 H36 V18 H28 V22 Z M6 34 H58 V37 H6 Z M28 32 H36 V40 H28 Z',
  music_kit: 'M24 14 L54 8 V42 A8 7 0 1 1 48 35 V18 L30 22 V48 A8 7 0 1 1 24 41 Z',
  tool: 'M40 6 A14 14 0 0 0 30 30 L8 52 L14 58 L36 36 A14 14 0 0 0 58 22 L48 28 L40 22 L38 12 Z',
  graffiti: 'M20 22 H40 V58 H20 Z M24 12 H36 V22 H24 Z M28 6 H32 V12 H28 Z M44 10 a2 2 0 1 0 0.1 0 z M50 16 a2 2 0 1 0 0.1 0 z M46 20 a2 2 0 1 0 0.1 0 z',
  pass: 'M4 18 H60 V28 A4 4 0 0 0 60 36 V46 H4 V36 A4 4 0 0 0 4 28 Z M40 18 V46 H42 V18 Z',
  collectible: 'M22 4 H42 L38 26 H26 Z M32 24 A16 16 0 1 1 31.9 24 Z M32 32 L35 38 L42 39 L37 44 L38 51 L32 48 L26 51 L27 44 L22 39 L29 38 Z',
  patch: 'M32 4 L56 12 V32 C56 46 44 56 32 60 C20 56 8 46 8 32 V12 Z M32 14 L46 19 V32 C46 40 40 46 32 50 C24 46 18 40 18 32 V19 Z',
  gift: 'M8 24 H56 V34 H8 Z M12 34 H52 V58 H12 Z M29 24 H35 V58 H29 Z M32 24 C26 12 14 14 18 22 Z M32 24 C38 12 50 14 46 22 Z',
  name_tag: 'M4 20 H44 L60 32 L44 44 H4 Z M46 30 a3 3 0 1 0 0.1 0 z M10 28 H36 V31 H10 Z M10 34 H30 V37 H10 Z',
  agent: 'M32 6 A10 10 0 1 1 31.9 6 Z M12 58 C12 40 20 30 32 30 C44 30 52 40 52 58 Z',
  key: 'M18 8 A14 14 0 1 1 17.9 8 Z M18 16 A6 6 0 1 0 18.1 16 Z M28 30 L56 58 L50 62 L46 58 L50 54 L46 50 L42 54 L24 34 Z',
  other: 'M10 10 H54 V54 H10 Z M18 18 V46 H46 V18 Z M28 26 H36 V38 H28 Z',
};

const SUB_TYPE_KINDS: Record<string, PictogramKind> = {
  case: 'case',
  music_kit: 'music_kit',
  tool: 'tool',
  graffiti: 'graffiti',
  pass: 'pass',
  collectible: 'collectible',
  patch: 'patch',
  gift: 'gift',
  name_tag: 'name_tag',
  key: 'key',
};

/** The pictogram of an item from its catalogue type id (tagType) and sub-type id; 'other' when unknown. */
export function pictogramKind(typeId: string | null | undefined, subTypeId?: string | null): PictogramKind {
  if (typeId === 'other') return (subTypeId && SUB_TYPE_KINDS[subTypeId]) || 'other';
  return (PICTOGRAM_KINDS as readonly string[]).includes(typeId ?? '') ? (typeId as PictogramKind) : 'other';
}
