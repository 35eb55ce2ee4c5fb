import { hasThreadPlatform } from '@/lib/service/platforms';
import { TWEET_LIMIT, roughMeasure } from '@/lib/draft/twitter-length';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { FieldError } from '../ui/FieldError';

/** After a move the list re-renders under the focus: the moved reply keeps it on its button. */
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The replies posted as a Twitter thread, each with its count and buttons to move or remove it. */
export function ThreadEditor({ composer }: { composer: Composer }) {
  const { drafts, accounts, twitter, thread, send } = composer;
  const replies = drafts.draft.value.replies;
  const ignored = !hasThreadPlatform(accounts.selectedTypes.value) && replies.some((r) => r.trim() !== '');
  const problem = send.problems.value.replies;
  if (replies.length === 0 && !thread.notice.value && !problem) return null;
  const figure = (x: number) => new Intl.NumberFormat().format(x);
  const count = replies.length;
  return (
    <section class="thread" aria-label={t('thread_legend')}>
      {ignored && <p class="warning">{t('thread_ignored')}</p>}
      {count > 0 && (
        <ol class="replies">
          {replies.map((text, index) => {
            const n = index + 1;
            const id = `qp-reply-${n}`;
            const used = (twitter.measure.value ?? roughMeasure)(text.trim());
            const over = used > TWEET_LIMIT;
            return (
              <li class="reply" key={index}>
                <label for={id}>{t('reply_label', n)}</label>
                <textarea
                  id={id}
                  rows={2}
                  value={text}
                  aria-invalid={over ? 'true' : undefined}
                  aria-describedby={`${id}-count`}
                  onInput={(e) => thread.edit(index, e.currentTarget.value)}
                />
                <p id={`${id}-count`} class={over ? 'over' : 'hint'}>
                  {twitter.measure.value ? '' : '≈'}
                  {figure(used)} / {figure(TWEET_LIMIT)}
                  {over ? ` ${t('reply_over', figure(used - TWEET_LIMIT))}` : ''}
                </p>
                <div class="row">
                  <button
                    type="button"
                    id={`${id}-up`}
                    disabled={index === 0}
                    onClick={() => {
                      thread.move(index, index - 1);
                      focusLater(index - 1 === 0 ? `qp-reply-${n - 1}` : `qp-reply-${n - 1}-up`);
                    }}
                  >
                    {t('reply_up', n)}
                  </button>
                  <button
                    type="button"
                    id={`${id}-down`}
                    disabled={index === count - 1}
                    onClick={() => {
                      thread.move(index, index + 1);
                      focusLater(index + 1 === count - 1 ? `qp-reply-${n + 1}` : `qp-reply-${n + 1}-down`);
                    }}
                  >
                    {t('reply_down', n)}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      thread.remove(index);
                      focusLater(count > 1 ? `qp-reply-${Math.min(n, count - 1)}` : 'qp-add-reply');
                    }}
                  >
                    {t('reply_remove', n)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {thread.notice.value && <p class="hint">{thread.notice.value}</p>}
      <FieldError id="qp-replies-error" text={problem} />
    </section>
  );
}
