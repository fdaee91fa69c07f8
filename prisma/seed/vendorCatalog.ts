// Copies a release of the CS2 catalogue into prisma/seed/catalog/ as gzip-compressed JSON, keeping
// every record and only the fields the import reads (catalogSource.ts). Run it when the catalogue
// is updated; the seed itself only ever reads the vendored copy:
//   node --import tsx prisma/seed/vendorCatalog.ts /path/to/catalog
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogDirectory, catalogFields, catalogFileNames } from './catalogSource.ts';

const sourceDirectory = process.argv[2];
if (!sourceDirectory) {
  console.error('usage: node --import tsx prisma/seed/vendorCatalog.ts <catalogue directory>');
  process.exit(2);
}

for (const name of catalogFileNames) {
  const records = JSON.parse(readFileSync(path.join(sourceDirectory, `${name}.json`), 'utf8')) as Record<string, unknown>[];
  const kept = new Set(catalogFields[name]);
  const lines = records.map((record) => JSON.stringify(Object.fromEntries(Object.entries(record).filter(([field]) => kept.has(field)))));
  const compressed = gzipSync(`[\n${lines.join(',\n')}\n]\n`, { level: 9 });
  writeFileSync(new URL(`${name}.json.gz`, catalogDirectory), compressed);
  console.log(`${name}.json.gz: ${records.length} records, ${compressed.length} bytes`);
}
