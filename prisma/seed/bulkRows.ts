// Bulk writes through one query parameter: the rows travel as a JSON array of arrays and PostgreSQL
// unpacks them. One text parameter per statement is much cheaper than thousands of bound values,
// on PGlite as on a server, and arrays keep the payload free of repeated keys.

export type BulkColumn = readonly [name: string, sqlType: 'text' | 'integer' | 'bigint' | 'double precision' | 'boolean' | 'jsonb' | 'timestamp'];

function columnExpression([name, sqlType]: BulkColumn, index: number): string {
  switch (sqlType) {
    case 'jsonb':
      return `(row_values->${index}) AS ${name}`;
    case 'timestamp':
      // Prisma keeps DateTime columns as UTC wall time in `timestamp(3)`.
      return `((row_values->>${index})::timestamptz AT TIME ZONE 'UTC') AS ${name}`;
    default:
      return `(row_values->>${index})::${sqlType} AS ${name}`;
  }
}

/** `SELECT <columns> FROM <the JSON rows in $1>`, in the rows' order. */
export function selectJsonRows(columns: readonly BulkColumn[]): string {
  return `SELECT ${columns.map(columnExpression).join(', ')}
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS input(row_values, position)
    ORDER BY input.position`;
}

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
