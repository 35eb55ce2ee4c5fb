/**
 * docs/store.md justifies every permission each release manifest asks for, in one sentence: a permission
 * added to wxt.config.ts without its row there fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest, TARGETS, type Manifest } from './package-fixtures';
import { RELEASE_ENV } from './release-build';

const STORE_MD = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'store.md'), 'utf8');

/** The "## Permissions" table of docs/store.md: `permission` → its sentence. */
function justifications(markdown: string): Map<string, string> {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Permissions')) ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = /^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|\s*$/.exec(line);
    if (cells) rows.set(cells[1]!, cells[2]!);
  }
  return rows;
}

/** The service's own origins: granted at install, justified once as `host_permissions`. */
const SERVICE = [RELEASE_ENV.QUICKPOST_API_URL, RELEASE_ENV.QUICKPOST_APP_URL].map((u) => `${u}/*`);

/** Every permission the manifest asks for, at install or later, as docs/store.md names it. */
function asked(manifest: Manifest): string[] {
  const m = manifest as Manifest & { optional_host_permissions?: string[] };
  return [
    ...(m.permissions ?? []),
    ...(m.host_permissions ?? []),
    ...(m.optional_permissions ?? []),
    ...(m.optional_host_permissions ?? []),
  ].map((p) => (SERVICE.includes(p) ? 'host_permissions' : p));
}

describe.each(TARGETS)('%s: docs/store.md', (target) => {
  const rows = justifications(STORE_MD);
  it('justifies every permission and optional permission in one sentence', () => {
    const permissions = [...new Set(asked(readManifest(target)))];
    expect(permissions.length).toBeGreaterThan(5);
    for (const permission of permissions) {
      const why = rows.get(permission);
      expect(why, `docs/store.md has no row for \`${permission}\``).toBeTruthy();
      expect(why!.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length, permission).toBe(1);
    }
  });
});

it('docs/store.md holds the single purpose, the no-remote-code statement and the data-use disclosures', () => {
  for (const heading of [
    '## Single purpose',
    '## No remote code',
    '## Data use',
    '## Firefox: `data_collection_permissions`',
  ])
    expect(STORE_MD).toContain(heading);
  // Each category the Firefox manifest declares is reasoned in the Firefox table.
  const declared = (
    readManifest('firefox-mv2').browser_specific_settings as {
      gecko: { data_collection_permissions: { required: string[] } };
    }
  ).gecko.data_collection_permissions.required;
  for (const category of declared) expect(STORE_MD).toMatch(new RegExp(`\\| \`${category}\`[^|]*\\|\\s*required`));
});
