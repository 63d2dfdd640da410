import { desc, eq } from 'drizzle-orm';
import { captchas, outboxMessages } from '../db/schema';
import { hashAnswer } from '../features/account/captcha';
import type { TestServer } from './harness';

/** The newest code the outbox holds for a recipient (what the user would read in their mail). */
export async function lastCodeFor(server: TestServer, recipient: string): Promise<string> {
  const [message] = await server.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient.toLowerCase()))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** Registers through the real endpoints and returns the session token. */
export async function registerUser(server: TestServer, username: string, password = 'secret123') {
  const email = `${username}@example.com`;
  const sent = await server.call('POST', '/api/login/sendMsgCode', {
    body: { channel: 'email', target: email, purpose: 'register' },
  });
  if (sent.body.status !== 1) throw new Error(`sendMsgCode: ${sent.body.msg}`);
  const code = await lastCodeFor(server, email);
  const registered = await server.call('POST', '/api/register', {
    body: { username, email, code, password, confirmPassword: password, agreement: true },
  });
  if (registered.body.status !== 1) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return { token: registered.body.data.token as string, userId: registered.body.data.userInfo.id as number, email };
}

/** Reads a captcha's answer back from its hash (10,000 tries); tests only, never over HTTP. */
export async function solveCaptcha(server: TestServer, id: string): Promise<string> {
  const [row] = await server.ctx.db.select().from(captchas).where(eq(captchas.id, id));
  if (!row) throw new Error('no captcha');
  for (let n = 0; n < 10_000; n++) {
    const guess = String(n).padStart(4, '0');
    if (hashAnswer(id, guess) === row.answerHash) return guess;
  }
  throw new Error('unsolvable captcha');
}
