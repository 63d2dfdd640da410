import { describe, expect, it } from 'vitest';
import { CAPTCHA_GLYPHS } from '@shop/domain';
import { EMOJI } from '../pictures';
import { captchaSvg, fixtureImage, fixturePicture, MOCK_CAPTCHA_TEXT } from './images';
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
  const svgOf = (uri: string) =>
    decodeURIComponent(uri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

  it('show a product its emoji, the same bytes every time', () => {
    const dress = fixturePicture('product', 'dress', 3);
    expect(dress).toBe(fixturePicture('product', 'dress', 3));
    expect(svgOf(dress)).toContain(EMOJI.dress.body);
    expect(svgOf(dress)).toMatch(/width="400" height="400"/);
  });

  it('give every fixture product, category, store and banner a picture of a thing', () => {
    const pictures = [
      ...products.flatMap((p) => [p.image, ...p.images]),
      ...categories.flatMap((c) => [c.icon, ...c.children.map((child) => child.icon)]),
      ...stores.flatMap((s) => [s.logo, s.banner]),
      ...banners.map((b) => b.image),
    ];
    for (const uri of pictures) {
      const svg = svgOf(uri!);
      expect(svg).toContain('<symbol id="e0"');
      expect(svg).not.toMatch(/<text|font-family|<foreignObject/);
    }
  });

  it('show the earbuds as headphones and the dress as a dress', () => {
    const byName = (name: string) => svgOf(products.find((p) => p.name === name)!.image);
    expect(byName('Wireless earbuds')).toContain(EMOJI.headphone.body);
    expect(byName('Linen summer dress')).toContain(EMOJI.dress.body);
  });

  it('keep people and documents abstract, and draw a payment code as modules', () => {
    for (const uri of [
      fixtureImage('avatar', 1),
      fixtureImage('document', 2),
      fixtureImage('qr', 3),
    ]) {
      expect(svgOf(uri)).not.toContain('<symbol');
    }
    expect(fixtureImage('qr', 3)).toBe(fixtureImage('qr', 3));
    expect(fixtureImage('qr', 3)).not.toBe(fixtureImage('qr', 4));
  });
});
