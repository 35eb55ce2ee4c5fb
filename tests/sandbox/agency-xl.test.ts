import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.ts';

const sb = useSandbox();
const KEY = 'smm_agency_xl';
const DAY = 24 * 60 * 60_000;

type Listed = { id: number; status: string; content: string; accounts: { id: number }[]; created_at: string };
const groupBy = <T>(list: T[], key: (t: T) => string): Record<string, T[]> =>
  list.reduce<Record<string, T[]>>((groups, item) => ((groups[key(item)] ??= []).push(item), groups), {});

type ListedAccount = { id: number; type: string; name: string; username: string };

async function allPosts(): Promise<{ posts: Listed[]; reads: number; total: number }> {
  const posts: Listed[] = [];
  let reads = 0;
  let total = Infinity;
  for (let page = 1; posts.length < total; page++) {
    const answer = await sb.get(`/developers/v1/posts?page=${page}&per_page=100`, { key: KEY });
    expect(answer.status).toBe(200);
    reads++;
    total = answer.body.total;
    if (answer.body.posts.length === 0) break;
    posts.push(...answer.body.posts);
  }
  return { posts, reads, total };
}

describe('the agency-xl seed (sandbox/README.md)', () => {
  it('has 150 connected accounts, fifteen of each of the ten types, over three clients', async () => {
    const { accounts } = (await sb.get('/developers/v1/accounts', { key: KEY })).body as { accounts: ListedAccount[] };
    expect(accounts).toHaveLength(150);
    const perType = groupBy(accounts, (a) => a.type);
    expect(Object.keys(perType)).toHaveLength(10);
    for (const list of Object.values(perType)) expect(list).toHaveLength(15);
    const clients = new Set(accounts.map((a) => a.name.split(' ').slice(0, 2).join(' ')));
    expect([...clients].sort()).toEqual(['Lumen Dental', 'Northside Roasters', 'Pinecrest Outdoor']);
    // "roast" finds the coffee roaster's fifty accounts and nothing else.
    const roast = accounts.filter((a) => `${a.name} ${a.username}`.toLowerCase().includes('roast'));
    expect(roast).toHaveLength(50);
    expect(roast.every((a) => a.name.startsWith('Northside Roasters'))).toBe(true);
    expect(new Set(accounts.map((a) => a.username)).size).toBe(150);
  });

  it('has 1,000 posts over 60 days, past and upcoming, read in ten pages of 100, oldest created last', async () => {
    const { posts, reads, total } = await allPosts();
    expect(total).toBe(1000);
    expect(reads).toBe(10);
    expect(new Set(posts.map((p) => p.id)).size).toBe(1000);
    const state = await sb.state('agency-xl');
    const now = Date.parse(state.now);
    const due = state.posts.map((p: { scheduled_date: string }) =>
      Date.parse(`${p.scheduled_date.replace(' ', 'T')}Z`),
    );
    expect(Math.min(...due)).toBeGreaterThanOrEqual(now - 46 * DAY);
    expect(Math.max(...due)).toBeLessThanOrEqual(now + 16 * DAY);
    const statuses = groupBy(posts, (p) => p.status);
    expect(statuses.scheduled!.length).toBeGreaterThan(200);
    expect(statuses.published!.length).toBeGreaterThan(600);
    expect(statuses.failed!.length).toBeGreaterThan(0);
    const created = posts.map((p) => Date.parse(p.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(posts.at(-1)!.content).toMatch(/^Northside Roasters: .*\(#1\)$/);
    expect(created.every((at) => at <= now)).toBe(true);
  });

  it('has 300 media items: 270 images and 30 processed videos', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => {
        const answer = await sb.get(`/developers/v1/media/list?page=${page}&per_page=100`, { key: KEY });
        return answer.body as { type: string; status?: string }[];
      }),
    );
    expect(pages.map((p) => p.length)).toEqual([100, 100, 100, 0]);
    const items = pages.flat();
    expect(items.filter((m) => m.type === 'image')).toHaveLength(270);
    expect(items.filter((m) => m.type === 'video' && m.status === 'processed')).toHaveLength(30);
  });

  it('is the same after every reset, and leaves the ids the API hands out next as they were', async () => {
    const before = await allPosts();
    await sb.control('reset', {});
    const after = await allPosts();
    const shape = (p: Listed) => [p.id, p.status, p.content, p.accounts];
    expect(after.posts.map(shape)).toEqual(before.posts.map(shape));
    const created = await sb.createPost({ content: 'x', accounts: [{ id: 1, type: 'twitter' }], post_instant: true });
    expect(created.body.post_id).toBe(2);
  });
});
