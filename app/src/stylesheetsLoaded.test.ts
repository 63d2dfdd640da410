import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetsLoaded } from './stylesheetsLoaded';

function link(media: string) {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.media = media;
  document.head.append(element);
  return element;
}

describe('stylesheetsLoaded', () => {
  afterEach(() => document.head.replaceChildren());

  it('waits for every stylesheet, then applies each to the screen', async () => {
    const first = link('print');
    const second = link('print');
    let done = false;
    const waiting = stylesheetsLoaded().then(() => (done = true));
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(first.media).toBe('all');
    second.dispatchEvent(new Event('load'));
    await waiting;
    expect(second.media).toBe('all');
  });

  it('does not hang on a stylesheet that failed to load', async () => {
    const broken = link('print');
    const waiting = stylesheetsLoaded();
    broken.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('resolves at once without stylesheets (the dev server injects styles by script)', async () => {
    await expect(stylesheetsLoaded()).resolves.toBeUndefined();
  });
});
