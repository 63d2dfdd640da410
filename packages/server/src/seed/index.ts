import { coreSeed } from './core';
import { moneySeed } from './money';
import { staffColleagueSeed } from './staffColleague';
import { translationSeed, wholesaleTranslationSeed } from './translate';
import type { SeedModule } from './types';

// Demo data per area, applied in this order on first start. Append a line for a new area.
export const seedModules: SeedModule[] = [
  coreSeed,
  moneySeed,
  translationSeed,
  wholesaleTranslationSeed,
  staffColleagueSeed,
];
