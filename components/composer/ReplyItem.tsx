import { TWEET_LIMIT, roughMeasure, type Measure } from '@/lib/draft/twitter-length';
import type { ThreadModel } from '@/lib/composer/twitter-model';
import { t } from '@/lib/i18n/t';

interface ReplyItemProps {
  index: number;
  count: number;
  text: string;
  measure: Measure | null;
  thread: ThreadModel;
}

/** After a move, the moved reply keeps the focus on its button (the list re-renders under it). */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** One reply of the thread: "Reply N", its Twitter count, and buttons to move or remove it. */
export function ReplyItem({ index, count, text, measure, thread }: ReplyItemProps) {
  const n = index + 1;
  const id = `qp-reply-${n}`;
  const used = (measure ?? roughMeasure)(text.trim());
  const over = used > TWEET_LIMIT;
  const figure = (x: number) => new Intl.NumberFormat().format(x); // in the page's language, as the counters
  return (
    <li class="reply">
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
        {measure ? '' : '≈'}
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
}
