/** Letters of the scripts written right to left that the product's users type. */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction of what someone typed, from its first letter, as the bidi algorithm reads a
 * paragraph: English typed into an Arabic form runs left to right (not ".shipped within two
 * days"), Arabic typed into an English one right to left. With no letter yet (empty, digits,
 * punctuation) it is `undefined`, so the field keeps the page's direction: `dir="auto"` would
 * turn an empty Arabic field, its caret and its placeholder, to the left.
 */
export function typedDirection(text: string | undefined): 'ltr' | 'rtl' | undefined {
  const letter = text?.match(LETTER)?.[0];
  if (letter === undefined) return undefined;
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}
