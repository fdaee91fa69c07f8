// Server texts of withdrawals (api/modules/wallet/withdrawal.service.ts): refusals, the statuses of
// the history, and the messages a payout's end writes to the message center.

export const withdrawalZh = {
  'withdraw.closed': '提现暂时关闭，请联系客服',
  'withdraw.amountFormat': '请输入正确的提现金额（最多两位小数）',
  'withdraw.amountRange': '单笔提现金额需在 {min} 元至 {max} 元之间',
  'withdraw.belowMinimum': '可提现金额不足 {min} 元，暂不能提现',
  'withdraw.accountInvalid': '请输入正确的支付宝账号（手机号或邮箱）',
  'withdraw.accountBound': '提现只能到实名认证时绑定的支付宝账号 {account}',
  'withdraw.identityRequired': '首次提现需要完成实名认证，请填写姓名和身份证号',
  'withdraw.statusInvalid': '状态无效，可选值为 processing（处理中）、success（成功）、failure（失败）',
  'withdraw.rangeInvalid': '时间范围无效，可选值为 week（近一周）、month（近一月）、3months（近三月）',
  'withdraw.monthInvalid': '月份格式应为 YYYY-MM',
  'withdraw.initiated': '提现已发起',
  'withdraw.status.PROCESSING': '处理中',
  'withdraw.status.SUCCESS': '成功',
  'withdraw.status.FAILURE': '失败',
  'withdraw.title': 'CS2 饰品市场提现 {serialNo}',
  'auth.actionCodeInvalid': '验证码错误或已失效，请重新获取',
  'message.withdrawalSucceeded.title': '提现成功',
  'message.withdrawalSucceeded.content': '提现 {serialNo} 已到账：{actual} 元已转入支付宝账号 {account}（手续费 {fee} 元）。',
  'message.withdrawalFailed.title': '提现失败，金额已退回',
  'message.withdrawalFailed.content': '提现 {serialNo}（{amount} 元）未能转入支付宝账号 {account}：{reason}。金额已全部退回可提现余额。',
} as const;

export type WithdrawalMessageKey = keyof typeof withdrawalZh;

export const withdrawalEn: Record<WithdrawalMessageKey, string> = {
  'withdraw.closed': 'Withdrawals are temporarily closed; please contact customer service',
  'withdraw.amountFormat': 'Enter a valid amount to withdraw (at most two decimals)',
  'withdraw.amountRange': 'A withdrawal must be between {min} and {max} yuan',
  'withdraw.belowMinimum': 'Your withdrawable balance is under {min} yuan; you cannot withdraw yet',
  'withdraw.accountInvalid': 'Enter a valid Alipay account (a phone number or an e-mail address)',
  'withdraw.accountBound': 'Withdrawals go only to the Alipay account bound at your real-name verification: {account}',
  'withdraw.identityRequired': 'Your first withdrawal completes your real-name verification: enter your name and ID number',
  'withdraw.statusInvalid': 'Invalid status; use processing, success or failure',
  'withdraw.rangeInvalid': 'Invalid range; use week, month or 3months',
  'withdraw.monthInvalid': 'The month must be written YYYY-MM',
  'withdraw.initiated': 'Withdrawal initiated',
  'withdraw.status.PROCESSING': 'Processing',
  'withdraw.status.SUCCESS': 'Successful',
  'withdraw.status.FAILURE': 'Failed',
  'withdraw.title': 'CS2 skin market withdrawal {serialNo}',
  'auth.actionCodeInvalid': 'The verification code is wrong or expired; request a new one',
  'message.withdrawalSucceeded.title': 'Withdrawal completed',
  'message.withdrawalSucceeded.content': 'Withdrawal {serialNo} arrived: {actual} yuan went to the Alipay account {account} (fee {fee} yuan).',
  'message.withdrawalFailed.title': 'Withdrawal failed; the amount was returned',
  'message.withdrawalFailed.content':
    'Withdrawal {serialNo} ({amount} yuan) could not be paid to the Alipay account {account}: {reason}. The whole amount is back in your withdrawable balance.',
};
