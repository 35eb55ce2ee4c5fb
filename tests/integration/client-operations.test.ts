/** Every operation of the client against the sandbox, with both credential kinds. */
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../lib/api/credential';
import { bearerFor, DEMO_KEY, useSandbox, type Harness } from './sandbox-harness';

const sb = useSandbox();
const kinds: [string, (sb: Harness) => Promise<Credential>][] = [
  ['API key', async () => DEMO_KEY],
  ['bearer token', bearerFor],
];

describe.each(kinds)('with an %s', (_, credentialFor) => {
  const client = async () => sb.client(await credentialFor(sb));

  it('lists the connected accounts, each with an avatar, without the disconnected one', async () => {
    const { api } = await client();
    const accounts = await api.listAccounts();
    expect(accounts).toHaveLength(10);
    expect(new Set(accounts.map((a) => a.type)).size).toBe(10);
    for (const account of accounts) expect(account.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(accounts.map((a) => a.username)).not.toContain('whitfieldpromo');
  });

  it('creates a scheduled post with only the fields that apply, then lists and deletes it', async () => {
    const { api, budget } = await client();
    const accounts = await api.listAccounts();
    const pick = accounts.filter((a) => a.type === 'twitter' || a.type === 'youtube');
    const created = await api.createPost({
      content: 'Roast day\nSee you there',
      when: { date: '2031-03-04', time: '09:15', timezone: 'Europe/Paris' },
      accounts: pick.map(({ id, type }) => ({ id, type })),
      attachments: ['image-1'],
      replies: ['First reply'],
      title: 'Roast day video',
    });
    expect(created).toMatchObject({
      scheduled_date: '2031-03-04 09:15:00',
      timezone: 'Europe/Paris',
      accounts: 2,
      media: 1,
      replies: 1,
      status: 'scheduled',
    });
    const page = await api.listPosts({ perPage: 5 });
    expect(page).toMatchObject({ page: 1, perPage: 5, total: 1 });
    expect(page.posts[0]).toMatchObject({
      id: created.id,
      status: 'scheduled',
      replies: ['First reply'],
      title: 'Roast day video',
    });
    await api.deletePost(created.id);
    expect((await sb.state()).posts).toEqual([]);
    expect([budget.used('read'), budget.used('write')]).toEqual([2, 2]);
  });

  it('publishes at once, then reads the analytics', async () => {
    const { api } = await client();
    const [linkedin] = (await api.listAccounts()).filter((a) => a.type === 'linkedin');
    const created = await api.createPost({
      content: 'Now!',
      when: { instant: true, timezone: 'UTC' },
      accounts: [linkedin!],
    });
    await sb.advance(60_000);
    const [listed] = (await api.listPosts()).posts;
    expect(listed).toMatchObject({ id: created.id, status: 'published' });
    const figures = await api.analytics(created.id);
    expect(Object.keys(figures).length).toBeGreaterThan(0);
  });

  it('lists media by type and deletes an unattached image', async () => {
    const { api } = await client();
    const videos = await api.listMedia({ type: 'video', perPage: 100 });
    expect(videos.map((m) => m.status).sort()).toEqual(['pending', 'processed']);
    const images = await api.listMedia({ type: 'image' });
    expect(images.every((m) => m.type === 'image' && m.media_id.startsWith('image-'))).toBe(true);
    await api.deleteMedia(images[0]!.media_id);
    expect((await sb.state()).media.map((m) => m.media_id)).not.toContain(images[0]!.media_id);
  });
});

describe('OAuth code exchange', () => {
  it('trades a fresh code for a svc_tok_ bearer token without any auth header or budget', async () => {
    const code = (await sb.authorize('approve', 'abc')).searchParams;
    expect(code.get('state')).toBe('abc');
    const { api, budget } = await sb.client(DEMO_KEY);
    const token = await api.exchangeToken({
      clientId: 'svc_cid_demo',
      clientSecret: 'svc_cs_demo',
      code: code.get('code')!,
    });
    expect(token).toEqual({ accessToken: expect.stringMatching(/^svc_tok_/), tokenType: 'bearer' });
    expect([budget.used('read'), budget.used('write')]).toEqual([0, 0]);
  });
});
