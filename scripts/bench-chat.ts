// Chat push benchmark.
//   pnpm bench:chat [--idle 2000] [--pairs 200] [--rate 200] [--duration 15] [--strict] [--profile DIR]
//
// What it measures, on one server process (packages/server/src/main.ts, NODE_ENV=production) on
// PostgreSQL:
//   - how many idle chat sockets it holds: --idle signed-in sockets that only ping (every 25 s,
//     as the app does), spread over users at 10 sockets each (the server allows 20 per user);
//   - delivery latency: --pairs buyer / store-owner pairs, each side with a socket; messages are
//     sent over HTTP (POST /api/chat/send, signed as the app signs) at a steady --rate per second,
//     round-robin over the buyers, for --duration seconds. Latency is from the moment the send
//     request starts to the moment the store owner's socket receives the message: median and p99;
//   - messages per second achieved, messages lost (not received 5 s after the run), and the
//     server's resident memory (peak of /proc/<pid>/status VmRSS, sampled every 250 ms).
// The send limit stays at its production default (20 per sender per 10 s): with the defaults each
// buyer sends one message a second, so the rate comes from many senders, as in real use.
// How: a fresh database bench_<random> on the local PostgreSQL (BENCH_DATABASE_URL overrides),
// migrated in this process, with users, sessions, stores and conversations written straight to the
// tables; the client sockets and the HTTP load run in this process, on the same 2 cores as the
// server and PostgreSQL. This process and the server each hold one file descriptor per socket:
// raise `ulimit -n` above idle + 2 x pairs + a few hundred if your shell's limit is lower.
// Exit code: 1 when the run fails or messages are lost; a missed target only with --strict.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CHAT_HEARTBEAT_MS, CHAT_SOCKET_PATH, type ChatServerFrame } from '@shop/api/contract';
import WebSocket from 'ws';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { hashToken, newToken } from '../packages/server/src/http/auth';
import { signedHeaders } from './bench/api';
import { CpuMeter } from './bench/cpu';
import { createBenchDatabase, withClient } from './bench/database';
import { RssSampler, startNodeServer } from './bench/processes';

const TARGETS = { idle: 2000, p99Ms: 250, rate: 200, rssMb: 400 } as const;

const USAGE = `pnpm bench:chat [--idle N] [--pairs N] [--rate N] [--duration N] [--strict]
  --idle N      idle signed-in sockets held during the run (default 2000)
  --pairs N     buyer / store-owner pairs with a socket each (default 200)
  --rate N      messages per second, sent over HTTP (default 200)
  --duration N  seconds of sending (default 15)
  --strict      exit 1 when a target is missed
  --profile DIR write a V8 CPU profile of the server to DIR (open it in Chrome DevTools)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      idle: { type: 'string', default: String(TARGETS.idle) },
      pairs: { type: 'string', default: '200' },
      rate: { type: 'string', default: String(TARGETS.rate) },
      duration: { type: 'string', default: '15' },
      strict: { type: 'boolean', default: false },
      profile: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (name: string, text: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}\n${USAGE}`);
    return value;
  };
  const options = {
    idle: whole('idle', values.idle, 0),
    pairs: whole('pairs', values.pairs, 1),
    rate: whole('rate', values.rate, 1),
    duration: whole('duration', values.duration, 1),
    strict: values.strict,
    profileDir: values.profile,
  };
  // The production send limit: 20 per sender per 10 s.
  if (options.rate / options.pairs > 2) throw new Error(`--rate / --pairs must stay within 2 messages per sender per second (the send limit)`);
  return options;
}

interface Pair {
  buyerToken: string;
  ownerToken: string;
  conversationId: number;
  headers: Record<string, string>;
}

/** Users with a session each, written straight to the tables (signing in would cost a scrypt per user). */
async function prepare(databaseUrl: string, idleUsers: number, pairs: number) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const run = randomBytes(4).toString('hex');
  return withClient(databaseUrl, async (client) => {
    const makeUsers = async (prefix: string, count: number, role: string) => {
      const users: Array<{ id: number; token: string }> = [];
      for (let start = 0; start < count; start += 200) {
        const size = Math.min(200, count - start);
        const names = Array.from({ length: size }, (_, i) => `${prefix}_${run}_${start + i}`);
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO users (username, nickname, password_hash, role, invite_code)
           SELECT n, n, 'bench-signs-in-by-session', $2, upper(md5(n)) FROM unnest($1::text[]) AS n RETURNING id`,
          [names, role],
        );
        const tokens = rows.map(() => newToken());
        await client.query(
          `INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at) SELECT u, h, now(), now() FROM unnest($1::int[], $2::text[]) AS t(u, h)`,
          [rows.map((r) => r.id), tokens.map(hashToken)],
        );
        users.push(...rows.map((row, i) => ({ id: row.id, token: tokens[i]! })));
      }
      return users;
    };
    const idle = await makeUsers('idle', idleUsers, 'buyer');
    const buyers = await makeUsers('buyer', pairs, 'buyer');
    const owners = await makeUsers('owner', pairs, 'merchant');
    const { rows: storeRows } = await client.query<{ id: number }>(
      `INSERT INTO stores (owner_id, name, logo, banner) SELECT o, 'Bench store ' || o, '/logo.png', '/banner.png' FROM unnest($1::int[]) WITH ORDINALITY AS t(o, n) ORDER BY n RETURNING id`,
      [owners.map((o) => o.id)],
    );
    const { rows: conversations } = await client.query<{ id: number }>(
      `INSERT INTO chat_conversations (buyer_id, store_id) SELECT b, s FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS t(b, s, n) ORDER BY n RETURNING id`,
      [buyers.map((b) => b.id), storeRows.map((s) => s.id)],
    );
    const list: Pair[] = [];
    for (let i = 0; i < pairs; i++) {
      list.push({ buyerToken: buyers[i]!.token, ownerToken: owners[i]!.token, conversationId: conversations[i]!.id, headers: {} });
    }
    return { idle, pairs: list };
  });
}

/** A signed-in socket; `onFrame` sees every frame after `ready`. */
function connect(origin: string, token: string, onFrame?: (frame: ChatServerFrame, at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(origin.replace(/^http/, 'ws') + CHAT_SOCKET_PATH, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('no ready within 30 s')), 30_000);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', token })));
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as ChatServerFrame;
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'denied') reject(new Error('denied'));
      else onFrame?.(frame, at);
    });
  });
}

/** Opens `tokens.length` sockets, `parallel` at a time. */
async function connectAll(origin: string, tokens: string[], parallel: number, onFrame?: (frame: ChatServerFrame, at: number) => void) {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < tokens.length; start += parallel) {
    sockets.push(...(await Promise.all(tokens.slice(start, start + parallel).map((token) => connect(origin, token, onFrame)))));
  }
  return sockets;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const options = readOptions();
  const cleanup: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  let serverLog = () => '';
  try {
    console.log(`chat bench: ${options.idle} idle sockets, ${options.pairs} pairs, ${options.rate} messages/s for ${options.duration} s`);
    console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const database = await createBenchDatabase();
    cleanup.push(() => database.drop());
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
    cleanup.push(async () => fs.rmSync(workDir, { recursive: true, force: true }));
    const idleUsers = Math.ceil(options.idle / 10);
    const fixtures = await prepare(database.url, idleUsers, options.pairs);

    let rss: RssSampler | undefined;
    const env = { ...process.env };
    for (const name of ['API_SIGN_KEY', 'API_SIGN_ALGORITHM', 'API_SIGN_WINDOW_SECONDS', 'PUBLIC_ORIGIN', 'WORKERS', 'CHAT_SEND_LIMIT']) delete env[name];
    const server = await startNodeServer('packages/server/src/main.ts', {
      env: { ...env, NODE_ENV: 'production', DATABASE_URL: database.url, MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused', UPLOAD_DIR: path.join(workDir, 'uploads') },
      timeoutMs: 120_000,
      nodeOptions: options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profileDir)}`] : [],
      onSpawn: (pid) => (rss = new RssSampler(pid)),
    });
    serverLog = server.log;
    cleanup.push(server.stop);
    cleanup.push(async () => rss?.stop());
    const startupRss = rss!.nextWindow();

    // Idle sockets: 10 per user, pinging on the app's heartbeat.
    const idleTokens = Array.from({ length: options.idle }, (_, i) => fixtures.idle[i % idleUsers]!.token);
    let started = performance.now();
    const idle = await connectAll(server.url, idleTokens, 100);
    console.log(`  ${idle.length} idle sockets signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The pairs: the store owner's socket records arrivals; the buyer's socket receives its own copy too.
    const sentAt = new Map<number, number>();
    let lastDelivery = 0;
    const latencies: number[] = [];
    const onOwnerFrame = (frame: ChatServerFrame, at: number) => {
      if (frame.type !== 'message') return;
      const seq = Number(frame.message.content.slice(1));
      const start = sentAt.get(seq);
      if (start === undefined) return;
      sentAt.delete(seq);
      latencies.push(at - start);
      lastDelivery = at;
    };
    const owners = await connectAll(server.url, fixtures.pairs.map((p) => p.ownerToken), 100, onOwnerFrame);
    const buyers = await connectAll(server.url, fixtures.pairs.map((p) => p.buyerToken), 100);
    const all = [...idle, ...owners, ...buyers];
    const heartbeat = setInterval(() => {
      for (const ws of all) if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
    }, CHAT_HEARTBEAT_MS);
    cleanup.push(async () => {
      clearInterval(heartbeat);
      for (const ws of all) ws.terminate();
    });
    for (const pair of fixtures.pairs) pair.headers = { ...(await signedHeaders(pair.buyerToken)), 'content-type': 'application/json' };
    const heldBefore = all.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    console.log(`  ${heldBefore} sockets open before sending (${idle.length} idle + ${owners.length + buyers.length} in pairs)`);

    // CPU used by the server and by PostgreSQL's backends for this database while sending: a cost
    // per message that does not depend on how busy the machine is.
    const cpu = await CpuMeter.start(server.pid, database.name, database.url);
    cleanup.push(() => cpu.stop());
    await cpu.nextWindow();
    // Steady sending: every 5 ms, as many as are due since the start.
    rss!.nextWindow();
    let seq = 0;
    let failed = 0;
    let answered = 0;
    let lastAnswer = 0;
    const answerTimes: number[] = [];
    // This process's own lag counts in every latency it measures: printed so a reader can tell.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    let inFlight = 0;
    const total = options.rate * options.duration;
    started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate));
        while (seq < due) {
          const n = seq++;
          const pair = fixtures.pairs[n % fixtures.pairs.length]!;
          const sendStart = performance.now();
          sentAt.set(n, sendStart);
          inFlight++;
          fetch(`${server.url}/api/chat/send`, {
            method: 'POST',
            headers: pair.headers,
            body: JSON.stringify({ conversationId: pair.conversationId, kind: 'text', content: `m${n}` }),
          })
            .then(async (response) => {
              const body = (await response.json()) as { status: number; msg?: string };
              answered++;
              lastAnswer = performance.now();
              answerTimes.push(performance.now() - sendStart);
              if (body.status !== 1) {
                failed++;
                if (failed <= 3) console.error(`  send refused: ${response.status} ${body.msg ?? ''}`);
                sentAt.delete(n);
              }
            })
            .catch((error: unknown) => {
              failed++;
              const cause = (error as { cause?: { code?: string; message?: string } }).cause;
              if (failed <= 3) console.error(`  send failed: ${String(error)}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
              sentAt.delete(n);
            })
            .finally(() => inFlight--);
        }
        if (seq >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    const sendSeconds = (performance.now() - started) / 1000;
    // Sends still unanswered get up to 60 s (a slow server answers late; that shows in the
    // latency), then messages still on their way get 5 s; whatever has not arrived then is lost.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const answersBy = performance.now() + 60_000;
    while (inFlight > 0 && performance.now() < answersBy) await pause();
    const deliveriesBy = performance.now() + 5000;
    while (sentAt.size > 0 && performance.now() < deliveriesBy) await pause();
    const loadRss = rss!.nextWindow();
    const used = await cpu.nextWindow();
    lag.disable();
    const answers = [...answerTimes].sort((a, b) => a - b);
    const held = all.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    const idleHeld = idle.filter((ws) => ws.readyState === WebSocket.OPEN).length;

    const sorted = [...latencies].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const lost = sentAt.size;
    const delivered = latencies.length;
    // Rates over the time until the last answer or arrival: a server that falls behind answers
    // late, and its rate is then lower than the rate sent.
    const answeredRate = answered / Math.max(sendSeconds, (lastAnswer - started) / 1000);
    const deliveredRate = delivered / Math.max(sendSeconds, (lastDelivery - started) / 1000);
    const peakRss = Math.max(startupRss, loadRss, rss!.peak);
    console.log('');
    console.log('  result');
    console.log(`    sockets held           ${held} (${idleHeld} idle of ${options.idle}, ${held - idleHeld} in pairs)`);
    console.log(`    messages               ${seq} sent in ${sendSeconds.toFixed(1)} s, ${delivered} delivered, ${failed} refused or failed, ${lost} lost`);
    console.log(`    rate achieved          ${deliveredRate.toFixed(1)} delivered/s, ${answeredRate.toFixed(1)} sends answered/s (sent at ${options.rate}/s)`);
    console.log(`    latency send → socket  median ${ms(median)}, p99 ${ms(p99)}, max ${ms(sorted.at(-1) ?? NaN)}`);
    console.log(`    send answered (HTTP)   median ${ms(percentile(answers, 50))}, p99 ${ms(percentile(answers, 99))}`);
    const perMessage = (cpuMs: number) => (cpuMs / Math.max(1, answered)).toFixed(2);
    const machineShare = ((used.appMs + used.dbMs) / 1000 / sendSeconds / os.cpus().length) * 100;
    console.log(`    CPU per message        server ${perMessage(used.appMs)} ms, PostgreSQL ${perMessage(used.dbMs)} ms (${machineShare.toFixed(0)}% of the machine while sending)`);
    console.log(`    bench client lag       p99 ${ms(lag.percentile(99) / 1e6)} (its event loop, same cores)`);
    console.log(`    server RSS (VmRSS)     ${peakRss.toFixed(0)} MB peak (${startupRss.toFixed(0)} MB after start, ${loadRss.toFixed(0)} MB peak while sending)`);
    const misses = [
      idleHeld < TARGETS.idle ? `${idleHeld} idle sockets < ${TARGETS.idle}` : '',
      !(p99 < TARGETS.p99Ms) ? `p99 ${ms(p99)} >= ${TARGETS.p99Ms} ms` : '',
      deliveredRate < TARGETS.rate * 0.98 ? `${deliveredRate.toFixed(1)} msg/s < ${TARGETS.rate}` : '',
      peakRss >= TARGETS.rssMb ? `RSS ${peakRss.toFixed(0)} MB >= ${TARGETS.rssMb} MB` : '',
    ].filter(Boolean);
    console.log(`    target                 ${TARGETS.idle} idle sockets, p99 < ${TARGETS.p99Ms} ms at ${TARGETS.rate} msg/s, < ${TARGETS.rssMb} MB: ${misses.length ? `MISSED (${misses.join('; ')})` : 'met'}`);
    console.log(`    load average after     ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (anything else running on this machine shares its cores)`);
    await stopAll();
    if (lost > 0 || failed > 0) process.exit(1);
    if (options.strict && misses.length) process.exit(1);
  } catch (error) {
    console.error(error);
    console.error(serverLog().slice(-4000));
    await stopAll();
    process.exit(1);
  }
}

await main();
