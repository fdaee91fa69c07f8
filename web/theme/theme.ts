// The one theme of the web app: layout colours of the dark marketplace look and the item colours
// (rarity, quality, exterior: docs/catalogue.md "Tag values"), keyed by the catalogue's tag ids.

/** The background of an item without a rarity (docs/catalogue.md "Tag values"). */
export const DEFAULT_ITEM_COLOR = '#666666';

const rarityColors: Record<string, string> = {
  // weapon grades
  rarity_contraband_weapon: '#E4AE39',
  rarity_ancient_weapon: '#EB4B4B',
  rarity_legendary_weapon: '#D32CE6',
  rarity_mythical_weapon: '#8847FF',
  rarity_rare_weapon: '#4B69FF',
  rarity_uncommon_weapon: '#5E98D9',
  rarity_common_weapon: '#90ACCC',
  // other items (stickers, cases, ...): same colour as the weapon grade of the same tier
  rarity_contraband: '#E4AE39',
  rarity_ancient: '#EB4B4B',
  rarity_legendary: '#D32CE6',
  rarity_mythical: '#8847FF',
  rarity_rare: '#4B69FF',
  rarity_common: '#90ACCC',
  rarity_default: '#90ACCC',
  // agents
  rarity_ancient_character: '#EB4B4B',
  rarity_legendary_character: '#D32CE6',
  rarity_mythical_character: '#8847FF',
  rarity_rare_character: '#4B69FF',
};

const qualityColors: Record<string, string> = {
  normal: '#888888',
  stattrak: '#CF6A32',
  souvenir: '#FFB100',
  star: '#8650AC',
  star_stattrak: '#8650AC',
};

const exteriorColors: Record<string, string> = {
  factory_new: '#228149',
  minimal_wear: '#64B02B',
  field_tested: '#EFAD4D',
  well_worn: '#B7625F',
  battle_scarred: '#993A38',
  not_painted: '#888888',
};

/**
 * Tag chips (quality, exterior) sit on item pictures of any rarity colour: their text is white on a
 * dark translucent backing, and the tag's own colour marks the chip's border and dot. White on the
 * backing over the lightest rarity colour still has a WCAG contrast above 4.5 (tests/unit/chipContrast.test.ts).
 */
export const CHIP = { text: '#FFFFFF', backing: '#0C0E13', backingAlpha: 0.78 } as const;

/** Float ranges of the exteriors, for the wear bar. */
export const WEAR_RANGES: { exterior: string; from: number; to: number }[] = [
  { exterior: 'factory_new', from: 0, to: 0.07 },
  { exterior: 'minimal_wear', from: 0.07, to: 0.15 },
  { exterior: 'field_tested', from: 0.15, to: 0.38 },
  { exterior: 'well_worn', from: 0.38, to: 0.45 },
  { exterior: 'battle_scarred', from: 0.45, to: 1 },
];

/** A colour of the theme at an opacity: withAlpha('#f5a623', 0.16) is 'rgba(245, 166, 35, 0.16)'. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const background = '#0f1116';
const accent = '#f5a623';

export const theme = {
  colors: {
    background,
    surface: '#171a21',
    surfaceRaised: '#1f232d',
    surfaceHover: '#262b37',
    border: '#2b303c',
    text: '#e6e8ee',
    textMuted: '#9aa1b1',
    textFaint: '#6b7283',
    accent,
    accentText: '#15171c',
    link: '#6fb1ff',
    price: '#f5b942',
    rise: '#e5484d',
    fall: '#30a46c',
    danger: '#e5484d',
    success: '#30a46c',
    robot: '#30a46c',
    overlay: 'rgba(5, 6, 10, 0.72)',
    /** the sticky header: the page's background, a little translucent over its blur */
    headerBackground: withAlpha(background, 0.94),
    /** the count on a red badge (unread messages, notices, sales to deliver) */
    onDanger: '#ffffff',
    /** the knob of a switch */
    knob: '#ffffff',
    /** the fallback pictogram of an item without a picture, over its rarity colour */
    itemFallback: 'rgba(255, 255, 255, 0.55)',
    /** black veils over pictures and surfaces: a chip's backing, a rank badge, the wear marker's outline */
    shade: { light: 'rgba(0, 0, 0, 0.2)', medium: 'rgba(0, 0, 0, 0.55)', strong: 'rgba(0, 0, 0, 0.6)' },
    /** a QR code is black on white, whatever the theme */
    qr: { background: '#ffffff', foreground: '#000000' },
  },
  /** the tag chips' text and backing (CHIP above), also the quantity badge on an inventory picture */
  chip: { text: CHIP.text, background: withAlpha(CHIP.backing, CHIP.backingAlpha) },
  gradients: {
    /** the light on an item's picture in a card, over its rarity colour */
    itemCard: 'radial-gradient(ellipse at 50% 40%, rgba(255, 255, 255, 0.18), rgba(0, 0, 0, 0.35) 75%)',
    /** the same light on the item page's big picture */
    itemHeader: 'radial-gradient(ellipse at 50% 40%, rgba(255, 255, 255, 0.2), rgba(0, 0, 0, 0.4) 75%)',
    /** the home page's headline: the accent and the rare-item blue glowing from two corners (a surface colour goes under it) */
    hero: `radial-gradient(ellipse at 20% 0%, ${withAlpha(accent, 0.16)}, transparent 60%), radial-gradient(ellipse at 90% 100%, ${withAlpha(rarityColors.rarity_rare_weapon, 0.14)}, transparent 55%)`,
  },
  item: {
    defaultColor: DEFAULT_ITEM_COLOR,
    rarity: rarityColors,
    quality: qualityColors,
    exterior: exteriorColors,
  },
  radius: { small: '4px', medium: '8px', large: '12px' },
  /**
   * The spacing scale: n × 4px for every margin, padding and gap (quarter steps, 0.5 = 2px to
   * 1.5 = 6px, for the tight paddings of badges, chips and toggles). Only 0, 1px and -1px are
   * written as they are (tests/unit/themeOnly.test.ts).
   */
  space: (n: number) => `${n * 4}px`,
  /**
   * The type scale: every font size of the app is one of these (tests/unit/themeOnly.test.ts).
   * Tailwind's names; the values are the sizes the pages used before the scale, so nothing moved.
   */
  fontSize: {
    /** counts on badges */
    '2xs': '11px',
    /** captions, chips, table heads, hints */
    xs: '12px',
    /** secondary text, labels, small buttons */
    sm: '13px',
    /** body text (GlobalStyle) */
    md: '14px',
    /** primary buttons, lead paragraphs */
    lg: '15px',
    /** card titles */
    xl: '16px',
    /** panel and section titles */
    '2xl': '17px',
    '3xl': '18px',
    '4xl': '20px',
    /** page titles */
    '5xl': '22px',
    '6xl': '24px',
    /** titles of the static pages */
    '7xl': '26px',
    /** the home page's headline at its largest */
    '8xl': '36px',
    /** the status code of the 404 and error pages */
    '9xl': '72px',
  },
  font: {
    family: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    /** monospace text inside body text (inline code), relative to it */
    monoInline: '0.92em',
  },
  breakpoints: { small: '640px', medium: '960px', large: '1280px' },
  layout: { maxWidth: '1320px', headerHeight: '64px' },
  shadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
} as const;

export type AppTheme = typeof theme;

type TagRef = { id: string; color?: string | null } | null | undefined;

/** Background of an item card: the theme's colour of its rarity, else the colour the API gives, else #666666. */
export function rarityBackground(rarity: TagRef, apiColor?: string | null): string {
  return (rarity && theme.item.rarity[rarity.id]) || apiColor || rarity?.color || DEFAULT_ITEM_COLOR;
}

export function qualityColor(quality: TagRef): string {
  return (quality && (theme.item.quality[quality.id] ?? quality.color)) || theme.item.quality.normal;
}

export function exteriorColor(exterior: TagRef): string {
  return (exterior && (theme.item.exterior[exterior.id] ?? exterior.color)) || theme.item.exterior.not_painted;
}
