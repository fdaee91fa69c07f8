// Inventories of simulated accounts made of real catalogue items (item_templates): weapon skins
// with floats inside their finish's range and their exterior's band, paint seeds 0–1000, stickers
// from the catalogue on some weapons, cases, stickers, agents, and a few knives or gloves. Every
// choice comes from a PRNG seeded by the caller, so one seed and one catalogue give one inventory.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../../db/generated/prisma/client.ts';
import type { AssetSticker, Cs2ContextId } from '../port.ts';
import { EXTERIOR_BANDS } from '../../../../lib/wear.ts';

export { EXTERIOR_BANDS };

/** What an asset is made of before it gets an id and an owner. */
export type AssetDraft = {
  marketHashName: string;
  contextId: Cs2ContextId;
  tradable: boolean;
  tradableAfter: Date | null;
  marketable: boolean;
  floatValue: number | null;
  paintSeed: number | null;
  paintIndex: number | null;
  stickers: AssetSticker[];
};

export type CatalogueTemplate = {
  hashName: string;
  catalogId: string;
  tagType: string;
  exterior: string | null;
  minFloat: number | null;
  maxFloat: number | null;
};

const DAY_MS = 86_400_000;
const WEAPON_TYPES = ['rifle', 'pistol', 'smg', 'shotgun', 'machinegun'];

/** A small deterministic PRNG (mulberry32 over a SHA-256 of the seed). */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    this.state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  }

  integer(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

/** The wear range an asset of this template may have, or null when it has no wear. */
export function floatRange(template: Pick<CatalogueTemplate, 'exterior' | 'minFloat' | 'maxFloat'>): [number, number] | null {
  if (template.minFloat === null || template.maxFloat === null || !template.exterior) return null;
  const band = EXTERIOR_BANDS[template.exterior];
  if (!band) return null;
  const low = Math.max(band[0], template.minFloat);
  const high = Math.min(band[1], template.maxFloat);
  return low < high ? [low, high] : [template.minFloat, template.maxFloat];
}

/** Steam's paint index of a skin ("skin-<weapon>-<paint>" in the catalogue), or null. */
export function paintIndexOf(template: Pick<CatalogueTemplate, 'catalogId'>): number | null {
  const match = /^skin-\d+-(\d+)$/.exec(template.catalogId);
  const index = match ? Number(match[1]) : 0;
  return index > 0 ? index : null;
}

/** A draft of `template`, with wear, seed and stickers drawn from `random`. */
export function draftFor(template: CatalogueTemplate, random: SeededRandom, stickerPool: readonly CatalogueTemplate[] = []): AssetDraft {
  const range = floatRange(template);
  let floatValue: number | null = null;
  if (range) {
    const value = Math.fround(range[0] + random.next() * (range[1] - range[0]));
    floatValue = value >= range[0] && value < range[1] ? value : range[0];
  }
  const stickers: AssetSticker[] = [];
  if (WEAPON_TYPES.includes(template.tagType) && stickerPool.length > 0 && random.chance(0.3)) {
    const count = random.integer(1, 4);
    for (let slot = 0; slot < count; slot++) {
      const sticker = random.pick(stickerPool);
      stickers.push({
        slot,
        stickerId: Number(/(\d+)$/.exec(sticker.catalogId)?.[1] ?? 0),
        name: sticker.hashName.replace(/^Sticker \| /, ''),
        wear: random.chance(0.6) ? null : Math.round(random.next() * 60) / 100,
      });
    }
  }
  return {
    marketHashName: template.hashName,
    contextId: '2',
    tradable: true,
    tradableAfter: null,
    marketable: true,
    floatValue,
    paintSeed: range ? random.integer(0, 1000) : null,
    paintIndex: range ? paintIndexOf(template) : null,
    stickers,
  };
}

type Pool = { name: string; where: string; share: number };

// Shares of an inventory; the rest of the draw falls on weapon skins.
const POOLS: Pool[] = [
  { name: 'weapon', where: `tag_type IN ('rifle','pistol','smg','shotgun','machinegun') AND min_float IS NOT NULL AND exterior <> 'not_painted'`, share: 0.58 },
  { name: 'knife_glove', where: `tag_type IN ('knife','gloves') AND min_float IS NOT NULL AND exterior <> 'not_painted'`, share: 0.05 },
  { name: 'sticker', where: `tag_type = 'sticker' AND hash_name LIKE 'Sticker | %'`, share: 0.15 },
  { name: 'case', where: `tag_type = 'other' AND hash_name LIKE '% Case'`, share: 0.14 },
  { name: 'agent', where: `tag_type = 'agent'`, share: 0.08 },
];

type TemplateRow = {
  hash_name: string;
  catalog_id: string;
  tag_type: string;
  exterior: string | null;
  min_float: number | null;
  max_float: number | null;
};

const toTemplate = (row: TemplateRow): CatalogueTemplate => ({
  hashName: row.hash_name,
  catalogId: row.catalog_id,
  tagType: row.tag_type,
  exterior: row.exterior,
  minFloat: row.min_float,
  maxFloat: row.max_float,
});

const TEMPLATE_COLUMNS = 'hash_name, catalog_id, tag_type, exterior, min_float, max_float';

/** The `positions`-th rows (0-based, by hash name) of the templates matching `where`. */
async function templatesAt(prisma: PrismaClient, where: string, positions: number[]): Promise<CatalogueTemplate[]> {
  if (positions.length === 0) return [];
  const rows = await prisma.$queryRawUnsafe<(TemplateRow & { position: number })[]>(
    `SELECT * FROM (SELECT ${TEMPLATE_COLUMNS}, (row_number() OVER (ORDER BY hash_name) - 1)::int AS position
       FROM item_templates WHERE ${where}) ranked
     WHERE position IN (${positions.map((position) => Math.floor(position)).join(',')})`,
  );
  const byPosition = new Map(rows.map((row) => [row.position, toTemplate(row)]));
  return positions.map((position) => byPosition.get(position)).filter((template): template is CatalogueTemplate => !!template);
}

async function poolSize(prisma: PrismaClient, where: string): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM item_templates WHERE ${where}`);
  return row.count;
}

export async function templatesByHashName(prisma: PrismaClient, hashNames: string[]): Promise<Map<string, CatalogueTemplate>> {
  if (hashNames.length === 0) return new Map();
  const rows = await prisma.itemTemplate.findMany({
    where: { hashName: { in: hashNames } },
    select: { hashName: true, catalogId: true, tagType: true, exterior: true, minFloat: true, maxFloat: true },
  });
  return new Map(rows.map((row) => [row.hashName, row]));
}

export type InventoryPlan = {
  seed: string;
  size: number;
  now: Date;
  /** hash names to include first (they count towards `size`) */
  include?: string[];
};

/**
 * Drafts an inventory of `size` catalogue items. About a tenth is in trade cooldown (context 16,
 * tradable after 1–7 days) and about a twentieth can never be traded; with 10 items or more at least
 * one of each. Fails when the catalogue is empty.
 */
export async function draftInventory(prisma: PrismaClient, plan: InventoryPlan): Promise<AssetDraft[]> {
  const random = new SeededRandom(`sim-inventory:${plan.seed}`);
  const sizes = await Promise.all(POOLS.map((pool) => poolSize(prisma, pool.where)));
  const stickerPoolIndex = POOLS.findIndex((pool) => pool.name === 'sticker');
  const stickerPool = await templatesAt(
    prisma,
    POOLS[stickerPoolIndex].where,
    Array.from({ length: Math.min(24, sizes[stickerPoolIndex]) }, () => random.integer(0, sizes[stickerPoolIndex] - 1)),
  );

  const included = [...(await templatesByHashName(prisma, plan.include ?? [])).values()];
  const remaining = Math.max(0, plan.size - included.length);
  const positionsByPool: number[][] = POOLS.map(() => []);
  for (let index = 0; index < remaining; index++) {
    let roll = random.next();
    let poolIndex = 0;
    for (; poolIndex < POOLS.length - 1; poolIndex++) {
      if (roll < POOLS[poolIndex].share) break;
      roll -= POOLS[poolIndex].share;
    }
    if (sizes[poolIndex] === 0) poolIndex = sizes.findIndex((size) => size > 0);
    if (poolIndex < 0) throw new Error('The catalogue is empty: import it before creating simulated inventories');
    positionsByPool[poolIndex].push(random.integer(0, sizes[poolIndex] - 1));
  }
  const drawn = (await Promise.all(POOLS.map((pool, index) => templatesAt(prisma, pool.where, positionsByPool[index])))).flat();
  const drafts = [...included, ...drawn].map((template) => draftFor(template, random, stickerPool));

  if (drafts.length >= 10) {
    const cooldown = Math.max(1, Math.round(drafts.length * 0.1));
    const neverTradable = Math.max(1, Math.round(drafts.length * 0.05));
    // the included items (the ones a caller asked for by name) stay tradable when there is room
    const firstRestricted = drafts.length - included.length >= cooldown + neverTradable ? included.length : 0;
    const candidates = drafts.slice(firstRestricted);
    for (let index = 0; index < cooldown + neverTradable; index++) {
      const draft = candidates[Math.floor(((index + random.next()) * candidates.length) / (cooldown + neverTradable))];
      if (index < cooldown) {
        draft.contextId = '16';
        draft.tradableAfter = new Date(plan.now.getTime() + random.integer(1, 7) * DAY_MS - random.integer(0, 23) * 3_600_000);
      } else {
        draft.tradable = false;
        draft.marketable = false;
      }
    }
  }
  return drafts;
}

/** Steam-like class and instance ids: one class per hash name, one instance per sticker set. */
export function classAndInstanceIds(draft: Pick<AssetDraft, 'marketHashName' | 'stickers'>): { classId: string; instanceId: string } {
  const classId = String(createHash('sha1').update(draft.marketHashName).digest().readUInt32BE(0) + 100_000_000);
  const instanceId =
    draft.stickers.length === 0 ? '0' : String(createHash('sha1').update(JSON.stringify(draft.stickers)).digest().readUInt32BE(0) + 100_000_000);
  return { classId, instanceId };
}
