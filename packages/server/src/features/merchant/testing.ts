import { ORDER_STATUS } from '@shop/domain';
import sharp from 'sharp';
import { categories, orderItems, orders, products, stores } from '../../db/schema';
import type { TestServer } from '../../testing/harness';
import { saveUpload, uploadUrl } from '../uploads';
import { makeUser, type TestUser } from '../wallet/testing';

export async function imageOf(server: TestServer, user: TestUser, purpose: 'store' | 'identity' | 'proof') {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c63' } }).png().toBuffer();
  return uploadUrl(await saveUpload(server.ctx, user.id, purpose, png));
}

export async function makeCategory(server: TestServer): Promise<number> {
  const [row] = await server.ctx.db.insert(categories).values({ name: 'Home', icon: '/icon.svg' }).returning({ id: categories.id });
  return row!.id;
}

/** A complete application form with the applicant's own uploads. */
export async function applicationForm(server: TestServer, user: TestUser, categoryId: number) {
  return {
    storeName: 'Corner Shop',
    logo: await imageOf(server, user, 'store'),
    banner: await imageOf(server, user, 'store'),
    description: 'Good things',
    categoryId,
    storeType: 'individual',
    country: 'TH',
    city: 'Bangkok',
    contactName: 'Ann',
    contactPhone: '+66812345678',
    certificateType: 'idCard',
    certificateNumber: 'ID-123',
    frontPhoto: await imageOf(server, user, 'identity'),
    backPhoto: await imageOf(server, user, 'identity'),
    handPhoto: null,
  };
}

/** A merchant with an open store, made directly in the tables. */
export async function makeMerchant(server: TestServer, options: { payPasswordHash?: string } = {}) {
  const user = await makeUser(server, { role: 'merchant', payPasswordHash: options.payPasswordHash ?? null });
  const [store] = await server.ctx.db
    .insert(stores)
    .values({ ownerId: user.id, name: `Store of ${user.username}`, logo: '/logo.png', banner: '/banner.png' })
    .returning({ id: stores.id });
  return { ...user, storeId: store!.id };
}

let orderSeq = 0;
/** An order of `storeId` bought by `buyerId`, in the given state (paid ones carry a pay time). */
export async function makeOrder(server: TestServer, buyerId: number, storeId: number, status: number = ORDER_STATUS.toShip) {
  const [row] = await server.ctx.db
    .insert(orders)
    .values({
      orderNo: `T${Date.now()}${orderSeq++}`,
      userId: buyerId,
      storeId,
      status,
      goodsAmount: 10_00,
      amount: 10_00,
      profit: 2_00,
      address: { recipient: 'Ann', phone: '+66812345678', country: 'TH', region: 'Bangkok', city: 'Bangkok', detail: '1 Road', postalCode: '10110' },
      checkoutKey: `checkout-${orderSeq}`,
      paidAt: status === ORDER_STATUS.toPay ? null : server.clock.now(),
    })
    .returning();
  const [category] = await server.ctx.db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await server.ctx.db
    .insert(products)
    .values({ storeId, categoryId: category?.id ?? (await makeCategory(server)), name: 'Mug', cover: '/mug.svg', price: 10_00, originalPrice: 10_00, purchasePrice: 8_00, stock: 5 })
    .returning({ id: products.id });
  await server.ctx.db
    .insert(orderItems)
    .values({ orderId: row!.id, productId: product!.id, name: 'Mug', cover: '/mug.svg', price: 10_00, purchasePrice: 8_00, quantity: 1 });
  return row!;
}
