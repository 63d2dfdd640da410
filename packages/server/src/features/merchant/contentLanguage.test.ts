// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTranslations, stores, storeTranslations, wholesaleItems, wholesaleItemTranslations } from '../../db/schema';
import { createTestServer, type TestServer } from '../../testing/harness';
import { makeUser, type TestUser } from '../wallet/testing';
import { applicationForm, imageOf, makeCategory, makeMerchant } from './testing';

/**
 * Merchant content records the language it was written in (migration 106's `lang` columns): the
 * request's language when the merchant writes it, so shoppers in other languages are not told
 * that a Japanese store name is English.
 */
describe('the language of what merchants write', () => {
  let server: TestServer;
  let staff: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    server = await createTestServer();
    staff = await makeUser(server, { role: 'staff' });
    categoryId = await makeCategory(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const storeRow = async (id: number) => (await server.ctx.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  it('opens an approved store in the language the applicant wrote in, not the reviewer’s', async () => {
    const applicant = await makeUser(server);
    const form = await applicationForm(server, applicant, categoryId);
    const sent = await server.call('POST', '/api/merchant/apply', { token: applicant.token, lang: 'ja', body: { ...form, storeName: '角の店' } });
    expect(sent.body.status).toBe(1);
    const list = await server.call('GET', '/api/staff/applications', { token: staff.token, lang: 'en', query: { status: 'pendingReview', pageSize: 50 } });
    const id = list.body.data.list.find((item: { user: { id: number } }) => item.user.id === applicant.id).id as number;
    const approved = await server.call('POST', '/api/staff/reviewApplication', { token: staff.token, lang: 'en', body: { id, approve: true } });
    const store = await storeRow(approved.body.data.storeId);
    expect(store).toMatchObject({ name: '角の店', lang: 'ja' });
  }, 60_000);

  it('takes the request’s language for a rewritten name or description and drops the old text’s translations', async () => {
    const merchant = await makeMerchant(server);
    await server.ctx.db.insert(storeTranslations).values({ storeId: merchant.storeId, lang: 'fr', name: 'Boutique', description: 'Ancien texte' });
    const update = (lang: string, body: object) => server.call('POST', '/api/merchant/updateStore', { token: merchant.token, lang, body });

    // A new logo says nothing about the language of the text.
    expect((await update('de', { logo: await imageOf(server, merchant, 'store') })).body.status).toBe(1);
    expect((await storeRow(merchant.storeId)).lang).toBe('en');
    expect(await server.ctx.db.select().from(storeTranslations).where(eq(storeTranslations.storeId, merchant.storeId))).toHaveLength(1);

    expect((await update('de', { description: 'Gute Sachen' })).body.status).toBe(1);
    expect(await storeRow(merchant.storeId)).toMatchObject({ description: 'Gute Sachen', lang: 'de' });
    expect(await server.ctx.db.select().from(storeTranslations).where(eq(storeTranslations.storeId, merchant.storeId))).toEqual([]);
    // A French shopper now reads the merchant's own words, not the translation of the old ones.
    const shown = await server.call('GET', '/api/store/detail', { lang: 'fr', query: { id: merchant.storeId } });
    expect(shown.body.data).toMatchObject({ description: 'Gute Sachen' });
  }, 60_000);

  it('shelves a wholesale item in the platform’s English whatever the merchant’s language, with its translations', async () => {
    const merchant = await makeMerchant(server);
    const [item, untranslated] = await server.ctx.db
      .insert(wholesaleItems)
      .values([
        { categoryId, name: 'Quokka Lamp', description: 'A lamp.', cover: '/lamp.svg', purchasePrice: 3_00, price: 8_00, stock: 50 },
        { categoryId, name: 'Wombat Mug', cover: '/mug.svg', purchasePrice: 2_00, price: 6_00, stock: 50 },
      ])
      .returning();
    await server.ctx.db.insert(wholesaleItemTranslations).values([
      { wholesaleItemId: item!.id, lang: 'th', name: 'โคมไฟควอกก้า', description: 'โคมไฟ' },
      { wholesaleItemId: item!.id, lang: 'ja', name: 'クオッカのランプ', description: 'ランプです。' },
    ]);
    const shelved = await server.call('POST', '/api/merchant/shelveWholesale', {
      token: merchant.token,
      lang: 'th',
      body: { ids: [item!.id, untranslated!.id] },
    });
    expect(shelved.body.data.shelved).toEqual([item!.id, untranslated!.id]);
    const [product] = await server.ctx.db.select().from(products).where(eq(products.wholesaleItemId, item!.id));
    expect(product).toMatchObject({ name: 'Quokka Lamp', description: 'A lamp.', lang: 'en', storeId: merchant.storeId });
    const copied = await server.ctx.db
      .select({ lang: productTranslations.lang, name: productTranslations.name, description: productTranslations.description })
      .from(productTranslations)
      .where(eq(productTranslations.productId, product!.id))
      .orderBy(productTranslations.lang);
    expect(copied).toEqual([
      { lang: 'ja', name: 'クオッカのランプ', description: 'ランプです。' },
      { lang: 'th', name: 'โคมไฟควอกก้า', description: 'โคมไฟ' },
    ]);
    const [plain] = await server.ctx.db.select().from(products).where(eq(products.wholesaleItemId, untranslated!.id));
    expect(await server.ctx.db.select().from(productTranslations).where(eq(productTranslations.productId, plain!.id))).toEqual([]);

    // The list names each item in the merchant's language, or in its own English without a translation.
    const listed = (keyword: string) =>
      server.call('GET', '/api/merchant/wholesale', { token: merchant.token, lang: 'ja', query: { keyword } }).then((answer) => answer.body.data.list);
    expect(await listed('クオッカ')).toEqual([expect.objectContaining({ id: item!.id, name: 'クオッカのランプ', shelved: true })]);
    expect(await listed('Wombat')).toEqual([expect.objectContaining({ id: untranslated!.id, name: 'Wombat Mug' })]);

    // The merchant's own product list reads the same: the shelved item in Thai, found by either name.
    const own = (keyword?: string) =>
      server
        .call('GET', '/api/merchant/products', { token: merchant.token, lang: 'th', query: keyword ? { keyword } : {} })
        .then((answer) => answer.body.data.list.map((row: { id: number; name: string }) => [row.id, row.name]));
    expect(await own()).toEqual([
      [plain!.id, 'Wombat Mug'],
      [product!.id, 'โคมไฟควอกก้า'],
    ]);
    expect(await own('ควอกก้า')).toEqual([[product!.id, 'โคมไฟควอกก้า']]);
    expect(await own('Quokka')).toEqual([[product!.id, 'โคมไฟควอกก้า']]);
    // Taking it off shelf answers the row the list shows, under the same name.
    const off = await server.call('POST', '/api/merchant/shelf', {
      token: merchant.token,
      lang: 'th',
      body: { id: product!.id, shelf: 0 },
    });
    expect(off.body.data).toMatchObject({ id: product!.id, name: 'โคมไฟควอกก้า', shelf: 0 });
  }, 60_000);
});
