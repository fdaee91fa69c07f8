/** What a verification code is for; a code is only valid for its own purpose. */
export type SmsPurpose = 'login' | 'withdraw' | 'verify';

export type SmsMessage = {
  /** mainland mobile number, 11 digits */
  phone: string;
  code: string;
  purpose: SmsPurpose;
};

/** Sends verification codes by SMS (docs/simulated-services.md "SMS"). */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; the user is told to try again later. */
export class SmsDeliveryError extends Error {}
