/** The built release manifests and catalogs, read once per file. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_DIR } from './release-build';

export const TARGETS = ['chrome-mv3', 'firefox-mv2'] as const;
export type Target = (typeof TARGETS)[number];

export type Manifest = Record<string, unknown> & {
  name: string;
  description: string;
  default_locale?: string;
  icons?: Record<string, string>;
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
};

export const targetDir = (target: Target) => join(RELEASE_DIR, target);

export function readManifest(target: Target): Manifest {
  return JSON.parse(readFileSync(join(targetDir(target), 'manifest.json'), 'utf8')) as Manifest;
}

/** `__MSG_key__` resolved in one locale of the built package. */
export function resolveMessage(target: Target, value: string, locale: string): string {
  const key = /^__MSG_(\w+)__$/.exec(value)?.[1];
  if (!key) return value;
  const catalog = JSON.parse(
    readFileSync(join(targetDir(target), '_locales', locale, 'messages.json'), 'utf8'),
  ) as Record<string, { message: string }>;
  return catalog[key]?.message ?? '';
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(path: string): [number, number] {
  const png = readFileSync(path);
  if (png.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${path} is not a PNG`);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
