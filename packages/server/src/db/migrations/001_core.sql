-- Accounts: users, sessions, verification codes and their outbox, login throttling, captchas.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  email text,
  phone text,
  nickname text NOT NULL,
  avatar text,
  password_hash text NOT NULL,
  pay_password_hash text,
  -- Wrong payment-password entries in a row; 5 locks payments for 30 minutes.
  pay_password_failures integer NOT NULL DEFAULT 0,
  pay_password_locked_until timestamptz,
  role text NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'merchant', 'staff')),
  invite_code text NOT NULL UNIQUE,
  invited_by integer REFERENCES users (id),
  credit_score integer NOT NULL DEFAULT 100,
  level integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;

-- Only a SHA-256 of the token is stored: a leaked table does not leak sessions.
CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE verification_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset')),
  -- Lower-cased email or E.164 phone number.
  target text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_target ON verification_codes (purpose, target, created_at DESC);

-- What a real email/SMS sender would deliver; by default read from the log and the dev endpoint.
CREATE TABLE outbox_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz
);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
