-- Changing who you are needs proof (issue "Trust", finding 2): a new email or phone is confirmed
-- with a code sent to it, of its own purpose ('change'). Such a code belongs to the account that
-- asked for it: another account cannot spend it, even for the same address. Register and reset
-- codes belong to no account (they are asked for before there is a session).

ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes
  ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'reset', 'change'));

ALTER TABLE verification_codes ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE verification_codes
  ADD CONSTRAINT verification_codes_change_owner CHECK ((purpose = 'change') = (user_id IS NOT NULL));
