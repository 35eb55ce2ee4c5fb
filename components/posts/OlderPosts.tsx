import { useEffect, useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import type { OlderPages } from '@/lib/posts/pages';

interface PagesLineProps {
  older: OlderPages;
  shown: number;
  locale?: string | undefined;
}

/** What seeing every post costs, said before the first scroll (reads are precious: docs/design.md §3.4). */
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

/** How near the end of the view (px below the screen) a scroll reads the next page. */
const NEAR = 600;

/** The next page, by hand or by the person's scroll near it (never a filter that leaves the list short). */
export function OlderPosts({ older }: { older: OlderPages }) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let queued = false;
    const onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const top = place.current?.getBoundingClientRect().top;
        if (top !== undefined && top < window.innerHeight + NEAR && !older.error.value) void older.next();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (older.left.value === 0 && !older.error.value) return null;
  return (
    <div class="qp-older" ref={place}>
      {older.error.value && <p role="alert">{older.error.value}</p>}
      {older.left.value !== 0 && (
        <button type="button" class="quiet" disabled={older.loading.value} onClick={() => void older.next()}>
          {older.loading.value ? t('posts_older_loading') : t('posts_older')}
        </button>
      )}
    </div>
  );
}
