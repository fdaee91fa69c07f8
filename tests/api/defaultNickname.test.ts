// The nickname a user never chose (玩家 and the phone's last four digits) reads in the request's
// language, the same through GraphQL and REST: "Player 8000" in English. A nickname the user typed
// stays as typed in every language. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase());
});

afterAll(async () => {
  await api?.app.close();
});

const VIEWER = '{ viewer { nickname } }';
const viewerNickname = async (token: string, language: string) =>
  ((await api.graphql(VIEWER, {}, { cookie: `Authorization=${token}`, 'accept-language': language })).data as { viewer: { nickname: string } }).viewer.nickname;
const restNickname = async (token: string, language: string) =>
  ((await api.call('GET', '/web/user', { token, language })).body.data as { nickname: string }).nickname;

describe('the default nickname', () => {
  it('is 玩家 and the last four digits in Chinese and Player and the digits in English, through GraphQL and REST', async () => {
    const user = await api.signIn();
    const digits = user.phone.slice(-4);
    expect(await viewerNickname(user.token, 'zh-CN')).toBe(`玩家${digits}`);
    expect(await restNickname(user.token, 'zh-CN')).toBe(`玩家${digits}`);
    expect(await viewerNickname(user.token, 'en')).toBe(`Player ${digits}`);
    expect(await restNickname(user.token, 'en')).toBe(`Player ${digits}`);
  });

  it('a nickname the user chose stays as typed in English', async () => {
    const user = await api.signIn();
    const saved = await api.call('PUT', '/web/user', { token: user.token, language: 'en', body: { nickname: '小明' } });
    expect(saved.body.code).toBe(0);
    expect((saved.body.data as { nickname: string }).nickname).toBe('小明');
    expect(await viewerNickname(user.token, 'en')).toBe('小明');
    expect(await restNickname(user.token, 'en')).toBe('小明');
  });
});
