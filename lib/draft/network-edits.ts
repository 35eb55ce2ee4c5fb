/** The person's edits of the copies per network (networks.ts), for the per-network editor, loaded lazily. */
import type { Draft } from './draft';

/** The copies are kept either way. */
export function withCustomising(draft: Draft, on: boolean): Draft {
  const copies = draft.networks?.copies ?? [];
  return { ...draft, networks: on ? { copies } : { copies, off: true } };
}

/** With null, the platform drops back to the shared text. */
export function withCopy(draft: Draft, type: string, text: string | null): Draft {
  const others = (draft.networks?.copies ?? []).filter((c) => c.type !== type);
  return { ...draft, networks: { ...draft.networks, copies: text === null ? others : [...others, { type, text }] } };
}
