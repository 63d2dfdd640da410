-- Sessions end after an idle time and an absolute time (config: SESSION_IDLE_SECONDS,
-- SESSION_MAX_SECONDS). `last_seen_at` moves at most once a minute per session, so a busy
-- session costs one small write a minute, not one per request.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
