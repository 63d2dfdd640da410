import { escapeRegExp } from '@shop/domain';

/**
 * Patterns for accessible names and text built from translations. A translation may hold
 * characters a regular expression reads as syntax (the pseudo-locale's brackets, parentheses in
 * Korean, `*` in a masked card number), so the text is escaped first.
 */

/** Matches a name that contains `text`. */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** Matches a name that begins with `text` (in Hindi "reject" contains "approve", for one). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
