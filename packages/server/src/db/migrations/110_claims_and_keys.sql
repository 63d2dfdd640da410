-- Security audit "Trust", findings 6 and 7.
--
-- A claim is paid once: a deposit's transaction hash is accepted once per network. The hash is
-- compared by its key: trimmed, and when it is hex (with or without 0x) lower-cased without the
-- 0x. A unique index over the claims under review (10) or approved (20) holds the key once per
-- network, so of two claims of one transfer, sequential or parallel, by one user or two, one
-- passes and the other meets the index. A rejected claim (30) leaves the index: its owner can
-- correct the deposit and send it again with the same hash.
--
-- A reused payment proof is flagged to staff (not refused): uploads keep a SHA-256 of their
-- stored (re-encoded) bytes. Uploads saved before this migration have none (the files are not
-- read here) and are matched by upload id only.
--
-- Idempotency keys bind their request: every row that holds a client's key also holds a
-- fingerprint of the request it answered (sha256 of the fields that define the operation, never
-- the payment password). A replay whose fingerprint differs is refused (idempotencyKeyReused).
-- Rows written before this migration have none, and a null fingerprint matches any replay (their
-- request is unknown; refusing would break a client's honest retry across the upgrade, and those
-- keys are as old as the upgrade).

CREATE FUNCTION deposit_tx_hash_key(tx_hash text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(tx_hash) = '' THEN NULL
    WHEN btrim(tx_hash) ~ '^(0[xX])?[0-9A-Fa-f]+$' THEN lower(regexp_replace(btrim(tx_hash), '^0[xX]', ''))
    ELSE btrim(tx_hash)
  END
$$;

ALTER TABLE deposits ADD COLUMN tx_hash_key text;
ALTER TABLE deposits ADD COLUMN request_hash text;

-- Existing claims: every one gets its key, except a claim under review or approved that repeats
-- an earlier one of the same network (made before this rule; the approved one, else the oldest,
-- keeps the key). Those keep none, so the index can be built; they block nothing and are not
-- blocked. An operator finds them with
--   SELECT id, user_id, network, tx_hash, status FROM deposits
--   WHERE tx_hash_key IS NULL AND deposit_tx_hash_key(tx_hash) IS NOT NULL;
WITH ranked AS (
  SELECT id, row_number() OVER (
    PARTITION BY network, deposit_tx_hash_key(tx_hash), status IN (10, 20)
    ORDER BY (status = 20) DESC, id
  ) AS n, status IN (10, 20) AS claimed
  FROM deposits
  WHERE deposit_tx_hash_key(tx_hash) IS NOT NULL
)
UPDATE deposits SET tx_hash_key = deposit_tx_hash_key(deposits.tx_hash)
FROM ranked
WHERE deposits.id = ranked.id AND (NOT ranked.claimed OR ranked.n = 1);

-- Every claim written from now on gets its key in the database, whoever writes it.
CREATE FUNCTION deposits_set_tx_hash_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tx_hash_key := deposit_tx_hash_key(NEW.tx_hash);
  RETURN NEW;
END;
$$;

CREATE TRIGGER deposits_tx_hash_key
  BEFORE INSERT OR UPDATE OF tx_hash ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_set_tx_hash_key();

CREATE UNIQUE INDEX deposits_tx_hash_claimed ON deposits (network, tx_hash_key)
  WHERE tx_hash_key IS NOT NULL AND status IN (10, 20);

ALTER TABLE uploads ADD COLUMN content_hash text;
CREATE INDEX uploads_content_hash ON uploads (content_hash) WHERE content_hash IS NOT NULL;
CREATE INDEX deposits_proof_upload ON deposits (proof_upload_id);

ALTER TABLE withdrawals ADD COLUMN request_hash text;
ALTER TABLE payments ADD COLUMN request_hash text;
-- A checkout's fingerprint, on each of its orders (the first one is compared).
ALTER TABLE orders ADD COLUMN request_hash text;
-- For journals posted under a client's key (profit transfer); null for the server's own keys.
ALTER TABLE ledger_journals ADD COLUMN request_hash text;
