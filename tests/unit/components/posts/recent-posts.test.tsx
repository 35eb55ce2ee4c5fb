/**
 * The popup's recent posts through the real message contract and background handlers (tests/unit/
 * background-fakes.ts), over a small fake service: cache first with its age, refresh, groups and badges,
 * times in the person's zone, delete with confirmation (404 and 409), analytics, Edit and retry.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecentPosts } from '@/components/posts/RecentPosts';
import { draftItem } from '@/lib/storage/draft-item';
import { notifiedItem } from '@/lib/storage/notify-items';
import { postsCacheItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { defaultPreferences } from '@/lib/storage/page-items';
import { backgroundHarness, type Harness } from '../../fakes/background';

const POSTS = [
  {
    id: 1,
    status: 'scheduled',
    content: 'Tomorrow’s news',
    scheduled_date: '2030-01-08 10:00:00',
    timezone: 'UTC',
    accounts: [{ id: 1, type: 'twitter' }],
  },
  {
    id: 2,
    status: 'published',
    content: 'Launched!',
    scheduled_date: '2030-01-06 09:00:00',
    timezone: 'UTC',
    accounts: [{ id: 2, type: 'linkedin' }],
  },
  {
    id: 3,
    status: 'failed',
    content: 'x'.repeat(300),
    scheduled_date: '2030-01-05 09:00:00',
    timezone: 'UTC',
    error: 'Twitter: the text is 300 characters; the limit is 280',
    accounts: [{ id: 1, type: 'twitter' }],
    replies: ['r'],
  },
  { id: 4, status: 'processing', content: 'Odd one', scheduled_date: '2030-01-04 09:00:00', timezone: 'UTC' },
];

let h: Harness;
/** The background's handlers, its clock, and a post cache whose changes this test does not follow. */
const ports = () => ({
  ask: h.ask,
  now: () => h.time.now,
  locale: 'en-GB',
  items: { postsCache: { watch: () => () => undefined } },
});

async function mount() {
  render(<RecentPosts ports={ports()} />);
  await screen.findByText(/^Updated /);
}

/** Opens a row's menu of actions (Delete, Analytics). */
const openMenu = (item: HTMLElement) => fireEvent.click(within(item).getByRole('button', { name: /^Actions for/ }));
const row = (text: RegExp | string) => screen.getAllByRole('listitem').find((li) => within(li).queryByText(text))!;

beforeEach(async () => {
  h = backgroundHarness();
  h.service.posts = POSTS.map((p) => ({ ...p }));
  await h.ask('auth.saveKey', { key: 'smm_demo' });
});
afterEach(cleanup);

describe('<RecentPosts>', () => {
  it('shows the cache at once with its age, then the fresh list once it is stale', async () => {
    await postsCacheItem.set({
      '1:100': { fetchedAt: h.time.now - 20 * 60_000, value: { posts: [POSTS[1]!] } },
    } as never);
    const readsBefore = h.service.reads();
    render(<RecentPosts ports={ports()} />);
    await screen.findByText('Launched!');
    await screen.findByText('Tomorrow’s news');
    expect(screen.getByText(/^Updated just now\./)).toBeTruthy();
    expect(h.service.reads()).toBe(readsBefore + 1);
  });

  it('a fresh cache costs no read; Refresh spends one', async () => {
    await postsCacheItem.set({ '1:100': { fetchedAt: h.time.now - 60_000, value: { posts: POSTS } } } as never);
    const readsBefore = h.service.reads();
    await mount();
    const refresh = screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement;
    await waitFor(() => expect(refresh.disabled).toBe(false));
    expect(h.service.reads()).toBe(readsBefore);
    fireEvent.click(refresh);
    await waitFor(() => expect(h.service.reads()).toBe(readsBefore + 1));
  });

  it('upcoming and recent, with badges (unknown statuses as given), platforms and times in the person’s zone', async () => {
    await preferencesItem.set({ ...defaultPreferences, timeZone: 'Asia/Tokyo' });
    await mount();
    const upcoming = screen.getByRole('list', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Tomorrow’s news')).toBeTruthy();
    expect(within(upcoming).getByText('Scheduled')).toBeTruthy();
    // 10:00 UTC is 19:00 in Tokyo.
    expect(within(upcoming).getByText(/19:00/)).toBeTruthy();
    const recent = screen.getByRole('list', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.qp-badge')!.textContent),
    ).toEqual(['Published', 'Failed', 'processing']);
    expect(within(recent).getByText(/LinkedIn/)).toBeTruthy();
    expect(within(recent).getByText('Twitter: the text is 300 characters; the limit is 280')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the dashboard' }).getAttribute('href')).toBe('http://127.0.0.1:8787');
  });

  it('deletes a scheduled post after confirmation; keeping it sends nothing', async () => {
    await mount();
    const item = row('Tomorrow’s news');
    openMenu(item);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Keep it' }));
    expect(h.service.requests.some((r) => r.method === 'DELETE')).toBe(false);
    openMenu(row('Tomorrow’s news'));
    fireEvent.click(within(row('Tomorrow’s news')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(row('Tomorrow’s news')).getByRole('button', { name: 'Delete post' }));
    await screen.findByText('The post was deleted.');
    expect(screen.queryByText('Tomorrow’s news')).toBeNull();
    expect(h.service.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/developers/v1/posts/1',
    ]);
  });

  it.each([
    [409, /can no longer be deleted, probably because it is already published/, true],
    [404, /no longer existed on the service: it was removed from the list/, false],
  ])('delete answered %i', async (status, message, stays) => {
    const real = h.service.fetch;
    h.service.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? new Response(
            JSON.stringify({
              code: status,
              message: status === 409 ? 'Post 1 is already published' : 'Post 1 not found',
            }),
            { status },
          )
        : real(input, init)) as typeof fetch;
    await mount();
    openMenu(row('Tomorrow’s news'));
    fireEvent.click(within(row('Tomorrow’s news')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(row('Tomorrow’s news')).getByRole('button', { name: 'Delete post' }));
    await screen.findByText(message);
    expect(screen.queryByText('Tomorrow’s news') !== null).toBe(stays);
  });

  it('renders analytics of any shape: labels from keys, numbers through Intl, nested objects flattened', async () => {
    h.service.fetch = ((real) =>
      (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/analytics/')
          ? new Response(
              JSON.stringify({ post_id: 2, impressions: 12345, engagement_rate: '4.2%', shares: { total: 7 } }),
              { status: 200 },
            )
          : real(input, init)) as typeof fetch)(h.service.fetch);
    await mount();
    openMenu(row('Launched!'));
    fireEvent.click(within(row('Launched!')).getByRole('button', { name: 'Analytics' }));
    const panel = await screen.findByLabelText(/^Analytics of/);
    const text = panel.textContent!;
    expect(text).toContain('Impressions12,345');
    expect(text).toContain('Engagement rate4.2%');
    expect(text).toContain('Shares · Total7');
    expect(text).not.toContain('Post id');
  });

  it('Edit and retry puts a failed post back into the composer’s draft', async () => {
    await notifiedItem.set({});
    await mount();
    fireEvent.click(within(row(/^x{100}/)).getByRole('button', { name: 'Edit and retry' }));
    await screen.findByText(/back in the composer/);
    expect(await draftItem.get()).toMatchObject({
      text: 'x'.repeat(300),
      replies: ['r'],
      accounts: [{ id: 1, type: 'twitter' }],
    });
  });
});
