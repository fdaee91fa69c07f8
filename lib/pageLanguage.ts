// The language a page is written in, shared by the web client and the server. The interface
// language the browser keeps (localStorage, web/i18n/i18n.ts) is mirrored in a cookie, so that the
// server writes a page for it: the texts it preloads and the language of the first queries' answers
// it puts in the page (api/http/pageHtml.ts). Not a credential (scripts read and write it; sent
// same-site only).
export const LANGUAGE_COOKIE = 'lang';

export type PageLanguage = 'zh' | 'en';

/** Chinese by default. */
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'zh';

/** The language a cookie names; the default for a first visit and for any other value. */
export function pageLanguageOf(cookieValue: unknown): PageLanguage {
  return cookieValue === 'en' ? 'en' : DEFAULT_PAGE_LANGUAGE;
}

/** The language tag of a language, for <html lang> and Accept-Language. */
export function pageLanguageTag(language: PageLanguage): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
