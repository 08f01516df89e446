// The bench prints one table: figure, ours, reference, ratio, target, verdict (issue 8).
export interface Row {
  figure: string;
  ours: number;
  unit: string;
  reference?: number;
  target?: string;
  /** True when the figure meets its target; undefined when there is no target. */
  ok?: boolean;
}

const fmt = (n: number | undefined, unit: string) =>
  n === undefined || Number.isNaN(n) ? '—' : `${Number.isInteger(n) ? n : n.toFixed(unit === '' ? 3 : 1)}${unit ? ' ' + unit : ''}`;

export function printTable(title: string, rows: Row[]): void {
  const lines = rows.map((r) => [
    r.figure,
    fmt(r.ours, r.unit),
    fmt(r.reference, r.unit),
    r.reference ? (r.ours / r.reference).toFixed(2) : '—',
    r.target ?? '—',
    r.ok === undefined ? '' : r.ok ? 'met' : 'MISSED',
  ]);
  const head = ['figure', 'ours', 'reference', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  process.stdout.write(`\n## ${title}\n\n${row(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const l of lines) process.stdout.write(row(l) + '\n');
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
