/**
 * Tests mirror the code (docs/style.md, "Tests"), so one is found from the other without searching; test doubles
 * live in `fakes/`, data in `fixtures/`, and checks of the house's own conventions in `conventions/`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = join(import.meta.dirname, '..');
const ROOT = join(UNIT, '..', '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const tests = walk(UNIT)
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => relative(UNIT, f).split(sep));

/** Where a test in `folder` (its path under tests/unit) belongs in the code, or null when it mirrors nothing. */
function mirrored(folder: string[]): string | null {
  if (folder.length === 0) return null;
  if (folder[0] === 'conventions') return 'conventions';
  if (folder[0] === 'fakes' || folder[0] === 'fixtures') return null;
  const code =
    folder[0] === 'components' || ['broker', 'config', 'scripts', 'sandbox'].includes(folder[0]!)
      ? folder
      : ['lib', ...folder];
  return existsSync(join(ROOT, ...code)) ? code.join('/') : null;
}

describe('the unit tests mirror the code', () => {
  it('has tests to check', () => {
    expect(tests.length).toBeGreaterThan(50);
  });

  it('no test lies flat in tests/unit, and each folder is one the code has', () => {
    const misplaced = tests.filter((parts) => mirrored(parts.slice(0, -1)) === null).map((parts) => parts.join('/'));
    expect(misplaced, 'move each into tests/unit/<lib folder>/ or tests/unit/components/<folder>/').toEqual([]);
  });
});
