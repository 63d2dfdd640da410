import { describe, expect, it } from 'vitest';
import { useProbePage } from './probe-page';
import type { OverflowFinding } from './probe-types';

// Paragraphs and isolates are what the browser makes of the CSS, so this runs in real Chromium.
const probePage = useProbePage();

async function bidiOf(story: string, dir = 'rtl'): Promise<OverflowFinding[]> {
  const page = probePage();
  await page.setContent(`<html lang="ar" dir="${dir}"><head><style>body { margin: 0; font: 16px sans-serif; } .row { display: flex; justify-content: space-between; }</style></head><body><div id="storybook-root">${story}</div></body></html>`);
  return page.evaluate(() => (window as unknown as { __visualProbe: { findBidi(): OverflowFinding[] } }).__visualProbe.findBidi());
}

describe('findBidi', () => {
  it('finds a coupon name inside an Arabic sentence, on the element that holds the paragraph', async () => {
    const found = await bidiOf('<div class="row"><span>القسيمة: $20 off at Coral Corner</span><span>x</span></div>');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'not-isolated', path: '#storybook-root > div:nth-child(1) > span:nth-child(1)' });
    expect(found[0]!.text).toContain('$20 off at Coral Corner');
  });

  it('accepts the name in <bdi>, in an element with dir, with unicode-bidi isolate, or between FSI and PDI', async () => {
    expect(await bidiOf('<p>القسيمة: <bdi>$20 off at Coral Corner</bdi></p>')).toEqual([]);
    expect(await bidiOf('<p>القسيمة: <span dir="auto">$20 off at Coral Corner</span></p>')).toEqual([]);
    expect(await bidiOf('<p>القسيمة: <span style="unicode-bidi:isolate;direction:ltr">$20 off at Coral Corner</span></p>')).toEqual([]);
    expect(await bidiOf('<p>القسيمة: \u2068$20 off at Coral Corner\u2069</p>')).toEqual([]);
  });

  it('still judges what is inside an isolate, in the isolate\'s own direction', async () => {
    // Isolated but right to left: "$20" still moves to the end of the coupon's name.
    const found = await bidiOf('<p>القسيمة: <span style="unicode-bidi:isolate">$20 off at Coral Corner</span></p>');
    expect(found.map((f) => f.path)).toEqual(['#storybook-root > p:nth-child(1) > span:nth-child(1)']);
  });

  it('sees text split by inline elements as one paragraph, and blocks as separate ones', async () => {
    expect(await bidiOf('<p>الخصم <b>-$20.00</b></p>')).toHaveLength(1);
    expect(await bidiOf('<div><p>الخصم</p><p dir="ltr">-$20.00</p></div>')).toEqual([]);
  });

  it('finds a hand-placed minus that ends up behind the number, and a street number that jumps', async () => {
    expect(await bidiOf('<div class="row"><span>الخصم</span><span>-20.00 $</span></div>')).toHaveLength(1);
    expect(await bidiOf('<div class="row"><span>الخصم</span><span>\u200f\u200e-20.00 $</span></div>')).toEqual([]);
    expect(await bidiOf('<address>88 Sukhumvit Road, Bangkok</address>')).toHaveLength(1);
    expect(await bidiOf('<address dir="auto">88 Sukhumvit Road, Bangkok</address>')).toEqual([]);
  });

  it('leaves visually hidden text, icons and left-to-right stories alone', async () => {
    const hidden = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';
    expect(await bidiOf(`<p>السعر <span style="${hidden}">-$20.00</span></p>`)).toEqual([]);
    expect(await bidiOf('<p>مرحبا <svg><text>Hello world</text></svg></p>')).toEqual([]);
    expect(await bidiOf('<p>القسيمة: $20 off at Coral Corner</p>', 'ltr')).toEqual([]);
  });
});
