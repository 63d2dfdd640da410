import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const VISUAL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE_DIR = path.join(VISUAL_DIR, 'baselines');
/**
 * All baselines together must stay under this, so the repository stays cheap to clone. Raised
 * from 100 to 140 MB when the operations console, the wallet and the merchant centre added 34 MB
 * (1,190 images, their main states in 16 locales): the next areas (chat, the localized catalogue)
 * should store images more cheaply rather than raise it again.
 */
export const BASELINE_BUDGET_BYTES = 140 * 1024 * 1024;

export function baselinePath(storyId: string, locale: string, root = BASELINE_DIR): string {
  return path.join(root, storyId, `${locale}.png`);
}

export function readBaseline(storyId: string, locale: string, root = BASELINE_DIR): Buffer | null {
  const file = baselinePath(storyId, locale, root);
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

export function writeBaseline(storyId: string, locale: string, png: Buffer, root = BASELINE_DIR): void {
  const file = baselinePath(storyId, locale, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
}

/**
 * Deletes baselines nobody captures any more: folders of stories that no longer exist, and locale
 * files a story is no longer captured in. Returns the removed paths, relative to the root.
 */
export function pruneBaselines(keep: Map<string, string[]>, root = BASELINE_DIR): string[] {
  if (!fs.existsSync(root)) return [];
  const removed: string[] = [];
  for (const storyId of fs.readdirSync(root)) {
    const dir = path.join(root, storyId);
    if (!fs.statSync(dir).isDirectory()) continue;
    const locales = keep.get(storyId);
    if (!locales) {
      fs.rmSync(dir, { recursive: true, force: true });
      removed.push(storyId);
      continue;
    }
    for (const file of fs.readdirSync(dir)) {
      if (!locales.includes(path.basename(file, '.png'))) {
        fs.rmSync(path.join(dir, file), { force: true });
        removed.push(path.join(storyId, file));
      }
    }
  }
  return removed;
}

export function baselineBytes(root = BASELINE_DIR): number {
  if (!fs.existsSync(root)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
