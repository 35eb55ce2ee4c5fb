/**
 * The person's edits of the copies per network (docs/design.md §3.7; what a copy is: networks.ts). A file of its own:
 * only the per-network editor uses these, and it loads lazily (docs/design.md §5 size bar).
 */
import type { Draft } from './draft';

/** Switches customising on or off; the copies are kept either way. */
export function withCustomising(draft: Draft, on: boolean): Draft {
  const copies = draft.networks?.copies ?? [];
  return { ...draft, networks: on ? { copies } : { copies, off: true } };
}

/** Sets (or, with null, drops back to the shared text) one platform's copy. */
export function withCopy(draft: Draft, type: string, text: string | null): Draft {
  const others = (draft.networks?.copies ?? []).filter((c) => c.type !== type);
  return { ...draft, networks: { ...draft.networks, copies: text === null ? others : [...others, { type, text }] } };
}
