import {
  Virtualizer,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
} from '@tanstack/virtual-core';
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ListedPost } from '@/lib/service/post';

interface VirtualPostsProps {
  posts: readonly ListedPost[];
  labelledBy: string;
  /** Said instead of an empty list. */
  empty: string;
  /** Draws one row: an <li> that takes the index and the measuring (PostRow does). */
  row(post: ListedPost, index: number, measure: (element: Element | null) => void): ComponentChildren;
}

/** A list of posts of any length with only the rows on screen in the page: 1,000 cost what 20 do. */
export function VirtualPosts({ posts, labelledBy, row, empty }: VirtualPostsProps) {
  const list = useRef<HTMLUListElement>(null);
  const rows = useWindowRows(posts.length, (i) => posts[i]!.id, list);
  if (posts.length === 0) return <p class="hint">{empty}</p>;
  return (
    <ul
      ref={list}
      class="qp-posts"
      aria-labelledby={labelledBy}
      style={{ paddingTop: `${rows.before}px`, paddingBottom: `${rows.after}px` }}
    >
      {rows.items.map((item) => row(posts[item.index]!, item.index, rows.measure))}
    </ul>
  );
}

/** The rows on screen (and a few either side) in the page's own scroll, each measured as drawn: a row grows with its
 * text, its failure reason or an open confirmation. */
function useWindowRows(count: number, keyOf: (index: number) => number, list: RefObject<HTMLElement | null>) {
  const [, redraw] = useState(0);
  const virtualizer = useMemo(
    () =>
      new Virtualizer<Window, Element>({
        count,
        getScrollElement: () => window,
        estimateSize: () => 96, // a two-line post and its accounts, before it is measured
        gap: 8, // .qp-posts's gap, var(--s2)
        overscan: 4,
        observeElementRect: observeWindowRect,
        observeElementOffset: observeWindowOffset,
        scrollToFn: windowScroll,
        measureElement,
        initialRect: { width: window.innerWidth, height: window.innerHeight },
        onChange: () => redraw((n) => n + 1),
      }),
    [],
  );
  const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
  virtualizer.setOptions({ ...virtualizer.options, count, getItemKey: keyOf, scrollMargin: top });
  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => void virtualizer._willUpdate());
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const total = virtualizer.getTotalSize();
  return {
    items,
    before: first ? first.start - top : 0,
    after: last ? Math.max(0, total - (last.end - top)) : 0,
    measure: (element: Element | null) => {
      if (element) virtualizer.measureElement(element);
    },
  };
}
