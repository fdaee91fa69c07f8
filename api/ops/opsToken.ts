// The operator token outside production: generated once into DATA_DIR/ops-token (mode 0600) and read
// from there on later starts, by the server (api/config.ts) and by `npm run ops` on the same machine.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shortest OPS_TOKEN production accepts; a generated one is 43 characters (32 random bytes). */
export const OPS_TOKEN_MIN_LENGTH = 32;

export const opsTokenFile = (dataDir: string) => path.join(dataDir, 'ops-token');

/** The token in DATA_DIR/ops-token, or undefined when there is no such file. */
export function readOpsTokenFile(dataDir: string): string | undefined {
  try {
    return readFileSync(opsTokenFile(dataDir), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The token of DATA_DIR/ops-token, generated when the file is missing. The new file is written whole
 * under a temporary name and then linked into place, which fails when another process (a parallel
 * test worker, a second server) was first: then its token is read, so every process shares one.
 */
export function loadOrCreateOpsToken(dataDir: string): string {
  const existing = readOpsTokenFile(dataDir);
  if (existing !== undefined) return existing;
  // created owner-only like secrets.json; an existing open one is tightened (and logged) by the server at start-up
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${opsTokenFile(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, opsTokenFile(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readOpsTokenFile(dataDir)!;
}
