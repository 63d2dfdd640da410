/**
 * `pnpm test:visual`: builds Storybook, photographs every story in its locales in Debian's
 * Chromium, compares each image with its committed baseline, checks text overflow against English
 * in the same pass, and writes tests/visual/report/index.html. See tests/visual/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import {
  BASELINE_BUDGET_BYTES,
  baselineBytes,
  pruneBaselines,
  readBaseline,
  VISUAL_DIR,
  writeBaseline,
} from './lib/baselines';
import { captureShot, discoverStories, launch, newWorkerPage } from './lib/browser';
import { compareImages, isUnchanged } from './lib/compare';
import { fontChecker, shippedFontFamilies, type FontFinding } from './lib/fonts';
import { judgeOverflow, type JudgedFinding } from './lib/overflow';
import { probeScript } from './lib/probe-bundle';
import { renderReport } from './lib/report';
import { comparedCount, failed, failingOverflow, failingShots, type RunSummary, type ShotResult } from './lib/results';
import { serveStatic } from './lib/server';
import { passingToastProblems, plan, screensMissingAllLocales, type PlannedStory } from './lib/stories';

const ROOT = path.resolve(VISUAL_DIR, '../..');
/** Outside storybook-static so a visual run never races someone's `pnpm build-storybook`. */
const BUILD_DIR = path.join(ROOT, 'node_modules/.cache/visual-storybook');
const REPORT_DIR = path.join(VISUAL_DIR, 'report');
/**
 * Four pages at once on two cores: a page spends much of a story waiting (its mocks, its play
 * function, fonts), and with two pages the cores stood idle a third of the time. Measured here on
 * the 42 wallet stories: 2 pages 113 s, 4 pages 81 s, 6 pages 76 s.
 */
const MAX_WORKERS = 4;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    update: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    /** Load every image's story afresh instead of switching locale in place (slower; for doubt). */
    fresh: { type: 'boolean', default: false },
    filter: { type: 'string', multiple: true, default: [] },
    workers: { type: 'string', default: String(MAX_WORKERS) },
  },
});
const update = values.update;
const filters = [...values.filter, ...positionals];
const workers = Math.min(MAX_WORKERS, Math.max(1, Number(values.workers) || MAX_WORKERS));

const started = Date.now();
const log = (message: string) => console.log(`[visual ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

if (!values['skip-build'] || !fs.existsSync(path.join(BUILD_DIR, 'index.json'))) {
  log('building Storybook…');
  execFileSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', BUILD_DIR], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(path.join(REPORT_DIR, 'images'), { recursive: true });

const server = await serveStatic(BUILD_DIR);
const browser = await launch();
const probe = await probeScript();
/** The families the kit's font packages declare: the only fonts a story's text may be drawn with. */
const shippedFonts = shippedFontFamilies(path.join(ROOT, 'packages/ui'));

/** Saves an image into the report folder and returns its path relative to the report. */
function saveForReport(storyId: string, locale: string, kind: string, png: Buffer): string {
  const relative = path.join('images', storyId, `${locale}.${kind}.png`);
  fs.mkdirSync(path.join(REPORT_DIR, 'images', storyId), { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, relative), png);
  return relative;
}

const shots: ShotResult[] = [];
const overflow: JudgedFinding[] = [];
const fonts: FontFinding[] = [];
/** Shots taken again after the story failed (see runStory). */
const retried: string[] = [];
/** Stories whose picture ended on a toast that leaves by itself (see StoryInfo.toastsThatLeave). */
const passingToasts: string[] = [];
/** Screenshots of shots whose only failure is text overflow, for the report. */
const overflowShots = new Map<string, string>();
/** Total milliseconds per phase over all shots, to show where the time goes. */
const timing = { load: 0, render: 0, probe: 0, shot: 0, fonts: 0, bidi: 0 };

type CheckFonts = Awaited<ReturnType<typeof fontChecker>>;

async function runStory(page: Page, checkFonts: CheckFonts, story: PlannedStory): Promise<void> {
  let english: JudgedFinding[] = [];
  for (const [index, locale] of story.locales.entries()) {
    const base = { storyId: story.id, title: story.title, name: story.name, locale };
    let shot;
    try {
      // English (first) always comes from a fresh load; the other locales switch in place.
      shot = await captureShot(page, server.origin, story.id, locale, index > 0 && !values.fresh);
      if (shot.probe.error) {
        // Once more from a fresh load: a play that waited too long on a loaded machine is not a
        // defect of the screen. A story that fails twice is reported.
        retried.push(`${story.id} [${locale}]: ${shot.probe.error.slice(0, 200)}`);
        shot = await captureShot(page, server.origin, story.id, locale, false);
      }
    } catch (error) {
      shots.push({ ...base, status: 'error', error: String(error) });
      continue;
    }
    const { png, probe: found } = shot;
    for (const phase of Object.keys(shot.ms) as (keyof typeof shot.ms)[]) timing[phase] += shot.ms[phase];
    // Part of the probe phase, shown apart to keep an eye on its cost.
    timing.bidi += found.bidiMs ?? 0;
    if (found.toasts?.some((type) => story.toastsThatLeave.includes(type))) passingToasts.push(story.id);
    const judged = judgeOverflow(story.id, locale, found.overflow, english);
    if (locale === 'en') english = judged;
    overflow.push(...judged);

    if (found.error || !png) {
      shots.push({
        ...base,
        status: 'error',
        error: found.error ?? 'no image',
        images: png ? { actual: saveForReport(story.id, locale, 'actual', png) } : {},
      });
      continue;
    }
    // After the screenshot: the check marks elements while it asks Chromium about them.
    const fontsStarted = Date.now();
    try {
      fonts.push(...(await checkFonts(story.id, locale)));
    } catch (error) {
      shots.push({ ...base, status: 'error', error: `font check: ${String(error)}` });
      continue;
    }
    timing.fonts += Date.now() - fontsStarted;
    const expected = readBaseline(story.id, locale);
    let result: ShotResult;
    if (update) {
      // Only what the comparison calls changed: rewriting an image for a few anti-aliased pixels
      // would bury the real changes of an update in hundreds of noisy ones.
      if (!expected || !isUnchanged(compareImages(expected, png))) writeBaseline(story.id, locale, png);
      result = { ...base, status: 'written' };
    } else if (!expected) {
      result = { ...base, status: 'missing', images: { actual: saveForReport(story.id, locale, 'actual', png) } };
    } else {
      const comparison = compareImages(expected, png);
      result = {
        ...base,
        status: isUnchanged(comparison) ? 'same' : 'changed',
        diffPixels: comparison.diffPixels,
        expectedSize: comparison.expectedSize,
        actualSize: comparison.actualSize,
      };
      if (comparison.diff) {
        result.images = {
          expected: saveForReport(story.id, locale, 'expected', expected),
          actual: saveForReport(story.id, locale, 'actual', png),
          diff: saveForReport(story.id, locale, 'diff', comparison.diff),
        };
      }
    }
    shots.push(result);
    if (judged.some((f) => !f.alsoInEnglish)) {
      overflowShots.set(`${story.id} ${locale}`, result.images?.actual ?? saveForReport(story.id, locale, 'actual', png));
    }
  }
}

let summary: RunSummary;
try {
  const pages = await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = await newWorkerPage(browser, probe);
      return { ...worker, checkFonts: await fontChecker(worker.page, shippedFonts) };
    }),
  );
  const stories = await discoverStories(pages[0]!.page, server.origin);
  const { planned, disabled } = plan(stories, filters);
  const problems = filters.length === 0 ? screensMissingAllLocales(planned) : [];
  const total = planned.reduce((n, s) => n + s.locales.length, 0);
  log(`${planned.length} stories, ${total} images, ${workers} pages at once`);

  const queue = [...planned];
  let done = 0;
  await Promise.all(
    pages.map(async ({ page, checkFonts }) => {
      for (let story = queue.shift(); story; story = queue.shift()) {
        await runStory(page, checkFonts, story);
        done += story.locales.length;
        if (process.stdout.isTTY || done % 50 < story.locales.length) log(`${done}/${total} images`);
      }
    }),
  );

  let removedBaselines: string[] = [];
  if (update && filters.length === 0) {
    // Only a full run knows every story, so only a full run may delete baselines.
    const keep = new Map(planned.map((s) => [s.id, s.locales]));
    const captured = new Set(shots.map((s) => s.storyId));
    removedBaselines = pruneBaselines(new Map([...keep].filter(([id]) => captured.has(id))));
  }
  problems.push(...passingToastProblems(passingToasts));
  const bytes = baselineBytes();
  if (bytes > BASELINE_BUDGET_BYTES) {
    problems.push(
      `baselines take ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${BASELINE_BUDGET_BYTES / 1024 / 1024} MB budget`,
    );
  }
  summary = {
    update,
    filters,
    durationMs: Date.now() - started,
    stories: planned.length,
    shots: shots.sort((a, b) => a.storyId.localeCompare(b.storyId) || a.locale.localeCompare(b.locale)),
    overflow,
    fonts,
    problems,
    disabled: disabled.map((s) => ({
      id: s.id,
      reason: typeof s.visual.disable === 'string' ? s.visual.disable : 'parameters.visual.disable / chromatic.disableSnapshot',
    })),
    baselineBytes: bytes,
    removedBaselines,
  };
} finally {
  await browser.close();
  await server.close();
}

fs.writeFileSync(path.join(REPORT_DIR, 'index.html'), renderReport(summary, overflowShots));
fs.writeFileSync(path.join(REPORT_DIR, 'results.json'), JSON.stringify(summary, null, 2));

for (const problem of summary.problems) console.log(`✗ ${problem}`);
for (const shot of failingShots(summary)) {
  const what =
    shot.status === 'missing'
      ? 'no baseline: run pnpm test:visual --update'
      : shot.status === 'error'
        ? `did not render: ${shot.error}`
        : `${shot.diffPixels} pixels differ`;
  console.log(`✗ ${shot.storyId} [${shot.locale}]: ${what}`);
}
for (const f of failingOverflow(summary)) {
  console.log(
    f.kind === 'not-isolated'
      ? `✗ ${f.storyId} [${f.locale}]: not isolated, ${f.text} (${f.path})`
      : f.kind === 'broken-word'
        ? `✗ ${f.storyId} [${f.locale}]: word broken across two lines: "${f.text}" (${f.path})`
        : `✗ ${f.storyId} [${f.locale}]: text ${f.kind} by ${f.by}px: "${f.text}" (${f.path})`,
  );
}
for (const f of summary.fonts) {
  console.log(
    f.kind === 'svg-text'
      ? `✗ ${f.storyId} [${f.locale}]: text "${f.text}" in an SVG image is drawn with ${f.font}; draw it as paths (${f.where})`
      : `✗ ${f.storyId} [${f.locale}]: text "${f.text}" is drawn with ${f.font} (${f.where})`,
  );
}
for (const shot of retried) console.log(`- taken again after its story failed: ${shot}`);
for (const removed of summary.removedBaselines) console.log(`- removed baseline ${removed}`);
for (const d of summary.disabled) console.log(`- left out: ${d.id} (${d.reason})`);

console.log(
  `\nVisual run ${failed(summary) ? 'FAILED' : 'passed'} in ${(summary.durationMs / 1000).toFixed(1)} s: ` +
    `${summary.stories} stories, ${summary.shots.length} images taken, ${comparedCount(summary)} compared, ` +
    `${failingShots(summary).length} failing, ${failingOverflow(summary).length} text overflows or broken words not in English, ` +
    `${summary.fonts.length} texts in fonts the project does not ship` +
    `${update ? `, ${summary.shots.filter((s) => s.status === 'written').length} baselines written` : ''}; ` +
    `baselines ${(summary.baselineBytes / 1024 / 1024).toFixed(1)} MB.\n` +
    `Per image on average: ${Object.entries(timing)
      .map(([phase, total]) => `${phase} ${Math.round(total / Math.max(1, summary.shots.length))} ms`)
      .join(', ')} (${workers} pages in parallel).\n` +
    `Report: ${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}`,
);
process.exit(failed(summary) ? 1 : 0);
