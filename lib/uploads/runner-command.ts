/**
 * What the background tells the offscreen document's runner (lib/uploads/offscreen.ts): run an upload, or cancel
 * one. Its own tag, so that no page's listener takes it for a request of the contract (lib/messaging/protocol.ts).
 */
import { z } from 'zod/mini';

export const RUNNER_TAG = 'quickpost/runner';

export const RunnerCommand = z.union([
  z.object({ tag: z.literal(RUNNER_TAG), run: z.object({ id: z.string(), key: z.string() }) }),
  z.object({ tag: z.literal(RUNNER_TAG), cancel: z.string() }),
]);
export type RunnerCommand = z.infer<typeof RunnerCommand>;

/**
 * The name of the port the offscreen document keeps open to the background while it lives: the background hears it
 * close when the document goes (closed by the browser, crashed) and ends what it was uploading (lib/background/uploads.ts).
 */
export const RUNNER_PORT = 'quickpost-upload-runner';
