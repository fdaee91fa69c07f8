import { generateKeyPairSync, randomBytes } from 'node:crypto';

const alipayKeys = () => ({
  app: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  alipay: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  platform: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});
let keys: ReturnType<typeof alipayKeys> | undefined;

/**
 * An environment production accepts: a database URL, random secrets, a real SMS driver and the real
 * Steam and Alipay drivers (tests build the app on simulated ports all the same; nothing here is contacted).
 */
export function productionEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://app@127.0.0.1:5432/unused',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    OPS_TOKEN: randomBytes(32).toString('base64url'),
    SMS_DRIVER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKIDexample',
    TENCENT_SMS_SECRET_KEY: 'secret',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: 'CS2饰品',
    TENCENT_SMS_TEMPLATE_ID: '123456',
    STEAM_DRIVER: 'steam',
    PAYMENT_DRIVER: 'alipay',
    PUBLIC_URL: 'https://market.example.com',
    ALIPAY_APP_ID: '2021000123456789',
    ALIPAY_PRIVATE_KEY: (keys ??= alipayKeys()).app,
    ALIPAY_PUBLIC_KEY: keys.alipay,
    OPEN_PLATFORM_PRIVATE_KEY: keys.platform,
    ...extra,
  };
}
