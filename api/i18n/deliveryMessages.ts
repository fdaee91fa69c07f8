// Server texts of delivery (api/modules/order/delivery*.ts): refusals of 发货, the offer's message,
// the trade messages it writes, and the reason an account becomes abnormal after a reversed trade.

export const deliveryZh = {
  'order.deliverNotAllowed': '当前订单不能发货：只有卖家可以在“卖家发货中”且尚未创建报价时发货',
  'order.deliverItemUnavailable': '该饰品已不在您的 Steam 库存中或暂时不可交易，订单已交由系统取消',
  'order.deliverBuyerUnavailable': '买家的 Steam 账号暂时无法接收报价，订单已交由系统取消',
  'order.deliverNoAccount': '该饰品所在的 Steam 账号已不可用，无法发货，请重新绑定后再试',
  'order.confirmNotAvailable': '当前没有等待确认的报价（使用真实 Steam 时请在 Steam 手机令牌中确认）',
  'order.accountInTrade': '该 Steam 账号的订单 {orderNo} 尚未完成（发货中或在交易保护期内），完成后才能解绑',
  'order.offerMessage': 'CS2 饰品市场订单 {orderNo}',
  'steam.statusReason.tradeReversed': '交易在保护期内被撤回，账号已标记为异常',
  'message.orderOfferCreated.title': '报价已创建，请确认',
  'message.orderOfferCreated.content': '订单 {orderNo}（{item}）的报价 {offerId} 已创建，请在 {hours} 小时内在 Steam 手机令牌中确认发送。',
  'message.steamAccountAbnormal.title': 'Steam 账号已标记为异常',
  'message.steamAccountAbnormal.content':
    '订单 {orderNo}（{item}）的交易在 7 天保护期内被撤回：买家已获退款，货款与手续费已退回。您的 Steam 账号 {account} 已被标记为异常，其在售饰品已下架。',
} as const;

export type DeliveryMessageKey = keyof typeof deliveryZh;

export const deliveryEn: Record<DeliveryMessageKey, string> = {
  'order.deliverNotAllowed': 'This order cannot be delivered: only the seller delivers, while the order waits for delivery and has no offer yet',
  'order.deliverItemUnavailable': 'The item is no longer in your Steam inventory or cannot be traded now; the system is cancelling the order',
  'order.deliverBuyerUnavailable': "The buyer's Steam account cannot receive offers now; the system is cancelling the order",
  'order.deliverNoAccount': 'The Steam account holding this item is unavailable; rebind it and try again',
  'order.confirmNotAvailable': 'No offer waits for confirmation (with the real Steam, confirm it in the Steam mobile app)',
  'order.accountInTrade': 'Order {orderNo} of this Steam account is not finished (being delivered or in its trade protection); unbind the account once it is',
  'order.offerMessage': 'CS2 skin market order {orderNo}',
  'steam.statusReason.tradeReversed': 'A trade was reversed during trade protection; the account is marked abnormal',
  'message.orderOfferCreated.title': 'Offer created: please confirm it',
  'message.orderOfferCreated.content': 'Offer {offerId} of order {orderNo} ({item}) was created; confirm it in the Steam mobile app within {hours} hours.',
  'message.steamAccountAbnormal.title': 'Steam account marked abnormal',
  'message.steamAccountAbnormal.content':
    'The trade of order {orderNo} ({item}) was reversed during the 7-day trade protection: the buyer was refunded and your proceeds and the fee were returned. Your Steam account {account} is marked abnormal and its listings were taken off the market.',
};
