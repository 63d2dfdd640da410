import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { hashSecret } from '../features/account/passwords';
import type { TestServer } from './harness';
import { registerUser } from './users';

/**
 * A registered buyer ready to check out: a balance (through the ledger, as a deposit would give),
 * a payment password (set directly: its endpoint belongs to the wallet area) and an address.
 */
export async function readyBuyer(server: TestServer, username: string, balance = 1_000_000, payPassword = '135790') {
  const { token, userId } = await registerUser(server, username);
  await server.ctx.db.update(users).set({ payPasswordHash: await hashSecret(payPassword) }).where(eq(users.id, userId));
  if (balance > 0) {
    await server.ctx.db.transaction((tx) =>
      server.ctx.ledger.creditUser(tx, {
        userId,
        amount: balance,
        reason: 'demo_seed',
        reference: 'test',
        idempotencyKey: `test-balance-${userId}`,
      }),
    );
  }
  const address = await server.call('POST', '/api/address/save', {
    token,
    body: {
      recipient: `${username} Tester`,
      phone: '+66812345678',
      country: 'TH',
      region: 'Bangkok',
      city: 'Bangkok',
      detail: '1 Test Road',
      postalCode: '10110',
      isDefault: true,
    },
  });
  if (address.body.status !== 1) throw new Error(`address: ${JSON.stringify(address.body)}`);
  return { token, userId, addressId: address.body.data.id as number, payPassword };
}

let keyCounter = 0;
export const newKey = (prefix = 'k') => `${prefix}-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;
