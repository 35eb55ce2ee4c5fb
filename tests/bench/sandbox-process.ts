import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface SandboxProcess {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/**
 * The sandbox as its own process (npm run sandbox), not inside the bench: a 1 GB upload parsed on the bench's
 * event loop would compete with Playwright and skew the figures.
 */
export async function startSandboxProcess(): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.match(/Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before listening:\n${out}`)));
  });
  child.stdout!.resume(); // one log line per request: drain it
  return {
    url,
    pid: child.pid!,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
