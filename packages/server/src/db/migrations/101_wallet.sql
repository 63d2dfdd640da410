-- Wallet: a double-entry ledger, uploads, deposits, withdrawals and their accounts.
--
-- Every balance change is one journal whose entries sum to zero (checked at commit by a deferred
-- trigger, so a half-written journal cannot be committed). Each account keeps a cached balance
-- that the same transaction updates; it always equals the sum of the account's entries.
--
-- Sign convention: an entry adds its amount to its account. User and store accounts hold what the
-- platform owes them and never go below zero; platform accounts are the other side of every
-- movement and may be negative (money that came in from outside shows as a negative "external").
--
-- Platform accounts keep no cached balance (their balance is the sum of their entries): every
-- payment touches the escrow account, and a cached row there would serialise all payments on
-- one row lock.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- user_available: spendable wallet balance; user_held: withdrawals under review;
  -- store_profit: a store's transferable profit; platform_*: the platform's side.
  kind text NOT NULL CHECK (kind IN (
    'user_available', 'user_held', 'store_profit',
    'platform_external', 'platform_escrow', 'platform_revenue'
  )),
  -- users.id for user_*, stores.id for store_*, 0 for platform accounts.
  owner_id integer NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  CHECK (allow_negative OR balance >= 0),
  UNIQUE (kind, owner_id)
);

CREATE TABLE ledger_journals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What happened: deposit, withdrawal_hold, withdrawal_release, withdrawal_payout,
  -- order_payment, order_refund, order_settlement, profit_transfer, seed, ...
  kind text NOT NULL,
  -- A retry with the same (scope, key) finds this journal instead of posting again.
  scope text,
  idempotency_key text,
  reference_type text,
  -- The business reference shown in bill records: an order number, a deposit or withdrawal id.
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scope, idempotency_key)
);
CREATE INDEX ledger_journals_reference ON ledger_journals (reference_type, reference);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES ledger_journals (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this entry (bill records show it); NULL on platform
  -- accounts, which keep no cached balance.
  balance_after bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_journal ON ledger_entries (journal_id);

CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT COALESCE(SUM(amount), 0) INTO total FROM ledger_entries WHERE journal_id = NEW.journal_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (sum %)', NEW.journal_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();

-- The ledger is append-only: a correction is a new journal, never an edited entry.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER ledger_entries_no_change
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

INSERT INTO ledger_accounts (kind, owner_id, allow_negative) VALUES
  ('platform_external', 0, true),
  ('platform_escrow', 0, true),
  ('platform_revenue', 0, true);

-- Uploaded images, re-encoded; the file lives in the upload folder under `file_name` (random).
CREATE TABLE uploads (
  -- Random, unguessable id (also the public handle).
  id text PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id),
  -- The contract's upload purposes. identity (store-application identity photos) and proof
  -- (deposit payment proofs) are private to their owner and staff; the others are public images.
  purpose text NOT NULL CHECK (purpose IN ('avatar', 'comment', 'afterSales', 'proof', 'store', 'identity', 'chat')),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  file_name text NOT NULL UNIQUE,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner ON uploads (owner_id);

CREATE TABLE withdrawal_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('usdt', 'bankCard', 'cash')),
  -- usdt: a label, the currency and network, the wallet address.
  -- bankCard: bank name, card number, account holder. cash: holder name and a contact.
  label text NOT NULL DEFAULT '',
  currency text NOT NULL DEFAULT '',
  network text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  bank_name text NOT NULL DEFAULT '',
  card_number text NOT NULL DEFAULT '',
  holder_name text NOT NULL DEFAULT '',
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_accounts_user ON withdrawal_accounts (user_id) WHERE deleted_at IS NULL;

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- Channel: usdt, bankCard or cash.
  type text NOT NULL CHECK (type IN ('usdt', 'bankCard', 'cash')),
  currency text NOT NULL,
  network text NOT NULL DEFAULT '',
  tx_hash text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  proof_upload_id text NOT NULL REFERENCES uploads (id),
  -- REVIEW_STATUS of @shop/domain: 10 under review, 20 approved, 30 failed.
  status integer NOT NULL,
  reason text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL,
  reviewed_by integer REFERENCES users (id),
  reviewed_at timestamptz,
  journal_id bigint REFERENCES ledger_journals (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX deposits_user ON deposits (user_id, id DESC);
CREATE INDEX deposits_status ON deposits (status, id);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  account_id integer NOT NULL REFERENCES withdrawal_accounts (id),
  -- The account as it was when asked (it may be edited or deleted later).
  account_snapshot jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status integer NOT NULL,
  reason text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL,
  reviewed_by integer REFERENCES users (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_status ON withdrawals (status, id);
