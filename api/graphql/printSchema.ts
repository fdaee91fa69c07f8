// npm run schema:print: writes schema.graphql from the Pothos code (a test fails when it is stale).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, `${printSchema(schema)}\n`);
console.log('wrote schema.graphql');
