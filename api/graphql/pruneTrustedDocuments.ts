// `npm run relay` runs this after the Relay compiler: the compiler adds every operation's text to the
// trusted-document store (api/graphql/persisted-documents.json) but never removes one, so the store
// is cut to the ids the generated artifacts use. A removed or renamed operation then stops being
// trusted, and the server's start-up validation only ever sees documents of the current client.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const storeFile = new URL('./persisted-documents.json', import.meta.url);
const artifacts = new URL('../../web/__generated__/', import.meta.url);

const used = new Set<string>();
for (const name of readdirSync(artifacts)) {
  if (!name.endsWith('.graphql.ts')) continue;
  for (const match of readFileSync(new URL(name, artifacts), 'utf8').matchAll(/^ {4}"id": "([0-9a-f]{64})",$/gm)) used.add(match[1]);
}
const store = JSON.parse(readFileSync(storeFile, 'utf8')) as Record<string, string>;
const kept = Object.fromEntries(Object.entries(store).filter(([id]) => used.has(id)));
const removed = Object.keys(store).length - Object.keys(kept).length;
if (removed > 0) {
  writeFileSync(storeFile, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`trusted documents: ${Object.keys(kept).length} kept, ${removed} no longer used removed`);
}
