/**
 * The domain's rule for a chat message, in a module of its own so the composer can load it after
 * the conversation is drawn (it brings the shared form rules, 49 KiB, with it).
 */
export { validateChatMessage } from '@shop/domain';
