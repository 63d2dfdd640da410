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
