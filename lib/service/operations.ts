/**
 * The service's operations and the rate bucket each counts against (docs/service-interface.md, Limits); the token
 * exchange is not rate-limited. A bucket clears about 60 minutes after its last request.
 */
const OPERATION_BUCKET = {
  listAccounts: 'read',
  createPost: 'write',
  listPosts: 'read',
  deletePost: 'write',
  analytics: 'read',
  listMedia: 'read',
  uploadMedia: 'write',
  deleteMedia: 'write',
  exchangeToken: null,
} as const;

export type Operation = keyof typeof OPERATION_BUCKET;
export type Bucket = 'read' | 'write';

export const OPERATIONS = Object.keys(OPERATION_BUCKET) as Operation[];
export const WINDOW_MS = 60 * 60 * 1000;

export function bucketOf(operation: Operation): Bucket | null {
  return OPERATION_BUCKET[operation];
}

/** Writes change state on the service: after an ambiguous failure they must not be sent again blindly. */
export function isWrite(operation: Operation): boolean {
  return OPERATION_BUCKET[operation] === 'write';
}
