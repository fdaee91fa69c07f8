// Every answer names its request (X-Request-Id); every log line written for it names the same id,
// also those of the jobs it queued; an id from a trusted proxy is kept, a client's is not.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../api/db/jobs.ts';
import { loggerOptions } from '../../api/logging/logger.ts';
import { withRequestId } from '../../api/logging/requestContext.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let api: TestApp;
let behindProxy: TestApp;
const testDatabase = useTestDatabase();
const PROBE_JOB = 'request-id-probe';
let probeRuns: { data: unknown }[] = [];

beforeAll(async () => {
  const logger = { ...loggerOptions({ logLevel: 'info', logFormat: 'json' }), stream: logStream };
  api = await createTestApp(testDatabase(), {
    logger,
    declareJobs: (jobs: JobQueue) =>
      jobs.work<{ n: number }>(PROBE_JOB, { retryLimit: 0 }, async (job) => {
        probeRuns.push({ data: job.data });
        api.app.log.warn({ n: job.data.n }, 'probe job ran');
      }),
  });
  behindProxy = await createTestApp(testDatabase(), { env: { TRUST_PROXY: '1' } });
}, 120_000);

afterAll(async () => {
  await api?.app.close();
  await behindProxy?.app.close();
});

describe('request ids', () => {
  it('answer every request with a new id that its log lines carry', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/web/notice?limit=1', headers: { 'x-request-id': 'chosen-by-the-client' } });
    const second = await api.app.inject({ method: 'GET', url: '/web/notice?limit=1' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    const completed = lines.find((line) => line.msg === 'request completed' && line.reqId === id);
    expect(completed).toMatchObject({ res: { statusCode: 200 } });
    expect(lines.some((line) => line.reqId === 'chosen-by-the-client')).toBe(false);
  });

  it('carry the id into the jobs a request queued: their log lines name it, their handlers never see it', async () => {
    probeRuns = [];
    await withRequestId('req-from-a-request', () => api.jobs.send(PROBE_JOB, { n: 7 }));
    await api.jobs.runDue();
    expect(probeRuns).toEqual([{ data: { n: 7 } }]);
    expect(lines.find((line) => line.msg === 'probe job ran')).toMatchObject({ reqId: 'req-from-a-request', n: 7 });
    await api.jobs.send(PROBE_JOB, { n: 8 });
    await api.jobs.runDue();
    expect(lines.find((line) => line.msg === 'probe job ran' && line.n === 8)?.reqId).toBeUndefined();
  });

  it('keep the id a trusted proxy sent, and replace one that could not be an id', async () => {
    const kept = await behindProxy.app.inject({ method: 'GET', url: '/web/notice?limit=1', headers: { 'x-request-id': 'f3a9c2e41b7d4e0a9c2e41b7d4e0a9c2' } });
    expect(kept.headers['x-request-id']).toBe('f3a9c2e41b7d4e0a9c2e41b7d4e0a9c2');
    const odd = await behindProxy.app.inject({ method: 'GET', url: '/web/notice?limit=1', headers: { 'x-request-id': 'two words\n{"level":60}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
