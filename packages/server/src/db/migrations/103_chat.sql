-- Support chat: a buyer's conversations with customer service or with a store, and their messages.

-- One conversation per buyer and counterpart: store_id names the store, NULL is customer service
-- (answered by any staff account). The store's side is whoever owns the store.
CREATE TABLE chat_conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_id integer NOT NULL REFERENCES users (id),
  store_id integer REFERENCES stores (id),
  -- The newest message (kept by every send, so a list needs no per-row subquery).
  last_message_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message's time, or the opening time while there is none.
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Opening twice finds the same conversation, also when two opens race.
CREATE UNIQUE INDEX chat_conversations_support_key ON chat_conversations (buyer_id) WHERE store_id IS NULL;
CREATE UNIQUE INDEX chat_conversations_store_key ON chat_conversations (buyer_id, store_id) WHERE store_id IS NOT NULL;
CREATE INDEX chat_conversations_buyer ON chat_conversations (buyer_id, updated_at DESC);
CREATE INDEX chat_conversations_store ON chat_conversations (store_id, updated_at DESC) WHERE store_id IS NOT NULL;

CREATE TABLE chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations (id),
  -- Which side sent it: the buyer (true), or the store / customer service (false).
  from_buyer boolean NOT NULL,
  -- The person who sent it (the buyer, the store's owner, or the staff member who answered).
  sender_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('text', 'image', 'product')),
  -- Text, an image address of the sender's own chat upload, or a product id as text.
  content text NOT NULL,
  product_id integer REFERENCES products (id),
  CHECK ((kind = 'product') = (product_id IS NOT NULL)),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the other side marked the conversation read.
  read_at timestamptz
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id DESC);
CREATE INDEX chat_messages_unread ON chat_messages (conversation_id, from_buyer) WHERE read_at IS NULL;

ALTER TABLE chat_conversations
  ADD CONSTRAINT chat_conversations_last_message FOREIGN KEY (last_message_id) REFERENCES chat_messages (id);
