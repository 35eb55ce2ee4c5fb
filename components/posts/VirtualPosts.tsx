import { useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { ListedPost } from '@/lib/posts/view';
import { useWindowRows } from './window-virtual';

interface VirtualPostsProps<T extends ListedPost> {
  posts: readonly T[];
  /** The list's accessible name comes from this heading. */
  labelledBy: string;
  /** Draws one row: an <li> that takes the index and the measuring (PostRow does). */
  row(post: T, index: number, measure: (element: Element | null) => void): ComponentChildren;
  /** The person scrolled to within a few rows of the end. */
  onNearEnd?: (() => void) | undefined;
}

/** Rows from the end at which the next page is asked for. */
const NEAR_END = 5;

/**
 * A list of posts of any length with only the rows on screen in the page (window-virtual.ts): 1,000 posts cost
 * what 20 do to draw and to keep.
 */
export function VirtualPosts<T extends ListedPost>({ posts, labelledBy, row, onNearEnd }: VirtualPostsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const rows = useWindowRows(posts.length, (i) => posts[i]!.id, list);
  const last = rows.items.at(-1);
  if (onNearEnd && rows.scrolling && last && last.index >= posts.length - NEAR_END) queueMicrotask(onNearEnd);
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
