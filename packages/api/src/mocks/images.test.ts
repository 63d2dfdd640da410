import { describe, expect, it } from 'vitest';
import { CAPTCHA_GLYPHS } from '@shop/domain';
import { EMOJI } from '../pictures';
import {
  captchaSvg,
  fixtureImage,
  fixturePicture,
  mediaHandler,
  MOCK_CAPTCHA_TEXT,
} from './images';
import { banners, categories, products, stores } from './fixtures';

describe('the mock captcha', () => {
  it('answers digits, like the server', () => {
    expect(MOCK_CAPTCHA_TEXT).toMatch(/^\d{4}$/);
  });

  it('draws its digits with the shared stroke glyphs, never with a font', () => {
    const svg = captchaSvg();
    expect(svg).not.toMatch(/<text|font-family|<foreignObject/);
    for (const digit of MOCK_CAPTCHA_TEXT) expect(svg).toContain(`d="${CAPTCHA_GLYPHS[digit]}"`);
  });

  it('is the same image every time', () => {
    expect(captchaSvg()).toBe(captchaSvg());
  });
});

describe('fixture pictures', () => {
  /** The picture a fixture URL shows, drawn as the mock service worker answers it. */
  const draw = async (url: string) => {
    const answer = await mediaHandler.run({
      request: new Request(new URL(url, 'http://localhost')),
      requestId: url,
    });
    expect(answer?.response?.status, url).toBe(200);
    return answer!.response!.text();
  };

  it('show a product its emoji at the URL the server uses, the same bytes every time', async () => {
    const dress = fixturePicture('product', 'dress', 3);
    expect(dress).toBe('/api/media/product/3.dress.svg');
    expect(fixturePicture('product', 'dress', 3, 1)).toBe('/api/media/product/3-b.dress.svg');
    const svg = await draw(dress);
    expect(svg).toBe(await draw(dress));
    expect(svg).toContain(EMOJI.dress.body);
    expect(svg).toMatch(/width="400" height="400"/);
  });

  it('give every fixture product, category, store and banner a short URL naming its emoji', async () => {
    const pictures = [
      ...products.flatMap((p) => [p.image, ...p.images]),
      ...categories.flatMap((c) => [c.icon, ...c.children.map((child) => child.icon)]),
      ...stores.flatMap((s) => [s.logo, s.banner]),
      ...banners.map((b) => b.image),
    ];
    for (const url of pictures) {
      expect(url, url!).toMatch(/^\/api\/media\/[a-z]+\/[\w-]+(\.[a-z0-9-]+)+\.svg$/);
      const svg = await draw(url!);
      expect(svg).toContain('<symbol id="e0"');
      expect(svg).not.toMatch(/<text|font-family|<foreignObject/);
    }
  });

  it('show the earbuds as headphones and the dress as a dress', async () => {
    const byName = (name: string) => draw(products.find((p) => p.name === name)!.image);
    expect(await byName('Wireless earbuds')).toContain(EMOJI.headphone.body);
    expect(await byName('Linen summer dress')).toContain(EMOJI.dress.body);
  });

  it('answer 404 for a picture of nothing or of an emoji the set does not have', async () => {
    for (const url of [
      '/api/media/product/3.svg',
      '/api/media/product/3.no-such-emoji.svg',
      '/api/media/avatar/3.dress.svg',
    ]) {
      const answer = await mediaHandler.run({
        request: new Request(new URL(url, 'http://localhost')),
        requestId: url,
      });
      expect(answer?.response?.status, url).toBe(404);
    }
  });

  it('keep people and documents abstract, and draw a payment code as modules', () => {
    const svgOf = (uri: string) =>
      decodeURIComponent(uri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    for (const uri of [
      fixtureImage('avatar', 1),
      fixtureImage('document', 2),
      fixtureImage('qr', 3),
    ]) {
      expect(svgOf(uri)).not.toContain('<symbol');
      expect(uri.length).toBeLessThanOrEqual(2048);
    }
    expect(fixtureImage('qr', 3)).toBe(fixtureImage('qr', 3));
    expect(fixtureImage('qr', 3)).not.toBe(fixtureImage('qr', 4));
  });
});
