export type Align = 'left' | 'right';

/** A plain-text table: a header row, a rule, the rows; numbers are expected pre-formatted. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => ((align[column] ?? 'left') === 'right' ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
