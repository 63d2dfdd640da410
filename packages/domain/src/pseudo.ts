const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ',
  m: 'ɱ', n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ',
  y: 'ý', z: 'ž', A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ',
  K: 'Ķ', L: 'Ļ', M: 'Ṁ', N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ',
  W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Accents every letter outside {{variables}} and pads to about 140% of the length, in brackets. */
export function pseudoize(text: string): string {
  const accented = text
    .split(/(\{\{[^}]+\}\}|<[^>]+>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
  // Padding in short runs with spaces between, like the extra words of a longer language: one
  // unbreakable run would test something no real translation does.
  const padding = ('~'.repeat(Math.ceil(text.length * 0.4)).match(/~{1,6}/g) ?? []).join(' ');
  return `[${accented} ${padding}]`;
}

type Dictionary = { [key: string]: string | Dictionary };

export function pseudoizeDictionary(dict: Dictionary): Dictionary {
  return Object.fromEntries(
    Object.entries(dict).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoize(value) : pseudoizeDictionary(value),
    ]),
  );
}
