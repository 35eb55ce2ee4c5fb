/**
 * One thing at a time: an alarm, an `online` event and a page's request may all wake the outbox together, and
 * two overlapping runs could send the same post twice.
 */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
