// Reference prices for the catalogue, which carries none. Deterministic and plausible rather than
// real: each item draws from a price band chosen by its kind, rarity, quality and exterior, with a
// PRNG seeded by its name. The bands follow the shape of the CS2 market in yuan: knives and gloves
// cost thousands, covert and classified skins tens to thousands, mil-spec and below cents to tens,
// cases up to tens, keys about 17, graffiti cents.
import { MAX_PRICE_CENTS } from '../../lib/money.ts';
import { createRandom } from './random.ts';

type Band = readonly [lowYuan: number, highYuan: number];

export type PriceSubject =
  | {
      kind: 'skin';
      hashName: string;
      /** "AK-47 | Redline": all variants of one finish share a base price, so their order is coherent. */
      finish: string;
      tagType: string;
      rarity: string | null;
      quality: string;
      exterior: string | null;
    }
  | { kind: 'sticker'; hashName: string; rarity: string | null; event: string | null }
  | { kind: 'sticker_slab'; hashName: string; rarity: string | null; stickerCents: number | null }
  | { kind: 'charm'; hashName: string; rarity: string | null; souvenir: boolean }
  | { kind: 'case'; hashName: string; containerType: string }
  | { kind: 'music_kit'; hashName: string; quality: string }
  | {
      kind: 'agent' | 'graffiti' | 'patch' | 'collectible' | 'pass' | 'key' | 'tool' | 'name_tag' | 'gift';
      hashName: string;
      rarity: string | null;
    };

const SKIN_FINISH_BANDS: Record<string, Band> = {
  rarity_common_weapon: [0.05, 1.5],
  rarity_uncommon_weapon: [0.08, 4],
  rarity_rare_weapon: [0.2, 25],
  rarity_mythical_weapon: [1.5, 120],
  rarity_legendary_weapon: [10, 600],
  rarity_ancient_weapon: [40, 2_500],
  rarity_contraband_weapon: [15_000, 30_000],
};
const KNIFE_BAND: Band = [700, 9_000];
const VANILLA_KNIFE_BAND: Band = [900, 4_000];
const GLOVES_BAND: Band = [800, 12_000];

const STICKER_BANDS: Record<string, Band> = {
  rarity_default: [0.5, 8],
  rarity_rare: [0.08, 2],
  rarity_mythical: [0.3, 12],
  rarity_legendary: [1.5, 60],
  rarity_ancient: [8, 300],
  rarity_contraband: [3_000, 6_000],
};
const STICKER_FINISH_FACTORS: [pattern: RegExp, factor: number][] = [
  [/\(Gold\)/, 2],
  [/\(Foil\)|\(Holo-Foil\)/, 1.4],
  [/\(Lenticular\)/, 1.3],
  [/\(Holo\)/, 1.2],
  [/\(Glitter\)/, 1.1],
];
const FIRST_STICKER_YEAR = 2013;
const LATEST_STICKER_YEAR = 2025;

const CHARM_BANDS: Record<string, Band> = {
  rarity_rare: [1, 8],
  rarity_mythical: [3, 25],
  rarity_legendary: [10, 80],
  rarity_ancient: [40, 400],
};
const SOUVENIR_CHARM_BAND: Band = [0.5, 20];

const CASE_BANDS: Record<string, Band> = {
  weapon_case: [1, 50],
  sticker_capsule: [0.5, 20],
  autograph_capsule: [1, 25],
  souvenir_package: [3, 300],
  graffiti_box: [0.5, 5],
  music_kit_box: [15, 60],
  patch_pack: [2, 15],
  pin_capsule: [20, 150],
};

const RARITY_BANDS_BY_KIND: Record<string, Record<string, Band>> = {
  agent: {
    rarity_rare_character: [3, 15],
    rarity_mythical_character: [8, 50],
    rarity_legendary_character: [25, 180],
    rarity_ancient_character: [80, 700],
  },
  graffiti: {
    rarity_default: [0.03, 0.5],
    rarity_common: [0.03, 0.3],
    rarity_rare: [0.05, 0.6],
    rarity_mythical: [0.1, 1.5],
    rarity_legendary: [0.3, 4],
  },
  patch: { rarity_rare: [0.5, 6], rarity_mythical: [1, 15], rarity_legendary: [4, 50] },
  collectible: {
    rarity_rare: [30, 90],
    rarity_mythical: [50, 150],
    rarity_legendary: [80, 300],
    rarity_ancient: [150, 800],
  },
};
const FIXED_KIND_BANDS: Record<string, Band> = {
  pass: [20, 120],
  key: [16, 18],
  name_tag: [14, 16],
  tool: [5, 20],
  gift: [2, 10],
};
const FALLBACK_BAND: Band = [1, 20];
/** The Steam market's smallest price, 0.03 yuan. */
const MIN_PRICE_CENTS = 3;

function toCents(yuan: number): number {
  return Math.min(MAX_PRICE_CENTS, Math.max(MIN_PRICE_CENTS, Math.round(yuan * 100)));
}

/** Base price of a finish at Field-Tested normal quality, with exterior and quality factors. */
function skinPriceYuan(subject: Extract<PriceSubject, { kind: 'skin' }>): number {
  const finish = createRandom(`finish:${subject.finish}`);
  const band =
    subject.tagType === 'knife'
      ? subject.exterior === 'not_painted'
        ? VANILLA_KNIFE_BAND
        : KNIFE_BAND
      : subject.tagType === 'gloves'
        ? GLOVES_BAND
        : (subject.rarity && SKIN_FINISH_BANDS[subject.rarity]) || SKIN_FINISH_BANDS.rarity_rare_weapon;
  const base = finish.logBetween(...band);

  const factoryNewPremium = finish.between(1.5, 3.5);
  const wellWornDiscount = finish.between(0.75, 0.95);
  const battleScarredDiscount = wellWornDiscount * finish.between(0.8, 1);
  const exteriorFactor: Record<string, number> = {
    factory_new: factoryNewPremium,
    minimal_wear: 1 + (factoryNewPremium - 1) * 0.4,
    field_tested: 1,
    well_worn: wellWornDiscount,
    battle_scarred: battleScarredDiscount,
  };
  const qualityFactor: Record<string, number> = {
    stattrak: finish.between(1.5, 3),
    souvenir: finish.logBetween(0.6, 12),
    star_stattrak: finish.between(1.15, 1.6),
  };
  const variantJitter = createRandom(subject.hashName).between(0.97, 1.03);
  return base * (subject.exterior ? (exteriorFactor[subject.exterior] ?? 1) : 1) * (qualityFactor[subject.quality] ?? 1) * variantJitter;
}

function stickerPriceYuan(subject: Extract<PriceSubject, { kind: 'sticker' }>): number {
  const random = createRandom(subject.hashName);
  const band = (subject.rarity && STICKER_BANDS[subject.rarity]) || STICKER_BANDS.rarity_rare;
  const finishFactor = STICKER_FINISH_FACTORS.find(([pattern]) => pattern.test(subject.hashName))?.[1] ?? 1;
  // Tournament and capsule stickers grow dearer with age: the older the event, the fewer remain.
  const year = Number(/\b(20[12]\d)\b/.exec(subject.event ?? '')?.[1]);
  const ageFactor = year >= FIRST_STICKER_YEAR ? Math.min(40, 1.25 ** Math.max(0, LATEST_STICKER_YEAR - 1 - year)) : 1;
  return random.logBetween(...band) * finishFactor * ageFactor;
}

export function referencePriceCents(subject: PriceSubject): number {
  const random = createRandom(subject.hashName);
  switch (subject.kind) {
    case 'skin':
      return toCents(skinPriceYuan(subject));
    case 'sticker':
      return toCents(stickerPriceYuan(subject));
    case 'sticker_slab': {
      const stickerYuan =
        subject.stickerCents !== null
          ? subject.stickerCents / 100
          : stickerPriceYuan({ kind: 'sticker', hashName: subject.hashName, rarity: subject.rarity, event: null });
      return toCents(stickerYuan * random.between(1.1, 1.5) + random.logBetween(0.5, 3));
    }
    case 'charm':
      return toCents(random.logBetween(...(subject.souvenir ? SOUVENIR_CHARM_BAND : (subject.rarity && CHARM_BANDS[subject.rarity]) || FALLBACK_BAND)));
    case 'case':
      return toCents(random.logBetween(...(CASE_BANDS[subject.containerType] ?? FALLBACK_BAND)));
    case 'music_kit':
      return toCents(random.logBetween(10, 45) * (subject.quality === 'stattrak' ? random.between(1.5, 2.5) : 1));
    default: {
      const band = FIXED_KIND_BANDS[subject.kind] ?? (subject.rarity && RARITY_BANDS_BY_KIND[subject.kind]?.[subject.rarity]) ?? FALLBACK_BAND;
      return toCents(random.logBetween(...band));
    }
  }
}
