import { Parser, zhHansModel } from 'budoux';
import { cachedKeeper } from './keepPhrases';

// A module of its own per script: a visitor downloads one model, and only in that language.
const parser = new Parser(zhHansModel);
const words = new Intl.Segmenter('zh-Hans', { granularity: 'word' });
export const keepPhrases = cachedKeeper((text) => parser.parse(text), words);
