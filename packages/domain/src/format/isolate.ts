/**
 * Values put into translated sentences (a name, a store, a coupon, an address, an amount) are
 * wrapped in Unicode isolates (FSI … PDI) where the sentence's direction could reorder them:
 * "القسيمة: {{name}}" with "$20 off at Coral Corner" would read "القسيمة: off at Coral Corner 20$",
 * and an Arabic store name with a number inside an English sentence pulls the number to its side.
 * FSI gives the value its own direction from its first letter (left to right when it has none, so
 * an amount or a phone number stays in order); the sentence sees it as one neutral character.
 *
 * A value written wholly in the sentence's own direction cannot be reordered by it and is left
 * bare, so English text and its tests stay free of invisible marks.
 */
const FSI = '\u2068';
const PDI = '\u2069';
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
/** What a right-to-left sentence can reorder: a letter of another script, a digit, a sign or currency. */
const NOT_RTL = /[\p{Nd}+\-\u2212\p{Sc}]|(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}])\p{L}/u;

export function isolateValue(value: unknown, direction: 'ltr' | 'rtl'): unknown {
  if (typeof value !== 'string' || value === '' || value.startsWith(FSI)) return value;
  const needs = direction === 'rtl' ? NOT_RTL.test(value) : RTL_LETTER.test(value);
  return needs ? `${FSI}${value}${PDI}` : value;
}
