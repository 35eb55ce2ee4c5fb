import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import type { Snippet } from '@/lib/snippets/snippet';
import { menuOf } from './menu-of';
import './snippets.css';

interface SnippetMenuProps {
  composer: Composer;
  /** The text box the chosen snippet goes into; the list opens under it (over it where there is no room below). */
  box: HTMLTextAreaElement | HTMLInputElement | null;
  /** The list's keys (SnippetTrigger.tsx); true when the key was the list's. */
  onKey: (e: KeyboardEvent) => boolean;
  onChoose: (snippet: Snippet | undefined) => void;
}

const LIST = 'qp-snippet-list';
const optionId = (i: number) => `qp-snippet-${i}`;

/** Where the list goes: under the text box, or over it when the popup has too little room below. */
function placeOf(box: Element | null): Record<string, string> {
  if (!box) return {};
  const r = box.getBoundingClientRect();
  const below = innerHeight - r.bottom - 8;
  const side = { left: `${r.left}px`, width: `${r.width}px` };
  return below >= 140 || below >= r.top
    ? { ...side, top: `${r.bottom + 4}px`, maxHeight: `${Math.min(240, below)}px` }
    : { ...side, bottom: `${innerHeight - r.top + 4}px`, maxHeight: `${Math.min(240, r.top - 8)}px` };
}

/**
 * The snippets offered, as a listbox the text box (or, from "Insert snippet", a search box) controls: the choice is
 * its active descendant, so a screen reader says each one as the arrows move; a click chooses too.
 */
export function SnippetMenu({ composer, box, onKey, onChoose }: SnippetMenuProps) {
  const snippets = menuOf(composer);
  const menu = snippets.menu.value!;
  const offered = snippets.offered.value;
  const choice = snippets.choice.value;
  const own = useRef<HTMLDivElement>(null);
  const [, redraw] = useState(0);
  const active = offered.length ? optionId(choice) : '';

  // Typing `;`, the text box keeps the focus and points at the list; the attributes leave with the list.
  useEffect(() => {
    if (!box || menu.via !== 'typing') return;
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', LIST);
    if (active) box.setAttribute('aria-activedescendant', active);
    else box.removeAttribute('aria-activedescendant');
    return () => ['aria-autocomplete', 'aria-controls', 'aria-activedescendant'].forEach((a) => box.removeAttribute(a));
  }, [box, menu.via, active]);
  useLayoutEffect(() => document.getElementById(active)?.scrollIntoView?.({ block: 'nearest' }), [active]);
  // It follows its text box when the page scrolls or resizes, and closes at a click anywhere else.
  useEffect(() => {
    const move = () => redraw((n) => n + 1);
    const away = (e: MouseEvent) => {
      if (!own.current?.contains(e.target as Node) && e.target !== box) snippets.close();
    };
    addEventListener('scroll', move, true);
    addEventListener('resize', move);
    document.addEventListener('mousedown', away);
    return () => {
      removeEventListener('scroll', move, true);
      removeEventListener('resize', move);
      document.removeEventListener('mousedown', away);
    };
  }, [box]);

  const empty = composer.snippets.list.value.length === 0;
  return (
    <div class="snippet-menu" ref={own} style={placeOf(box)}>
      {menu.via === 'tool' && !empty && (
        <input
          type="text"
          role="combobox"
          class="snippet-search"
          aria-label={t('snippets_search_label')}
          aria-expanded="true"
          aria-controls={LIST}
          aria-autocomplete="list"
          aria-activedescendant={active || undefined}
          placeholder={t('snippets_search_placeholder')}
          value={menu.query}
          autoFocus
          onInput={(e) => snippets.search(e.currentTarget.value)}
          onKeyDown={(e) => void onKey(e)}
        />
      )}
      {offered.length > 0 ? (
        <ul role="listbox" id={LIST} aria-label={t('snippets_menu_label')}>
          {offered.map((snippet, i) => (
            <li
              key={snippet.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === choice ? 'true' : 'false'}
              // The text box keeps the focus (and its caret) while a snippet is clicked.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(snippet)}
            >
              <span class="snippet-name">{snippet.name}</span>
              <span class="snippet-text">{snippet.text}</span>
            </li>
          ))}
        </ul>
      ) : empty ? (
        <div class="snippet-empty">
          <p>{t('snippets_none_yet')}</p>
          <button
            type="button"
            class="small"
            autoFocus
            onClick={composer.openSettings}
            onKeyDown={(e) => void onKey(e)}
          >
            {t('snippets_open_settings')}
          </button>
        </div>
      ) : (
        <p class="snippet-empty">{t('snippets_none_match', menu.query)}</p>
      )}
      {offered.length > 0 && (
        <p class="snippet-keys" aria-hidden="true">
          {t('snippets_menu_keys')}
        </p>
      )}
    </div>
  );
}
