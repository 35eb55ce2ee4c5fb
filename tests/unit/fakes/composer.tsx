/**
 * The composer rendered over fake ports: its items in memory, the background's answers from tables, the real
 * twitter-text. What the page asks is recorded, so tests see what would have gone to the background.
 */
import { render } from '@testing-library/preact';
import { Composer } from '@/components/composer/Composer';
import type { Draft } from '@/lib/draft/draft';
import { createComposer } from '@/lib/composer/composer';
import type { ComposerPorts } from '@/lib/composer/ports';
import { defaultPreferences } from '@/lib/storage/page-items';
import { memoryItem, memoryItems, memoryPorts } from './items';
import type { AnswerData, RequestData, RequestType } from '@/lib/messaging/protocol';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
// Every part of the composer, loaded here before any test renders: a render's own import of a later part then finds it
// loaded, never after the test environment is gone. A glob, so that a part added later is loaded too.
import.meta.glob('/components/composer/**/*.{ts,tsx}', { eager: true });

export const NOW = Date.UTC(2026, 2, 1, 12, 0);

export const ACCOUNTS = [
  { id: 1, type: 'twitter', name: 'Dana Whitfield', username: 'danawhitfield' },
  { id: 2, type: 'linkedin', name: 'Dana Whitfield', username: 'dana-whitfield' },
  { id: 3, type: 'bluesky', name: 'Dana Whitfield', username: 'dana.bsky.social' },
  { id: 9, type: 'youtube', name: 'Whitfield Coffee TV', username: 'whitfieldtv' },
];

const MEDIA = [
  { media_id: 'image-1', type: 'image', url: 'https://x/1.png', mime_type: 'image/png' },
  { media_id: 'image-2', type: 'image', url: 'https://x/2.png', mime_type: 'image/png' },
  {
    media_id: 'video-3',
    type: 'video',
    url: 'https://x/3.mp4',
    mime_type: 'video/mp4',
    title: 'Latte art.mp4',
    status: 'processed',
  },
  {
    media_id: 'video-4',
    type: 'video',
    url: 'https://x/4.mp4',
    mime_type: 'video/mp4',
    title: 'Roastery tour.mp4',
    status: 'pending',
  },
];

type Answers = { [T in RequestType]?: (data: RequestData<T>) => Promise<AnswerData<T>> | AnswerData<T> };

export function renderComposer(options: { draft?: Draft | null; answers?: Answers; zone?: string } = {}) {
  const draft = memoryItem<Draft | null>(options.draft ?? null);
  const asked: { type: RequestType; data: unknown }[] = [];
  const answers: Answers = {
    'accounts.list': () => ({ accounts: ACCOUNTS, fetchedAt: NOW }),
    'media.list': ({ type }) => ({ items: MEDIA.filter((m) => !type || m.type === type), fetchedAt: NOW }),
    'outbox.status': () => ({ entries: [] as OutboxEntry[] }),
    ...options.answers,
  };
  const ports = memoryPorts({
    now: () => NOW,
    items: memoryItems({
      draft,
      preferences: memoryItem({ ...defaultPreferences, timeZone: options.zone ?? 'Europe/London' }),
    }),
    ask: (async (type: RequestType, data: unknown) => {
      asked.push({ type, data });
      const answer = answers[type] as ((d: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`no answer for ${type}`);
      return answer(data);
    }) as ComposerPorts['ask'],
  });
  const composer = createComposer(ports);
  const view = render(<Composer composer={composer} />);
  const started = composer.start();
  return { ...view, composer, draft, asked, started };
}
