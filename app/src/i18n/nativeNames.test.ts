import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shop/domain';
import { NATIVE_NAMES } from './nativeNames';

describe('native language names', () => {
  it.each(LOCALES)('%s matches its dictionary’s language.name', (locale) => {
    const dictionary = JSON.parse(fs.readFileSync(path.resolve('locales', `${locale}.json`), 'utf8')) as {
      language: { name: string };
    };
    expect(NATIVE_NAMES[locale]).toBe(dictionary.language.name);
  });
});
