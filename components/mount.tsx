import { h, render } from 'preact';
import { createComposer } from '@/lib/composer/composer';
import type { ComposerPorts } from '@/lib/composer/ports';
import { uiLocale } from '@/lib/i18n/t';
import { ask } from '@/lib/messaging/request';
import { prefillItem } from '@/lib/storage/prefill-item';
import { accountUseItem } from '@/lib/storage/account-use-item';
import { draftItem } from '@/lib/storage/draft-item';
import { outboxItem } from '@/lib/storage/outbox-item';
import { accountsCacheItem, budgetChanges, postsCacheChanges, preferencesItem } from '@/lib/storage/page-items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { shareSettingsItem } from '@/lib/storage/share-settings-item';
import { keepSnapshot } from '@/lib/storage/snapshot';
import { uploadsItem } from '@/lib/storage/uploads-item';
import { snippetsItem } from '@/lib/storage/snippets-item';
import { ComposerTabApp } from './ComposerTabApp';
import { PopupApp } from './PopupApp';
import { SidePanelApp } from './SidePanelApp';

/**
 * Creates the composer over `ask` and the storage items and renders it: its start shows what the last page kept
 * (lib/storage/snapshot.ts) before the first render; this page then keeps it for the next.
 */
export function mountComposer(root: HTMLElement, mode: ComposerPorts['mode']): void {
  document.documentElement.lang = uiLocale() ?? 'en'; // the static HTML is English
  const composer = createComposer({
    ask,
    now: Date.now,
    mode,
    items: {
      draft: draftItem,
      outbox: outboxItem,
      schedule: postingScheduleItem,
      uploads: uploadsItem,
      preferences: preferencesItem,
      share: shareSettingsItem,
      accountsCache: accountsCacheItem,
      accountUse: accountUseItem,
      prefill: prefillItem,
      snippets: snippetsItem,
      postsCache: postsCacheChanges,
      budget: budgetChanges,
    },
  });
  const started = composer.start();
  render(h({ popup: PopupApp, tab: ComposerTabApp, sidepanel: SidePanelApp }[mode], { composer }), root);
  void started.then(keepSnapshot);
}
