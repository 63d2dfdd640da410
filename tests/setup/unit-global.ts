import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from '../../packages/server/src/testing/snapshots';

/**
 * A folder for this run's database snapshots (packages/server/src/testing/snapshots.ts): the
 * first server test to need a migrated or seeded PGlite database builds it there once, and every
 * other test server in every worker loads a copy. Removed when the run ends.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-snapshots-'));
  project.provide('testSnapshotDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
