/**
 * A list that renders only the rows on screen (and a few either side), in the page's own scroll (the popup's
 * document scrolls): @tanstack/virtual-core, measuring each row as drawn, since a post's row grows with its text,
 * its failure reason or an open confirmation.
 */
import {
  Virtualizer,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
  type VirtualItem,
} from '@tanstack/virtual-core';
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';

/** A post row's height before it is measured (a two-line text, its accounts and the gap). */
const ESTIMATE = 96;
/** The rows' gap, as .qp-posts draws it (var(--s2)). */
const GAP = 8;

export interface WindowRows {
  items: VirtualItem[];
  /** Room above and below the rows drawn, so the scrollbar is the whole list's. */
  before: number;
  after: number;
  /** Registers a drawn row for measuring (its `data-index` says which). */
  measure(element: Element | null): void;
}

export function useWindowRows(
  count: number,
  keyOf: (index: number) => number,
  list: RefObject<HTMLElement | null>,
): WindowRows {
  const [, redraw] = useState(0);
  const virtualizer = useMemo(
    () =>
      new Virtualizer<Window, Element>({
        count,
        getScrollElement: () => window,
        estimateSize: () => ESTIMATE,
        gap: GAP,
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
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const total = virtualizer.getTotalSize();
  return {
    items,
    before: first ? first.start - top : 0,
    after: last ? Math.max(0, total - (last.end - top)) : 0,
    measure: (element) => {
      if (element) virtualizer.measureElement(element);
    },
  };
}
