/**
 * The service's operations and the rate bucket each one counts against (docs/service-interface.md, Limits:
 * "Read requests … GET accounts, GET posts, GET analytics/{id}, GET media/list"; "Write requests … POST post,
 * DELETE posts/{id}, POST media/upload, DELETE media/delete"). The token exchange is not rate-limited.
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

export function bucketOf(operation: Operation): Bucket | null {
  return OPERATION_BUCKET[operation];
}

/** Writes change state on the service: after an ambiguous failure they must not be sent again blindly. */
export function isWrite(operation: Operation): boolean {
  return OPERATION_BUCKET[operation] === 'write';
}
