import { describe, expect, it } from 'vitest';
import { RIVAL_KEY, useSandbox } from './helpers.ts';

const sb = useSandbox();

const TYPES = [
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
];
/** The sandbox's choice: these carry `image`, the rest `picture` (the interface shows both; clients accept either). */
const IMAGE_TYPES = ['linkedin_page', 'pinterest', 'tiktok'];

describe('List Accounts and the seed', () => {
  it('answers {code: 200, accounts: [...]} with one connected account of each of the 10 types', async () => {
    const answer = await sb.get('/developers/v1/accounts');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.accounts.map((a: { type: string }) => a.type)).toEqual(TYPES);
  });

  it.each(TYPES)('a %s account has id, type, name, username and an avatar URL', async (type) => {
    const { accounts } = (await sb.get('/developers/v1/accounts')).body;
    const account = accounts.find((a: { type: string }) => a.type === type);
    const avatarField = IMAGE_TYPES.includes(type) ? 'image' : 'picture';
    expect(Object.keys(account).sort()).toEqual(['id', 'name', 'type', 'username', avatarField].sort());
    expect(account).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(account.username).not.toMatch(/^@/);
    const avatar = await fetch(account[avatarField]);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toMatch(/^<svg/);
  });

  it('a disconnected account is never listed', async () => {
    const { accounts } = (await sb.get('/developers/v1/accounts')).body;
    expect(accounts.map((a: { id: number }) => a.id)).not.toContain(11);
    expect((await sb.state()).accounts.find((a: { id: number }) => a.id === 11)).toMatchObject({ connected: false });
  });

  it('an account disconnected later disappears from the list', async () => {
    expect((await sb.control('accounts/disconnect', { user: 'demo', id: 4 })).status).toBe(200);
    const { accounts } = (await sb.get('/developers/v1/accounts')).body;
    expect(accounts.map((a: { id: number }) => a.id)).not.toContain(4);
    expect(accounts).toHaveLength(9);
  });

  it('each user sees only their own accounts', async () => {
    const mine = (await sb.get('/developers/v1/accounts')).body.accounts.map((a: { id: number }) => a.id);
    const theirs = (await sb.get('/developers/v1/accounts', { key: RIVAL_KEY })).body.accounts.map(
      (a: { id: number }) => a.id,
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id: number) => theirs.includes(id))).toEqual([]);
  });

  it('the seed: demo has two processed images, a processed video, a pending video and no posts', async () => {
    const media = (await sb.get('/developers/v1/media/list')).body;
    const summary = media
      .map((m: { media_id: string; status?: string }) => `${m.media_id}:${m.status ?? 'image'}`)
      .sort();
    expect(summary).toEqual(['image-1:image', 'image-2:image', 'video-3:processed', 'video-4:pending']);
    expect(await sb.posts()).toEqual([]);
  });

  it('the seed: rival has its own media and one scheduled post about a week ahead', async () => {
    const posts = await sb.posts('', { key: RIVAL_KEY });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ status: 'scheduled', timezone: 'UTC' });
    const due = Date.parse(`${String(posts[0]!.scheduled_date).replace(' ', 'T')}Z`);
    expect(due - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(due - Date.now()).toBeLessThan(7.1 * 24 * 3_600_000);
    expect((await sb.get('/developers/v1/media/list', { key: RIVAL_KEY })).body.length).toBeGreaterThan(0);
  });
});
