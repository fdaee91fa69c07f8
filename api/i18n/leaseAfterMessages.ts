// Server texts of a lease after its delivery (租赁: renewing, buying out, returning, overdue and
// default; api/modules/lease/leaseAfter.service.ts), spread into the dictionaries of api/i18n/messages.ts.
// Times in messages are the market's (UTC+8), "YYYY-MM-DD HH:mm".

export const leaseAfterZh = {
  'leaseAfter.notFound': '租赁不存在',
  'leaseAfter.notActionable.renew': '只有租赁中且未到期的租赁可以续租',
  'leaseAfter.notActionable.buyout': '只有租赁中或已逾期的租赁可以买断',
  'leaseAfter.notActionable.return': '只有租赁中或已逾期的租赁可以归还',
  'leaseAfter.returnTooEarly': '饰品仍在交易保护期内，第 8 天（{date} 起）才能归还',
  'leaseAfter.renewDaysInvalid': '请填写续租天数（至少 1 天的整数）',
  'leaseAfter.renewTooLong': '续租后总租期不能超过 {max} 天，最多还能续租 {left} 天',
  'leaseAfter.noBuyout': '出租方没有设置买断价，不能买断',
  'leaseAfter.returnOfferMessage': '租赁 {leaseNo} 归还',
  'selling.leased': '租入的饰品不能出售或出租',
  'wallet.tx.HOLD.lease': '租赁冻结（租金和押金）',
  'wallet.tx.HOLD_RELEASE.lease': '租赁解冻（押金和未用租金退回）',
  'wallet.tx.RENT': '出租租金收入',
  'wallet.tx.RENT.paid': '支付租金',
  'wallet.tx.DEPOSIT_CAPTURE': '租赁违约，押金赔付收入',
  'wallet.tx.DEPOSIT_CAPTURE.paid': '租赁违约，押金赔付给出租方',
  'wallet.tx.BUYOUT': '租赁饰品被买断，买断款收入',
  'wallet.tx.BUYOUT.paid': '买断租入的饰品',
  'wallet.tx.FEE.lease': '租赁服务费',
  'message.leaseOverdue.title': '租赁已到期，请尽快归还',
  'message.leaseOverdue.content':
    '租赁 {leaseNo}（{item}）已于 {endsAt} 到期。请在 {graceEndsAt} 前发起归还，逾期未归还，押金 ¥{deposit} 和租金将赔付给出租方。',
  'message.leaseOverdueReminder.title': '归还提醒：宽限期即将结束',
  'message.leaseOverdueReminder.content':
    '租赁 {leaseNo}（{item}）已逾期，宽限期将于 {graceEndsAt} 结束，届时押金 ¥{deposit} 和租金将赔付给出租方，请尽快归还。',
  'message.leaseDefaulted.title': '租赁违约，押金已赔付',
  'message.leaseDefaulted.content': '租赁 {leaseNo}（{item}）未在宽限期内归还，押金和租金共 ¥{amount} 已赔付给出租方，饰品归你所有。',
  'message.leaseDefaultedLender.title': '租赁违约赔付已到账',
  'message.leaseDefaultedLender.content': '租赁 {leaseNo}（{item}）未在宽限期内归还，押金和租金扣除服务费后 ¥{income} 已转入你的可提现余额。',
  'message.leaseReturnReversed.title': '归还交易被撤回，押金已赔付',
  'message.leaseReturnReversed.content': '租赁 {leaseNo}（{item}）的归还交易被你撤回，押金和租金共 ¥{amount} 已赔付给出租方。',
  'message.leaseReturnReversedLender.title': '归还交易被撤回，赔付已到账',
  'message.leaseReturnReversedLender.content': '租赁 {leaseNo}（{item}）的归还交易被租客撤回，押金和租金扣除服务费后 ¥{income} 已转入你的可提现余额。',
  'message.leaseReturnFailed.title': '归还未能发出',
  'message.leaseReturnFailed.content':
    '租赁 {leaseNo}（{item}）的归还报价无法从你的 Steam 账号发出（饰品已不在账号中，或账号无法交易、需要重新绑定）。租赁继续计时，请处理后重新归还。',
  'message.leaseReturned.title': '租出的饰品已归还',
  'message.leaseReturned.content': '租赁 {leaseNo}（{item}）已归还到你的 Steam 账号，{protectionEndsAt} 交易保护期结束后租金到账。',
  'message.leaseCompleted.title': '租赁已完成',
  'message.leaseCompleted.content': '租赁 {leaseNo}（{item}）已归还完成，押金和未用租金 ¥{refund} 已退回你的余额。',
  'message.leaseCompletedLender.title': '出租完成，租金已到账',
  'message.leaseCompletedLender.content': '租赁 {leaseNo}（{item}）已完成，租金扣除服务费后 ¥{income} 已转入你的可提现余额。',
  'message.leaseBoughtOutLender.title': '租出的饰品已被买断',
  'message.leaseBoughtOutLender.content': '租赁 {leaseNo}（{item}）已被租客买断，买断款和租金扣除服务费后 ¥{income} 已转入你的可提现余额。',
  'message.leaseDeliveryReversed.title': '出租方撤回了发货交易',
  'message.leaseDeliveryReversed.content': '租赁 {leaseNo}（{item}）的发货交易被出租方撤回，冻结的租金和押金 ¥{amount} 已全部退回你的余额。',
} as const;

export const leaseAfterEn: Record<keyof typeof leaseAfterZh, string> = {
  'leaseAfter.notFound': 'No such lease',
  'leaseAfter.notActionable.renew': 'Only a running lease before its end can be renewed',
  'leaseAfter.notActionable.buyout': 'Only a running or overdue lease can be bought out',
  'leaseAfter.notActionable.return': 'Only a running or overdue lease can be returned',
  'leaseAfter.returnTooEarly': 'The item is still trade-protected: it can be returned from day 8 ({date})',
  'leaseAfter.renewDaysInvalid': 'Enter the days to add (a whole number, at least 1)',
  'leaseAfter.renewTooLong': 'A lease of this item runs at most {max} days: at most {left} more days can be added',
  'leaseAfter.noBuyout': 'The lender set no buyout price: the item cannot be bought out',
  'leaseAfter.returnOfferMessage': 'Return of lease {leaseNo}',
  'selling.leased': 'A rented item cannot be sold or offered for rent',
  'wallet.tx.HOLD.lease': 'Held for a lease (rent and deposit)',
  'wallet.tx.HOLD_RELEASE.lease': 'Released from a lease (deposit and unused rent back)',
  'wallet.tx.RENT': 'Rent received',
  'wallet.tx.RENT.paid': 'Rent paid',
  'wallet.tx.DEPOSIT_CAPTURE': 'Lease defaulted: deposit received',
  'wallet.tx.DEPOSIT_CAPTURE.paid': 'Lease defaulted: deposit paid to the lender',
  'wallet.tx.BUYOUT': 'Leased item bought out: buyout received',
  'wallet.tx.BUYOUT.paid': 'Rented item bought out',
  'wallet.tx.FEE.lease': 'Lease service fee',
  'message.leaseOverdue.title': 'Your lease has ended: please return the item',
  'message.leaseOverdue.content':
    'Lease {leaseNo} ({item}) ended at {endsAt}. Return the item before {graceEndsAt}; otherwise the ¥{deposit} deposit and the rent go to the lender.',
  'message.leaseOverdueReminder.title': 'Reminder: the grace period ends soon',
  'message.leaseOverdueReminder.content':
    'Lease {leaseNo} ({item}) is overdue. Its grace period ends at {graceEndsAt}, when the ¥{deposit} deposit and the rent go to the lender: please return the item.',
  'message.leaseDefaulted.title': 'Lease defaulted: deposit paid',
  'message.leaseDefaulted.content':
    'Lease {leaseNo} ({item}) was not returned within the grace period: the deposit and rent, ¥{amount}, went to the lender; the item is yours.',
  'message.leaseDefaultedLender.title': 'Lease default: compensation received',
  'message.leaseDefaultedLender.content':
    'Lease {leaseNo} ({item}) was not returned within the grace period: the deposit and rent less the service fee, ¥{income}, are now in your withdrawable balance.',
  'message.leaseReturnReversed.title': 'Return reversed: deposit paid',
  'message.leaseReturnReversed.content': 'You reversed the return trade of lease {leaseNo} ({item}): the deposit and rent, ¥{amount}, went to the lender.',
  'message.leaseReturnReversedLender.title': 'Return reversed: compensation received',
  'message.leaseReturnReversedLender.content':
    'The renter reversed the return trade of lease {leaseNo} ({item}): the deposit and rent less the service fee, ¥{income}, are now in your withdrawable balance.',
  'message.leaseReturnFailed.title': 'The return could not be sent',
  'message.leaseReturnFailed.content':
    'The return offer of lease {leaseNo} ({item}) could not be sent from your Steam account (the item is no longer there, or the account cannot trade or must be bound again). The lease runs on: fix it and return the item again.',
  'message.leaseReturned.title': 'Your leased item is back',
  'message.leaseReturned.content':
    'Lease {leaseNo} ({item}): the item is back in your Steam account. The rent is paid when its trade protection ends at {protectionEndsAt}.',
  'message.leaseCompleted.title': 'Lease completed',
  'message.leaseCompleted.content': 'Lease {leaseNo} ({item}) is returned: the deposit and unused rent, ¥{refund}, are back in your balance.',
  'message.leaseCompletedLender.title': 'Lease completed: rent received',
  'message.leaseCompletedLender.content':
    'Lease {leaseNo} ({item}) is completed: the rent less the service fee, ¥{income}, is now in your withdrawable balance.',
  'message.leaseBoughtOutLender.title': 'Your leased item was bought out',
  'message.leaseBoughtOutLender.content':
    'Lease {leaseNo} ({item}) was bought out by the renter: the buyout and rent less the service fee, ¥{income}, are now in your withdrawable balance.',
  'message.leaseDeliveryReversed.title': 'The lender reversed the delivery',
  'message.leaseDeliveryReversed.content':
    'The delivery trade of lease {leaseNo} ({item}) was reversed by the lender: all ¥{amount} held is back in your balance.',
};
