/**
 * What the person did on the popup's first paint before the composer took it over (components/first-paint/
 * hand-over.ts), and how it goes into the draft — on its own, apart from reading the first screen
 * (first-screen.ts), which only the first paint's script needs: the composer's chunk carries this alone.
 */
import type { Draft } from '@/lib/draft/draft';

export type WhenMode = 'now' | 'schedule' | 'queue';

/** What the person changed on the first screen, handed to the composer (lib/composer/context.ts `adoptFirstScreen`). */
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
