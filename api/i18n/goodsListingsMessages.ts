// Server texts of the item page's listings (api/modules/listing/listingFilter.ts): the refusals of
// the float range, paint seed, sticker and sort of an item's listings.

export const goodsListingsZh = {
  'goodsListings.floatRange': '{field}必须在 0 到 1 之间',
  'goodsListings.floatOrder': '最小磨损不能大于最大磨损',
  'goodsListings.notANumber': '{field}必须是数字',
  'goodsListings.paintSeedRange': '图案模板必须是 0 到 {max} 之间的整数',
  'goodsListings.stickerTooLong': '印花名称不能超过 {max} 个字符',
  'goodsListings.sortInvalid': '排序方式无效，可选值为 price_asc、price_desc、float_asc、float_desc',
  'goodsListings.forwardOnly': '在售列表只能向后翻页（first 与 after）',
  'goodsListings.field.floatMin': '最小磨损',
  'goodsListings.field.floatMax': '最大磨损',
  'goodsListings.field.paintSeed': '图案模板',
  'goodsListings.field.sticker': '印花',
} as const;

export const goodsListingsEn: Record<keyof typeof goodsListingsZh, string> = {
  'goodsListings.floatRange': '{field} must be between 0 and 1',
  'goodsListings.floatOrder': 'The minimum float cannot be above the maximum float',
  'goodsListings.notANumber': '{field} must be a number',
  'goodsListings.paintSeedRange': 'The paint seed must be a whole number from 0 to {max}',
  'goodsListings.stickerTooLong': 'A sticker name has at most {max} characters',
  'goodsListings.sortInvalid': 'Unknown sort; use price_asc, price_desc, float_asc or float_desc',
  'goodsListings.forwardOnly': 'Listings page forward only (first and after)',
  'goodsListings.field.floatMin': 'Minimum float',
  'goodsListings.field.floatMax': 'Maximum float',
  'goodsListings.field.paintSeed': 'Paint seed',
  'goodsListings.field.sticker': 'Sticker',
};
