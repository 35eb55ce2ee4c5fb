import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import type { Composer } from '@/lib/composer/composer';
import { insertSnippet } from '@/lib/snippets/insert-snippet';
import type { Snippet } from '@/lib/snippets/snippet';
import { menuOf } from './menu-of';
import { SnippetMenu } from './SnippetMenu';

type TextBox = HTMLTextAreaElement | HTMLInputElement;

/**
 * The text boxes snippets go into, by the ids the composer gives them (the main text, the title, each reply), and the
 * text box of the network shown while customising, which offers that network's snippets only.
 */
export function snippetBox(target: EventTarget | null): { box: TextBox; network?: string | undefined } | null {
  if (!(target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) return null;
  if (/^qp-(text|title|reply-\d+)$/.test(target.id)) return { box: target };
  const panel = target.closest('#qp-net-panel');
  return panel ? { box: target, network: panel.getAttribute('aria-labelledby')?.replace('qp-net-tab-', '') } : null;
}

/**
 * Puts `snippet` into `box` over `range` as typing does — one step of the browser's Undo, and the box's own input
 * event, which keeps it in the draft — or, where the browser cannot type it, in one edit of the box's text.
 */
export function insertInto(box: TextBox, range: { start: number; end: number }, snippet: Snippet): void {
  const { text, caret } = insertSnippet(box.value, range, snippet.text);
  const piece = text.slice(range.start, caret);
  box.focus();
  box.setSelectionRange(range.start, range.end);
  if (!document.execCommand?.('insertText', false, piece)) {
    box.setRangeText(piece, range.start, range.end, 'end');
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  box.setSelectionRange(caret, caret);
}

/** The text box used last while it is still on screen, else the main text. */
const boxOf = (last: { box: TextBox } | null): TextBox | null =>
  last?.box.isConnected ? last.box : (document.getElementById('qp-text') as HTMLTextAreaElement | null);

interface SnippetTriggerProps {
  composer: Composer;
}

/**
 * Typing `;` and part of a name in any of the composer's text boxes offers the snippets that match, keyboard first
 * (arrows, Enter, Escape); "Insert snippet" opens the same list for the text box used last.
 */
export function SnippetTrigger({ composer }: SnippetTriggerProps) {
  const snippets = menuOf(composer);
  const last = useRef<{ box: TextBox; network?: string | undefined } | null>(null);
  const menu = snippets.menu.value;

  const choose = (snippet: Snippet | undefined) => {
    const at = snippets.menu.value;
    snippets.close();
    const box = boxOf(last.current);
    if (!snippet || !at || !box) return;
    insertInto(box, at.via === 'tool' ? { start: box.selectionStart ?? 0, end: box.selectionEnd ?? 0 } : at, snippet);
  };
  /** The list's keys, from its text box or its search box; true when the key was the list's. */
  const onKey = (e: KeyboardEvent): boolean => {
    if (!snippets.menu.value) return false;
    if (e.key === 'Escape') {
      snippets.close();
      last.current?.box.focus();
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      if (!snippets.offered.value.length || e.shiftKey) return false;
      choose(snippets.offered.value[snippets.choice.value]);
    } else if (!snippets.move(e.key)) return false;
    e.preventDefault();
    e.stopPropagation();
    return true;
  };

  // Listening from the moment the tools are drawn: a `;` typed right after is not missed.
  useLayoutEffect(() => {
    const onInput = (e: Event) => {
      const found = snippetBox(e.target);
      if (!found) return;
      last.current = found;
      snippets.typed(found.box.value, found.box.selectionEnd ?? found.box.value.length, found.network);
    };
    const onFocus = (e: Event) => {
      const found = snippetBox(e.target);
      if (found) {
        last.current = found;
        snippets.used(found.network);
      } else if (snippets.menu.value?.via === 'typing') snippets.close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (snippets.menu.value?.via === 'typing' && snippetBox(e.target)) onKey(e);
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  const offered = menu ? snippets.offered.value.length : 0;
  return (
    <>
      {menu && <SnippetMenu composer={composer} box={boxOf(last.current)} onKey={onKey} onChoose={choose} />}
      {/* Here before the list opens, so that a screen reader says how to use it when it does (not role=status: the
          composer's one status line stays the send's). */}
      <p class="sr-only" aria-live="polite">
        {offered ? t('snippets_menu_keys') : ''}
      </p>
    </>
  );
}
