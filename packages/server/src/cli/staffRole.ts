/**
 * `pnpm --filter @shop/server staff:role -- --username NAME --grant` (or `--revoke`)
 *
 * Grants the staff role to an existing account, or takes it away (ending the account's sessions),
 * on the configured database (DATABASE_URL, or the embedded data folder). Roles change only here
 * and in `staff:create`: no endpoint a user can reach grants one.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { commandArgs, setStaffRole } from './staff';

async function main() {
  const { values } = parseArgs({
    args: commandArgs(),
    options: { username: { type: 'string' }, grant: { type: 'boolean' }, revoke: { type: 'boolean' } },
    allowPositionals: false,
  });
  if (!values.username || values.grant === values.revoke) throw new Error('name one --username and exactly one of --grant or --revoke');
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const { role } = await setStaffRole(database.db, values.username, values.grant === true, new Date());
    console.log(`${values.username} is now ${role}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`staff:role: ${error instanceof Error ? error.message : String(error)}`);
  console.error('usage: pnpm --filter @shop/server staff:role -- --username NAME --grant|--revoke');
  process.exit(1);
});
