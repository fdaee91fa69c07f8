// The market's tag catalogue (docs/catalogue.md "Tag values"). Ids are the catalogue's own values (rarity ids,
// categories) or slugs of its names (exteriors, weapons), each with its colour.
// Where the catalogue's own grouping differs: sniper rifles are rifles; the Zeus x27, keys and charms sit
// under "other"; agents are split by side; non-weapon grades take the colour of the weapon grade of
// the same tier (Base Grade and Stock as Consumer, High Grade as Mil-Spec, ...).

export type Label = { zh: string; en: string };
export type SubTypeTag = { id: string; label: Label };
export type TypeTag = { id: string; label: Label; subTypes: SubTypeTag[] };
export type ColouredTag = { id: string; label: Label; color: string };
export type RarityTag = ColouredTag & { group: 'weapon' | 'item' | 'agent' };

export const DEFAULT_ITEM_COLOR = '#666666';

const weapons: [type: string, id: string, en: string, zh: string][] = [
  ['knife', 'bayonet', 'Bayonet', '刺刀'],
  ['knife', 'bowie_knife', 'Bowie Knife', '鲍伊猎刀'],
  ['knife', 'butterfly_knife', 'Butterfly Knife', '蝴蝶刀'],
  ['knife', 'classic_knife', 'Classic Knife', '海豹短刀'],
  ['knife', 'falchion_knife', 'Falchion Knife', '弯刀'],
  ['knife', 'flip_knife', 'Flip Knife', '折叠刀'],
  ['knife', 'gut_knife', 'Gut Knife', '穿肠刀'],
  ['knife', 'huntsman_knife', 'Huntsman Knife', '猎杀者匕首'],
  ['knife', 'karambit', 'Karambit', '爪子刀'],
  ['knife', 'kukri_knife', 'Kukri Knife', '廓尔喀刀'],
  ['knife', 'm9_bayonet', 'M9 Bayonet', 'M9 刺刀'],
  ['knife', 'navaja_knife', 'Navaja Knife', '折刀'],
  ['knife', 'nomad_knife', 'Nomad Knife', '流浪者匕首'],
  ['knife', 'paracord_knife', 'Paracord Knife', '系绳匕首'],
  ['knife', 'shadow_daggers', 'Shadow Daggers', '暗影双匕'],
  ['knife', 'skeleton_knife', 'Skeleton Knife', '骷髅匕首'],
  ['knife', 'stiletto_knife', 'Stiletto Knife', '短剑'],
  ['knife', 'survival_knife', 'Survival Knife', '求生匕首'],
  ['knife', 'talon_knife', 'Talon Knife', '锯齿爪刀'],
  ['knife', 'ursus_knife', 'Ursus Knife', '熊刀'],
  ['gloves', 'bloodhound_gloves', 'Bloodhound Gloves', '血猎手套'],
  ['gloves', 'broken_fang_gloves', 'Broken Fang Gloves', '狂牙手套'],
  ['gloves', 'driver_gloves', 'Driver Gloves', '驾驶手套'],
  ['gloves', 'hand_wraps', 'Hand Wraps', '裹手'],
  ['gloves', 'hydra_gloves', 'Hydra Gloves', '九头蛇手套'],
  ['gloves', 'moto_gloves', 'Moto Gloves', '摩托手套'],
  ['gloves', 'specialist_gloves', 'Specialist Gloves', '专业手套'],
  ['gloves', 'sport_gloves', 'Sport Gloves', '运动手套'],
  ['rifle', 'ak_47', 'AK-47', 'AK-47'],
  ['rifle', 'aug', 'AUG', 'AUG'],
  ['rifle', 'famas', 'FAMAS', '法玛斯'],
  ['rifle', 'galil_ar', 'Galil AR', '加利尔AR'],
  ['rifle', 'm4a1_s', 'M4A1-S', 'M4A1消音版'],
  ['rifle', 'm4a4', 'M4A4', 'M4A4'],
  ['rifle', 'sg_553', 'SG 553', 'SG 553'],
  ['rifle', 'awp', 'AWP', 'AWP'],
  ['rifle', 'g3sg1', 'G3SG1', 'G3SG1'],
  ['rifle', 'scar_20', 'SCAR-20', 'SCAR-20'],
  ['rifle', 'ssg_08', 'SSG 08', 'SSG 08'],
  ['pistol', 'cz75_auto', 'CZ75-Auto', 'CZ75自动型'],
  ['pistol', 'desert_eagle', 'Desert Eagle', '沙漠之鹰'],
  ['pistol', 'dual_berettas', 'Dual Berettas', '双持贝瑞塔'],
  ['pistol', 'five_seven', 'Five-SeveN', 'FN57'],
  ['pistol', 'glock_18', 'Glock-18', '格洛克18型'],
  ['pistol', 'p2000', 'P2000', 'P2000'],
  ['pistol', 'p250', 'P250', 'P250'],
  ['pistol', 'r8_revolver', 'R8 Revolver', 'R8左轮手枪'],
  ['pistol', 'tec_9', 'Tec-9', 'Tec-9'],
  ['pistol', 'usp_s', 'USP-S', 'USP消音版'],
  ['smg', 'mac_10', 'MAC-10', 'MAC-10'],
  ['smg', 'mp5_sd', 'MP5-SD', 'MP5-SD'],
  ['smg', 'mp7', 'MP7', 'MP7'],
  ['smg', 'mp9', 'MP9', 'MP9'],
  ['smg', 'p90', 'P90', 'P90'],
  ['smg', 'pp_bizon', 'PP-Bizon', 'PP-野牛'],
  ['smg', 'ump_45', 'UMP-45', 'UMP-45'],
  ['shotgun', 'mag_7', 'MAG-7', 'MAG-7'],
  ['shotgun', 'nova', 'Nova', '新星'],
  ['shotgun', 'sawed_off', 'Sawed-Off', '截短霰弹枪'],
  ['shotgun', 'xm1014', 'XM1014', 'XM1014'],
  ['machinegun', 'm249', 'M249', 'M249'],
  ['machinegun', 'negev', 'Negev', '内格夫'],
];

const otherSubTypes: SubTypeTag[] = [
  { id: 'case', label: { zh: '武器箱', en: 'Cases' } },
  { id: 'music_kit', label: { zh: '音乐盒', en: 'Music kits' } },
  { id: 'tool', label: { zh: '工具', en: 'Tools' } },
  { id: 'graffiti', label: { zh: '涂鸦', en: 'Graffiti' } },
  { id: 'pass', label: { zh: '通行证', en: 'Passes' } },
  { id: 'collectible', label: { zh: '收藏品', en: 'Collectibles' } },
  { id: 'patch', label: { zh: '布章', en: 'Patches' } },
  { id: 'gift', label: { zh: '礼物', en: 'Gifts' } },
  { id: 'name_tag', label: { zh: '名称标签', en: 'Name tags' } },
  { id: 'key', label: { zh: '钥匙', en: 'Keys' } },
  { id: 'charm', label: { zh: '挂件', en: 'Charms' } },
  { id: 'zeus_x27', label: { zh: '宙斯x27电击枪', en: 'Zeus x27' } },
];

const typeLabels: [id: string, zh: string, en: string][] = [
  ['knife', '匕首', 'Knives'],
  ['gloves', '手套', 'Gloves'],
  ['rifle', '步枪', 'Rifles'],
  ['pistol', '手枪', 'Pistols'],
  ['smg', '微型冲锋枪', 'SMGs'],
  ['shotgun', '霰弹枪', 'Shotguns'],
  ['machinegun', '机枪', 'Machine guns'],
  ['sticker', '印花', 'Stickers'],
  ['other', '其他', 'Other'],
  ['agent', '探员', 'Agents'],
];

export const TYPE_TAGS: TypeTag[] = typeLabels.map(([id, zh, en]) => ({
  id,
  label: { zh, en },
  subTypes:
    id === 'other'
      ? otherSubTypes
      : id === 'agent'
        ? [
            { id: 'terrorist', label: { zh: '恐怖分子', en: 'Terrorists' } },
            { id: 'counter_terrorist', label: { zh: '反恐精英', en: 'Counter-Terrorists' } },
          ]
        : weapons.filter(([type]) => type === id).map(([, subId, en, zh]) => ({ id: subId, label: { zh, en } })),
}));

export const RARITY_TAGS: RarityTag[] = [
  { id: 'rarity_contraband_weapon', label: { zh: '违禁', en: 'Contraband' }, color: '#E4AE39', group: 'weapon' },
  { id: 'rarity_ancient_weapon', label: { zh: '隐秘', en: 'Covert' }, color: '#EB4B4B', group: 'weapon' },
  { id: 'rarity_legendary_weapon', label: { zh: '保密', en: 'Classified' }, color: '#D32CE6', group: 'weapon' },
  { id: 'rarity_mythical_weapon', label: { zh: '受限', en: 'Restricted' }, color: '#8847FF', group: 'weapon' },
  { id: 'rarity_rare_weapon', label: { zh: '军规级', en: 'Mil-Spec Grade' }, color: '#4B69FF', group: 'weapon' },
  { id: 'rarity_uncommon_weapon', label: { zh: '工业级', en: 'Industrial Grade' }, color: '#5E98D9', group: 'weapon' },
  { id: 'rarity_common_weapon', label: { zh: '消费级', en: 'Consumer Grade' }, color: '#90ACCC', group: 'weapon' },
  { id: 'rarity_contraband', label: { zh: '违禁', en: 'Contraband' }, color: '#E4AE39', group: 'item' },
  { id: 'rarity_ancient', label: { zh: '非凡', en: 'Extraordinary' }, color: '#EB4B4B', group: 'item' },
  { id: 'rarity_legendary', label: { zh: '奇异', en: 'Exotic' }, color: '#D32CE6', group: 'item' },
  { id: 'rarity_mythical', label: { zh: '卓越', en: 'Remarkable' }, color: '#8847FF', group: 'item' },
  { id: 'rarity_rare', label: { zh: '高级', en: 'High Grade' }, color: '#4B69FF', group: 'item' },
  { id: 'rarity_common', label: { zh: '普通级', en: 'Base Grade' }, color: '#90ACCC', group: 'item' },
  { id: 'rarity_default', label: { zh: '普通', en: 'Stock' }, color: '#90ACCC', group: 'item' },
  { id: 'rarity_ancient_character', label: { zh: '大师', en: 'Master' }, color: '#EB4B4B', group: 'agent' },
  { id: 'rarity_legendary_character', label: { zh: '非凡', en: 'Superior' }, color: '#D32CE6', group: 'agent' },
  { id: 'rarity_mythical_character', label: { zh: '卓越', en: 'Exceptional' }, color: '#8847FF', group: 'agent' },
  { id: 'rarity_rare_character', label: { zh: '高级', en: 'Distinguished' }, color: '#4B69FF', group: 'agent' },
];

export const QUALITY_TAGS: ColouredTag[] = [
  { id: 'normal', label: { zh: '普通', en: 'Normal' }, color: '#888888' },
  { id: 'stattrak', label: { zh: 'StatTrak™', en: 'StatTrak™' }, color: '#CF6A32' },
  { id: 'souvenir', label: { zh: '纪念品', en: 'Souvenir' }, color: '#FFB100' },
  { id: 'star', label: { zh: '★', en: '★' }, color: '#8650AC' },
  { id: 'star_stattrak', label: { zh: '★ StatTrak™', en: '★ StatTrak™' }, color: '#8650AC' },
];

export const EXTERIOR_TAGS: ColouredTag[] = [
  { id: 'factory_new', label: { zh: '崭新出厂', en: 'Factory New' }, color: '#228149' },
  { id: 'minimal_wear', label: { zh: '略有磨损', en: 'Minimal Wear' }, color: '#64B02B' },
  { id: 'field_tested', label: { zh: '久经沙场', en: 'Field-Tested' }, color: '#EFAD4D' },
  { id: 'well_worn', label: { zh: '破损不堪', en: 'Well-Worn' }, color: '#B7625F' },
  { id: 'battle_scarred', label: { zh: '战痕累累', en: 'Battle-Scarred' }, color: '#993A38' },
  { id: 'not_painted', label: { zh: '无涂装', en: 'Not Painted' }, color: '#888888' },
];

const byId = <T extends { id: string }>(tags: T[]) => new Map(tags.map((tag) => [tag.id, tag]));
export const rarityById = byId(RARITY_TAGS);
export const qualityById = byId(QUALITY_TAGS);
export const exteriorById = byId(EXTERIOR_TAGS);
export const typeById = byId(TYPE_TAGS);

export function rarityColor(rarity: string | null | undefined): string {
  return (rarity && rarityById.get(rarity)?.color) || DEFAULT_ITEM_COLOR;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Maps a catalogue record's `type` (and weapon) to the market's type and sub-type. */
export function classify(catalogType: string, weapon?: string | null, team?: string | null): { tagType: string; subType: string | null } {
  switch (catalogType) {
    case 'knife':
    case 'gloves':
    case 'rifle':
    case 'pistol':
    case 'smg':
    case 'shotgun':
    case 'machinegun':
      return { tagType: catalogType, subType: weapon ? slugify(weapon) : null };
    case 'sniper_rifle':
      return { tagType: 'rifle', subType: weapon ? slugify(weapon) : null };
    case 'equipment':
      return { tagType: 'other', subType: 'zeus_x27' };
    case 'sticker':
      return { tagType: 'sticker', subType: null };
    case 'agent':
      return { tagType: 'agent', subType: team === 'Counter-Terrorist' ? 'counter_terrorist' : 'terrorist' };
    default:
      return { tagType: 'other', subType: catalogType };
  }
}
