/**
 * What the person did on the popup's first paint before the composer took it over (components/first-paint/
 * hand-over.ts), and how it goes into the draft — on its own, apart from reading the first screen
 * (first-screen.ts), which only the first paint's script needs: the composer's chunk carries this alone.
 */
import type { Draft } from '@/lib/draft/draft';

export type WhenMode = 'now' | 'schedule' | 'queue';

/** What the person changed on the first screen, handed to the composer (lib/composer/composer.ts `adoptFirstScreen`). */
export interface FirstScreenInput {
  /** The text box's text, when the person typed into it. */
  text?: string;
  /** The toggles the person flipped, by account. */
  accounts: { id: number; type: string; checked: boolean }[];
  /** The "when" the person chose, when they chose one. */
  mode?: WhenMode;
}

/** The draft with what the person did on the first screen: their text, their toggles, their "when". */
export function withFirstScreenInput(draft: Draft, input: FirstScreenInput): Draft {
  let accounts = draft.accounts;
  for (const a of input.accounts) {
    const others = accounts.filter((d) => d.id !== a.id);
    accounts = a.checked ? [...others, { id: a.id, type: a.type }] : others;
  }
  const when = input.mode && draft.when ? { ...draft.when, mode: input.mode } : draft.when;
  return { ...draft, text: input.text ?? draft.text, accounts, when };
}

/** What the first paint showed of the draft (components/first-paint/paint-first-screen.ts `data-shown`). */
export interface ShownDraft {
  text: string;
  /** The ids of the accounts shown chosen. */
  accounts: number[];
  mode: WhenMode;
}

/**
 * Whether the draft the composer holds now — read from storage, the person's input applied — is the one the first
 * paint showed, their input applied too. When it is not (the background changed the draft, or signed out, while the
 * popup opened), a press of Send on the first paint must not send it: the person did not see it
 * (docs/security.md, "The first paint never sends what it does not show"). `defaults`: the settings' default
 * accounts, which a draft without accounts shows (lib/composer/first-screen.ts).
 */
export function showsSameDraft(
  draft: Draft,
  shown: ShownDraft,
  input: FirstScreenInput,
  defaults: { id: number }[],
): boolean {
  const now = withFirstScreenInput(draft, input);
  let seen = new Set(shown.accounts);
  for (const a of input.accounts) {
    seen = new Set(seen);
    if (a.checked) seen.add(a.id);
    else seen.delete(a.id);
  }
  const chosen = new Set((now.accounts.length ? now.accounts : defaults).map((a) => a.id));
  return (
    now.text === (input.text ?? shown.text) &&
    (now.when?.mode ?? 'schedule') === (input.mode ?? shown.mode) &&
    chosen.size === seen.size &&
    [...seen].every((id) => chosen.has(id)) &&
    now.replies.length === 0 &&
    now.attachments.length === 0 &&
    now.title === ''
  );
}
