import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run sandbox` (= tsx sandbox/main.ts): environment → start → print the URL → stop on a signal. */

const mainTs = fileURLToPath(new URL('../../sandbox/main.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-main-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('sandbox/main.ts', () => {
  it('reads PORT and the SANDBOX_* variables, prints its URL and the seed keys, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      env: {
        ...process.env,
        PORT: '0',
        SANDBOX_READ_LIMIT: '7',
        SANDBOX_WRITE_LIMIT: '3',
        SANDBOX_MAX_UPLOAD_BYTES: '12345',
        SANDBOX_VIDEO_PROCESSING_MS: '100',
        SANDBOX_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found && output.includes('Controls:')) resolve(found[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    expect(output).toMatch(/smm_demo/);
    expect(output).toMatch(/svc_cid_demo/);

    const config = await (await fetch(`${url}/__sandbox/config`)).json();
    expect(config).toEqual({ read_limit: 7, write_limit: 3, max_upload_bytes: 12345, video_processing_ms: 100 });
    expect((await fetch(`${url}/developers/v1/accounts`, { headers: { 'x-api-key': 'smm_demo' } })).status).toBe(200);
    expect(await readdir(join(dataDir, 'media'))).toContain('image-1.png');

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);
});
