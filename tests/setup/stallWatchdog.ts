import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule, TestSpecification } from 'vitest/node';

/**
 * Ends the run, naming the file and test, when a test file has made no progress for too long.
 *
 * Why: under CPU pressure a browser-mode tester page can stop answering (an iframe that never
 * fires `load`, vitest-dev/vitest#11243); its own timeout runs inside that page, so Vitest waits
 * for it forever. CI then ran until its 90-minute limit and printed nothing about where it stood.
 * The longest story file takes about a minute on a loaded machine: five minutes without a
 * finished test is a hang, not slowness.
 *
 * It exits with STALLED_EXIT_CODE and writes the files that had not finished to
 * STALLED_FILES_PATH, so scripts/test-stories.mjs can run just those once more.
 */
export const STALLED_EXIT_CODE = 3;
export const STALLED_FILES_PATH = path.resolve('node_modules/.cache/stalled-test-files.json');
const STALL_LIMIT_MS = Number(process.env.VITEST_STALL_LIMIT_MS ?? 5 * 60_000);
const CHECK_EVERY_MS = 15_000;

interface Running {
  project: string;
  file: string;
  test: string | null;
  lastProgress: number;
}

export default class StallWatchdog implements Reporter {
  private readonly running = new Map<string, Running>();
  private readonly unfinished = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    for (const spec of specifications) this.unfinished.add(pair(spec.project.name, spec.moduleId));
    fs.rmSync(STALLED_FILES_PATH, { force: true });
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule) {
    this.running.set(key(module), {
      project: module.project.name,
      file: module.relativeModuleId,
      test: null,
      lastProgress: Date.now(),
    });
  }

  onTestCaseReady(test: TestCase) {
    const entry = this.running.get(key(test.module));
    if (entry) Object.assign(entry, { test: test.fullName, lastProgress: Date.now() });
  }

  onTestCaseResult(test: TestCase) {
    const entry = this.running.get(key(test.module));
    if (entry) entry.lastProgress = Date.now();
  }

  onTestModuleEnd(module: TestModule) {
    this.running.delete(key(module));
    this.unfinished.delete(pair(module.project.name, module.moduleId));
  }

  onTestRunEnd() {
    clearInterval(this.timer);
  }

  private check() {
    const now = Date.now();
    const stalled = [...this.running.values()].filter((entry) => now - entry.lastProgress > STALL_LIMIT_MS);
    if (stalled.length === 0) return;
    for (const entry of stalled) {
      console.error(
        `\nNo progress for ${Math.round((now - entry.lastProgress) / 1000)} s: [${entry.project}] ${entry.file}` +
          (entry.test ? `, in "${entry.test}"` : ', before its first test'),
      );
    }
    console.error('Ending the run: a test file that makes no progress would hold it until CI gives up.');
    fs.mkdirSync(path.dirname(STALLED_FILES_PATH), { recursive: true });
    const unfinished = [...this.unfinished].sort().map((entry) => JSON.parse(entry) as UnfinishedFile);
    fs.writeFileSync(STALLED_FILES_PATH, JSON.stringify(unfinished, null, 2));
    process.exit(STALLED_EXIT_CODE);
  }
}

/** A test file a project had not finished when the run was ended. */
export interface UnfinishedFile {
  project: string;
  file: string;
}

const key = (module: TestModule) => `${module.project.name} ${module.moduleId}`;
const pair = (project: string, moduleId: string) =>
  JSON.stringify({ project, file: path.relative(process.cwd(), moduleId) } satisfies UnfinishedFile);
