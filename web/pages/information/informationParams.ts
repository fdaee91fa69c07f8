/** The ranges of /information (the API's, in days); the page opens on 30. */
export const INFORMATION_RANGES = [7, 30, 90] as const;
export type InformationRange = (typeof INFORMATION_RANGES)[number];
export const DEFAULT_INFORMATION_RANGE: InformationRange = 30;

/** The range of the page URL's `days`: one of the ranges, anything else (or none) is the default. */
export function readInformationRange(params: URLSearchParams): InformationRange {
  const days = Number(params.get('days'));
  return INFORMATION_RANGES.find((range) => range === days) ?? DEFAULT_INFORMATION_RANGE;
}
