// Compression of the answers made per request (the web client's page with its preloaded answers):
// brotli when the client takes it, else gzip. The build's own files are compressed at build time
// (vite.config.ts) and sent as they are.
import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

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

/**
 * A body sent in two parts, compressed (brotli quality 5 or gzip level 6: milliseconds for a page of
 * tens of kilobytes) or not: `first` is flushed to the client at once, `rest` follows when it settles.
 */
export function streamedPage(first: string, rest: Promise<string>, encoding: Encoding | undefined): Readable {
  const body =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  body.write(first);
  if ('flush' in body) body.flush();
  void rest.then(
    (text) => body.end(text),
    () => body.end(),
  );
  return body;
}
