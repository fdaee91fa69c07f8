// npm run ops -- <command> [args]: the operator's commands, each one call to the running server's
// operator API (/ops, api/ops/ops.plugin.ts) with the bearer token. The server is OPS_URL, or this
// machine's on PORT; the token is OPS_TOKEN, or DATA_DIR/ops-token, which the server generates outside
// production. Prints the answer's data, or its message; exits 1 on an error or bad arguments.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { centsToYuan, formatAmount, parseYuanToCents } from '../../lib/money.ts';
import { DEFAULT_DATA_DIR, DEFAULT_PORT } from '../config.ts';
import { opsTokenFile, readOpsTokenFile } from './opsToken.ts';

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, unknown>;
type Call = { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };

type Command = {
  usage: string;
  summary: string;
  options: Options;
  positionals: string[];
  /** The call the arguments make (throws for bad ones, naming the argument). */
  call: (values: Values, positionals: string[]) => Call;
  /** How the answer's data is printed. */
  print: (data: unknown, output: CliOutput) => void;
};

const APPLICATION_STATUSES = ['reviewing', 'approved', 'rejected'];

const segment = (value: string) => encodeURIComponent(value);

function positiveInteger(text: string, option: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new Error(`${option} must be a whole number of at least 1 (not "${text}")`);
  return Number(text);
}

function yuanAsCents(text: string, option: string): number {
  const parsed = parseYuanToCents(text);
  if (!parsed.ok) throw new Error(`${option} must be an amount of yuan with at most 2 decimals, e.g. 5000 or 5000.50 (not "${text}")`);
  return parsed.cents;
}

/** One value per line, `key: value`; nested values as JSON. */
function printFields(data: unknown, { out }: CliOutput): void {
  if (data === null || typeof data !== 'object') {
    out(String(data));
    return;
  }
  for (const [key, value] of Object.entries(data)) out(`${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`);
}

/** Columns padded to their widest cell. */
function printTable(header: string[], rows: string[][], { out }: CliOutput): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const row of [header, ...rows])
    out(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

/** An application as GET /ops/openplat/applications lists it (docs/operations.md "Operator API"). */
type ApplicationRow = {
  id: string | number;
  userId: string | number;
  phone: string;
  wechat: string;
  dailyOrders: number;
  /** cents */
  dailyAmount: number;
  status: string;
  /** milliseconds since the epoch */
  createTime: number;
  /** OPERATOR or SANDBOX once reviewed (a sandbox deployment approves at once), else null */
  reviewedBy?: string | null;
};

function printApplications(data: unknown, output: CliOutput): void {
  const list = ((data as { list?: ApplicationRow[] } | null)?.list ?? []) as ApplicationRow[];
  if (list.length === 0) {
    output.out('no applications');
    return;
  }
  const rows = list.map((row) => [
    String(row.id),
    String(row.userId),
    row.phone,
    row.wechat,
    String(row.dailyOrders),
    formatAmount(centsToYuan(row.dailyAmount)),
    row.status,
    new Date(row.createTime).toISOString(),
    row.reviewedBy ?? '-',
  ]);
  printTable(['id', 'user', 'phone', 'wechat', 'daily orders', 'daily amount (yuan)', 'status', 'created', 'reviewed by'], rows, output);
}

/** An approval: the app made and the limits it was granted, beside what the application asked for. */
function printApproval(data: unknown, { out }: CliOutput): void {
  const approved = data as { id: string | number; appId: string; dailyOrders: number; dailyAmount: number; granted: Granted | null };
  out(`approved application ${approved.id}: app ${approved.appId}`);
  if (approved.granted) {
    const { dailyOrders, dailyAmount, rateLimitPerSecond } = approved.granted;
    out(`granted: ${dailyOrders} orders and ${formatAmount(centsToYuan(dailyAmount))} yuan a day, ${rateLimitPerSecond} requests a second`);
  }
  out(`asked for: ${approved.dailyOrders} orders and ${formatAmount(centsToYuan(approved.dailyAmount))} yuan a day (0: the defaults)`);
}

type Granted = { dailyOrders: number; dailyAmount: number; rateLimitPerSecond: number };

const COMMANDS: Record<string, Command> = {
  health: {
    usage: 'health',
    summary: 'checks that the server answers and the token is right',
    options: {},
    positionals: [],
    call: () => ({ method: 'GET', path: '/ops/health' }),
    print: (_data, { out }) => out('ok'),
  },
  'openplat:list': {
    usage: 'openplat:list [--status reviewing|approved|rejected]',
    summary: 'lists open-platform applications',
    options: { status: { type: 'string' } },
    positionals: [],
    call: (values) => {
      const status = values.status as string | undefined;
      if (status !== undefined && !APPLICATION_STATUSES.includes(status)) throw new Error(`--status must be one of ${APPLICATION_STATUSES.join(', ')}`);
      return { method: 'GET', path: `/ops/openplat/applications${status ? `?status=${segment(status)}` : ''}` };
    },
    print: printApplications,
  },
  'openplat:approve': {
    usage: 'openplat:approve <applicationId> [--daily-orders N] [--daily-amount YUAN]',
    summary: 'approves an application, optionally with other daily limits than it asked for',
    options: { 'daily-orders': { type: 'string' }, 'daily-amount': { type: 'string' } },
    positionals: ['applicationId'],
    call: (values, [id]) => {
      const dailyOrders = values['daily-orders'] as string | undefined;
      const dailyAmount = values['daily-amount'] as string | undefined;
      const body = {
        ...(dailyOrders !== undefined ? { dailyOrders: positiveInteger(dailyOrders, '--daily-orders') } : {}),
        ...(dailyAmount !== undefined ? { dailyAmount: yuanAsCents(dailyAmount, '--daily-amount') } : {}),
      };
      return { method: 'POST', path: `/ops/openplat/applications/${segment(id)}/approve`, body };
    },
    print: printApproval,
  },
  'openplat:reject': {
    usage: 'openplat:reject <applicationId> --reason "…"',
    summary: 'rejects an application; the applicant reads the reason',
    options: { reason: { type: 'string' } },
    positionals: ['applicationId'],
    call: (values, [id]) => {
      const reason = (values.reason as string | undefined)?.trim();
      if (!reason) throw new Error('--reason is required');
      return { method: 'POST', path: `/ops/openplat/applications/${segment(id)}/reject`, body: { reason } };
    },
    print: printFields,
  },
  'openplat:reset': {
    usage: 'openplat:reset <appId>',
    summary: "resets an app's keys",
    options: {},
    positionals: ['appId'],
    call: (_values, [appId]) => ({ method: 'POST', path: `/ops/openplat/apps/${segment(appId)}/reset`, body: {} }),
    print: printFields,
  },
};

export const USAGE = [
  'usage: npm run ops -- <command> [args]',
  '',
  'commands:',
  ...Object.values(COMMANDS).flatMap((command) => [`  ${command.usage}`, `      ${command.summary}`]),
  '',
  'The server is OPS_URL (default http://127.0.0.1:$PORT); the token is OPS_TOKEN, or else DATA_DIR/ops-token.',
].join('\n');

/** The server's language for its messages: Chinese when the terminal's locale is, else English. */
const languageOf = (env: NodeJS.ProcessEnv) => ((env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase().startsWith('zh') ? 'zh' : 'en');

function tokenOf(env: NodeJS.ProcessEnv): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const token = readOpsTokenFile(dataDir);
  if (!token) throw new Error(`no token: set OPS_TOKEN, or run where the server keeps ${opsTokenFile(dataDir)} (DATA_DIR)`);
  return token;
}

/** Makes the call; returns the envelope's data, or throws an Error with the server's message. */
async function send(call: Call, env: NodeJS.ProcessEnv): Promise<unknown> {
  const base = (env.OPS_URL || `http://127.0.0.1:${env.PORT || DEFAULT_PORT}`).replace(/\/+$/, '');
  const headers: Record<string, string> = { authorization: `Bearer ${tokenOf(env)}`, 'accept-language': languageOf(env) };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new Error(`cannot reach ${base} (${reason}); is the server running? (OPS_URL, PORT)`);
  }
  const text = await response.text();
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  try {
    envelope = JSON.parse(text);
  } catch {}
  if (typeof envelope?.code !== 'number') throw new Error(`HTTP ${response.status} from ${base}: not an answer of the operator API`);
  if (envelope.code !== 0 || !response.ok) throw new Error(`${String(envelope.msg || `HTTP ${response.status}`)} (code ${envelope.code})`);
  return envelope.data;
}

/** The call a command's arguments make, or 'help' for --help; throws for bad arguments. */
function callOf(command: Command, args: string[]): Call | 'help' {
  const { values, positionals } = parseArgs({ args, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  if (values.help) return 'help';
  if (positionals.length !== command.positionals.length) {
    throw new Error(
      command.positionals.length === 0 ? 'this command takes no arguments' : `expected ${command.positionals.map((each) => `<${each}>`).join(' ')}`,
    );
  }
  return command.call(values, positionals);
}

/** Runs one command; returns the exit code (0 done, 1 an error or bad arguments). */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CliOutput = { out: console.log, err: console.error },
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? output.err : output.out)(USAGE);
    return name === undefined ? 1 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    output.err(`unknown command: ${name}\n\n${USAGE}`);
    return 1;
  }
  let call: Call | 'help';
  try {
    call = callOf(command, rest);
  } catch (error) {
    // parseArgs names an unknown or valueless option in its message
    output.err(`${(error as Error).message}\nusage: npm run ops -- ${command.usage}`);
    return 1;
  }
  if (call === 'help') {
    output.out(`usage: npm run ops -- ${command.usage}`);
    return 0;
  }
  try {
    command.print(await send(call, env), output);
    return 0;
  } catch (error) {
    output.err((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
