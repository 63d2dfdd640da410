import { users } from '../db/schema';
import { mediaUrl } from '../media/art';
import { hashSecret } from '../features/account/passwords';
import { DEMO_SECOND_STAFF } from './demoAccounts';
import type { SeedModule } from './types';

/** The demo staff's colleague, the second pair of eyes on large deposits and withdrawals. */
export const staffColleagueSeed: SeedModule = {
  name: 'staff-colleague',
  async run(db, ctx) {
    const account = DEMO_SECOND_STAFF;
    // Added to development databases seeded before it, where someone may have registered the name
    // or address since: that account stays as it is (never made staff), and the start goes on.
    const inserted = await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        nickname: 'Auditor',
        avatar: mediaUrl('avatar', account.username),
        passwordHash: await hashSecret(account.password),
        role: account.role,
        inviteCode: 'AUDITOR01',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) {
      ctx.log.warn('demo staff colleague not seeded: its name or address is taken', { username: account.username });
    }
  },
};
