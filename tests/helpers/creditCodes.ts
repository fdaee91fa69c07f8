// Unified social credit codes for tests: one code belongs to one user (the recharge contract), so
// every signing user needs a code of its own. Each is a valid enterprise code (authority 9, category
// 1, Shenzhen's division) whose organisation code and final check character hold.
import { randomInt } from 'node:crypto';
import { creditCodeCheckCharacter, organizationCodeCheckCharacter } from '../../lib/creditCode.ts';

let issued = 0;

export function newEnterpriseCreditCode(): string {
  issued += 1;
  // digits only, so every character is of both alphabets; unique within a run and unlikely across runs
  const organization = String((randomInt(0, 90_000_000) + issued * 7_919) % 100_000_000).padStart(8, '0');
  const first17 = `91440300${organization}${organizationCodeCheckCharacter(organization)}`;
  return `${first17}${creditCodeCheckCharacter(first17)}`;
}
