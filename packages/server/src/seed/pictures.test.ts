// @vitest-environment node
import { EMOJI, isEmojiName, type EmojiName } from '@shop/api/pictures';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, banners, categories, products, stores, wholesaleItems } from '../db/schema';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../testing/harness';
import { ARTICLES, BANNER_TITLES, CATEGORY_TREE, STORE_NAMES } from './catalogueData';
import {
  BANNER_EMOJI,
  CATEGORY_EMOJI,
  NEWS_EMOJI,
  NOUN_EMOJI,
  STORE_EMOJI,
  WHOLESALE_EMOJI,
} from './pictures';

vi.setConfig({ testTimeout: 60_000 });

/** The emoji a media URL names (`/api/media/product/7-b.dress.svg` names dress). */
function emojiOf(url: string): string[] {
  const match = /^\/api\/media\/[a-z]+\/[\w-]+((?:\.[a-z0-9-]+)*)\.svg$/.exec(url);
  expect(match, url).not.toBeNull();
  return match![1] ? match![1].slice(1).split('.') : [];
}

/** Whether an SVG draws `name`'s paths (the first path is enough to tell emoji apart). */
const draws = (svg: string, name: EmojiName) => svg.includes(EMOJI[name].body.slice(0, 200));

describe('the demo pictures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const picture = async (url: string) => {
    const answer = await server.raw(url);
    expect(answer.status, url).toBe(200);
    return answer.text();
  };

  it('gives every product the emoji of its noun, on its cover and in its gallery', async () => {
    const rows = await server.ctx.db
      .select({ name: products.name, cover: products.cover, images: products.images })
      .from(products);
    expect(rows).toHaveLength(300);
    const nouns = Object.keys(NOUN_EMOJI).sort((a, b) => b.length - a.length);
    for (const row of rows) {
      const noun = nouns.find((candidate) =>
        row.name.endsWith(candidate),
      ) as keyof typeof NOUN_EMOJI;
      expect(noun, row.name).toBeDefined();
      for (const url of [row.cover, ...row.images])
        expect(emojiOf(url), row.name).toEqual([NOUN_EMOJI[noun]]);
    }
    const first = rows[0]!;
    const svg = await picture(first.cover);
    expect(draws(svg, emojiOf(first.cover)[0] as EmojiName)).toBe(true);
  });

  it('gives every category the emoji of its name', async () => {
    const rows = await server.ctx.db
      .select({ name: categories.name, icon: categories.icon })
      .from(categories);
    const names = CATEGORY_TREE.flatMap((top) => [
      top.name,
      ...top.children.map((child) => child.name),
    ]);
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    for (const row of rows) {
      const emoji = CATEGORY_EMOJI[row.name as keyof typeof CATEGORY_EMOJI];
      expect(emojiOf(row.icon!), row.name).toEqual([emoji]);
      expect(draws(await picture(row.icon!), emoji), row.name).toBe(true);
    }
  });

  it('gives stores a logo of their trade and banners of their goods; home banners and news covers show goods', async () => {
    const db = server.ctx.db;
    for (const store of await db
      .select({ name: stores.name, logo: stores.logo, banner: stores.banner })
      .from(stores)) {
      expect(emojiOf(store.logo!), store.name).toEqual([STORE_EMOJI[store.name]]);
      expect(emojiOf(store.banner!), store.name).toHaveLength(3);
    }
    for (const banner of await db
      .select({ title: banners.title, image: banners.image })
      .from(banners)) {
      const emoji = BANNER_EMOJI[banner.title as (typeof BANNER_TITLES)[number]];
      expect(emojiOf(banner.image), banner.title).toEqual(emoji);
      const svg = await picture(banner.image);
      for (const name of emoji) expect(draws(svg, name), `${banner.title}: ${name}`).toBe(true);
    }
    const covers = await db
      .select({ title: articles.title, cover: articles.cover })
      .from(articles)
      .where(isNotNull(articles.cover));
    expect(covers.length).toBeGreaterThan(0);
    for (const { title, cover } of covers)
      expect(emojiOf(cover!), title).toEqual(NEWS_EMOJI[title]);
    for (const item of await db
      .select({ name: wholesaleItems.name, cover: wholesaleItems.cover })
      .from(wholesaleItems)) {
      expect(emojiOf(item.cover), item.name).toEqual([WHOLESALE_EMOJI[item.name]]);
    }
  });

  it('names an emoji for every store, banner and news article of the catalogue', () => {
    for (const name of STORE_NAMES) expect(isEmojiName(STORE_EMOJI[name] ?? ''), name).toBe(true);
    for (const title of BANNER_TITLES) expect(BANNER_EMOJI[title].length).toBeGreaterThan(0);
    for (const article of ARTICLES.filter((a) => a.kind === 'news'))
      expect(NEWS_EMOJI[article.title], article.title).toBeDefined();
  });

  it('draws no text, so no font decides what a screenshot looks like', async () => {
    const db = server.ctx.db;
    const urls = [
      ...(await db.select({ url: products.cover }).from(products).limit(30)).map((row) => row.url),
      ...(await db.select({ url: categories.icon }).from(categories)).map((row) => row.url!),
      ...(await db.select({ url: stores.logo }).from(stores)).map((row) => row.url!),
      ...(await db.select({ url: stores.banner }).from(stores)).map((row) => row.url!),
      ...(await db.select({ url: banners.image }).from(banners)).map((row) => row.url),
    ];
    for (const url of urls)
      expect(await picture(url), url).not.toMatch(/<text|font-family|<foreignObject/);
  });

  it('answers 404 for an emoji the set does not have, and draws the same bytes twice', async () => {
    expect((await server.raw('/api/media/product/7.no-such-emoji.svg')).status).toBe(404);
    expect((await server.raw('/api/media/product/7.dress.dress.dress.dress.svg')).status).toBe(404);
    expect(await picture('/api/media/product/7-b.dress.svg')).toBe(
      await picture('/api/media/product/7-b.dress.svg'),
    );
  });
});
