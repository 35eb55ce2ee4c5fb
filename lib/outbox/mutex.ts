/** One thing at a time: an alarm, an `online` event and a page may wake the outbox together; two runs could send twice. */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
