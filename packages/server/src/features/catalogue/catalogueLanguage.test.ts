// @vitest-environment node
import { LOCALES, type Locale } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, productTranslations, stores } from '../../db/schema';
import { shellLocale } from '../../http/i18n';
import { ARTICLES, BANNER_TITLES, DEMO_COUPONS, WHOLESALE, type CategoryName, type WholesaleName } from '../../seed/catalogueData';
import { DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { wordsOf } from '../../seed/translate';
import { en } from '../../seed/translations/en';
import { TRANSLATIONS } from '../../seed/translations/index';
import { composeName } from '../../seed/translations/types';
import { homeBootData } from './service';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';

vi.setConfig({ testTimeout: 60_000 });

type Translated = Exclude<Locale, 'en'>;
const OTHER_LOCALES = LOCALES.filter((lang): lang is Translated => lang !== 'en');

interface Card {
  id: number;
  name: string;
  storeId: number;
  storeName: string;
}
interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

const flatten = (tree: CategoryNode[]): CategoryNode[] => tree.flatMap((node) => [node, ...flatten(node.children)]);

/** Share of pairs whose texts differ: loanwords (Yoga, Fitness, Webcam) may rightly stay the same. */
const differing = (pairs: Array<[string, string]>) => pairs.filter(([a, b]) => a !== b).length / pairs.length;

async function signIn(server: TestServer, role: 'buyer' | 'merchant') {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const login = await server.call('POST', '/api/login', { body: { account: account.username, password: account.password } });
  return login.body.data.token as string;
}

describe('the demo catalogue in the shopper’s language', () => {
  let server: TestServer;
  let buyer: string;
  let merchant: string;
  /** What the API answers in English: the original every other language is compared with. */
  const english = {} as {
    categories: CategoryNode[];
    products: Card[];
    stores: Array<{ id: number; name: string; description: string }>;
    coupons: Array<{ id: number; name: string; storeId: number | null }>;
    wholesale: Array<{ id: number; name: string }>;
  };
  const get = (path: string, lang: string, query?: Record<string, string | number>, token?: string) =>
    server.call('GET', path, { lang, query, token }).then((answer) => {
      expect(answer.body.status, `${path} in ${lang}`).toBe(1);
      return answer.body.data;
    });

  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    buyer = await signIn(server, 'buyer');
    merchant = await signIn(server, 'merchant');
    english.categories = await get('/api/category/list', 'en');
    english.products = (await get('/api/product/list', 'en', { pageSize: 50 })).list;
    english.stores = (await get('/api/store/list', 'en', { pageSize: 50 })).list;
    english.coupons = (await get('/api/coupon/list', 'en', { status: 'available' }, buyer)).list;
    english.wholesale = (await get('/api/merchant/wholesale', 'en', { pageSize: 50 }, merchant)).list;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('answers in English with the seed’s own words', () => {
    expect(flatten(english.categories).map((node) => node.name)).toContain("Women's Fashion");
    expect(english.products.every((card) => wordsOf(card.name) !== null)).toBe(true);
    expect(english.coupons.map((coupon) => coupon.name)).toContain('$5 off orders over $50');
    expect(english.wholesale.map((item) => item.name)).toEqual(WHOLESALE.map(([name]) => name));
  });

  describe.each(OTHER_LOCALES)('in %s', (lang) => {
    const language = TRANSLATIONS[lang];

    it('lists wholesale items in the merchant’s language, and a shelved one reaches shoppers in it', async () => {
      const list: Array<{ id: number; name: string }> = (await get('/api/merchant/wholesale', lang, { pageSize: 50 }, merchant)).list;
      expect(list.map((item) => item.id)).toEqual(english.wholesale.map((item) => item.id));
      const pairs = list.map((item, index): [string, string] => [item.name, english.wholesale[index]!.name]);
      for (const [name, original] of pairs) expect(name).toBe(language.wholesale[original as WholesaleName]);
      expect(differing(pairs)).toBeGreaterThan(0.75);

      // Each language shelves an item of its own, so every one starts unshelved.
      const original = english.wholesale[OTHER_LOCALES.indexOf(lang)]!;
      const translated = language.wholesale[original.name as WholesaleName];
      const found: Array<{ id: number }> = (await get('/api/merchant/wholesale', lang, { keyword: translated }, merchant)).list;
      expect(found.map((item) => item.id)).toContain(original.id);
      const shelved = await server.call('POST', '/api/merchant/shelveWholesale', { token: merchant, lang, body: { ids: [original.id] } });
      expect(shelved.body.data.shelved).toEqual([original.id]);
      const [product] = await server.ctx.db
        .select({ id: products.id, lang: products.lang })
        .from(products)
        .where(eq(products.wholesaleItemId, original.id));
      // The platform wrote it in English, whatever the merchant's language.
      expect(product!.lang).toBe('en');
      const detail = await get('/api/product/detail', lang, { id: product!.id });
      expect(detail.name).toBe(translated);
      expect(detail.description).toBe(language.wholesaleDescription(translated));
      const inEnglish = await get('/api/product/detail', 'en', { id: product!.id });
      expect(inEnglish.name).toBe(original.name);
      expect(inEnglish.description).toBe(en.wholesaleDescription(original.name));
    });

    it('names every category in the language', async () => {
      const tree: CategoryNode[] = await get('/api/category/list', lang);
      const pairs = flatten(tree).map((node, index): [string, string] => [node.name, flatten(english.categories)[index]!.name]);
      for (const [name, original] of pairs) expect(name).toBe(language.categories[original as CategoryName]);
      expect(differing(pairs)).toBeGreaterThan(0.75);
      // Hot searches are category names too.
      const hot: string[] = await get('/api/search/hot', lang);
      const names = new Set(pairs.map(([name]) => name));
      expect(hot.length).toBeGreaterThan(0);
      for (const word of hot) expect(names).toContain(word);
    });

    it('names products in lists and on the detail page, with the store’s description', async () => {
      const list: Card[] = (await get('/api/product/list', lang, { pageSize: 50 })).list;
      expect(list.map((card) => card.id)).toEqual(english.products.map((card) => card.id));
      for (const [index, card] of list.entries()) {
        const words = wordsOf(english.products[index]!.name)!;
        expect(card.name).toBe(composeName(language, words.adjective, words.colour, words.noun));
        expect(card.name).not.toBe(english.products[index]!.name);
      }
      const first = english.products[0]!;
      const detail = await get('/api/product/detail', lang, { id: first.id });
      expect(detail.name).toBe(list[0]!.name);
      expect(detail.description).toBe(language.productDescription(first.storeName));
      expect(detail.description).not.toBe(en.productDescription(first.storeName));
      expect(detail.store.description).toBe(language.storeDescription(first.storeName));
    });

    it('describes stores in the language and keeps their brand names', async () => {
      const list: Array<{ id: number; name: string; description: string }> = (await get('/api/store/list', lang, { pageSize: 50 })).list;
      for (const [index, store] of list.entries()) {
        expect(store.name).toBe(english.stores[index]!.name);
        expect(store.description).toBe(language.storeDescription(store.name));
        expect(store.description).not.toBe(english.stores[index]!.description);
      }
      const detail = await get('/api/store/detail', lang, { id: list[0]!.id });
      expect(detail.description).toBe(list[0]!.description);
    });

    it('names the buyer’s coupons, the home banners and the articles in the language', async () => {
      const coupons: Array<{ id: number; name: string; storeId: number | null }> = (
        await get('/api/coupon/list', lang, { status: 'available' }, buyer)
      ).list;
      expect(coupons.map((coupon) => coupon.id)).toEqual(english.coupons.map((coupon) => coupon.id));
      for (const [index, coupon] of coupons.entries()) {
        const original = english.coupons[index]!;
        const store = english.stores.find((candidate) => candidate.id === original.storeId)?.name ?? english.stores[0]!.name;
        const key = DEMO_COUPONS.find((candidate) => en.coupons(store)[candidate.key] === original.name)!.key;
        expect(coupon.name).toBe(language.coupons(store)[key]);
        expect(coupon.name).not.toBe(original.name);
      }

      const banners: Array<{ title: string }> = await get('/api/home/banners', lang);
      expect(banners.map((banner) => banner.title)).toEqual([...language.banners]);
      banners.forEach((banner, index) => expect(banner.title).not.toBe(BANNER_TITLES[index]));

      for (const kind of ['about', 'agreement'] as const) {
        const article = await get(`/api/article/${kind}`, lang);
        const index = ARTICLES.findIndex((candidate) => candidate.kind === kind);
        expect(article.title).toBe(language.articles[index]!.title);
        expect(article.content).toBe(language.articles[index]!.body);
        expect(article.content).not.toBe(ARTICLES[index]!.body);
      }
      const help: Array<{ title: string; summary: string }> = await get('/api/article/help', lang);
      const helpTexts = language.articles.filter((_, index) => ARTICLES[index]!.kind === 'help');
      expect(help.map((article) => article.title)).toEqual(helpTexts.map((text) => text.title));
      const news: Array<{ id: number; title: string; summary: string }> = (await get('/api/article/list', lang, { kind: 'news', pageSize: 20 })).list;
      expect(news.length).toBe(ARTICLES.filter((article) => article.kind === 'news').length);
      for (const article of news) {
        const index = language.articles.findIndex((text) => text.title === article.title);
        expect(index, article.title).toBeGreaterThanOrEqual(0);
        expect(article.summary).toBe(language.articles[index]!.summary);
        const full = await get('/api/article/view', lang, { id: article.id });
        expect(full.content).toBe(language.articles[index]!.body);
      }
    });
  });

  it('says a few things exactly as a native shopper reads them', async () => {
    const name = async (lang: Locale, original: string) => {
      const index = flatten(english.categories).findIndex((node) => node.name === original);
      return flatten(await get('/api/category/list', lang))[index]!.name;
    };
    expect(await name('ja', "Women's Fashion")).toBe('レディース');
    expect(await name('de', 'Kitchen')).toBe('Küche');
    expect(await name('ar', 'Pets')).toBe('الحيوانات الأليفة');
    expect(await name('zh-Hant', 'Headphones')).toBe('耳機');
    expect((await get('/api/article/about', 'fr')).title).toBe('Qui sommes-nous');
    expect((await get('/api/home/banners', 'th'))[0].title).toBe('ลดราคาต้อนรับหน้าหนาว');
  });

  it('names the products, store and coupon of a checkout in the buyer’s language, and keeps them on the order', async () => {
    const product = english.products[1]!;
    await server.call('POST', '/api/cart/select', { token: buyer, body: { selected: false } });
    await server.call('POST', '/api/cart/add', { token: buyer, lang: 'es', body: { productId: product.id, quantity: 1 } });
    const words = wordsOf(product.name)!;
    const spanish = composeName(TRANSLATIONS.es, words.adjective, words.colour, words.noun);
    const anything = english.coupons.find((coupon) => coupon.name === en.coupons('')['threeOffAnything'])!;
    const preview = await server.call('POST', '/api/order/confirmCart', { token: buyer, lang: 'es', body: { couponId: anything.id } });
    expect(preview.body.data.groups[0].items[0].name).toBe(spanish);
    expect(preview.body.data.coupons.map((coupon: { name: string }) => coupon.name)).toContain(TRANSLATIONS.es.coupons('')['threeOffAnything']);
    const created = await server.call('POST', '/api/order/create', {
      token: buyer,
      lang: 'es',
      body: { source: { from: 'cart' }, addressId: preview.body.data.address.id, couponId: anything.id, idempotencyKey: `language-${Date.now()}` },
    });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: 1 });
    const order = await get('/api/order/detail', 'ja', { id: created.body.data.orderIds[0] }, buyer);
    // What the buyer saw at checkout stays on the order; the coupon is named in today's language.
    expect(order.items[0].name).toBe(spanish);
    expect(order.couponName).toBe(TRANSLATIONS.ja.coupons('')['threeOffAnything']);
  });

  it('sends the app shell’s home data in the language the app starts in on that browser', async () => {
    expect(shellLocale('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(shellLocale('nl-NL,nl;q=0.9,de;q=0.8')).toBe('de');
    expect(shellLocale('zh-TW')).toBe('zh-Hant');
    // Nothing the app knows: it starts in its default language, and so does the shell.
    expect(shellLocale(undefined)).toBe('th');
    const boot = await homeBootData(server.ctx.db, 'ja');
    // Named, so that an app the visitor set to another language does not paint these names.
    expect(boot.lang).toBe('ja');
    expect(boot.categories.map((node) => node.name)).toContain('レディース');
    expect(boot.banners.map((banner) => banner.title)).toEqual([...TRANSLATIONS.ja.banners]);
    const english = await homeBootData(server.ctx.db, 'en');
    boot.recommended.list.forEach((card, index) => expect(card.name).not.toBe(english.recommended.list[index]!.name));
  });

  it('names the buyer’s cart, collections and followed stores in the language', async () => {
    const product = english.products[0]!;
    await server.call('POST', '/api/cart/add', { token: buyer, lang: 'ko', body: { productId: product.id, quantity: 1 } });
    const cart = await get('/api/cart/list', 'ko', undefined, buyer);
    const line = cart.items.find((item: { productId: number }) => item.productId === product.id);
    const words = wordsOf(product.name)!;
    expect(line.name).toBe(composeName(TRANSLATIONS.ko, words.adjective, words.colour, words.noun));
    const collected: Card[] = (await get('/api/collection/list', 'ru', undefined, buyer)).list;
    expect(collected.length).toBeGreaterThan(0);
    for (const card of collected) expect(card.name).toMatch(/[а-яё]/i);
    const followed: Array<{ name: string; description: string }> = (await get('/api/follow/list', 'vi', undefined, buyer)).list;
    for (const store of followed) expect(store.description).toBe(TRANSLATIONS.vi.storeDescription(store.name));
  });
});

describe.each(ENGINES)('search and fallback by language on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: true, engine });
  }, SETUP_TIMEOUT * 3);
  afterAll(() => server.close());

  const search = async (keyword: string, lang: string) =>
    (await server.call('GET', '/api/product/list', { lang, query: { keyword, pageSize: 50 } })).body.data.list as Card[];

  it('finds a product by its Japanese name, a part of it, and its original English name', async () => {
    const [row] = await server.ctx.db
      .select({ id: products.id, name: products.name, ja: productTranslations.name })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(eq(productTranslations.lang, 'ja'))
      .limit(1);
    const { id, name, ja } = row!;
    expect((await search(ja, 'ja')).map((card) => card.id)).toContain(id);
    // Japanese has no spaces: a word inside the name finds it too.
    const noun = TRANSLATIONS.ja.nouns[wordsOf(name)!.noun] as string;
    const byNoun = await search(noun, 'ja');
    expect(byNoun.map((card) => card.id)).toContain(id);
    expect(byNoun.every((card) => card.name.includes(noun))).toBe(true);
    const byEnglish = await search(name, 'ja');
    expect(byEnglish.map((card) => card.id)).toContain(id);
    expect(byEnglish.find((card) => card.id === id)!.name).toBe(ja);
    // Another language's name is not the shopper's language nor the original: no match.
    expect((await search(ja, 'fr')).map((card) => card.id)).not.toContain(id);
    // Suggestions come in the shopper's language.
    const suggest = await server.call('GET', '/api/search/suggest', { lang: 'ja', query: { keyword: noun } });
    expect(suggest.body.data.length).toBeGreaterThan(0);
    for (const text of suggest.body.data as string[]) expect(text).toContain(noun);
  });

  it('finds a product by a Thai or Chinese word inside its name', async () => {
    for (const lang of ['th', 'zh-Hans'] as const) {
      const noun = TRANSLATIONS[lang].nouns['Yoga Mat'] as string;
      const found = await search(noun, lang);
      expect(found.length, lang).toBeGreaterThan(0);
      expect(found.every((card) => card.name.includes(noun))).toBe(true);
    }
  });

  it('finds a wholesale item by its Thai name, and shelves it for Thai shoppers', async () => {
    const merchant = await signIn(server, 'merchant');
    const thai = TRANSLATIONS.th.wholesale['Yoga Mat'];
    const found = await server.call('GET', '/api/merchant/wholesale', { token: merchant, lang: 'th', query: { keyword: thai } });
    expect(found.body.data.list).toEqual([expect.objectContaining({ name: thai, shelved: false })]);
    const id = found.body.data.list[0].id as number;
    await server.call('POST', '/api/merchant/shelveWholesale', { token: merchant, lang: 'th', body: { ids: [id] } });
    const [product] = await server.ctx.db.select({ id: products.id }).from(products).where(eq(products.wholesaleItemId, id));
    const detail = await server.call('GET', '/api/product/detail', { lang: 'th', query: { id: product!.id } });
    expect(detail.body.data.name).toBe(thai);
    expect((await search(thai, 'th')).map((card) => card.id)).toContain(product!.id);
  });

  it('answers a product without a translation in its original language, and one written in Japanese in Japanese', async () => {
    const [store] = await server.ctx.db.select({ id: stores.id, categoryId: stores.categoryId }).from(stores).limit(1);
    const base = { storeId: store!.id, categoryId: store!.categoryId!, cover: '/x.png', price: 1_000, originalPrice: 1_000, purchasePrice: 500, stock: 5 };
    const [plain] = await server.ctx.db
      .insert(products)
      .values({ ...base, name: 'Hand-thrown Stoneware Bowl', description: 'Made in our studio.' })
      .returning({ id: products.id });
    const [japanese] = await server.ctx.db
      .insert(products)
      .values({ ...base, name: '手作りの陶器の器', description: '工房で作りました。', lang: 'ja' })
      .returning({ id: products.id });
    await server.ctx.db
      .insert(productTranslations)
      .values({ productId: japanese!.id, lang: 'en', name: 'Handmade Pottery Bowl', description: 'Made in our studio.' });

    for (const lang of ['ja', 'ar', 'en']) {
      const detail = await server.call('GET', '/api/product/detail', { lang, query: { id: plain!.id } });
      expect(detail.body.data.name).toBe('Hand-thrown Stoneware Bowl');
      expect(detail.body.data.description).toBe('Made in our studio.');
    }
    const inEnglish = await server.call('GET', '/api/product/detail', { lang: 'en', query: { id: japanese!.id } });
    expect(inEnglish.body.data.name).toBe('Handmade Pottery Bowl');
    for (const lang of ['ja', 'de']) {
      const detail = await server.call('GET', '/api/product/detail', { lang, query: { id: japanese!.id } });
      expect(detail.body.data.name).toBe('手作りの陶器の器');
    }
    // The original finds it in any language; the English translation only in English.
    expect((await search('陶器', 'de')).map((card) => card.id)).toContain(japanese!.id);
    expect((await search('Pottery', 'en')).map((card) => card.id)).toContain(japanese!.id);
    expect((await search('Pottery', 'de')).map((card) => card.id)).not.toContain(japanese!.id);
  });
});
