/**
 * One deadline for a whole exchange: every attempt's fetch is aborted when it passes, and a retry's
 * wait that would end after it is not started. The extension gives up after BROKER_WAIT_MS; a retry still running
 * after that could mint a token nobody receives (tokens do not expire: docs/service-interface.md, Authentication rule 7).
 */
export class DeadlinePassed extends Error {
  override readonly name = 'DeadlinePassed';
  constructor() {
    super('The exchange ran out of time.');
  }
}

export interface Deadline {
  fetch: typeof fetch;
  sleep(ms: number): Promise<void>;
  passed(): boolean;
}

export function deadline(ms: number, fetchFn: typeof fetch, now: () => number = Date.now): Deadline {
  const endsAt = now() + ms;
  const signal = AbortSignal.timeout(ms);
  return {
    fetch: (input, init) =>
      fetchFn(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
    sleep: (wait) =>
      now() + wait >= endsAt
        ? Promise.reject(new DeadlinePassed())
        : new Promise<void>((resolve) => setTimeout(resolve, wait)),
    passed: () => now() >= endsAt || signal.aborted,
  };
}
