import type { MessageKey } from '../i18n/messages.ts';
import { integerParam } from './envelope.ts';

/** A page of a REST list: its number (from 1), its size and the rows it skips. */
export type RestPage = { page: number; limit: number; offset: number };

export type PageOptions = {
  defaultLimit: number;
  maxLimit: number;
  /** 0 lets a caller ask for the total alone (the notices' start-up check). */
  minLimit?: number;
  /** Deep pages cost the database a scan of every row before them: the page number is capped so the offset stays below this. */
  maxOffset?: number;
  /** The message of an out-of-range limit or page; market.limitRange and market.pageRange by default. */
  rangeKey?: MessageKey;
};

const MAX_OFFSET = 100_000;

/** `page` and `limit` of a list request, validated with translated errors. */
export function pageParams(query: Record<string, unknown>, options: PageOptions): RestPage {
  const { defaultLimit, maxLimit, minLimit = 1, maxOffset = MAX_OFFSET, rangeKey } = options;
  const limit = integerParam(query.limit, 'field.limit', {
    defaultValue: defaultLimit,
    min: minLimit,
    max: maxLimit,
    rangeKey: rangeKey ?? 'market.limitRange',
  });
  const maxPage = Math.floor(maxOffset / Math.max(limit, 1)) + 1;
  const page = integerParam(query.page, 'field.page', { defaultValue: 1, min: 1, max: maxPage, rangeKey: rangeKey ?? 'market.pageRange' });
  return { page, limit, offset: (page - 1) * limit };
}

/** The shape of every paged REST list: `{ list, total, pages, page, limit }`. */
export function pageOf<T>(list: T[], total: number, page: RestPage) {
  return { list, total, pages: page.limit === 0 ? 0 : Math.ceil(total / page.limit), page: page.page, limit: page.limit };
}
