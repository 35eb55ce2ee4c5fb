/** Waiting in tests and the bench where no test library waits for us (Firefox over BiDi, the bench's bare CDP). */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it returns a truthy value (errors count as "not yet") or `timeoutMs` passes;
 * then throws naming `what` and the last answer.
 */
export async function until<T>(what: string, check: () => Promise<T> | T, timeoutMs = 10_000, everyMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(everyMs);
  }
}
