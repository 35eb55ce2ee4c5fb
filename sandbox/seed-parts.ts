/**
 * The pieces every seeded user is made of (seed.ts, seed-agency-xl.ts): an account, a media item with its file.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Account, AccountType, Media, State } from './state.ts';

/** Accounts carry `picture` except these, which carry `image` (the interface shows both; clients accept either). */
const IMAGE_FIELD_TYPES: ReadonlySet<AccountType> = new Set(['linkedin_page', 'pinterest', 'tiktok']);

export type AccountSeed = [AccountType, string, string];

export function addAccount(
  state: State,
  owner: string,
  [type, name, username]: AccountSeed,
  connected = true,
): Account {
  const account: Account = {
    id: state.nextId.account++,
    owner,
    type,
    name,
    username,
    connected,
    avatarField: IMAGE_FIELD_TYPES.has(type) ? 'image' : 'picture',
  };
  state.accounts.push(account);
  return account;
}

export interface MediaSeed {
  owner: string;
  kind: 'image' | 'video';
  data: Buffer;
  ageMs: number;
  title?: string;
  /** Pending videos finish this long after the seed (simulated time). */
  pendingForMs?: number;
  /** A file another item of this seed wrote already (written once, shared); by default the item's own. */
  sharedFile?: string;
}

export function addMedia(state: State, writes: Promise<void>[], mediaDir: string, now: number, seed: MediaSeed): Media {
  const id = `${seed.kind}-${state.nextId.media++}`;
  const fileName = seed.sharedFile ?? `${id}.${seed.kind === 'image' ? 'png' : 'mp4'}`;
  if (!state.media.some((m) => m.fileName === fileName)) writes.push(writeFile(join(mediaDir, fileName), seed.data));
  const media: Media = {
    id,
    owner: seed.owner,
    kind: seed.kind,
    mimeType: seed.kind === 'image' ? 'image/png' : 'video/mp4',
    ...(seed.title === undefined ? {} : { title: seed.title }),
    status: seed.pendingForMs === undefined ? 'processed' : 'pending',
    fileName,
    size: seed.data.length,
    createdAt: now - seed.ageMs,
    ...(seed.pendingForMs === undefined ? {} : { readyAt: now + seed.pendingForMs }),
  };
  state.media.push(media);
  return media;
}
