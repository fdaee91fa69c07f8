// The sellers of the demo market (robot shops and players) and the shape of their listings'
// stickers, shared by the market (demoMarket.ts) and the sellers' simulated Steam (demoSellerSteam.ts).
import { nameBasedUuid } from './random.ts';

export type ListingSticker = {
  hashName: string;
  nameEn: string;
  nameZh: string;
  slot: number;
  wear: number | null;
  iconUrl: string | null;
};

/**
 * A seller of the demo market, with the simulated Steam account it sells from (bound to it by
 * demoSellerSteam.ts: ROBOT for robot shops, ORDINARY for players).
 */
export type DemoSeller = {
  id: string;
  /** the shop name as stored (users.nickname), in Chinese */
  nickname: string;
  /** the same shop's English name, shown to English readers (api/modules/demo/demo.service.ts sellerName) */
  nicknameEn: string;
  isRobot: boolean;
  steamAccountName: string;
  steamId: string;
};

// [Chinese, English]
const robotShopNames = [
  ['龙门饰品', 'Dragon Gate Skins'],
  ['星河皮肤铺', 'Galaxy Skin Shop'],
  ['刀锋专营店', 'Blade Specialists'],
  ['九州饰品行', 'Nine Realms Skins'],
  ['红线小铺', 'Redline Corner'],
  ['印花工坊', 'Sticker Workshop'],
  ['沙二饰品行', 'Dust II Skins'],
  ['蓝宝石商行', 'Sapphire Trading'],
  ['枪皮折扣店', 'Skin Discount Store'],
  ['手套专卖', 'Glove Store'],
  ['开箱补给站', 'Case Supply Depot'],
  ['老兵饰品', 'Veteran Skins'],
] as const;
const playerNicknames = [
  ['阿杰的库存', "AJ's Stash"],
  ['沙漠老鹰', 'Desert Eagle'],
  ['Kevin', 'Kevin'],
  ['小刀不快', 'Dull Little Knife'],
  ['白给大师', 'Free Frag Master'],
  ['蓝莓冰沙', 'Blueberry Slush'],
  ['Noah_cs2', 'Noah_cs2'],
  ['佛系玩家', 'Zen Player'],
] as const;

export const DEMO_SELLERS: DemoSeller[] = [
  ...robotShopNames.map(([shop, shopEn], index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: nameBasedUuid(`demo-seller:robot-${number}`),
      nickname: `机器人发货-${number} · ${shop}`,
      nicknameEn: `Robot delivery ${number} · ${shopEn}`,
      isRobot: true,
      steamAccountName: `demo_robot_${number}`,
      steamId: String(76561198800000100n + BigInt(index + 1)),
    };
  }),
  ...playerNicknames.map(([nickname, nicknameEn], index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: nameBasedUuid(`demo-seller:player-${number}`),
      nickname,
      nicknameEn,
      isRobot: false,
      steamAccountName: `demo_player_${number}`,
      steamId: String(76561198800000200n + BigInt(index + 1)),
    };
  }),
];
