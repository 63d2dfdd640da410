import type { Role } from '../http/env';

/** The demo accounts the seed creates and the start command prints. Demo only: never in production data. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  role: Role;
  username: string;
  password: string;
  payPassword?: string;
  email: string;
}> = [
  { role: 'buyer', username: 'demo', password: 'demo1234', payPassword: '123456', email: 'demo@example.com' },
  { role: 'merchant', username: 'merchant', password: 'merchant1234', payPassword: '123456', email: 'merchant@example.com' },
  { role: 'staff', username: 'staff', password: 'staff1234', email: 'staff@example.com' },
];

/**
 * A second staff member, so that a deposit or withdrawal above the four-eyes threshold can be
 * approved twice on a development machine (the demo staff approves first, the auditor second).
 * Seeded after everything else (seed/staffColleague.ts), so no other demo id moves.
 */
export const DEMO_SECOND_STAFF: (typeof DEMO_ACCOUNTS)[number] = {
  role: 'staff',
  username: 'auditor',
  password: 'auditor1234',
  email: 'auditor@example.com',
};

/** Every demo account, as the development start prints them. */
export const ALL_DEMO_ACCOUNTS = [...DEMO_ACCOUNTS, DEMO_SECOND_STAFF];
