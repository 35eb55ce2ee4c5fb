import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../../sandbox/loopback.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';

/** The controls refuse non-loopback peers even when the sandbox listens on every interface. */

const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
let running: RunningSandbox;

beforeAll(async () => {
  running = await startSandbox({ port: 0, host: '0.0.0.0', quiet: true });
});
afterAll(() => running.close());

describe('loopback-only controls', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::2', false],
    [undefined, false],
  ])('isLoopback(%s) is %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('a loopback peer may use the controls', async () => {
    expect((await fetch(`http://127.0.0.1:${running.port}/__sandbox/clock`)).status).toBe(200);
  });

  it.runIf(external)('a peer on another interface gets 403 from the controls but may use the API', async () => {
    const control = await fetch(`http://${external}:${running.port}/__sandbox/reset`, { method: 'POST' });
    expect(control.status).toBe(403);
    expect(await control.json()).toEqual({ code: 403, message: 'The sandbox controls answer loopback clients only' });
    const api = await fetch(`http://${external}:${running.port}/developers/v1/accounts`, {
      headers: { 'x-api-key': 'smm_demo' },
    });
    expect(api.status).toBe(200);
  });
});
