import { describe, expect, it } from 'vitest';
import { renderReport } from './report';
import type { RunSummary } from './results';

const summary = (over: Partial<RunSummary> = {}): RunSummary => ({
  update: false,
  filters: [],
  durationMs: 1234,
  stories: 2,
  shots: [],
  overflow: [],
  fonts: [],
  problems: [],
  disabled: [],
  baselineBytes: 0,
  removedBaselines: [],
  ...over,
});

describe('renderReport', () => {
  it('says the run passed when nothing failed', () => {
    expect(renderReport(summary(), new Map())).toContain('Passed');
  });

  it('shows expected, actual and diff of a changed image', () => {
    const html = renderReport(
      summary({
        shots: [
          {
            storyId: 'kit-button--primary',
            title: 'Kit/Button',
            name: 'Primary',
            locale: 'de',
            status: 'changed',
            diffPixels: 42,
            expectedSize: [390, 76],
            actualSize: [390, 80],
            images: { expected: 'images/a/de.expected.png', actual: 'images/a/de.actual.png', diff: 'images/a/de.diff.png' },
          },
        ],
      }),
      new Map(),
    );
    expect(html).toContain('Failed');
    expect(html).toContain('42 pixels differ; size 390×76 → 390×80');
    for (const kind of ['expected', 'actual', 'diff']) expect(html).toContain(`src="images/a/de.${kind}.png"`);
  });

  it('tells how to create a missing baseline', () => {
    const html = renderReport(
      summary({ shots: [{ storyId: 'x', title: 'Kit/X', name: 'X', locale: 'en', status: 'missing' }] }),
      new Map(),
    );
    expect(html).toContain('no baseline: run <code>pnpm test:visual --update</code>');
  });

  it('lists overflowing text with its story, locale and an outline, escaped', () => {
    const html = renderReport(
      summary({
        overflow: [
          {
            storyId: 'kit-tag--default',
            locale: 'de',
            kind: 'clipped',
            path: '#storybook-root > span:nth-child(1)',
            text: '<Sonderangebot> & mehr',
            by: 7.5,
            box: { left: 10, top: 20, right: 110, bottom: 40 },
            alsoInEnglish: false,
          },
        ],
      }),
      new Map([['kit-tag--default de', 'images/kit-tag--default/de.actual.png']]),
    );
    expect(html).toContain('&lt;Sonderangebot&gt; &amp; mehr');
    expect(html).not.toContain('<Sonderangebot>');
    expect(html).toContain('left:10px;top:20px;width:100px;height:20px');
    expect(html).toContain('7.5px');
  });
});
