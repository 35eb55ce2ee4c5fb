import { useSignal } from '@preact/signals';
import type { Idea } from '@/lib/ideas/idea';
import type { IdeasModel } from '@/lib/composer/ideas-model';
import { plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import { excerpt } from '@/lib/notify/excerpt';
import type { AccountData } from '@/lib/messaging/shapes';
import { platformLabel } from '@/lib/service/platforms';
import { Glyph, Icon, IconButton } from '../ui/Icon';

interface IdeaRowProps {
  idea: Idea;
  model: IdeasModel;
  accounts: readonly AccountData[];
  timeZone: string;
  locale?: string | undefined;
  /** After "Open in composer" has put the idea into the composer. */
  onOpened: () => void;
}

/** A bin, drawn in the lazy chunk that uses it. */
const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';

/** "Twitter @ana, LinkedIn": the idea's accounts as the person knows them. */
function accountsOf(idea: Idea, known: readonly AccountData[]): string {
  const names = idea.draft.accounts.map(({ id, type }) => {
    const account = known.find((a) => a.id === id);
    const who = account?.username ? `@${account.username}` : account?.name?.trim();
    return who ? `${platformLabel(type)} ${who}` : platformLabel(type);
  });
  return [...new Set(names)].join(', ');
}

/** One idea: its first line, its text, what else it holds, when it was saved, and what can be done with it. */
export function IdeaRow({ idea, model, accounts, timeZone, locale, onOpened }: IdeaRowProps) {
  const busy = useSignal(false);
  const saved = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const { draft } = idea;
  const title = idea.title || t('ideas_media_only');
  const rest = excerpt(draft.text.replace(idea.title, ''), 140);
  const parts = [
    accountsOf(idea, accounts),
    draft.replies.length ? plural(draft.replies.length, 'ideas_replies_one', 'ideas_replies_other') : '',
    draft.attachments.length ? plural(draft.attachments.length, 'ideas_media_one', 'ideas_media_other') : '',
    draft.networks?.copies.length && !draft.networks.off ? t('ideas_per_network') : '',
  ].filter(Boolean);
  const act = async (action: () => unknown) => {
    busy.value = true;
    try {
      await action();
    } finally {
      busy.value = false;
    }
  };
  return (
    <li class="qp-idea">
      <strong class="qp-idea-title">{title}</strong>
      {rest && <p class="qp-idea-text">{rest}</p>}
      <p class="qp-idea-parts">
        <time dateTime={new Date(idea.savedAt).toISOString()}>{saved.format(idea.savedAt)}</time>
        {parts.map((part) => ` · ${part}`).join('')}
      </p>
      <div class="row qp-idea-actions">
        <button
          type="button"
          class="quiet"
          disabled={busy.value}
          aria-label={t('ideas_open_named', excerpt(title, 40))}
          onClick={() => void act(async () => (await model.open(idea)) && onOpened())}
        >
          <Icon name="compose" />
          {t('ideas_open')}
        </button>
        <button
          type="button"
          class="quiet"
          disabled={busy.value}
          aria-label={t('ideas_queue_named', excerpt(title, 40))}
          onClick={() => void act(() => model.queue(idea))}
        >
          <Icon name="clock" />
          {t('queue_when')}
        </button>
        <IconButton
          label={t('ideas_delete_named', excerpt(title, 40))}
          disabled={busy.value}
          onClick={() => void act(() => model.remove(idea))}
        >
          <Glyph name="trash" d={TRASH} />
        </IconButton>
      </div>
    </li>
  );
}
