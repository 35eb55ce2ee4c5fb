import { spawnSync } from 'node:child_process';

/**
 * Builds the Chrome extension with WXT. Quiet on success (Rollup's notes about zod's comments are noise);
 * throws with the whole log on failure.
 */
export function buildExtension(env: Record<string, string | undefined> = {}): void {
  const build = spawnSync('npx', ['wxt', 'build'], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (build.status !== 0) {
    throw new Error(`wxt build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  }
}
