/** What the background tells the offscreen runner; its own tag, so no page takes it for a request of the contract. */
import { z } from 'zod/mini';

export const RUNNER_TAG = 'quickpost/runner';

export const RunnerCommand = z.union([
  z.object({ tag: z.literal(RUNNER_TAG), run: z.object({ id: z.string(), key: z.string() }) }),
  z.object({ tag: z.literal(RUNNER_TAG), cancel: z.string() }),
]);
export type RunnerCommand = z.infer<typeof RunnerCommand>;

/** The port the offscreen document keeps open while it lives: its closing ends what it was uploading. */
export const RUNNER_PORT = 'quickpost-upload-runner';
