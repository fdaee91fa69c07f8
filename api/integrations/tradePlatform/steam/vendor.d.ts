// Minimal declarations for the parts of steamcommunity and steam-tradeoffer-manager this driver
// uses (neither ships types). Shapes as in steamcommunity 3.50 and steam-tradeoffer-manager 2.13.

declare module 'steamcommunity' {
  type Callback<T extends unknown[] = []> = (error: (Error & { eresult?: number; cause?: string }) | null, ...results: T) => void;

  class SteamCommunity {
    constructor(options?: { timeout?: number; userAgent?: string; localAddress?: string });
    steamID: { getSteamID64(): string; accountid: number } | null;
    setCookies(cookies: string[]): void;
    getSessionID(host?: string): string;
    getTradeURL(callback: Callback<[url: string, token: string]>): void;
    changeTradeURL(callback: Callback<[url: string, token: string]>): void;
    on(event: 'sessionExpired', listener: (error: Error) => void): this;
  }
  export default SteamCommunity;
}

declare module 'steam-tradeoffer-manager' {
  import type SteamCommunity from 'steamcommunity';

  type ManagerError = Error & { eresult?: number | string; cause?: string };
  type Callback<T extends unknown[] = []> = (error: ManagerError | null, ...results: T) => void;

  export type ManagerEconItem = { appid: number | string; contextid: string; assetid?: string; id?: string; amount?: number | string };

  export class ManagerTradeOffer {
    id: string | null;
    partner: { getSteamID64(): string; accountid: number };
    message: string | null;
    state: number;
    itemsToGive: ManagerEconItem[];
    itemsToReceive: ManagerEconItem[];
    isOurOffer: boolean | null;
    created: Date | null;
    updated: Date | null;
    expires: Date | null;
    tradeID: string | null;
    confirmationMethod: number | null;
    escrowEnds: Date | null;
    addMyItems(items: { appid: number; contextid: string; assetid: string }[]): number;
    addTheirItems(items: { appid: number; contextid: string; assetid: string }[]): number;
    setMessage(message: string): void;
    send(callback: Callback<[status: 'pending' | 'sent']>): void;
    cancel(callback: Callback): void;
  }

  class TradeOfferManager {
    constructor(options?: {
      community?: SteamCommunity;
      language?: string;
      pollInterval?: number;
      dataDirectory?: string | null;
      useAccessToken?: boolean;
      savePollData?: boolean;
    });
    accessToken: string | null;
    setCookies(cookies: string[], callback: Callback): void;
    createOffer(partner: string, token?: string): ManagerTradeOffer;
    getOffer(id: string, callback: Callback<[offer: ManagerTradeOffer]>): void;
    doPoll(): void;
    shutdown(): void;
  }
  export default TradeOfferManager;
}
