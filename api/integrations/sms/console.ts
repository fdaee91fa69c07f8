import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SmsDeliveryError, type SmsMessage, type SmsPurpose, type SmsSender } from './port.ts';

/** One message the console driver "sent". */
export type SentSms = {
  readonly phone: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
  readonly sentAt: Date;
};

/** Every purpose the port knows; `satisfies` makes adding a purpose to SmsPurpose fail here until listed. */
const knownPurposes = { login: true, withdraw: true, verify: true } as const satisfies Record<SmsPurpose, true>;

const mainlandMobile = /^1[3-9]\d{9}$/;
const sixDigits = /^\d{6}$/;

/**
 * Throws a TypeError when a message is malformed. The auth service builds every message itself
 * (it has validated the user's phone and generated the code), so a bad one is a programming error,
 * never a user's. The error names what is wrong without echoing the code.
 */
export function assertValidSmsMessage(message: SmsMessage): void {
  const { phone, code, purpose } = (message ?? {}) as Partial<Record<keyof SmsMessage, unknown>>;
  if (typeof phone !== 'string' || !mainlandMobile.test(phone)) {
    throw new TypeError('SMS message: phone must be an 11-digit mainland mobile number (1[3-9]xxxxxxxxx)');
  }
  if (typeof code !== 'string' || !sixDigits.test(code)) {
    throw new TypeError('SMS message: code must be 6 digits');
  }
  if (typeof purpose !== 'string' || !Object.hasOwn(knownPurposes, purpose)) {
    throw new TypeError(`SMS message: unknown purpose (known: ${Object.keys(knownPurposes).join(', ')})`);
  }
}

/**
 * The embedded default (SMS_DRIVER=console): nothing leaves the machine. Each code is written to the
 * log, where developers read it (docs/simulated-services.md "SMS"), kept in an in-memory outbox for tests in the same process,
 * and, with `outboxFile`, appended as one JSON line `{"phone","purpose","code","sentAt"}` so another
 * process (the Playwright end-to-end tests) can read it with readLatestCodeFromOutboxFile.
 * Showing the code is this driver's whole purpose; config.ts refuses it in production.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';
  private readonly log: (line: string) => void;
  private readonly outboxFile: string | undefined;
  private readonly now: () => Date;
  private readonly sent: SentSms[] = [];
  /** File appends run one after another so the file keeps the order of sending. */
  private fileQueue: Promise<unknown> = Promise.resolve();

  constructor(options: { log: (line: string) => void; outboxFile?: string; now?: () => Date }) {
    this.log = options.log;
    this.outboxFile = options.outboxFile === undefined ? undefined : path.resolve(options.outboxFile);
    this.now = options.now ?? (() => new Date());
  }

  async send(message: SmsMessage): Promise<void> {
    assertValidSmsMessage(message);
    const sms: SentSms = Object.freeze({
      phone: message.phone,
      purpose: message.purpose,
      code: message.code,
      sentAt: this.now(),
    });
    if (this.outboxFile !== undefined) await this.appendToFile(this.outboxFile, sms);
    this.sent.push(sms);
    this.log(`[sms:console] to ${sms.phone} purpose=${sms.purpose} code=${sms.code}`);
  }

  /** Every message sent so far, oldest first (a copy). */
  outbox(): readonly SentSms[] {
    return [...this.sent];
  }

  /** The code most recently sent to this phone for this purpose. */
  latestCode(phone: string, purpose: SmsPurpose): string | undefined {
    return this.sent.findLast((sms) => sms.phone === phone && sms.purpose === purpose)?.code;
  }

  private appendToFile(file: string, sms: SentSms): Promise<void> {
    const line = `${JSON.stringify({ phone: sms.phone, purpose: sms.purpose, code: sms.code, sentAt: sms.sentAt.toISOString() })}\n`;
    const write = this.fileQueue.then(async () => {
      try {
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await appendFile(file, line, 'utf8');
      } catch (error) {
        throw new SmsDeliveryError(`console SMS outbox file not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
    });
    this.fileQueue = write.catch(() => undefined);
    return write;
  }
}

/**
 * For tests in another process: the code last written to an outbox file for this phone and purpose
 * (the last matching line, i.e. the latest sent), or undefined when there is none or no file yet.
 * Lines that are not complete JSON (a write in progress) are skipped.
 */
export async function readLatestCodeFromOutboxFile(file: string, phone: string, purpose: SmsPurpose): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let latest: string | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let entry: { phone?: unknown; purpose?: unknown; code?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry?.phone === phone && entry.purpose === purpose && typeof entry.code === 'string') latest = entry.code;
  }
  return latest;
}
