import { theme } from '../theme/theme.ts';

/** The site's mark, beside the brand name in the header and on the pages outside the layout. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill={theme.colors.accent} />
      <path d="M7 17l6-9h3l-2 5h5l-6 9h-3l2-5z" fill={theme.colors.accentText} />
    </svg>
  );
}
