/**
 * The platform's own failures, which Quickpost does not define and so cannot list as kinds (registry.ts):
 * DOMExceptions, recognised by the names the DOM standard gives them (WebIDL, the DOMException names table).
 * Their names are written here once, like the kinds' names on their classes.
 */
const ABORT = 'AbortError';
const TIMEOUT = 'TimeoutError';

/** What an aborted fetch, XHR or AbortSignal rejects with. */
export const abortError = (message: string) => new DOMException(message, ABORT);

/** The work was cancelled (the person's cancel, or a signal): not a failure to describe. */
export const isAbortError = (err: unknown) => (err as { name?: unknown } | null)?.name === ABORT;

/** `AbortSignal.timeout` fired: the request was sent and no answer came in time. */
export const isTimeoutError = (err: unknown) => err instanceof Error && err.name === TIMEOUT;
