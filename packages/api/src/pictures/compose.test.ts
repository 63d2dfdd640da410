import { describe, expect, it } from 'vitest';
import { demoPicture, isEmojiName, mixColour, svgDataUri } from './compose';
import { EMOJI, type EmojiName } from './emoji';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('demo pictures', () => {
  it('draw every emoji of the set with paths: no text, fonts, embedded images or scripts', () => {
    for (const [name, icon] of Object.entries(EMOJI)) {
      expect(icon.body, name).not.toMatch(
        /<text|font-family|<foreignObject|<image|<script|href="http/,
      );
      expect(icon.body, name).toMatch(/<path/);
    }
  });

  it('are the same bytes for the same request, and differ in colour by seed', () => {
    const request = { layout: 'item', width: 400, height: 400, emoji: 'dress', seed: 7 } as const;
    expect(demoPicture(request)).toBe(demoPicture({ ...request }));
    expect(demoPicture({ ...request, seed: 8 })).not.toBe(demoPicture(request));
  });

  it('show a product: its emoji once, centred on a picture of the requested size', () => {
    const svg = demoPicture({
      layout: 'item',
      width: 400,
      height: 400,
      emoji: 'headphone',
      seed: 1,
    });
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/);
    expect(count(svg, EMOJI.headphone.body)).toBe(1);
    expect(count(svg, '<use ')).toBe(1);
    expect(svg).not.toContain('rotate(');
  });

  it('turn a product a little in its further gallery shots', () => {
    const shot = (n: number) =>
      demoPicture({ layout: 'item', width: 400, height: 400, emoji: 'dress', seed: 1, shot: n });
    expect(shot(1)).toContain('rotate(-8 ');
    expect(shot(2)).toContain('rotate(7 ');
  });

  it('show a promotion with three goods, each emoji written once however often it stands', () => {
    const names: EmojiName[] = ['coat', 'scarf', 'gloves'];
    const banner = demoPicture({
      layout: 'promotion',
      width: 750,
      height: 320,
      emoji: names,
      seed: 2,
    });
    for (const name of names) expect(count(banner, EMOJI[name].body), name).toBe(1);
    expect(count(banner, '<use ')).toBe(3);
    const single = demoPicture({
      layout: 'promotion',
      width: 750,
      height: 320,
      emoji: 'package',
      seed: 2,
    });
    expect(count(single, EMOJI.package.body)).toBe(1);
    expect(count(single, '<use ')).toBe(3);
  });

  it('refuse a picture of nothing', () => {
    expect(() =>
      demoPicture({ layout: 'badge', width: 96, height: 96, emoji: [], seed: 0 }),
    ).toThrow();
  });

  it('know their emoji by name, and nothing else', () => {
    expect(isEmojiName('dress')).toBe(true);
    expect(isEmojiName('toString')).toBe(false);
    expect(isEmojiName('../dress')).toBe(false);
  });

  it('mix colours channel by channel', () => {
    expect(mixColour('#FC4630', '#FFFFFF', 0)).toBe('#FC4630');
    expect(mixColour('#FC4630', '#FFFFFF', 1)).toBe('#FFFFFF');
    expect(mixColour('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });

  it('load in an <img> as a data URI', () => {
    expect(svgDataUri('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});
