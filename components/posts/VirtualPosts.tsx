import { useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { ListedPost } from '@/lib/service/post';
import { useWindowRows } from './window-virtual';

interface VirtualPostsProps<T extends ListedPost> {
  posts: readonly T[];
  /** The list's accessible name comes from this heading. */
  labelledBy: string;
  /** Draws one row: an <li> that takes the index and the measuring (PostRow does). */
  row(post: T, index: number, measure: (element: Element | null) => void): ComponentChildren;
}

/**
 * A list of posts of any length with only the rows on screen in the page (window-virtual.ts): 1,000 posts cost
 * what 20 do to draw and to keep.
 */
export function VirtualPosts<T extends ListedPost>({ posts, labelledBy, row }: VirtualPostsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const rows = useWindowRows(posts.length, (i) => posts[i]!.id, list);
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
