// Writes a Steam Desktop Authenticator Mafile for a simulated account, shaped as SDA writes it
// (snake_case fields, Session.SteamID as a bare JSON number beyond 2^53).
import { deviceIdFor } from '../steamGuard.ts';

export type SdaMafileAccount = {
  accountName: string;
  steamId: string;
  sharedSecret: string;
  identitySecret: string;
  revocationCode: string;
  serialNumber: string;
  tokenGid: string;
  /** Unix seconds written as server_time */
  serverTime: number;
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function sdaMafileJson(account: SdaMafileAccount): string {
  const placeholder = `__steam_id_${account.steamId}__`;
  const text = JSON.stringify(
    {
      shared_secret: account.sharedSecret,
      serial_number: account.serialNumber,
      revocation_code: account.revocationCode,
      uri: `otpauth://totp/Steam:${account.accountName}?secret=${base32(Buffer.from(account.sharedSecret, 'base64'))}&issuer=Steam`,
      server_time: account.serverTime,
      account_name: account.accountName,
      token_gid: account.tokenGid,
      identity_secret: account.identitySecret,
      secret_1: Buffer.from(account.identitySecret, 'base64').reverse().toString('base64'),
      status: 1,
      device_id: deviceIdFor(account.steamId),
      phone_number_hint: null,
      confirm_type: 1,
      fully_enrolled: true,
      Session: { SteamID: placeholder, AccessToken: null, RefreshToken: null, SessionID: null },
    },
    null,
    2,
  );
  return `${text.replace(`"${placeholder}"`, account.steamId)}\n`;
}
