import { describe, expect, it } from 'vitest';
import { planBatchBind } from '../../api/modules/steam/batchBind.ts';

const secret = (seed: number) => Buffer.alloc(20, seed).toString('base64');

/** An SDA Mafile with the SteamID as a bare number, as SDA writes it. */
function mafile(accountName: string, accountId: number) {
  const steamId = (76561197960265728n + BigInt(accountId)).toString();
  return `{"shared_secret":"${secret(accountId)}","account_name":"${accountName}","identity_secret":"${secret(accountId + 100)}","Session":{"SteamID":${steamId}}}`;
}

describe('batch bind: account--password lines and Mafiles', () => {
  it('pairs every Mafile with the password of its account, whatever the order and case', () => {
    const plan = planBatchBind('Alice_1--pa55word!\r\n\n  bob_2--x--y  \n', [
      { fileName: 'bob.maFile', content: mafile('bob_2', 2) },
      { fileName: 'alice.maFile', content: mafile('alice_1', 1) },
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.lineCount).toBe(2);
    expect(plan.pairs.map((pair) => [pair.accountName, pair.password, pair.fileName])).toEqual([
      ['bob_2', 'x--y', 'bob.maFile'],
      ['alice_1', 'pa55word!', 'alice.maFile'],
    ]);
    expect(plan.pairs[1].mafile.steamId).toBe('76561197960265729');
  });

  it('reports each problem for the line, file or account it concerns', () => {
    const plan = planBatchBind(['no separator', 'carol_3--', 'dave_4--has space', 'erin_5--one', 'erin_5--two', 'frank_6--pw'].join('\n'), [
      { fileName: 'broken.maFile', content: '{"account_name":"gina_7","shared_secret":"short"}' },
      { fileName: 'hank.maFile', content: mafile('hank_8', 8) },
      { fileName: 'erin.maFile', content: mafile('erin_5', 5) },
      { fileName: 'erin-copy.maFile', content: mafile('erin_5', 5) },
    ]);
    expect(plan.problems).toEqual([
      { kind: 'lineFormat', line: 1 },
      { kind: 'passwordFormat', line: 2, accountName: 'carol_3' },
      { kind: 'passwordFormat', line: 3, accountName: 'dave_4' },
      { kind: 'duplicateLine', line: 5, accountName: 'erin_5' },
      {
        kind: 'mafileInvalid',
        fileName: 'broken.maFile',
        accountName: 'gina_7',
        problems: [
          { field: 'shared_secret', problem: 'invalid' },
          { field: 'identity_secret', problem: 'missing' },
          { field: 'Session.SteamID', problem: 'missing' },
        ],
      },
      { kind: 'passwordMissing', fileName: 'hank.maFile', accountName: 'hank_8' },
      { kind: 'duplicateMafile', fileName: 'erin-copy.maFile', accountName: 'erin_5' },
      { kind: 'mafileMissing', line: 6, accountName: 'frank_6' },
    ]);
    expect(plan.pairs.map((pair) => pair.accountName)).toEqual(['erin_5']);
    expect(plan.pairs[0].password).toBe('one');
  });

  it('counts non-blank lines so the caller can compare them with the number of Mafiles', () => {
    expect(planBatchBind('\n\n  \n', []).lineCount).toBe(0);
    expect(planBatchBind('a_1--x\nb_2--y\nc_3--z', [{ fileName: 'a', content: mafile('a_1', 1) }]).lineCount).toBe(3);
  });
});
