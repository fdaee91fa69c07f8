// The simulated Alipay's RSA key pairs, generated once into DATA_DIR/simulated-alipay and kept:
// the platform's (our application's) pair, which signs our page-pay requests, and the simulated
// Alipay's own pair, which signs its notifications and answers. Each pair is one owner-only (0600)
// file of two PEM blocks, written whole or not at all, so two processes starting together agree.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirectory } from '../../../security/privateDirectory.ts';

export type KeyPair = { privateKey: string; publicKey: string };
export type SimulatedAlipayKeys = { platform: KeyPair; alipay: KeyPair };

const PAIRS = { platform: 'platform-keys.pem', alipay: 'alipay-keys.pem' } as const;

function parsePair(text: string, file: string): KeyPair {
  const privateKey = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(text)?.[0];
  const publicKey = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/.exec(text)?.[0];
  if (!privateKey || !publicKey) throw new Error(`${file} is not a key pair written by this server; delete it to generate a new one`);
  return { privateKey: `${privateKey}\n`, publicKey: `${publicKey}\n` };
}

function loadOrCreatePair(file: string): KeyPair {
  if (existsSync(file)) return parsePair(readFileSync(file, 'utf8'), file);
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${pair.privateKey}${pair.publicKey}`, { mode: 0o600 });
  try {
    // link fails when another process wrote the file first: then that pair is the one
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return parsePair(readFileSync(file, 'utf8'), file);
}

/** The two pairs of DATA_DIR/simulated-alipay, generated on first use. */
export function simulatedAlipayKeys(dataDir: string): SimulatedAlipayKeys {
  const directory = path.join(dataDir, 'simulated-alipay');
  ensurePrivateDirectory(directory);
  return { platform: loadOrCreatePair(path.join(directory, PAIRS.platform)), alipay: loadOrCreatePair(path.join(directory, PAIRS.alipay)) };
}
