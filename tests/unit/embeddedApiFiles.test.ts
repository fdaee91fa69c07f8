// The files the embedded pass runs (tests/helpers/embeddedApiFiles.ts) exist: a renamed or removed
// file would otherwise silently leave the embedded database's paths untested in CI.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_API_FILES } from '../helpers/embeddedApiFiles.ts';

describe('the embedded pass of the API suite', () => {
  it('names API test files that exist, each once', () => {
    expect(EMBEDDED_API_FILES.filter((file) => !file.startsWith('tests/api/') || !file.endsWith('.test.ts') || !existsSync(file))).toEqual([]);
    expect(new Set(EMBEDDED_API_FILES).size).toBe(EMBEDDED_API_FILES.length);
  });
});
