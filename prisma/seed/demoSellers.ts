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
export type DemoSeller = { id: string; nickname: string; isRobot: boolean; steamAccountName: string; steamId: string };

const robotShopNames = [
  '龙门饰品',
  '星河皮肤铺',
  '刀锋专营店',
  '九州饰品行',
  '红线小铺',
  '印花工坊',
  '沙二饰品行',
  '蓝宝石商行',
  '枪皮折扣店',
  '手套专卖',
  '开箱补给站',
  '老兵饰品',
];
const playerNicknames = ['阿杰的库存', '沙漠老鹰', 'Kevin', '小刀不快', '白给大师', '蓝莓冰沙', 'Noah_cs2', '佛系玩家'];

export const DEMO_SELLERS: DemoSeller[] = [
  ...robotShopNames.map((shop, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: nameBasedUuid(`demo-seller:robot-${number}`),
      nickname: `机器人发货-${number} · ${shop}`,
      isRobot: true,
      steamAccountName: `demo_robot_${number}`,
      steamId: String(76561198800000100n + BigInt(index + 1)),
    };
  }),
  ...playerNicknames.map((nickname, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: nameBasedUuid(`demo-seller:player-${number}`),
      nickname,
      isRobot: false,
      steamAccountName: `demo_player_${number}`,
      steamId: String(76561198800000200n + BigInt(index + 1)),
    };
  }),
];
