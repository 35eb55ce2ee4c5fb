/** The service client's public surface. */
export { createApi, type Api, type ApiDeps, type MediaQuery, type PostsQuery, type ReadOptions } from './client';
export { authHeaders, type Credential } from './credential';
export { describeError, type DescribeOptions } from '../errors/describe';
export * from '../errors/transport';
export * from '../errors/api-errors';
export { type Bucket, type Operation } from '../service/operations';
export { buildPostBody, type PostBody } from './post-body';
export { KNOWN_POST_STATUSES, type Analytics, type CreatedPost, type PostRecord, type PostsPage } from './post-schemas';
export { instantOf, postDueAt } from './post-time';
export { windowClearsAt } from './retry-policy';
export { type Account, type MediaItem } from './schemas';
export { uploadMedia, type UploadDeps, type UploadRequest } from './upload';
