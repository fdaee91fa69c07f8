// npm run schema:breaking: compares schema.graphql with the one of a base commit and fails on a
// breaking change the deprecation policy does not allow (api/graphql/schemaBreaking.ts). The base is
// SCHEMA_BASE, else HEAD when schema.graphql has uncommitted changes, else HEAD~1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel } from '@graphql-inspector/core';
import { judgeSchemaChanges } from './schemaBreaking.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const current = readFileSync(`${root}/schema.graphql`, 'utf8');
const base = process.env.SCHEMA_BASE || (current === git('show', 'HEAD:schema.graphql') ? 'HEAD~1' : 'HEAD');

let baseSchema: string;
try {
  baseSchema = git('show', `${base}:schema.graphql`);
} catch {
  console.error(`schema:breaking: cannot read schema.graphql at ${base} (set SCHEMA_BASE to a commit that has it)`);
  process.exit(2);
}

const judged = await judgeSchemaChanges(baseSchema, current);
const label = { [CriticalityLevel.Breaking]: 'BREAKING', [CriticalityLevel.Dangerous]: 'dangerous', [CriticalityLevel.NonBreaking]: 'safe' };
console.log(`schema.graphql against ${base} (${git('rev-parse', '--short', base).trim()}): ${judged.length} change(s)`);
for (const { change, level, allowed, note } of judged) {
  const mark = allowed ? '  ' : '✗ ';
  console.log(`${mark}[${label[level]}] ${change.message}${note ? ` (${note})` : ''}`);
}
const refused = judged.filter((entry) => !entry.allowed);
if (refused.length > 0) {
  console.error(`schema:breaking: ${refused.length} breaking change(s) without a prior deprecation (docs/graphql.md, "Deprecation")`);
  process.exit(1);
}
console.log('schema:breaking: no breaking change without a prior deprecation');
