/**
 * The rows on screen (and a few either side) in the page's own scroll: @tanstack/virtual-core measures each row as
 * drawn, since a post's row grows with its text, its failure reason or an open confirmation.
 */
import {
  Virtualizer,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
} from '@tanstack/virtual-core';
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';

export function useWindowRows(count: number, keyOf: (index: number) => number, list: RefObject<HTMLElement | null>) {
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
