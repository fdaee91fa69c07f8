// Compression of the answers made per request (the web client's page with its preloaded answers):
// brotli when the client takes it, else gzip. The build's own files are compressed at build time
// (vite.config.ts) and sent as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in for an Accept-Encoding header, or undefined for none (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set(
    [header ?? '']
      .flat()
      .join(',')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Quality 5 brotli or level 6 gzip: a few milliseconds for a page of tens of kilobytes. */
export async function compress(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipped(text, { level: 6 });
}
