import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { ListedPost } from '@/lib/service/post';
import { useWindowRows } from './window-virtual';

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
