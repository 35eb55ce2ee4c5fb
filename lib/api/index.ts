/** The service client's public surface. */
export { createApi, type Api, type MediaQuery, type PostsQuery } from './client';
export { type Credential } from './credential';
export { type RetryHooks } from './request';
export { type Bucket } from '../service/operations';
export { type CreatedPost, type PostRecord, type PostsPage } from './post-schemas';
export { postDueAt } from './post-time';
export { windowClearsAt } from './retry-policy';
export { type Account, type MediaItem } from './schemas';
