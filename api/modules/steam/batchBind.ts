// Batch binding (/user/steam): a list of 'account--password' lines and several Mafiles,
// matched by account name. Every problem is reported for the line, file or account it concerns.
import { ACCOUNT_NAME_PATTERN, parseMafile, type Mafile, type MafileProblem } from '../../integrations/tradePlatform/mafile.ts';

export const BATCH_BIND_MAX = 20;
export const PASSWORD_MAX_LENGTH = 128;
const SEPARATOR = '--';

export type MafileUpload = { fileName: string; content: string };

export type BatchProblem =
  | { kind: 'lineFormat'; line: number }
  | { kind: 'passwordFormat'; line: number; accountName: string }
  | { kind: 'duplicateLine'; line: number; accountName: string }
  | { kind: 'mafileInvalid'; fileName: string; problems: MafileProblem[]; accountName?: string }
  | { kind: 'duplicateMafile'; fileName: string; accountName: string }
  | { kind: 'passwordMissing'; fileName: string; accountName: string }
  | { kind: 'mafileMissing'; line: number; accountName: string };

export type BatchPlan = {
  /** pairs ready to sign in, in the order of the Mafiles */
  pairs: { accountName: string; fileName: string; mafile: Mafile; password: string }[];
  problems: BatchProblem[];
  /** 'account--password' lines that are not blank */
  lineCount: number;
};

/** A password as Steam accepts it: 1–128 characters, no whitespace or control characters. */
export function isPasswordWellFormed(password: string): boolean {
  return password.length > 0 && password.length <= PASSWORD_MAX_LENGTH && !/[\s\p{Cc}]/u.test(password);
}

/** Parses the lines and the Mafiles and pairs them by account name (case-insensitive, as Steam logins are). */
export function planBatchBind(credentials: string, mafiles: readonly MafileUpload[]): BatchPlan {
  const problems: BatchProblem[] = [];
  const passwords = new Map<string, { password: string; line: number; accountName: string }>();
  let lineCount = 0;
  for (const [index, raw] of credentials.split(/\r?\n/).entries()) {
    const text = raw.trim();
    if (!text) continue;
    lineCount += 1;
    const line = index + 1;
    const at = text.indexOf(SEPARATOR);
    const accountName = at > 0 ? text.slice(0, at).trim() : '';
    const password = at > 0 ? text.slice(at + SEPARATOR.length) : '';
    if (!ACCOUNT_NAME_PATTERN.test(accountName)) {
      problems.push({ kind: 'lineFormat', line });
    } else if (!isPasswordWellFormed(password)) {
      problems.push({ kind: 'passwordFormat', line, accountName });
    } else if (passwords.has(accountName.toLowerCase())) {
      problems.push({ kind: 'duplicateLine', line, accountName });
    } else {
      passwords.set(accountName.toLowerCase(), { password, line, accountName });
    }
  }

  const pairs: BatchPlan['pairs'] = [];
  const matched = new Set<string>();
  for (const upload of mafiles) {
    const parsed = parseMafile(upload.content);
    if (!parsed.ok) {
      problems.push({ kind: 'mafileInvalid', fileName: upload.fileName, problems: parsed.problems, accountName: parsed.accountName });
      if (parsed.accountName) matched.add(parsed.accountName.toLowerCase());
      continue;
    }
    const key = parsed.mafile.accountName.toLowerCase();
    if (matched.has(key)) {
      problems.push({ kind: 'duplicateMafile', fileName: upload.fileName, accountName: parsed.mafile.accountName });
      continue;
    }
    matched.add(key);
    const entry = passwords.get(key);
    if (!entry) {
      problems.push({ kind: 'passwordMissing', fileName: upload.fileName, accountName: parsed.mafile.accountName });
      continue;
    }
    pairs.push({ accountName: parsed.mafile.accountName, fileName: upload.fileName, mafile: parsed.mafile, password: entry.password });
  }
  for (const [key, entry] of passwords) {
    if (!matched.has(key)) problems.push({ kind: 'mafileMissing', line: entry.line, accountName: entry.accountName });
  }
  return { pairs, problems, lineCount };
}
