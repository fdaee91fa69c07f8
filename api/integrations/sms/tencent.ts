import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { ConfigError, type TencentSmsConfig } from '../../config.ts';
import { assertValidSmsMessage } from './console.ts';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './port.ts';

const SmsClient = tencentcloud.sms.v20210111.Client;
type SmsClient = InstanceType<typeof SmsClient>;

/** How long a code stays valid; the template's second parameter ("…valid for {2} minutes"). */
export const SMS_CODE_VALIDITY_MINUTES = 10;

/** The provider refused or could not be reached; carries Tencent's error code when it gave one. */
export class TencentSmsDeliveryError extends SmsDeliveryError {
  constructor(
    message: string,
    /** e.g. `LimitExceeded.PhoneNumberDailyLimit`, `FailedOperation.InsufficientBalanceInSmsPackage` */
    readonly providerCode?: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'TencentSmsDeliveryError';
  }
}

/**
 * The endpoint must be a bare `sms.` host (optionally with a port): the SDK prefixes the protocol and
 * appends the path itself, and it signs with the endpoint's first label as the TC3 service name
 * (abstract_client.js: `service: this.endpoint.split(".")[0]`), which Tencent only accepts as `sms`.
 */
const smsEndpoint = /^sms(\.[a-z0-9-]+)+(:\d{1,5})?$/i;

/**
 * Tencent Cloud SMS (SMS_DRIVER=tencent) through the official SDK, API 2021-01-11 `SendSms`, signed
 * with TC3-HMAC-SHA256 by the SDK. The template has two parameters: the code and its validity in
 * minutes. The secret key lives only inside the SDK client, in a private field, so it never shows up
 * in logs, error messages or inspections of this object.
 */
export class TencentSmsSender implements SmsSender {
  readonly name = 'tencent';
  readonly #client: SmsClient;
  readonly #secretKey: string;
  readonly #sdkAppId: string;
  readonly #signName: string;
  readonly #templateId: string;

  constructor(config: TencentSmsConfig, options: { protocol?: 'https:' | 'http:'; timeoutSeconds?: number } = {}) {
    if (!smsEndpoint.test(config.endpoint)) {
      throw new ConfigError(
        'Invalid configuration:\n  TENCENT_SMS_ENDPOINT: must be a host name starting with "sms." (for example sms.tencentcloudapi.com), without scheme or path',
      );
    }
    const timeoutSeconds = options.timeoutSeconds ?? 10;
    if (!(timeoutSeconds > 0)) throw new RangeError('TencentSmsSender: timeoutSeconds must be positive');
    this.#secretKey = config.secretKey;
    this.#sdkAppId = config.sdkAppId;
    this.#signName = config.signName;
    this.#templateId = config.templateId;
    this.#client = new SmsClient({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: {
          endpoint: config.endpoint,
          // the SDK builds the URL as protocol + endpoint + "/", so it wants "https://"
          protocol: `${options.protocol ?? 'https:'}//`,
          reqMethod: 'POST',
          reqTimeout: timeoutSeconds,
        },
      },
    });
  }

  async send(message: SmsMessage): Promise<void> {
    assertValidSmsMessage(message);
    const scrub = (text: string) => this.scrub(text, message.code);
    let response: Awaited<ReturnType<SmsClient['SendSms']>>;
    try {
      response = await this.#client.SendSms({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: this.#sdkAppId,
        SignName: this.#signName,
        TemplateId: this.#templateId,
        TemplateParamSet: [message.code, String(SMS_CODE_VALIDITY_MINUTES)],
      });
    } catch (error) {
      throw describeFailure(error, scrub);
    }
    const status = response?.SendStatusSet?.[0];
    if (status === undefined) {
      throw new TencentSmsDeliveryError('Tencent SMS answered without a send status', undefined, response?.RequestId);
    }
    if (status.Code !== 'Ok') {
      const code = scrub(String(status.Code ?? 'unknown'));
      throw new TencentSmsDeliveryError(
        `Tencent SMS did not send the message: ${code}${status.Message ? ` (${scrub(status.Message)})` : ''}${requestIdSuffix(response.RequestId)}`,
        code,
        response.RequestId,
      );
    }
  }

  /** Provider and transport texts are ours to show only without the secret key and the SMS code. */
  private scrub(text: string, smsCode: string): string {
    let result = this.#secretKey === '' ? text : text.split(this.#secretKey).join('[redacted]');
    result = result.replace(new RegExp(`(?<!\\d)${smsCode}(?!\\d)`, 'g'), '[redacted]');
    return result;
  }
}

function requestIdSuffix(requestId: string | undefined): string {
  return requestId ? ` [RequestId ${requestId}]` : '';
}

/**
 * What the SDK throws (common/abstract_client.js, parseResponse and doRequestWithSign3):
 * - an answer with Response.Error: TencentCloudSDKHttpException with `code` and `requestId`;
 * - an HTTP status other than 200: the same exception with `httpCode`;
 * - a transport failure (refused, reset, timeout): the same exception with the node-fetch message;
 * - an answer that is not `{Response: …}` JSON: a plain TypeError / FetchError.
 */
function describeFailure(error: unknown, scrub: (text: string) => string): TencentSmsDeliveryError {
  const failure = (error ?? {}) as { message?: unknown; code?: unknown; httpCode?: unknown; requestId?: unknown; name?: unknown; type?: unknown };
  const message = scrub(typeof failure.message === 'string' ? failure.message : String(error));
  const fromSdk = typeof failure.requestId === 'string';
  const requestId = fromSdk && failure.requestId !== '' ? (failure.requestId as string) : undefined;
  if (fromSdk && typeof failure.code === 'string' && failure.code !== '') {
    const code = scrub(failure.code);
    return new TencentSmsDeliveryError(`Tencent SMS refused the request: ${code} (${message})${requestIdSuffix(requestId)}`, code, requestId);
  }
  if (fromSdk && typeof failure.httpCode === 'number') {
    return new TencentSmsDeliveryError(`Tencent SMS answered HTTP ${failure.httpCode}${message ? ` ${message}` : ''}`);
  }
  if (failure.name === 'TypeError' || failure.name === 'SyntaxError' || failure.type === 'invalid-json') {
    return new TencentSmsDeliveryError(`Tencent SMS gave an unreadable answer: ${message}`);
  }
  return new TencentSmsDeliveryError(`Tencent SMS unreachable: ${message}`);
}
