import { hasThreadPlatform } from '@/lib/service/platforms';
import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { FieldError } from './FieldError';
import { ReplyItem } from './ReplyItem';

interface ThreadEditorProps {
  composer: Composer;
}

/** Replies posted as a Twitter thread; the composer says when no twitter account will receive them. */
export function ThreadEditor({ composer }: ThreadEditorProps) {
  const { drafts, accounts, twitter, thread, send } = composer;
  const replies = drafts.draft.value.replies;
  const forTwitter = hasThreadPlatform(accounts.selectedTypes.value);
  const ignored = !forTwitter && replies.some((r) => r.trim() !== '');
  return (
    <fieldset class="thread">
      <legend>{t('thread_legend')}</legend>
      {ignored ? (
        <p class="warning">{t('thread_ignored')}</p>
      ) : (
        replies.length === 0 && <p class="hint">{t('thread_hint')}</p>
      )}
      {replies.length > 0 && (
        <ol class="replies">
          {replies.map((text, index) => (
            <ReplyItem key={index} index={index} count={replies.length} text={text} measure={twitter.measure.value} thread={thread} />
          ))}
        </ol>
      )}
      <div class="row">
        <button
          type="button"
          id="qp-add-reply"
          onClick={() => {
            thread.add();
            requestAnimationFrame(() => document.getElementById(`qp-reply-${replies.length + 1}`)?.focus());
          }}
        >
          {t('thread_add_reply')}
        </button>
        <button type="button" onClick={() => void thread.split()}>
          {t('thread_split')}
        </button>
      </div>
      {thread.notice.value && <p class="hint">{thread.notice.value}</p>}
      <FieldError id="qp-replies-error" text={send.problems.value.replies} />
    </fieldset>
  );
}
