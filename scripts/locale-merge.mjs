#!/usr/bin/env node
// Merges new dictionary entries into locales/*.json without clobbering anyone else's keys.
// Usage: node scripts/locale-merge.mjs additions.json
//   additions.json = { "en": { "kit": { "pinPad": { "label": "Payment password" } } }, "ar": {...}, ... }
// Each locale's object is deep-merged into locales/<locale>.json (existing keys are overwritten
// only where the additions name them). The read-modify-write is done per file in one go.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else target[key] = value;
  }
  return target;
};

for (const [locale, entries] of Object.entries(additions)) {
  const file = path.join(dir, `${locale}.json`);
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, JSON.stringify(merge(current, entries), null, 2) + '\n');
}
console.log(`merged ${Object.keys(additions).length} locales`);
