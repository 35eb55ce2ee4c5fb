import { sentCounters } from '@/lib/draft/counters';
import { customising, isCustomised, textFor } from '@/lib/draft/networks';
import { checkTitle, firstLine, TITLE_MAX } from '@/lib/draft/title';
import { hasTitlePlatform } from '@/lib/service/platforms';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { Counters } from './Counters';
import { LinkCleanup } from './LinkCleanup';
import { FieldError, describedBy } from '../ui/FieldError';

/** The post's text, with one compact counter line for the chosen platforms. */
export function PostText({ composer }: { composer: Composer }) {
  const { drafts, accounts, twitter, send, ports, snippets, links } = composer;
  const text = drafts.draft.value.text;
  // Each network counts the text it gets: its links tagged (links-model.ts), its snippets added (lib/draft/networks.ts).
  const counters = sentCounters(
    links.forSending(drafts.draft.value),
    accounts.selectedTypes.value.filter((type) => !isCustomised(drafts.draft.value, type)),
    snippets.list.value,
    twitter.measure.value,
  );
  const problem = send.problems.value.text;
  const box = useRef<HTMLTextAreaElement>(null);
  const typed = useRef(false);
  // For DevTools and the bench (tests/bench/menu-open.ts): the text box is in the page.
  useLayoutEffect(() => void performance.mark('quickpost:composer-shown'), []);
  // Until the person types, the caret follows the end of what is there — a draft, or the page's title and URL
  // that arrive a moment after the composer opens — so typing goes after it (docs/design.md §3.2).
  useEffect(() => {
    const el = box.current;
    if (!el || typed.current || document.activeElement !== el) return;
    el.setSelectionRange(el.value.length, el.value.length);
    el.scrollTop = el.scrollHeight;
  }, [text]);
  return (
    <div class="field text">
      <label for="qp-text" class="sr-only">
        {t('post_text_label')}
      </label>
      <textarea
        id="qp-text"
        rows={customising(drafts.draft.value) ? 3 : 5}
        placeholder={t('post_text_placeholder')}
        value={text}
        autoFocus
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy(counters.length > 0 && 'qp-text-counters', problem && 'qp-text-error')}
        ref={box}
        onFocus={(e) => {
          const el = e.currentTarget;
          if (!typed.current) el.setSelectionRange(el.value.length, el.value.length);
        }}
        onKeyDown={() => (typed.current = true)}
        onInput={(e) => {
          typed.current = true;
          const value = e.currentTarget.value;
          drafts.update((d) => ({ ...d, text: value }));
        }}
      />
      <Counters id="qp-text-counters" counters={counters} locale={ports.locale} />
      <LinkCleanup links={links} />
      <FieldError id="qp-text-error" text={problem} />
      <FieldError id="qp-twitter-error" text={twitter.error.value} />
    </div>
  );
}

/** The video title for YouTube and TikTok; empty, the first line of the text is used (shown as placeholder). */
export function TitleField({ composer }: { composer: Composer }) {
  const { drafts, send, accounts } = composer;
  const { title } = drafts.draft.value;
  // The first line of the text the video platform gets: its own copy when customised per network.
  const text = textFor(drafts.draft.value, accounts.selectedTypes.value.find((type) => hasTitlePlatform([type])) ?? '');
  const check = checkTitle(title, text);
  const problem = send.problems.value.title;
  return (
    <div class="field">
      <label for="qp-title">{t('title_label')}</label>
      <input
        id="qp-title"
        type="text"
        value={title}
        placeholder={firstLine(text)}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy('qp-title-hint', problem && 'qp-title-error')}
        onInput={(e) => {
          const value = e.currentTarget.value;
          drafts.update((d) => ({ ...d, title: value }));
        }}
      />
      <p id="qp-title-hint" class="hint">
        {t('title_hint', check.length, TITLE_MAX)}
        {check.source === 'typed' ? '' : ` ${t('title_hint_first_line')}`}
      </p>
      <FieldError id="qp-title-error" text={problem} />
    </div>
  );
}
