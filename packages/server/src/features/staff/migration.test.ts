// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../db/migrate';

/**
 * Migrations 104 and 105 on a database that already holds what earlier releases wrote: the
 * decisions staff made before the trail existed enter the trail from the reviewer columns, and an
 * order's after-sales request in its JSON column becomes a pending request of the staff queue.
 */
describe('migrations 104-105 (staff console) on a database with history', () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-104-'));
    for (const name of migrationFiles().filter((file) => file < '104')) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    }
    database = await openDatabase({});
    await migrate(database, before);
    await database.transactionScript(async (run) => {
      await run.script(`
        INSERT INTO users (username, nickname, password_hash, invite_code, role) VALUES
          ('buyer', 'Buyer', 'x', 'INV1', 'buyer'), ('owner', 'Owner', 'x', 'INV2', 'merchant'), ('reviewer', 'Reviewer', 'x', 'INV3', 'staff');
        INSERT INTO stores (owner_id, name, logo, banner) VALUES (2, 'Shop', '/l.png', '/b.png');
        INSERT INTO orders (order_no, user_id, store_id, status, goods_amount, amount, address, checkout_key, after_sales, created_at) VALUES
          ('N1', 1, 1, 70, 900, 900, '{}', 'k1', '{"reason":"Broken","description":"Cracked lid","images":["/api/upload/public/abc"],"createdAt":"2026-11-01T10:00:00.000Z"}', '2026-10-30T10:00:00Z'),
          ('N2', 1, 1, 30, 500, 500, '{}', 'k2', NULL, '2026-10-30T10:00:00Z');
        INSERT INTO uploads (id, owner_id, purpose, mime, file_name, byte_size, width, height) VALUES ('p1', 1, 'proof', 'image/png', 'p1.png', 10, 1, 1);
        INSERT INTO deposits (user_id, type, currency, amount, proof_upload_id, status, reason, idempotency_key, reviewed_by, reviewed_at) VALUES
          (1, 'usdt', 'USDT', 100, 'p1', 30, 'No transfer', 'd1', 3, '2026-11-02T08:00:00Z'),
          (1, 'usdt', 'USDT', 200, 'p1', 10, '', 'd2', NULL, NULL);
      `);
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('moves after-sales requests into their table and past decisions into the trail', async () => {
    // The two under test come first; later migrations follow them and are not this test's subject.
    expect((await migrate(database)).slice(0, 2)).toEqual(['104_staff_decisions.sql', '105_after_sales_requests.sql']);
    let requests: unknown[] = [];
    let trail: unknown[] = [];
    let columns: unknown[] = [];
    await database.transactionScript(async (run) => {
      requests = await run.query(`SELECT order_id, user_id, reason, description, images, status, decided_at, created_at FROM after_sales_requests ORDER BY id`);
      trail = await run.query(`SELECT queue, item_id, decision, reason, staff_id, decided_at FROM staff_decisions ORDER BY id`);
      columns = await run.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'after_sales'`);
    });
    expect(requests).toEqual([
      {
        order_id: 1,
        user_id: 1,
        reason: 'Broken',
        description: 'Cracked lid',
        images: ['/api/upload/public/abc'],
        status: 10,
        decided_at: null,
        created_at: new Date('2026-11-01T10:00:00Z'),
      },
    ]);
    expect(trail).toEqual([
      { queue: 'deposit', item_id: 1, decision: 'rejected', reason: 'No transfer', staff_id: 3, decided_at: new Date('2026-11-02T08:00:00Z') },
    ]);
    expect(columns).toEqual([]);
  });
});
