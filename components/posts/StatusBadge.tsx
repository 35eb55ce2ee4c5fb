import { badgeOf } from '@/lib/posts/view';

interface StatusBadgeProps {
  status: string | undefined;
}

/** scheduled, published, failed — or the service's unknown status as given (docs/design.md §4). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { kind, label } = badgeOf(status);
  return <span class={`qp-badge qp-badge-${kind}`}>{label}</span>;
}
