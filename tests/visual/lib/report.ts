import type { FontFinding } from './fonts';
import type { JudgedFinding } from './overflow';
import { comparedCount, failingOverflow, failingShots, type RunSummary, type ShotResult } from './results';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const storyLink = (id: string, locale: string) =>
  `<code>${escape(id)}</code> <span class="locale">${escape(locale)}</span>`;

function figure(label: string, src: string | undefined, outlines: JudgedFinding[] = []): string {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
  const boxes = outlines
    .map(
      (f) =>
        `<span class="outline" title="${escape(f.kind)}: ${escape(f.text)}" style="left:${f.box.left}px;top:${f.box.top}px;width:${f.box.right - f.box.left}px;height:${f.box.bottom - f.box.top}px"></span>`,
    )
    .join('');
  return `<figure><figcaption>${label}</figcaption><div class="shot"><img src="${escape(src)}" alt="${label}" loading="lazy">${boxes}</div></figure>`;
}

function shotSection(shot: ShotResult, outlines: JudgedFinding[]): string {
  const why =
    shot.status === 'missing'
      ? 'no baseline: run <code>pnpm test:visual --update</code> and commit the new image'
      : shot.status === 'error'
        ? `the story did not render: ${escape(shot.error ?? '')}`
        : `${shot.diffPixels} pixels differ` +
          (shot.expectedSize && shot.actualSize && shot.expectedSize.join() !== shot.actualSize.join()
            ? `; size ${shot.expectedSize.join('×')} → ${shot.actualSize.join('×')} (magenta: area only one image has)`
            : '');
  return `<section class="shot-result ${shot.status}">
  <h3>${escape(shot.title)} / ${escape(shot.name)} — ${storyLink(shot.storyId, shot.locale)}</h3>
  <p>${why}</p>
  <div class="figures">${figure('expected', shot.images?.expected)}${figure('actual', shot.images?.actual, outlines)}${figure('diff', shot.images?.diff)}</div>
</section>`;
}

function overflowTable(findings: JudgedFinding[]): string {
  if (findings.length === 0) return '<p class="none">none</p>';
  const rows = findings
    .map(
      (f) =>
        `<tr><td>${storyLink(f.storyId, f.locale)}</td><td>${escape(f.kind)}</td><td class="text" dir="auto">${escape(f.text)}</td><td>${f.kind === 'not-isolated' ? '' : f.kind === 'broken-word' ? 'word on two lines' : `${f.by}px`}</td><td><code>${escape(f.path)}</code></td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>story / locale</th><th>kind</th><th>text</th><th>past its box by</th><th>element</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function fontTable(findings: FontFinding[]): string {
  if (findings.length === 0) return '<p class="none">none</p>';
  const rows = findings
    .map(
      (f) =>
        `<tr><td>${storyLink(f.storyId, f.locale)}</td><td class="text" dir="auto">${escape(f.text)}</td><td>${escape(f.font)}</td><td><code>${escape(f.where)}</code></td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>story / locale</th><th>text</th><th>drawn with</th><th>where</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** One self-contained HTML page QA can open from disk: failures first, with their images. */
export function renderReport(summary: RunSummary, overflowShots: Map<string, string>): string {
  const shots = failingShots(summary);
  const badOverflow = failingOverflow(summary);
  const knownOverflow = summary.overflow.filter((f) => f.alsoInEnglish);
  const outlinesFor = (shot: { storyId: string; locale: string }) =>
    badOverflow.filter((f) => f.storyId === shot.storyId && f.locale === shot.locale);
  const overflowOnlyShots = [...overflowShots]
    .filter(([key]) => !shots.some((s) => `${s.storyId} ${s.locale}` === key))
    .map(([key, src]) => {
      const [storyId = '', locale = ''] = key.split(' ');
      return `<section class="shot-result overflow"><h3>${storyLink(storyId, locale)}</h3><div class="figures">${figure('actual (text that does not fit is outlined)', src, outlinesFor({ storyId, locale }))}</div></section>`;
    })
    .join('\n');
  const ok = shots.length === 0 && badOverflow.length === 0 && summary.fonts.length === 0 && summary.problems.length === 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression report</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1a1a1a; background: #f5f5f5; }
h1 { margin-top: 0; } .verdict.ok { color: #1a7f37; } .verdict.fail { color: #c4262e; }
code { font-size: 12px; } .locale { background: #1a1a1a; color: #fff; border-radius: 4px; padding: 0 6px; }
section.shot-result { background: #fff; border-radius: 8px; padding: 12px 16px; margin-block: 12px; }
.figures { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
figure { margin: 0; } figcaption { font-weight: 600; margin-block-end: 4px; }
.shot { position: relative; border: 1px solid #8a8a8a; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.shot img { display: block; }
.outline { position: absolute; outline: 2px solid #0860c4; background: rgba(8, 96, 196, 0.12); }
table { border-collapse: collapse; background: #fff; width: 100%; } td, th { border: 1px solid #e5e5e5; padding: 4px 8px; text-align: start; vertical-align: top; }
td.text { font-size: 15px; } .none { color: #5c5c5c; }
</style></head>
<body>
<h1>Visual regression report</h1>
<p class="verdict ${ok ? 'ok' : 'fail'}">${ok ? 'Passed' : 'Failed'}${summary.update ? ' (baselines updated)' : ''}: ${summary.stories} stories, ${summary.shots.length} images taken, ${comparedCount(summary)} compared with their baseline, ${shots.length} failing, ${badOverflow.length} text overflows or broken words not in English, in ${(summary.durationMs / 1000).toFixed(1)} s.${summary.filters.length ? ` Only stories matching: ${escape(summary.filters.join(', '))}.` : ''}</p>
${summary.problems.length ? `<h2>Problems</h2><ul>${summary.problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>` : ''}
<h2>Images that differ, are missing or did not render (${shots.length})</h2>
${shots.length ? shots.map((s) => shotSection(s, outlinesFor(s))).join('\n') : '<p class="none">none</p>'}
<h2>Text that is clipped, spills out of its box or breaks inside a word, and English does not (${badOverflow.length})</h2>
<p>Fix the layout so the text fits (wrap between words, grow), or mark an element meant to cut its text with <code>data-truncate</code>.</p>
${overflowTable(badOverflow)}
${overflowOnlyShots}
<h2>Text drawn with a font the project does not ship (${summary.fonts.length})</h2>
<p>Another machine has other fonts, so these pixels differ there. Use the kit's fonts (<code>vars.font.family</code>), or draw the text as paths in an SVG image.</p>
${fontTable(summary.fonts)}
<details><summary><h2 style="display:inline">Overflow English has too (${knownOverflow.length}, not failing)</h2></summary>
${overflowTable(knownOverflow)}
</details>
${summary.disabled.length ? `<h2>Left out of the run</h2><ul>${summary.disabled.map((d) => `<li><code>${escape(d.id)}</code>: ${escape(d.reason)}</li>`).join('')}</ul>` : ''}
</body></html>
`;
}
