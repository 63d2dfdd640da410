import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { processTree } from './processes';

/** Kernel clock ticks per second, the unit of utime and stime in /proc/<pid>/stat. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used, in ms; undefined once it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}

/** PostgreSQL backends serving one database: their command line names it ("postgres: … user db …"). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Where a scenario's CPU goes: the server (every process of its tree) and PostgreSQL (the backends
 * connected to the benchmark's database, which runs on this same machine). Samples /proc every
 * 250 ms and adds up what each process used since its previous sample, so a backend or worker that
 * ends mid-run loses at most one interval. With pg_stat_statements loaded in the server
 * (shared_preload_libraries), its total execution time for the database is read too: time in
 * statements, waits included, as PostgreSQL itself counts it.
 */
export class CpuMeter {
  private readonly last = new Map<number, number>();
  private totals = { app: 0, db: 0 };
  private window = { app: 0, db: 0, pgExec: 0 };
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly serverPid: number,
    private readonly database: string,
    private readonly statements: pg.Client | undefined,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 250);
  }

  /** Starts sampling; `databaseUrl` is the benchmark database (pg_stat_statements is read there when loaded). */
  static async start(serverPid: number, database: string, databaseUrl: string): Promise<CpuMeter> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'shared_preload_libraries'");
    if (rows[0]?.setting.includes('pg_stat_statements')) {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      const meter = new CpuMeter(serverPid, database, client);
      meter.window.pgExec = await meter.pgExecMs();
      return meter;
    }
    await client.end();
    return new CpuMeter(serverPid, database, undefined);
  }

  get hasStatements() {
    return this.statements !== undefined;
  }

  private async pgExecMs(): Promise<number> {
    if (!this.statements) return 0;
    const { rows } = await this.statements.query<{ ms: number }>(
      'SELECT coalesce(sum(total_exec_time), 0)::float8 AS ms FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())',
    );
    return rows[0]!.ms;
  }

  private sample() {
    const add = (pids: number[], into: 'app' | 'db') => {
      for (const pid of pids) {
        const now = cpuMs(pid);
        if (now === undefined) continue;
        this.totals[into] += now - (this.last.get(pid) ?? now);
        this.last.set(pid, now);
      }
    };
    add(processTree(this.serverPid), 'app');
    add(backendsOf(this.database), 'db');
  }

  /** CPU ms of the server and of PostgreSQL (and pg_stat_statements' exec ms) since the previous call. */
  async nextWindow(): Promise<{ appMs: number; dbMs: number; pgExecMs: number | undefined }> {
    this.sample();
    const pgExec = this.statements ? await this.pgExecMs() : 0;
    const result = {
      appMs: this.totals.app - this.window.app,
      dbMs: this.totals.db - this.window.db,
      pgExecMs: this.statements ? pgExec - this.window.pgExec : undefined,
    };
    this.window = { app: this.totals.app, db: this.totals.db, pgExec };
    return result;
  }

  async stop() {
    clearInterval(this.timer);
    await this.statements?.end();
  }
}
