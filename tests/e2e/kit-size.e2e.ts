import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './server';

// The kit's 16 most used components against antd-mobile's equivalents (packages/ui/bench/size.mjs):
// gzip JS + CSS on top of React. The kit is built afresh (a Vite and an esbuild build, a few
// seconds); antd-mobile's figure is the one recorded in antd-mobile-size.json for the installed
// versions. In the e2e project because it is the one that runs builds and has the time for them.
const SCRIPT = path.join(REPO_ROOT, 'packages/ui/bench/size.mjs');
const REFERENCE = path.join(REPO_ROOT, 'packages/ui/bench/antd-mobile-size.json');

interface Figure {
  js: number;
  css: number;
  total: number;
}
interface Report {
  kit: Figure;
  antd: Figure;
  missing: string[];
  reference: {
    versions: Record<string, string>;
    installed: Record<string, string>;
    stale: string[];
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
let report: Report;

beforeAll(() => {
  let out: string;
  try {
    out = execFileSync(process.execPath, [SCRIPT, '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
  } catch (error) {
    // Exit code 1 means "larger" or "stale": the JSON is still printed, and judged below.
    out = (error as { stdout?: string }).stdout ?? '';
    if (!out.trim().startsWith('{')) throw error;
  }
  report = JSON.parse(out) as Report;
}, 120_000);

describe("the kit's size", () => {
  it("antd-mobile's recorded figure is for the installed antd-mobile, React and esbuild", () => {
    const recorded = JSON.parse(fs.readFileSync(REFERENCE, 'utf8')) as {
      versions: Record<string, string>;
    };
    expect(
      report.reference.stale,
      `${path.relative(REPO_ROOT, REFERENCE)} was measured with other versions than the installed ones; ` +
        `run pnpm bench:kit-size --write-reference and commit it`,
    ).toEqual([]);
    expect(recorded.versions).toEqual(report.reference.installed);
  });

  it('measures all 16 components', () => {
    expect(report.missing).toEqual([]);
  });

  it("the 16 components weigh no more than antd-mobile's equivalents (gzip JS + CSS)", () => {
    const { kit, antd } = report;
    expect(
      kit.total <= antd.total,
      `The kit's 16 components weigh ${kib(kit.total)} KiB gzip (JS ${kib(kit.js)} + CSS ${kib(kit.css)}), ` +
        `${kib(kit.total - antd.total)} KiB more than antd-mobile's ${kib(antd.total)} KiB ` +
        `(JS ${kib(antd.js)} + CSS ${kib(antd.css)}): JS ${kit.js >= antd.js ? '+' : ''}${kib(kit.js - antd.js)} KiB, ` +
        `CSS ${kit.css >= antd.css ? '+' : ''}${kib(kit.css - antd.css)} KiB against antd-mobile. ` +
        `pnpm bench:kit-size --without=Name shows what one component costs.`,
    ).toBe(true);
  });
});
