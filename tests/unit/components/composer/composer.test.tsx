import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { loadTwitterMeasure } from '@/lib/draft/twitter-length';
import { ACCOUNTS, NOW, renderComposer } from '../../fakes/composer';

const refs = (...types: string[]) =>
  ACCOUNTS.filter((a) => types.includes(a.type)).map(({ id, type }) => ({ id, type }));
const later = { mode: 'schedule' as const, date: '2026-06-10', time: '09:30', timeZone: 'Asia/Tokyo' };
const draftWith = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), when: later, updatedAt: 1, ...patch });

afterEach(cleanup);

async function ready() {
  return screen.findByRole('textbox', { name: 'Post text' });
}

const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } });

describe('live counters: one compact line naming only the platforms near or over their limit', () => {
  const url = `https://example.com/${'p'.repeat(120)}`;
  it.each([
    [['twitter'], `Read ${url}`, ['252 characters left']], // the URL counts 23
    [['twitter'], 'a'.repeat(260), ['Twitter: 260 / 280']], // near: from 90% of the limit
    [['twitter'], 'a'.repeat(281), ['Twitter: 281 / 280 — 1 over; Twitter refuses it at publish time']],
    [['twitter'], '日'.repeat(141), ['Twitter: 282 / 280 — 2 over; Twitter refuses it at publish time']],
    [
      ['bluesky'],
      '👍🏽'.repeat(301),
      ['Bluesky: 301 / 300 — over Bluesky’s own limit; it may be refused when published'],
    ],
    [['linkedin', 'twitter'], 'Hello', ['275 characters left']], // the room under the tightest limit
    [
      ['bluesky', 'twitter', 'linkedin'],
      'b'.repeat(295),
      ['Twitter: 295 / 280 — 15 over; Twitter refuses it at publish time', 'Bluesky: 295 / 300'],
    ], // LinkedIn is far from its limit
  ])('%j, %#', async (types, text, lines) => {
    renderComposer({ draft: draftWith({ accounts: refs(...types) }) });
    type(await ready(), text);
    const list = await screen.findByRole('list', { name: 'Characters per platform' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(lines),
    );
  });

  it('none without a chosen account', async () => {
    renderComposer({ draft: draftWith({ text: 'Hi' }) });
    await ready();
    expect(screen.queryByRole('list', { name: 'Characters per platform' })).toBeNull();
  });
});

describe('“Split into thread”', () => {
  const sentence = (i: number) => `Sentence number ${i} of a long announcement about our new espresso blend.`;
  it.each([
    ['nine sentences', Array.from({ length: 9 }, (_, i) => sentence(i + 1)).join(' '), 3],
    ['one long run of words', `${'word '.repeat(120).trim()}.`, 3],
  ])('%s: every part within 280, in order, nothing lost', async (_name, text, parts) => {
    const { draft } = renderComposer({ draft: draftWith({ accounts: refs('twitter'), text }) });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Split into thread' }));
    await screen.findByRole('textbox', { name: 'Reply 1' });
    const measure = await loadTwitterMeasure();
    const saved = draft.value!;
    expect(1 + saved.replies.length).toBe(parts);
    for (const part of [saved.text, ...saved.replies]) expect(measure(part)).toBeLessThanOrEqual(280);
    expect([saved.text, ...saved.replies].join(' ')).toBe(text);
    expect((screen.getByRole('textbox', { name: 'Post text' }) as HTMLTextAreaElement).value).toBe(saved.text);
  });

  it('reorders and removes replies', async () => {
    const { draft } = renderComposer({
      draft: draftWith({ accounts: refs('twitter'), text: 'Main', replies: ['one', 'two', 'three'] }),
    });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Move reply 3 up' }));
    await waitFor(() => expect(draft.value?.replies).toEqual(['one', 'three', 'two']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove reply 1' }));
    await waitFor(() => expect(draft.value?.replies).toEqual(['three', 'two']));
    expect(screen.getByRole('button', { name: 'Move reply 1 up' })).toHaveProperty('disabled', true);
  });
});

describe('schedule: DST and past times flagged next to the time', () => {
  it.each([
    [
      'a time in the spring gap',
      '2026-03-29',
      '02:30',
      'Europe/Paris',
      'error',
      '02:30 does not exist on 29 March 2026 in Europe/Paris: the clocks jump from 02:00 to 03:00',
    ],
    [
      'a time that has passed',
      '2026-03-01',
      '11:00',
      'UTC',
      'error',
      'This time has already passed (1 hour ago): choose a later time, or Post now.',
    ],
    [
      'a time that happens twice',
      '2026-10-25',
      '02:30',
      'Europe/Paris',
      'warning',
      '02:30 happens twice on 25 October 2026 in Europe/Paris',
    ],
    [
      'an ordinary time elsewhere, shown in both zones',
      '2026-06-10',
      '09:30',
      'Asia/Tokyo',
      'hint',
      '09:30 GMT+9 (Asia/Tokyo) — Wed, 10 Jun 2026, 01:30 BST in your time zone (Europe/London)',
    ],
  ])('%s', async (_name, date, time, zone, tone, words) => {
    renderComposer({ draft: draftWith({ accounts: refs('linkedin'), text: 'Hi' }) });
    await ready();
    type(screen.getByLabelText('Date'), date);
    type(screen.getByLabelText('Time'), time);
    type(screen.getByRole('combobox', { name: 'Time zone' }), zone);
    const timeInput = screen.getByLabelText('Time');
    await waitFor(() => expect(timeInput.getAttribute('aria-describedby')).toBeTruthy());
    const description = timeInput
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!)
      .find((el) => el.className === tone)!;
    expect(description.textContent).toContain(words);
    expect(timeInput.getAttribute('aria-invalid')).toBe(tone === 'error' ? 'true' : null);
  });
});

describe('media: images and videos never mixed, pending videos not attachable', () => {
  it.each([
    [
      'an image attached: videos refused',
      'Attach image-1',
      'Attach Latte art.mp4',
      'A post cannot mix images and videos: remove the attached images first.',
    ],
    [
      'a video attached: images refused',
      'Attach Latte art.mp4',
      'Attach image-2',
      'A post cannot mix images and videos: remove the attached video first.',
    ],
    [
      'nothing attached: a pending video refused',
      null,
      'Attach Roastery tour.mp4',
      'Still being processed by the service: it can be attached once it is ready.',
    ],
  ])('%s', async (_name, first, refused, reason) => {
    renderComposer({ draft: draftWith({ accounts: refs('linkedin'), text: 'Hi' }) });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Attach media' }));
    const library = await screen.findByRole('region', { name: 'Media library' });
    if (first) fireEvent.click(await within(library).findByRole('button', { name: first }));
    const button = await within(library).findByRole('button', { name: refused });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    const reasonId = button.getAttribute('aria-describedby')!;
    expect(document.getElementById(reasonId)?.textContent).toBe(reason);
  });

  it('a video file is not uploaded into a post with images', async () => {
    const { asked } = renderComposer({
      draft: draftWith({ text: 'Hi', attachments: [{ media_id: 'image-1', type: 'image' }] }),
    });
    await ready();
    const input = screen.getByLabelText('Upload from computer') as HTMLInputElement;
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText(
      'clip.mp4 was not uploaded. This post already has images, and a post cannot mix images and videos: remove them first.',
    );
    expect(asked.map((a) => a.type)).not.toContain('upload.ticket');
  });
});

describe('sending', () => {
  it('names every problem next to its field and sends nothing', async () => {
    const { asked } = renderComposer({ draft: draftWith({ accounts: [], text: '' }) });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText('Choose at least one account to post to.');
    expect(screen.getByRole('textbox', { name: 'Post text' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Not sent.');
    // Each problem is seen once, next to its field: the alert announces them out of sight (one failure, one message).
    expect(screen.getByRole('alert').classList.contains('sr-only')).toBe(true);
    expect(asked.map((a) => a.type)).not.toContain('outbox.send');
  });

  it('hands the post to the outbox with the zone explicit, and shows the post id in both zones', async () => {
    const sent: unknown[] = [];
    renderComposer({
      draft: draftWith({
        accounts: refs('linkedin', 'youtube'),
        text: 'First line\nmore',
        replies: ['ignored without twitter'],
      }),
      answers: {
        'outbox.send': (data) => {
          sent.push(data.post);
          const entry: OutboxEntry = {
            id: 'e1',
            post: data.post as OutboxEntry['post'],
            createdAt: NOW,
            state: 'sent',
            attempts: 1,
            result: { postId: 42, via: 'answer', scheduledDate: '2026-06-10 09:30:00', timezone: 'Asia/Tokyo' },
            finishedAt: NOW,
          };
          return { entry };
        },
      },
    });
    await ready();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Post text' }), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Scheduled: post 42, for Wed, 10 Jun 2026, 09:30 GMT+9 (Asia/Tokyo) — Wed, 10 Jun 2026, 01:30 BST in your time zone (Europe/London). ' +
          'Sent despite the warning for 1 network.', // YouTube without a video (lib/draft/refusals.ts)
      ),
    );
    expect(sent).toEqual([
      {
        content: 'First line\nmore',
        when: { date: '2026-06-10', time: '09:30', timezone: 'Asia/Tokyo' },
        accounts: refs('linkedin', 'youtube'),
      },
    ]);
  });
});
