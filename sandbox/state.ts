import type { Limits } from './config.ts';

/** Account `type` values of the interface (Resources → Account). */
export const ACCOUNT_TYPES = [
  'twitter',
  'linkedin',
  'linkedin_page',
  'instagram',
  'facebook',
  'threads',
  'bluesky',
  'pinterest',
  'youtube',
  'tiktok',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface Account {
  id: number;
  owner: string;
  type: AccountType;
  name: string;
  username: string;
  /** A disconnected account "disappears from the list" but still exists for the state view. */
  connected: boolean;
  /** The interface shows the avatar as `picture` in one description and `image` in another. */
  avatarField: 'picture' | 'image';
}

export type MediaKind = 'image' | 'video';

export interface Media {
  /** `image-<seq>` / `video-<seq>`. */
  id: string;
  owner: string;
  kind: MediaKind;
  mimeType: string;
  /** Videos only: filename or title set at upload. */
  title?: string;
  /** Videos only (images are processed at once). */
  status: 'pending' | 'processed';
  /** Name of the file under the media directory, served at /media/files/<fileName>. */
  fileName: string;
  size: number;
  createdAt: number;
  /** Simulated time at which a pending video becomes processed. */
  readyAt?: number;
}

type PostStatus = 'scheduled' | 'published' | 'failed';

export interface AccountRef {
  id: number;
  type: AccountType;
}

export interface Post {
  id: number;
  owner: string;
  content: string;
  /** Simulated epoch ms at which it is due. */
  dueAt: number;
  /** `YYYY-MM-DD HH:MM:SS` in `timezone`. */
  scheduledLocal: string;
  timezone: string;
  accounts: AccountRef[];
  attachments: string[];
  /** Replies that will be posted (empty unless a twitter account is targeted). */
  replies: string[];
  title?: string;
  createdAt: number;
  status: PostStatus;
  publishedAt?: number;
  failedAt?: number;
  error?: string;
}

export interface OAuthApp {
  name: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface Consent {
  id: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
  user: string;
}

export interface AuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  user: string;
  createdAt: number;
  used: boolean;
  codeChallenge?: string;
  /** Tokens issued from this code: revoked if the code is presented again. */
  tokens: string[];
}

interface AccessToken {
  token: string;
  clientId: string;
  user: string;
  createdAt: number;
  revoked: boolean;
}

interface ApiKey {
  user: string;
  revoked: boolean;
}

export type BucketKind = 'read' | 'write';

interface Bucket {
  used: number;
  /** Simulated time of the last request of this kind (the window clears 60 min after it). */
  lastAt?: number;
}

/** Everything `POST /__sandbox/reset` throws away and re-seeds. */
export interface State {
  /** Bumped on every reset so work started before it (an upload in flight) is discarded. */
  generation: number;
  limits: Limits;
  apiKeys: Map<string, ApiKey>;
  accounts: Account[];
  media: Media[];
  posts: Post[];
  apps: Map<string, OAuthApp>;
  consents: Map<string, Consent>;
  codes: Map<string, AuthCode>;
  tokens: Map<string, AccessToken>;
  buckets: Map<string, Bucket>;
  nextId: { account: number; media: number; post: number };
}

export function emptyState(limits: Limits, generation: number): State {
  return {
    generation,
    limits: { ...limits },
    apiKeys: new Map(),
    accounts: [],
    media: [],
    posts: [],
    apps: new Map(),
    consents: new Map(),
    codes: new Map(),
    tokens: new Map(),
    buckets: new Map(),
    nextId: { account: 1, media: 1, post: 1 },
  };
}

/** Users known to the sandbox (seeded); the consent page acts as `demo`. */
export function usersOf(state: State): string[] {
  return [...new Set([...state.apiKeys.values()].map((k) => k.user))];
}
