import { hasThreadPlatform } from '@/lib/service/platforms';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { FieldError } from './FieldError';
import { ReplyItem } from './ReplyItem';

interface ThreadEditorProps {
  composer: Composer;
}

/**
 * The replies posted as a Twitter thread, once there are any (the tools bar adds them); the composer says when no
 * Twitter account will receive them.
 */
export function ThreadEditor({ composer }: ThreadEditorProps) {
  const { drafts, accounts, twitter, thread, send } = composer;
  const replies = drafts.draft.value.replies;
  const forTwitter = hasThreadPlatform(accounts.selectedTypes.value);
  const ignored = !forTwitter && replies.some((r) => r.trim() !== '');
  const problem = send.problems.value.replies;
  if (replies.length === 0 && !thread.notice.value && !problem) return null;
  return (
    <section class="thread" aria-label={t('thread_legend')}>
      {ignored && <p class="warning">{t('thread_ignored')}</p>}
      {replies.length > 0 && (
        <ol class="replies">
          {replies.map((text, index) => (
            <ReplyItem
              key={index}
              index={index}
              count={replies.length}
              text={text}
              measure={twitter.measure.value}
              thread={thread}
            />
          ))}
        </ol>
      )}
      {thread.notice.value && <p class="hint">{thread.notice.value}</p>}
      <FieldError id="qp-replies-error" text={problem} />
    </section>
  );
}
