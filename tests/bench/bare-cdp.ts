/**
 * Chromium driven over a bare CDP connection that attaches to nothing by itself: test libraries hold every new page
 * and worker paused until they have set it up, time a person's browser never spends. Targets are attached only once
 * running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM, extensionFlags } from '../../scripts/chromium';

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}
type Listener = (params: Record<string, unknown>, sessionId?: string) => void;

export interface BareBrowser {
  extensionId: string;
  /** A CDP command on the browser (no session) or on an attached target's session. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Calls `listener` for every `method` event until the returned function is called. */
  on(method: string, listener: Listener): () => void;
  /** Attaches to a running target (flat session); it is not paused. */
  attach(targetId: string): Promise<string>;
  /** Evaluates `expression` (awaiting a promise) in an attached target; returns its value by JSON. */
  evaluate<T = unknown>(sessionId: string, expression: string): Promise<T>;
  /** The extension's service worker as a target, once running. */
  worker(): Promise<TargetInfo>;
  /** Opens `url` in a new tab and attaches to it once its document has loaded. */
  openTab(url: string): Promise<{ targetId: string; sessionId: string }>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function devToolsUrl(profile: string, child: ChildProcess): Promise<string> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before its debugging port was open`);
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const [port, path] = text.trim().split('\n');
    if (port && path) return `ws://127.0.0.1:${port}${path}`;
    await sleep(50);
  }
  throw new Error('Chromium did not open its debugging port within 15 s');
}

/** The same Chromium and flags as the E2E tests (scripts/chromium.ts), headless, without Playwright. */
export async function launchBare(extensionDir: string): Promise<BareBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'quickpost-bare-'));
  const flags = [
    '--headless',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    ...extensionFlags(extensionDir),
    'about:blank',
  ];
  const child = spawn(CHROMIUM, flags, { stdio: 'ignore' });
  const socket = new WebSocket(await devToolsUrl(profile, child), { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));

  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
      sessionId?: string;
    };
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
    } else if (message.method)
      for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, method });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const on = (method: string, listener: Listener) => {
    const set = listeners.get(method) ?? new Set<Listener>();
    listeners.set(method, set);
    set.add(listener);
    return () => void set.delete(listener);
  };
  const targets = async () => (await send<{ targetInfos: TargetInfo[] }>('Target.getTargets')).targetInfos;
  const attach = async (targetId: string) => {
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    // A worker found at the browser's start can be waiting for a debugger (the first one the browser started);
    // telling it to run is a no-op for any target that is running already.
    await send('Runtime.enable', {}, sessionId);
    await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
    return sessionId;
  };
  const evaluate = async <T>(sessionId: string, expression: string) => {
    const answer = await send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (answer.exceptionDetails)
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  };
  const worker = async () => {
    for (let i = 0; i < 300; i++) {
      const found = (await targets()).find(
        (t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'),
      );
      if (found) return found;
      await sleep(50);
    }
    throw new Error('the extension service worker did not start within 15 s');
  };
  const extensionId = new URL((await worker()).url).host;
  return {
    extensionId,
    send,
    on,
    attach,
    evaluate,
    worker,
    async openTab(url) {
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url });
      const sessionId = await attach(targetId);
      for (let i = 0; i < 600 && (await evaluate(sessionId, 'document.readyState')) !== 'complete'; i++)
        await sleep(25);
      return { targetId, sessionId };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      socket.close();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
      await rm(profile, { recursive: true, force: true });
    },
  };
}
