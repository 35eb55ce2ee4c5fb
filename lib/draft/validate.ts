/**
 * The draft checked as a whole and turned into the posts the background sends. Each problem is a sentence keyed by
 * its field (docs/design.md §3.2); what the service would refuse only at publish time is caught here.
 */
import type { NewPost } from '@/lib/service/post';
import type { Draft } from './draft';
import { attachmentsProblem } from './media-rules';
import { hasThreadPlatform, hasTitlePlatform, platformLabel } from '../service/platforms';
import { checkWhen } from './when-rules';
import { checkTitle } from './title';
import { TWEET_LIMIT, type Measure } from './twitter-length';
import { customising, groupsOf, textFor } from './networks';
import { t } from '@/lib/i18n/t';
import type { Field } from './fields';

export type Problems = Partial<Record<Field, string>>;

export interface CheckContext {
  now: number;
  measureTwitter: Measure | null;
  personZone: string; // for "Post now", always sent explicitly
  locale?: string;
}

interface DraftCheck {
  problems: Problems;
  warnings: Problems; // worth knowing, no reason to stop (an ambiguous local time)
  /** Without problems: one post per distinct text (networks.ts), the first account's first. */
  posts?: NewPost[];
}

function twitterProblems(draft: Draft, measure: Measure | null, problems: Problems): void {
  if (!measure) {
    problems.general = t('check_twitter_loading');
    return;
  }
  const textLength = measure(textFor(draft, 'twitter').trim());
  if (textLength > TWEET_LIMIT) {
    problems.text = t('check_twitter_long', textLength, TWEET_LIMIT);
  }
  const long = draft.replies.map((r, i) => [i + 1, measure(r.trim())] as const).filter(([, n]) => n > TWEET_LIMIT);
  if (long.length > 0) {
    const list = long.map(([i, n]) => t('check_reply_length', i, n)).join(', ');
    problems.replies = t('check_replies_long', TWEET_LIMIT, list);
  }
}

export function checkDraft(draft: Draft, context: CheckContext): DraftCheck {
  const problems: Problems = {};
  const warnings: Problems = {};
  const types = draft.accounts.map((a) => a.type);

  if (draft.accounts.length === 0) problems.accounts = t('check_no_accounts');
  const groups = groupsOf(draft);
  const empty = groups.find((g) => g.content === '');
  if (draft.accounts.length === 0 ? draft.text.trim() === '' : empty) {
    // Customising, the copy that is empty is named: the shared text may be fine.
    problems.text =
      customising(draft) && empty
        ? t('check_no_text_for', empty.types.map(platformLabel).join(', '))
        : t('check_no_text');
  } else if (hasThreadPlatform(types)) twitterProblems(draft, context.measureTwitter, problems);

  if (hasTitlePlatform(types)) {
    const title = checkTitle(draft.title, textFor(draft, types.find((type) => hasTitlePlatform([type])) ?? ''));
    if (title.problem) problems.title = title.problem;
  }
  const media = attachmentsProblem(draft.attachments);
  if (media) problems.attachments = media;

  const when = draft.when;
  let whenOut: NewPost['when'] = { instant: true, timezone: context.personZone };
  if (when?.mode === 'schedule') {
    const check = checkWhen(when, context.now, context.locale);
    if (!check.ok) problems[check.field] = check.problem;
    else if (check.warning) warnings.time = check.warning;
    whenOut = { date: when.date, time: when.time, timezone: when.timeZone.trim() };
  } else if (when?.mode === 'queue') {
    // The composer gives a queued draft its slot before the check (lib/composer/queue-model.ts): none was found.
    problems.general = t('queue_no_slot');
  } else if (!when) {
    problems.date = t('check_no_when');
  }

  if (Object.keys(problems).length > 0) return { problems, warnings };
  const posts = groups.map((group): NewPost => {
    // The thread and the title go only with the posts of the platforms that take them (Create Post `replies`, `title`).
    const replies = hasThreadPlatform(group.types) ? draft.replies.map((r) => r.trim()).filter((r) => r !== '') : [];
    const title = hasTitlePlatform(group.types) ? draft.title.trim() : '';
    return {
      content: group.content,
      when: whenOut,
      accounts: group.accounts,
      ...(draft.attachments.length ? { attachments: draft.attachments.map((a) => a.media_id) } : {}),
      ...(replies.length ? { replies } : {}),
      ...(title ? { title } : {}),
    };
  });
  return { problems, warnings, posts };
}
