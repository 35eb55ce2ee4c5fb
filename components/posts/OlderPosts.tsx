import { t } from '@/lib/i18n/t';
import type { OlderPages } from '@/lib/posts/older-pages';

interface PagesLineProps {
  older: OlderPages;
  /** Posts read so far (every page shown). */
  shown: number;
  locale?: string | undefined;
}

/**
 * What seeing every post costs, said before the first scroll (docs/design.md §3.4: reads are precious): one read per
 * page of 100 not yet shown — at most, since a page the background has fresh costs none.
 */
export function PagesLine({ older, shown, locale }: PagesLineProps) {
  const left = older.left.value;
  const total = older.total.value;
  const n = new Intl.NumberFormat(locale);
  if (left === 0 && (total === undefined || total <= 100)) return null;
  const text =
    left === 'unknown'
      ? t('posts_pages_unknown', n.format(shown))
      : left === 0
        ? t('posts_pages_all', n.format(total ?? shown))
        : t('posts_pages_cost', n.format(shown), n.format(total ?? shown), n.format(left));
  return <p class="qp-pages hint">{text}</p>;
}

/** The way to the next page by hand (scrolling near the end reads it too), and why it failed if it did. */
export function OlderPosts({ older }: { older: OlderPages }) {
  if (older.left.value === 0 && !older.error.value) return null;
  return (
    <div class="qp-older">
      {older.error.value && <p role="alert">{older.error.value}</p>}
      {older.left.value !== 0 && (
        <button type="button" class="quiet" disabled={older.loading.value} onClick={() => void older.next()}>
          {older.loading.value ? t('posts_older_loading') : t('posts_older')}
        </button>
      )}
    </div>
  );
}
