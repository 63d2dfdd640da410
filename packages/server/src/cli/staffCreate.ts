/**
 * `pnpm --filter @shop/server staff:create -- --username NAME --email ADDRESS`
 *
 * Makes a staff account on the configured database (DATABASE_URL, or the embedded data folder).
 * The password is never an argument (it would stay in the shell history and in `ps`): it is typed
 * at a hidden prompt, twice, or read from the first line of standard input when that is not a
 * terminal (`printf '%s\n' "$PASSWORD" | pnpm ... staff:create -- ...`).
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { commandArgs, createStaffAccount, staffAccountProblems } from './staff';

async function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function main() {
  const { values } = parseArgs({
    args: commandArgs(),
    options: { username: { type: 'string' }, email: { type: 'string' } },
    allowPositionals: false,
  });
  const username = values.username ?? '';
  const email = values.email ?? '';
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden('Password for the new staff account: ');
    if ((await readHidden('The same password again: ')) !== password) throw new Error('the two passwords differ');
  } else {
    password = await readFirstLine();
  }
  const problems = staffAccountProblems({ username, email, password });
  if (problems.length) throw new Error(problems.join('\n'));

  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const { id } = await createStaffAccount(database.db, { username, email, password });
    console.log(`staff account ${username} created (id ${id})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`staff:create: ${error instanceof Error ? error.message : String(error)}`);
  console.error('usage: pnpm --filter @shop/server staff:create -- --username NAME --email ADDRESS (password at the prompt or on stdin)');
  process.exit(1);
});
