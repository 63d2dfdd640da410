import type { Dictionary, DictionaryLoader } from '.';

const dictionaries = import.meta.glob<{ default: Dictionary }>('../../../locales/*.json');

/** The unit tests' dictionary loader: happy-dom has no server to fetch the JSON files from. */
export const importDictionary: DictionaryLoader = async (language) => {
  const load = dictionaries[`../../../locales/${language}.json`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return (await load()).default;
};
