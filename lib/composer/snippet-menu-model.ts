/**
 * The snippets offered by "Insert snippet" and by typing `;` in a text box (lib/snippets/snippet-trigger.ts), and
 * named under the text where one is added to every post. Loaded with the composer's snippet tools.
 */
import { computed, signal } from '@preact/signals';
import type { Snippet } from '@/lib/snippets/snippet';
import { byOrder, forNetwork } from '@/lib/snippets/snippet-list';
import { matching, moveChoice, triggerAt } from '@/lib/snippets/snippet-trigger';
import { readOnly } from '@/lib/signals/read-only';
import type { AccountsModel } from './accounts-model';
import type { SnippetsModel } from './snippets-model';

/** The open list of snippets: what filters it, and what it replaces in its text box when one is chosen. */
export interface SnippetMenu {
  /** Typing `;` in the text box (which it replaces), or the "Insert snippet" tool (its own search box; at the caret). */
  via: 'typing' | 'tool';
  start: number;
  end: number;
  query: string;
  /** In a network's own text box, only the snippets for that network are offered. */
  network?: string | undefined;
}

export function createSnippetMenuModel(
  { list }: Pick<SnippetsModel, 'list'>,
  accounts: Pick<AccountsModel, 'selectedTypes'>,
) {
  const menu = signal<SnippetMenu | null>(null);
  const choice = signal(0);
  /** The network of the text box used last (undefined: one for every network), for "Insert snippet". */
  let lastNetwork: string | undefined;
  const offered = computed(() => (menu.value ? matching(list.value, menu.value.query, menu.value.network) : []));
  const open = (next: SnippetMenu) => {
    menu.value = next;
    choice.value = 0;
  };
  const close = () => void (menu.value = null);

  return {
    ...readOnly({ menu, choice }),
    offered,
    /** The snippets added to every post for one of the chosen networks, with those networks. */
    added: computed(() =>
      byOrder(list.value)
        .filter((s) => s.addToEvery)
        .map((snippet) => ({
          snippet,
          types: [...new Set(accounts.selectedTypes.value)].filter((type) => forNetwork(snippet, type)),
        }))
        .filter((a) => a.types.length > 0),
    ),
    /** After each keystroke in a text box: opens, filters or closes the list for the `;` before the caret. */
    typed(text: string, caret: number, network?: string): void {
      lastNetwork = network;
      const trigger = list.value.length ? triggerAt(text, caret) : null;
      if (trigger) open({ via: 'typing', start: trigger.start, end: caret, query: trigger.query, network });
      else if (menu.value?.via === 'typing') close();
    },
    /** A text box took the focus: "Insert snippet" offers what it takes. */
    used(network?: string): void {
      lastNetwork = network;
    },
    /** "Insert snippet": the list for the text box used last, over what is selected there (or at its caret). */
    openTool(): void {
      open({ via: 'tool', start: 0, end: 0, query: '', network: lastNetwork });
    },
    search(query: string): void {
      if (menu.value) open({ ...menu.value, query });
    },
    /** Moves the choice for an arrow, Home or End key; false for any other key. */
    move(key: string): boolean {
      const next = moveChoice(choice.value, key, offered.value.length);
      if (next === null) return false;
      choice.value = next;
      return true;
    },
    close,
  };
}

export type SnippetMenuModel = ReturnType<typeof createSnippetMenuModel>;
