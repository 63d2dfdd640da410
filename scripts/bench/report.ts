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
  /**
   * CPU per request over the measured run, ms: the server's processes (`appMs`) and PostgreSQL's
   * backends (`dbMs`); pg_stat_statements' execution time when loaded; each side's share of all cores.
   */
  cpu?: { appMs: number; dbMs: number; pgExecMs: number | undefined; appShare: number; dbShare: number };
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

const cpuCell = (row: Row, side: 'app' | 'db') =>
  row.cpu ? `${num(side === 'app' ? row.cpu.appMs : row.cpu.dbMs, 2)} (${num(100 * (side === 'app' ? row.cpu.appShare : row.cpu.dbShare))}%)` : '-';

export function resultsTable(rows: Row[]): string {
  const statements = rows.some((row) => row.cpu?.pgExecMs !== undefined);
  return table(
    [
      'scenario',
      'req/s',
      'ops/s',
      'p99 ms',
      'non-2xx',
      'errors',
      'peak RSS MB',
      'app CPU ms/req',
      'db CPU ms/req',
      ...(statements ? ['pg exec ms/req'] : []),
      'target',
      'result',
    ],
    rows.map((row) => {
      const m = row.measurement;
      const failures = m.non2xx + m.mismatches;
      return [
        row.scenario,
        num(m.requestsPerSecond),
        row.operations ? `${num(row.operations.perSecond)} ${row.operations.label}` : '-',
        num(m.p99Ms),
        failures ? `${num(failures)}${m.mismatches ? ` (${num(m.mismatches)} not ok)` : ''}` : '0',
        num(m.errors),
        row.peakRssMb === undefined ? '-' : num(row.peakRssMb),
        cpuCell(row, 'app'),
        cpuCell(row, 'db'),
        ...(statements ? [row.cpu?.pgExecMs === undefined ? '-' : num(row.cpu.pgExecMs, 2)] : []),
        row.target?.text ?? row.note ?? '-',
        row.target ? (row.target.met ? 'MET' : `MISSED${row.target.miss ? `: ${row.target.miss}` : ''}`) : '',
      ];
    }),
  );
}

/** The same scenarios on one process and on WORKERS=N, side by side, with the ratio. */
export function comparisonTable(one: { rows: Row[] }, many: { workers: number; rows: Row[] }): string {
  const rate = (row: Row) => row.operations?.perSecond ?? row.measurement.requestsPerSecond;
  const unit = (row: Row) => (row.operations ? `${row.operations.label}/s` : 'req/s');
  const n = many.workers;
  return table(
    ['scenario', 'unit', '1 process', `WORKERS=${n}`, 'ratio', 'p99 ms (1 / N)', `app CPU ms/req (1 / N)`, `db CPU ms/req (1 / N)`, '', ''],
    one.rows.map((row) => {
      const other = many.rows.find((candidate) => candidate.scenario === row.scenario);
      const pair = (f: (r: Row) => string) => `${f(row)} / ${other ? f(other) : '-'}`;
      return [
        row.scenario,
        unit(row),
        num(rate(row)),
        other ? num(rate(other)) : '-',
        other && rate(row) > 0 ? `${num(rate(other) / rate(row), 2)}x` : '-',
        pair((r) => num(r.measurement.p99Ms)),
        pair((r) => (r.cpu ? num(r.cpu.appMs, 2) : '-')),
        pair((r) => (r.cpu ? num(r.cpu.dbMs, 2) : '-')),
        '',
        '',
      ];
    }),
  );
}

export const formatNumber = num;
