// The request's language is decided once per request and then kept (api/rest/language.ts).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { decorateLanguage } from '../../api/rest/language.ts';

describe('request.language', () => {
  it('comes from Accept-Language (zh by default) and does not change during the request', async () => {
    const app = Fastify();
    decorateLanguage(app);
    app.get('/', async (request) => {
      const first = request.language;
      request.headers['accept-language'] = first === 'en' ? 'zh-CN' : 'en';
      return { first, again: request.language };
    });
    const answer = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/', headers })).json();
    expect(await answer({ 'accept-language': 'en-US,en;q=0.9' })).toEqual({ first: 'en', again: 'en' });
    expect(await answer({})).toEqual({ first: 'zh', again: 'zh' });
    await app.close();
  });
});
