// Runs the story projects (every story is a browser test, in English and in Arabic). When the
// stall watchdog ends the run (tests/setup/stallWatchdog.ts: a tester page stopped answering,
// vitest-dev/vitest#11243), the files that had not finished run once more, each project on its
// own. A test that fails is never run again: only a run that stopped making progress.
//   node scripts/test-stories.mjs [vitest arguments]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STALLED_EXIT_CODE = 3; // tests/setup/stallWatchdog.ts
const STALLED_FILES_PATH = path.resolve('node_modules/.cache/stalled-test-files.json');
const PROJECTS = ['stories-en', 'stories-ar'];

const vitest = (args) =>
  spawnSync('pnpm', ['exec', 'vitest', 'run', ...args], { stdio: 'inherit' }).status ?? 1;

const extra = process.argv.slice(2);
const first = vitest([...PROJECTS.flatMap((project) => ['--project', project]), ...extra]);
if (first !== STALLED_EXIT_CODE) process.exit(first);

const unfinished = JSON.parse(fs.readFileSync(STALLED_FILES_PATH, 'utf8'));
if (unfinished.length === 0) throw new Error('the run stalled, yet no file was left unfinished');
console.error(`\nThe story run stalled; running the ${unfinished.length} unfinished files once more.`);
// Each project under the name the watchdog saw (a browser project's carries its browser:
// "stories-en (chromium)"), so every unfinished file runs again; none is dropped by a name.
const byProject = new Map();
for (const { project, file } of unfinished) byProject.set(project, [...(byProject.get(project) ?? []), file]);
for (const [project, files] of byProject) {
  const status = vitest(['--project', project, ...extra, ...files]);
  if (status !== 0) process.exit(status);
}
