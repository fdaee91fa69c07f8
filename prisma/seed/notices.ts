// The platform's standing notices (/notice, GET /web/notice: type 0, sub-type 1 are platform
// announcements), seeded at every start with the catalogue. The seed owns the ids below
// (1–99 are reserved for it): a run writes these rows as they are here and changes nothing else,
// so it is idempotent and notices added by operators (ids from 100 on) are left alone.
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';

export const PLATFORM_NOTICE_TYPE = 0;
export const ANNOUNCEMENT_SUB_TYPE = 1;
/** Operators' notices get ids from here on; smaller ids belong to the seed. */
export const FIRST_OPERATOR_NOTICE_ID = 100;

type SeedNotice = { id: number; publishedAt: string; titleZh: string; titleEn: string; contentZh: string; contentEn: string };

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    id: 1,
    publishedAt: '2026-11-01T02:00:00Z',
    titleZh: 'CS2 饰品交易平台正式上线',
    titleEn: 'CS2 Skin Market is open',
    contentZh:
      'CS2 饰品交易平台今天正式上线！您可以用手机号和短信验证码登录，浏览市场、购买饰品，绑定 Steam 账号后上架自己的库存饰品。平台支持自动发货、订单全程跟踪和站内消息提醒。如有任何问题，请通过帮助中心联系客服。',
    contentEn:
      'CS2 Skin Market opens today! Log in with your phone number and an SMS code to browse the market and buy items, and bind a Steam account to list items from your own inventory. The platform offers automatic delivery, order tracking from payment to receipt, and message-center notifications. If you have any question, contact customer service through the help center.',
  },
  {
    id: 2,
    publishedAt: '2026-11-05T02:00:00Z',
    titleZh: '发货与交易保障规则',
    titleEn: 'Delivery and trade protection',
    contentZh:
      '买家付款后，卖家需通过 Steam 交易报价发货，买家在 Steam 中确认接收后交易完成；自动发货的饰品由机器人账号在付款后立即发出报价。卖家超时未发货、撤回报价或交易失败时，订单取消，货款原路退回买家余额。为保障买家权益，卖家的售出款项在成交 7 天后才可提现。请勿在平台之外私下交易，站外交易不受平台保障。',
    contentEn:
      "After the buyer pays, the seller delivers through a Steam trade offer, and the trade completes when the buyer accepts it in Steam; items with automatic delivery are sent by a robot account as soon as the payment is made. If the seller does not deliver in time, withdraws the offer or the trade fails, the order is cancelled and the payment returns to the buyer's balance. To protect buyers, sale proceeds can be withdrawn 7 days after the deal. Do not trade privately outside the platform: such trades are not protected.",
  },
  {
    id: 3,
    publishedAt: '2026-11-10T02:00:00Z',
    titleZh: '提现规则说明',
    titleEn: 'Withdrawal rules',
    contentZh:
      '单笔提现金额为 10 元至 50000 元，一般在 1 个工作日内到账。只有出售饰品所得的款项可以提现，直接充值的金额不可提现。提现只能转入与实名认证信息一致的收款账户；首次提现前需完成实名认证。售出款项在成交 7 天后转为可提现余额。手续费以提现页面显示为准。',
    contentEn:
      'A withdrawal is between 10 and 50,000 yuan and normally arrives within one business day. Only proceeds from selling items can be withdrawn, not money you topped up directly. Withdrawals go only to the payment-app account that matches your real-name verification; verification is needed before the first withdrawal. Sale proceeds become withdrawable 7 days after the deal. The fee is shown on the withdrawal page.',
  },
  {
    id: 4,
    publishedAt: '2026-11-15T02:00:00Z',
    titleZh: '防诈骗提醒',
    titleEn: 'Beware of scams',
    contentZh:
      '平台工作人员不会以任何理由索要您的短信验证码、Steam 密码、令牌或 API Key，也不会要求您在站外转账或添加私人联系方式交易。请勿点击陌生人发来的“验货”“退款”链接，不要在非官方网站登录 Steam。接受交易报价前，请核对报价中的饰品和对方账号是否与订单一致。发现可疑情况请立即联系客服。',
    contentEn:
      'Our staff will never ask for your SMS codes, Steam password, authenticator or API key, nor ask you to pay outside the platform or to trade through private contacts. Do not open "item check" or "refund" links sent by strangers, and never log in to Steam on unofficial sites. Before accepting a trade offer, check that the items and the other account match your order. Contact customer service at once if anything looks suspicious.',
  },
  {
    id: 5,
    publishedAt: '2026-11-18T02:00:00Z',
    titleZh: '充值说明',
    titleEn: 'About recharging',
    contentZh: '单笔充值最低 5 元。充值前需先在充值中心签约，目前仅支持企业签约。充值金额可用于购买饰品，但不能直接提现。如充值暂时关闭，请联系客服处理。',
    contentEn:
      'The minimum recharge is 5 yuan. Before recharging, sign the contract in the recharge center; only enterprise contracts are supported for now. Recharged money can be spent on items but cannot be withdrawn directly. If recharging is temporarily closed, please contact customer service.',
  },
];

/** Writes the seed's notices (insert or update by id) and keeps operators' ids above the seed's. */
export async function seedNotices(prisma: PrismaClient): Promise<number> {
  await transaction(
    async (tx) => {
      for (const { id, publishedAt, ...texts } of SEED_NOTICES) {
        const data = { type: PLATFORM_NOTICE_TYPE, subType: ANNOUNCEMENT_SUB_TYPE, ...texts, publishedAt: new Date(publishedAt) };
        await tx.notice.upsert({ where: { id }, create: { id, ...data }, update: data });
      }
    },
    { client: prisma },
  );
  // rows inserted with explicit ids do not move the sequence: start operators' notices at 100
  await prisma.$executeRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('notices', 'id'), GREATEST((SELECT MAX(id) FROM notices), ${FIRST_OPERATOR_NOTICE_ID - 1}))`,
  );
  return SEED_NOTICES.length;
}
