import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Measures the sandbox's memory during a large upload: starts `sandbox/main.ts` in its own Node
 * process, streams a multipart upload of UPLOAD_MB (default 1024) MiB into it, and reports the
 * process's resident memory before, and its peak (VmHWM) after. Run: `npx tsx sandbox/bench/upload-rss.ts`.
 */

const MiB = 1024 * 1024;
const sizeMiB = Number(process.env.UPLOAD_MB ?? 1024);
const mainTs = fileURLToPath(new URL('../main.ts', import.meta.url));

async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-rss-'));
const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
  env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_MAX_UPLOAD_BYTES: String(8 * 1024 * MiB) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => {
    const found = /Sandbox listening on (http:\/\/\S+)/.exec(chunk.toString());
    if (found) resolve(found[1]!);
  });
  child.once('exit', () => reject(new Error('sandbox exited before listening')));
});
child.stdout.resume();

const before = await memory(child.pid!);
const boundary = '----rss-bench';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const chunk = Buffer.alloc(MiB, 0x5a);
const started = Date.now();
let peakDuring = before.rss;
const sampler = setInterval(() => void memory(child.pid!).then((m) => (peakDuring = Math.max(peakDuring, m.rss))), 100);

const status = await new Promise<number>((resolve, reject) => {
  const req = request(`${url}/developers/v1/media/upload`, {
    method: 'POST',
    headers: {
      'x-api-key': 'smm_demo',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + sizeMiB * MiB + tail.length),
    },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode ?? 0));
  });
  req.on('error', reject);
  void (async () => {
    req.write(head);
    for (let i = 0; i < sizeMiB; i++) {
      if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
    }
    req.end(tail);
  })();
});
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
const after = await memory(child.pid!);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await rm(dataDir, { recursive: true, force: true });

console.log(
  `upload of ${sizeMiB} MiB: HTTP ${status} in ${seconds.toFixed(1)} s (${(sizeMiB / seconds).toFixed(0)} MiB/s)`,
);
console.log(
  `sandbox RSS before: ${before.rss.toFixed(0)} MiB; highest sampled during: ${peakDuring.toFixed(0)} MiB; peak (VmHWM): ${after.peak.toFixed(0)} MiB`,
);
if (status !== 201) process.exitCode = 1;
