// The ideas on the background's side: a file's import, parsed where outside data enters, and the menu item "Save to
// ideas", which keeps what that way in would have put into the composer, without opening it or asking the service.
import { browser } from '@/lib/storage/browser-api';
import type { Handlers } from '@/lib/messaging';
import { worded } from '@/lib/errors/sentence';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { emptyDraft } from '@/lib/draft/next-draft';
import { t, type MessageKey } from '@/lib/i18n/t';
import { ideaOf } from '@/lib/ideas/idea';
import { importIdeas } from '@/lib/ideas/ideas-file';
import { saveIdea } from '@/lib/ideas/ideas-list';
import { contentOf } from '@/lib/prefill/prefill-text';
import { excerpt } from '@/lib/notify/excerpt';
import { draftItem } from '@/lib/storage/draft-item';
import { ideasItem } from '@/lib/storage/ideas-item';
import { preferencesItem } from '@/lib/storage/page-items';
import type { Prefill } from '@/lib/storage/prefill';

/** The idea's text: the way in's own; for an image, which only an upload could attach, the page and the image's address. */
function textOf(prefill: Prefill, types: string[]): string {
  const text = contentOf(prefill, { types, measure: null }).text;
  if (prefill.source !== 'image' || !prefill.image) return text;
  return [contentOf({ ...prefill, source: 'page' }, { types, measure: null }).text, prefill.image.srcUrl]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Keeps a way in's content as an idea for the accounts a new draft would have, and says so in a notification — or why
 * not (the list is full): nothing is dropped silently.
 */
export async function keepAsIdea(prefill: Prefill, now: number): Promise<void> {
  const [draft, { defaultAccounts }, ideas] = await Promise.all([
    draftItem.get(),
    preferencesItem.get(),
    ideasItem.get(),
  ]);
  const accounts = defaultAccounts.length ? defaultAccounts : (draft?.accounts ?? []);
  const text = textOf(
    prefill,
    accounts.map((a) => a.type),
  );
  const idea = ideaOf({ ...emptyDraft(accounts), text, updatedAt: now }, prefill.id, now);
  const saved = saveIdea(ideas, idea);
  if (!('refused' in saved)) await ideasItem.set(saved.ideas);
  const said = 'refused' in saved ? worded(saved.refused) : (saved.warning && worded(saved.warning)) || excerpt(text);
  await browser.notifications.create(`quickpost-idea:${idea.id}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: 'refused' in saved ? t('ideas_menu_refused') : t('ideas_menu_saved'),
    message: said,
  });
}

export const ideasHandlers = {
  'ideas.import': async ({ file }) => {
    const kept = await ideasItem.get();
    const saved = importIdeas(kept, file);
    if ('refused' in saved) throw new QuickpostError(saved.refused.key as MessageKey, ...saved.refused.args);
    await ideasItem.set(saved.ideas);
    return { count: saved.ideas.length - kept.length, ...(saved.warning ? { warning: saved.warning } : {}) };
  },
} satisfies Pick<Handlers, 'ideas.import'>;
