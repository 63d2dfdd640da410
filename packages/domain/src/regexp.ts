/** `text` as a regular expression that matches it literally (a translation, a separator, a name). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
