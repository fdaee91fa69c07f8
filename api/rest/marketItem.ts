// The market item as every /web/* answer gives it, for the market's lists and
// the item page as for the market information's risers and fallers.
import type { Prisma } from '../db/generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { marketItemSelect } from '../modules/market/market.service.ts';
import { exteriorById, qualityById, rarityById, rarityColor, typeById } from '../modules/catalog/catalog.service.ts';

// what a market page selects (one statement a page) is what a REST item reads, and one
// list of columns serves both
export const restItemSelect = marketItemSelect;

export type RestItemRow = Prisma.ItemTemplateGetPayload<{ select: typeof restItemSelect }>;

type TagOut = { id: string; name: string; color: string | null } | null;

function tagOut(tag: { id: string; label: { zh: string; en: string }; color?: string } | undefined, language: Language): TagOut {
  return tag ? { id: tag.id, name: tag.label[language], color: tag.color ?? null } : null;
}

/** The REST market item: iconUrl, itemName, hashName, price, quantity and the tag fields (money in cents). */
export function toRestItem(row: RestItemRow, language: Language) {
  const type = typeById.get(row.tagType);
  return {
    id: row.id,
    iconUrl: row.iconUrl,
    itemName: language === 'en' ? row.nameEn : row.nameZh,
    hashName: row.hashName,
    price: row.stats?.lowestPriceCents ?? null,
    quantity: row.stats?.quantity ?? 0,
    sellCount: row.stats?.salesCount ?? 0,
    autoDeliveryQuantity: row.stats?.autoDeliveryQuantity ?? 0,
    referencePrice: row.referencePriceCents,
    buyOrderPrice: row.buyOrderStats?.topPriceCents ?? null,
    buyOrderQuantity: row.buyOrderStats?.quantity ?? 0,
    rarityColor: rarityColor(row.rarity),
    tagRarity: tagOut(row.rarity ? rarityById.get(row.rarity) : undefined, language),
    tagQuality: tagOut(qualityById.get(row.quality), language),
    tagExterior: tagOut(row.exterior ? exteriorById.get(row.exterior) : undefined, language),
    tagItemSet: row.collection ? { id: row.collection.id, name: language === 'en' ? row.collection.nameEn : row.collection.nameZh, color: null } : null,
    tagType: tagOut(type, language),
    type: tagOut(
      type?.subTypes.find((sub) => sub.id === row.subType),
      language,
    ),
  };
}
