// Server-side texts users read (error messages of both APIs). Chinese is the default language.

export type Language = 'zh' | 'en';

const zh = {
  'common.ok': '成功',
  'errors.internal': '服务器繁忙，请稍后再试',
  'errors.notFound': '请求的内容不存在',
  'errors.routeNotFound': '接口不存在',
  'errors.badRequest': '请求参数有误，请检查',
  'errors.invalidInput': '填写的信息有误，请检查',
  'errors.tooDeep': '查询嵌套层级过深（最多 {max} 层）',
  'errors.tooManyRequests': '请求过于频繁，请稍后再试',
  'market.invalidInteger': '{field} 必须是整数',
  'market.limitRange': '每页数量必须在 {min} 到 {max} 之间',
  'market.pageRange': '页码必须在 1 到 {max} 之间',
  'market.sortInvalid': '排序方式无效，可选值为 0（默认）、1（价格升序）、2（价格降序）',
  'market.priceFormat': '{field} 格式不正确，请输入金额（元），最多两位小数',
  'market.priceDecimals': '{field} 最多保留两位小数',
  'market.priceRange': '{field} 超出允许范围',
  'market.priceOrder': '最低价不能高于最高价',
  'market.tagUnknown': '{field} 的取值 {value} 不存在',
  'market.searchTooLong': '搜索关键词不能超过 {max} 个字符',
  'market.pageSizeTooLarge': '每次最多获取 {max} 条',
  'market.itemNotFound': '饰品不存在',
  'market.daysRange': '天数必须在 1 到 {max} 之间',
  'fx.unavailable': '汇率服务暂时不可用，请稍后再试',
  'auth.phoneInvalid': '请输入正确的手机号',
  'auth.agreementRequired': '请先同意用户协议',
  'auth.codeRequired': '请输入验证码',
  'auth.codeWrong': '登录失败，验证码错误',
  'auth.codeCooldown': '验证码发送过于频繁，请 {seconds} 秒后再试',
  'auth.phoneHourlyLimit': '该手机号一小时内获取验证码次数过多，请 {minutes} 分钟后再试',
  'auth.ipHourlyLimit': '当前网络获取验证码次数过多，请稍后再试',
  'auth.smsFailed': '短信发送失败，请稍后再试',
  'auth.codeSent': '验证码已发送',
  'auth.loginRequired': '请登录',
  'auth.sessionInvalid': '登录状态失效，请重新登录',
  'auth.csrfRefused': '请求被拒绝：请从本站页面操作',
  'field.minPrice': '最低价',
  'field.maxPrice': '最高价',
  'field.limit': '每页数量',
  'field.page': '页码',
  'field.sort': '排序',
  'field.tagType': '类型',
  'field.type': '子类型',
  'field.tagRarity': '品质',
  'field.tagQuality': '类别',
  'field.tagExterior': '外观',
  'field.tagItemSet': '收藏品',
  'field.search': '关键词',
  'field.first': '数量',
  'field.days': '天数',
} as const;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  'common.ok': 'Success',
  'errors.internal': 'The server is busy, please try again later',
  'errors.notFound': 'The requested resource does not exist',
  'errors.routeNotFound': 'No such endpoint',
  'errors.badRequest': 'The request is invalid, please check it',
  'errors.invalidInput': 'The information filled in is wrong, please check',
  'errors.tooDeep': 'The query is nested too deeply (at most {max} levels)',
  'errors.tooManyRequests': 'Too many requests, please try again later',
  'market.invalidInteger': '{field} must be a whole number',
  'market.limitRange': 'Page size must be between {min} and {max}',
  'market.pageRange': 'Page must be between 1 and {max}',
  'market.sortInvalid': 'Unknown sort; use 0 (default), 1 (price ascending) or 2 (price descending)',
  'market.priceFormat': '{field} must be an amount in yuan with at most two decimals',
  'market.priceDecimals': '{field} can have at most two decimals',
  'market.priceRange': '{field} is out of range',
  'market.priceOrder': 'The minimum price cannot be above the maximum price',
  'market.tagUnknown': '{field} has no value {value}',
  'market.searchTooLong': 'The search keyword can be at most {max} characters',
  'market.pageSizeTooLarge': 'At most {max} entries can be fetched at once',
  'market.itemNotFound': 'No such item',
  'market.daysRange': 'Days must be between 1 and {max}',
  'fx.unavailable': 'The exchange-rate service is unavailable, please try again later',
  'auth.phoneInvalid': 'Please enter a correct phone number',
  'auth.agreementRequired': 'Please agree to the user agreement first',
  'auth.codeRequired': 'Please enter the verification code',
  'auth.codeWrong': 'Login failed, verification code incorrect',
  'auth.codeCooldown': 'Codes are requested too often; try again in {seconds} s',
  'auth.phoneHourlyLimit': 'Too many codes for this phone number this hour; try again in {minutes} min',
  'auth.ipHourlyLimit': 'Too many codes requested from your network; please try again later',
  'auth.smsFailed': 'The SMS could not be sent, please try again later',
  'auth.codeSent': 'Code sent',
  'auth.loginRequired': 'Please log in',
  'auth.sessionInvalid': 'Login status invalid, please log in again',
  'auth.csrfRefused': 'Request refused: please use the site\'s own pages',
  'field.minPrice': 'Minimum price',
  'field.maxPrice': 'Maximum price',
  'field.limit': 'Page size',
  'field.page': 'Page',
  'field.sort': 'Sort',
  'field.tagType': 'Type',
  'field.type': 'Sub-type',
  'field.tagRarity': 'Rarity',
  'field.tagQuality': 'Category',
  'field.tagExterior': 'Exterior',
  'field.tagItemSet': 'Collection',
  'field.search': 'Keyword',
  'field.first': 'Count',
  'field.days': 'Days',
};

const dictionaries: Record<Language, Record<MessageKey, string>> = { zh, en };

export function isMessageKey(key: string): key is MessageKey {
  return key in zh;
}

/** Translates a key; a param whose value is itself a message key (e.g. a field name) is translated too. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return dictionaries[language][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === 'string' && isMessageKey(value) ? dictionaries[language][value] : String(value);
  });
}

/** English when the request prefers it (Accept-Language: en…), Chinese otherwise (SPEC §9). */
export function languageFrom(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
