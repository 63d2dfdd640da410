import type { Measurement } from './load';

export interface Row {
  scenario: string;
  measurement: Measurement;
  /** Peak RSS of the process under test during this scenario (warm-up included), MB. */
  peakRssMb: number | undefined;
  /** Operations the scenario is about, when they are not single requests (pays for create-and-pay). */
  operations?: { label: string; perSecond: number };
  target?: Target;
  /** Shown in the target column of a row without a target. */
  note?: string;
}

export interface Target {
  text: string;
  met: boolean;
  /** Why it was missed, in numbers. */
  miss?: string;
}

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // Text columns left, numbers right.
  const cell = (value: string, i: number) => (i === 0 || i >= headers.length - 2 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!));
  const line = (cells: string[]) => cells.map(cell).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function resultsTable(rows: Row[]): string {
  return table(
    ['scenario', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'peak RSS MB', 'target', 'result'],
    rows.map((row) => {
      const m = row.measurement;
      const failures = m.non2xx + m.mismatches;
      return [
        row.scenario,
        num(m.requestsPerSecond),
        num(m.p99Ms),
        failures ? `${num(failures)}${m.mismatches ? ` (${num(m.mismatches)} not ok)` : ''}` : '0',
        num(m.errors),
        row.peakRssMb === undefined ? '-' : num(row.peakRssMb),
        row.target?.text ?? row.note ?? '-',
        row.target ? (row.target.met ? 'MET' : `MISSED${row.target.miss ? `: ${row.target.miss}` : ''}`) : '',
      ];
    }),
  );
}

export const formatNumber = num;
