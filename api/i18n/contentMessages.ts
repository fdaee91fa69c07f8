// Server texts of the site's articles (api/modules/content): the help center's categories, and the
// refusals of the article lists and look-ups.

export const contentZh = {
  'content.articleNotFound': '文章不存在',
  'content.kindInvalid': '文章类型无效，可选值为 help、news、agreement',
  'content.categoryUnknown': '帮助分类 {value} 不存在',
  'content.searchTooLong': '搜索关键词不能超过 {max} 个字符',
  'content.articleKeyRequired': '请提供文章标识 slug 或帮助文章编号 serial 之一',
  'content.pageSizeTooLarge': '每次最多获取 {max} 篇文章',
  'field.articleKind': '文章类型',
  'field.articleCategory': '帮助分类',
  'content.category.buying': '购买饰品',
  'content.category.selling': '出售饰品',
  'content.category.steam': 'Steam 账号与令牌',
  'content.category.protection': '交易保障与 7 天保护期',
  'content.category.wallet': '钱包与充值',
  'content.category.fees': '服务费',
  'content.category.withdrawal': '提现',
  'content.category.openplatform': '开放平台',
  'content.category.account': '账号与客服',
} as const;

export const contentEn: Record<keyof typeof contentZh, string> = {
  'content.articleNotFound': 'The article does not exist',
  'content.kindInvalid': 'Unknown article kind: use help, news or agreement',
  'content.categoryUnknown': 'The help category {value} does not exist',
  'content.searchTooLong': 'The search keyword can be at most {max} characters',
  'content.articleKeyRequired': 'Give exactly one of slug (the article) or serial (the help article number)',
  'content.pageSizeTooLarge': 'At most {max} articles at a time',
  'field.articleKind': 'Article kind',
  'field.articleCategory': 'Help category',
  'content.category.buying': 'Buying',
  'content.category.selling': 'Selling',
  'content.category.steam': 'Steam accounts and Mafiles',
  'content.category.protection': 'Trade protection and the 7-day hold',
  'content.category.wallet': 'Wallet and recharges',
  'content.category.fees': 'Fees',
  'content.category.withdrawal': 'Withdrawals',
  'content.category.openplatform': 'Open platform',
  'content.category.account': 'Account and support',
};
