import { users } from '../db/schema';
import { mediaUrl } from '../media/art';
import { hashSecret } from '../services/passwords';
import { DEMO_SECOND_STAFF } from './demo-accounts';
import type { SeedModule } from './types';

/** The demo staff's colleague, the second pair of eyes on large deposits and withdrawals. */
export const staffColleagueSeed: SeedModule = {
  name: 'staff-colleague',
  async run(db) {
    const account = DEMO_SECOND_STAFF;
    await db.insert(users).values({
      username: account.username,
      email: account.email,
      nickname: 'Auditor',
      avatar: mediaUrl('avatar', account.username),
      passwordHash: await hashSecret(account.password),
      role: account.role,
      inviteCode: 'AUDITOR01',
    });
  },
};
