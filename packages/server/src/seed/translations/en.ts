import templates from './en.json';
import { sentences } from './language';

/**
 * The English texts that are composed rather than listed in catalogueData.ts, from en.json's
 * templates. The demo seed writes them; the translation seed finds the rows by them.
 */
export const en = sentences(templates);
