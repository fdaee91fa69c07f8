import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What ensurePrivateDirectory found: `private` (created, or already owner-only), `tightened` (it was
 * open to others and is ours: now 0700), `foreign` (open to others but another user's: left alone).
 */
export type PrivateDirectoryOutcome = { directory: string; outcome: 'private' | 'tightened' | 'foreign'; mode: number };

/**
 * Creates a directory (and missing parents) readable by its owner only (0700). An existing one that
 * others can read or enter is tightened when this process's user owns it; another user's directory
 * is reported as `foreign` for the caller to warn about (changing it would fail or surprise its owner).
 */
export function ensurePrivateDirectory(directory: string): PrivateDirectoryOutcome {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const { mode, uid } = statSync(directory);
  if ((mode & 0o077) === 0 || process.platform === 'win32') return { directory, outcome: 'private', mode: mode & 0o777 };
  if (uid !== process.getuid?.()) return { directory, outcome: 'foreign', mode: mode & 0o777 };
  chmodSync(directory, 0o700);
  return { directory, outcome: 'tightened', mode: mode & 0o777 };
}

/** A line for the log about a directory that was not private, or undefined when there is nothing to say. */
export function describePrivateDirectory({ directory, outcome, mode }: PrivateDirectoryOutcome): string | undefined {
  const octal = mode.toString(8).padStart(3, '0');
  if (outcome === 'tightened') return `${directory} was open to other users (mode ${octal}); restricted it to its owner (700)`;
  if (outcome === 'foreign') return `${directory} is open to other users (mode ${octal}) and owned by another user; restrict it (chmod 700)`;
  return undefined;
}

/**
 * DATA_DIR, its embedded database (pgdata) and its uploads, owner-only: created 0700 and tightened
 * when ours. An UPLOAD_DIR outside DATA_DIR (a shared volume) is created 0700 when missing but
 * otherwise left as its operator set it; with UPLOAD_DRIVER=database there is none. Returns the lines to log.
 */
export function securePrivateDirectories(config: { dataDir: string; embedded: boolean; uploadDriver?: 'database' | 'disk'; uploadDir: string }): string[] {
  const onDisk = config.uploadDriver !== 'database';
  const fromDataDir = path.relative(config.dataDir, config.uploadDir);
  const uploadsInside = fromDataDir !== '..' && !fromDataDir.startsWith(`..${path.sep}`) && !path.isAbsolute(fromDataDir);
  const directories = [
    config.dataDir,
    ...(config.embedded ? [path.join(config.dataDir, 'pgdata')] : []),
    ...(onDisk && uploadsInside ? [config.uploadDir] : []),
  ];
  if (onDisk && !uploadsInside) mkdirSync(config.uploadDir, { recursive: true, mode: 0o700 });
  return directories.map((directory) => describePrivateDirectory(ensurePrivateDirectory(directory))).filter((line) => line !== undefined);
}
