import { eq } from 'drizzle-orm';
import { mediaUrl, prng } from '../media/art';
import type { Db } from '../db/client';
import {
  addresses,
  articles,
  banners,
  categories,
  collections,
  coupons,
  follows,
  products,
  stores,
  users,
} from '../db/schema';
import { hashSecret } from '../features/account/passwords';
import { ADJECTIVES, ARTICLES, BANNER_TITLES, CATEGORY_TREE, CITIES, COLOURS, DEMO_COUPONS, STORE_NAMES, type CategoryName, type Noun } from './catalogueData';
import { en } from './translations/en';
import { BANNER_EMOJI, CATEGORY_EMOJI, NEWS_EMOJI, NOUN_EMOJI, STORE_EMOJI } from './pictures';
import { DEMO_ACCOUNTS } from './demoAccounts';
import type { SeedModule } from './types';

const PRODUCTS_PER_STORE = 15;
/** A store's products start at this child category (and go on through the next ones). */
const firstCategoryOf = (storeIndex: number) => storeIndex * 3;
/** Opening balances (minor units): the buyer can pay at once; the merchant can buy wholesale. */
export const DEMO_BUYER_BALANCE = 500_000;
const DEMO_MERCHANT_BALANCE = 200_000;
/** Fixed dates keep the catalogue identical on every machine; coupons follow the clock. */
const CATALOGUE_EPOCH = Date.parse('2026-11-01T08:00:00Z');
const DAY = 86_400_000;

/** Seeded store owners other than the demo merchant cannot log in (no password matches). */
const NO_LOGIN = 'disabled';

async function insertUser(
  db: Db,
  values: Omit<typeof users.$inferInsert, 'inviteCode'> & { inviteCode?: string },
  index: number,
) {
  const [row] = await db
    .insert(users)
    .values({ inviteCode: `DEMO${String(index).padStart(4, '0')}`, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('seed: user insert returned nothing');
  return row.id;
}

export const coreSeed: SeedModule = {
  name: 'core',
  async run(db, ctx) {
    const random = prng(20261120);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const now = ctx.clock.now();

    /* demo accounts */
    const ids: Record<string, number> = {};
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      ids[account.role] = await insertUser(
        db,
        {
          username: account.username,
          email: account.email,
          nickname: account.username[0]!.toUpperCase() + account.username.slice(1),
          avatar: mediaUrl('avatar', account.username),
          passwordHash: await hashSecret(account.password),
          payPasswordHash: account.payPassword ? await hashSecret(account.payPassword) : null,
          role: account.role,
          inviteCode: `${account.username.toUpperCase()}01`,
        },
        index,
      );
    }
    const buyerId = ids.buyer!;

    /* categories */
    const childIds: { id: number; name: CategoryName; nouns: readonly Noun[] }[] = [];
    for (const [topIndex, top] of CATEGORY_TREE.entries()) {
      const [parent] = await db
        .insert(categories)
        .values({ name: top.name, icon: mediaUrl('category', `top-${topIndex}`, [CATEGORY_EMOJI[top.name]]), sort: topIndex })
        .returning({ id: categories.id });
      for (const [childIndex, child] of top.children.entries()) {
        const [row] = await db
          .insert(categories)
          .values({
            parentId: parent!.id,
            name: child.name,
            icon: mediaUrl('category', `c-${topIndex}-${childIndex}`, [CATEGORY_EMOJI[child.name]]),
            sort: childIndex,
          })
          .returning({ id: categories.id });
        childIds.push({ id: row!.id, name: child.name, nouns: child.nouns });
      }
    }

    /** A store's banner shows the goods of its first three categories. */
    const storeBannerEmoji = (storeIndex: number) =>
      [0, 1, 2].map((k) => CATEGORY_EMOJI[childIds[(firstCategoryOf(storeIndex) + k) % childIds.length]!.name]);

    /* stores: the demo merchant owns the first; the others belong to owners who cannot log in */
    const storeIds: number[] = [];
    for (const [index, name] of STORE_NAMES.entries()) {
      const ownerId =
        index === 0
          ? ids.merchant!
          : await insertUser(
              db,
              {
                username: `store${String(index + 1).padStart(2, '0')}`,
                nickname: name,
                passwordHash: NO_LOGIN,
                role: 'merchant',
              },
              100 + index,
            );
      const [country, city] = CITIES[index % CITIES.length]!;
      const [store] = await db
        .insert(stores)
        .values({
          ownerId,
          name,
          logo: mediaUrl('logo', `store-${index + 1}`, [STORE_EMOJI[name]!]),
          banner: mediaUrl('banner', `store-${index + 1}`, storeBannerEmoji(index)),
          description: en.storeDescription(name),
          categoryId: childIds[(index * 2) % childIds.length]!.id,
          country,
          city,
          contactName: name.split(' ')[0]!,
          contactPhone: `+66812${String(345000 + index)}`,
          level: between(1, 5),
          creditScore: between(90, 100),
          createdAt: new Date(CATALOGUE_EPOCH - (60 - index) * DAY),
        })
        .returning({ id: stores.id });
      storeIds.push(store!.id);
    }

    /* 300 products, 15 per store */
    const productRows: (typeof products.$inferInsert)[] = [];
    storeIds.forEach((storeId, storeIndex) => {
      for (let n = 0; n < PRODUCTS_PER_STORE; n++) {
        const number = storeIndex * PRODUCTS_PER_STORE + n + 1;
        const category = childIds[(firstCategoryOf(storeIndex) + n) % childIds.length]!;
        const price = between(3, 400) * 100 + pick([0, 50, 90, 99]);
        const discounted = random() < 0.6;
        // Drawn in the order the name always drew them, so the catalogue stays the same.
        const adjective = pick(ADJECTIVES);
        const colour = pick(COLOURS);
        const noun = pick(category.nouns);
        const picture = (shot: string) => mediaUrl('product', `${number}${shot}`, [NOUN_EMOJI[noun]]);
        productRows.push({
          storeId,
          categoryId: category.id,
          name: en.productName({ adjective, colour, noun }),
          description: en.productDescription(STORE_NAMES[storeIndex]!),
          cover: picture(''),
          images: [picture(''), picture('-b'), picture('-c')],
          price,
          originalPrice: discounted ? Math.round((price * between(110, 150)) / 100) : price,
          purchasePrice: Math.round((price * between(55, 80)) / 100),
          stock: between(20, 400),
          sales: between(0, 3000),
          points: Math.floor(price / 100),
          rating: between(38, 50) / 10,
          goodRate: between(85, 100),
          recommended: random() < 0.25,
          createdAt: new Date(CATALOGUE_EPOCH - number * 3_600_000),
        });
      }
    });
    const inserted = await db.insert(products).values(productRows).returning({ id: products.id });

    /* home banners */
    await db.insert(banners).values(
      BANNER_TITLES.map((title, index) => ({
        title,
        image: mediaUrl('banner', `home-${index + 1}`, BANNER_EMOJI[title]),
        link: index === 1 ? '/pages/store/index' : index === 3 ? '/pages/me/store/applyStore' : `/pages/product/view?id=${inserted[index * 7]!.id}`,
        sort: index,
      })),
    );

    /* articles */
    await db.insert(articles).values(
      ARTICLES.map((article, index) => ({
        ...article,
        cover: article.kind === 'news' ? mediaUrl('article', `news-${index}`, NEWS_EMOJI[article.title]) : null,
        createdAt: new Date(CATALOGUE_EPOCH + index * DAY),
      })),
    );

    /* the demo buyer's coupons, one or more in every state */
    const firstStore = storeIds[0]!;
    const firstStoreName = STORE_NAMES[0]!;
    const titles = en.coupons(firstStoreName);
    // When each coupon is valid, in days from now, and whether it was used (in DEMO_COUPONS order).
    const timing: Array<{ from: number; to: number; used?: number }> = [
      { from: -1, to: 30 },
      { from: -1, to: 14 },
      { from: -1, to: 30 },
      { from: -20, to: 10, used: -2 },
      { from: -40, to: -1 },
      { from: -60, to: -7 },
    ];
    await db.insert(coupons).values(
      DEMO_COUPONS.map((coupon, index) => {
        const { from, to, used } = timing[index]!;
        return {
          userId: buyerId,
          storeId: coupon.store ? firstStore : null,
          title: titles[coupon.key],
          minSpend: coupon.minSpend,
          discount: coupon.discount,
          startsAt: new Date(now.getTime() + from * DAY),
          endsAt: new Date(now.getTime() + to * DAY),
          usedAt: used === undefined ? null : new Date(now.getTime() + used * DAY),
        };
      }),
    );

    /* the demo buyer's address, follows and collections */
    await db.insert(addresses).values({
      userId: buyerId,
      recipient: 'Demo Buyer',
      phone: '+66812345678',
      country: 'TH',
      region: 'Bangkok',
      city: 'Bangkok',
      detail: '99 Sukhumvit Road, Khlong Toei',
      postalCode: '10110',
      isDefault: true,
    });
    await db.insert(follows).values(storeIds.slice(0, 3).map((storeId) => ({ userId: buyerId, storeId })));
    await db.insert(collections).values(inserted.slice(0, 4).map(({ id }) => ({ userId: buyerId, productId: id })));

    /* opening balances through the ledger, like any other money */
    await ctx.ledger.creditUser(db, {
      userId: buyerId,
      amount: DEMO_BUYER_BALANCE,
      reason: 'demo_seed',
      reference: 'demo',
      idempotencyKey: 'demo-seed-buyer',
    });
    await ctx.ledger.creditUser(db, {
      userId: ids.merchant!,
      amount: DEMO_MERCHANT_BALANCE,
      reason: 'demo_seed',
      reference: 'demo',
      idempotencyKey: 'demo-seed-merchant',
    });
    await db.update(users).set({ level: 3, creditScore: 100 }).where(eq(users.id, buyerId));
  },
};
