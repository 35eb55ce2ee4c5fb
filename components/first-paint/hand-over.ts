/**
 * Hands the first paint over to the composer without losing anything the person did on it (docs/design.md §5).
 * What was done is noted on the first paint's own element (`data-touched`, `data-changed`, `data-pressed`), since two
 * scripts share it; the composer takes it in one task, so no keystroke can fall between them.
 */
import type { FirstScreenInput, ShownDraft, WhenMode } from '@/lib/composer/first-screen-input';

/** Starts noting what the person does on the first paint `app`. */
export function followFirstScreen(app: HTMLElement): void {
  const note = (e: Event) => {
    // A selection alone changes nothing (and the first paint's own caret, set on focus, fires one).
    if (e.type !== 'select') app.dataset.changed = '';
    if ((e.target as HTMLElement).id === 'qp-text') app.dataset.touched = '';
  };
  for (const type of ['keydown', 'input', 'pointerdown', 'select']) app.addEventListener(type, note, true);
  app.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      app.dataset.pressed = 'qp-send';
    }
  });
  app.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.('button');
    if (button?.id) app.dataset.pressed = button.id;
  });
  app.addEventListener('submit', (e) => e.preventDefault());
}

/** The first paint in `root`, if it is there. */
export const firstPaintIn = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>(':scope > [data-first-paint]');

/** Whether the person has done anything on the first paint `app` yet (it may then be painted again from newer data). */
export const untouched = (app: HTMLElement): boolean => app.dataset.changed === undefined;

interface Taken {
  input: FirstScreenInput;
  typed: boolean;
  /** The draft as the first paint showed it (its `data-shown`), before the person's input; null if not readable. */
  shown: ShownDraft | null;
  /**
   * Puts the focus, caret and scroll where they were once the composer is in place, and presses again what was
   * pressed — unless `press` is false (the draft changed under the first paint): then the focus goes to that button.
   */
  restore(press?: boolean): void;
}

/** The draft a first paint showed, as paint-first-screen.ts wrote it on its element. */
function shownOn(app: HTMLElement): ShownDraft | null {
  try {
    const shown = JSON.parse(app.dataset.shown ?? 'null') as Partial<ShownDraft> | null;
    if (typeof shown?.text !== 'string' || !Array.isArray(shown.accounts) || typeof shown.mode !== 'string')
      return null;
    return { text: shown.text, accounts: shown.accounts.filter((a) => typeof a === 'number'), mode: shown.mode };
  } catch {
    return null;
  }
}

/** What the person did on the first paint `app`, read now; then `restore` once the composer has replaced it. */
export function takeFirstScreen(app: HTMLElement): Taken {
  const text = app.querySelector<HTMLTextAreaElement>('#qp-text');
  const input: FirstScreenInput = { accounts: [] };
  if (text && text.value !== text.defaultValue) input.text = text.value;
  for (const box of app.querySelectorAll<HTMLInputElement>('.account-list input[type=checkbox]')) {
    const id = Number(box.id.slice('qp-account-'.length));
    if (box.checked !== box.defaultChecked)
      input.accounts.push({ id, type: box.dataset.type ?? '', checked: box.checked });
  }
  const mode = app.querySelector<HTMLInputElement>('input[name=qp-when]:checked');
  if (mode && !mode.defaultChecked) input.mode = mode.value as WhenMode;

  const active = document.activeElement;
  const focusId = active instanceof HTMLElement && app.contains(active) ? active.id : '';
  const field =
    active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && active.type === 'search')
      ? active
      : null;
  const selection = field
    ? {
        start: field.selectionStart,
        end: field.selectionEnd,
        direction: field.selectionDirection ?? 'none',
        top: field.scrollTop,
      }
    : null;
  const pressed = app.dataset.pressed;
  return {
    input,
    typed: app.dataset.touched !== undefined,
    shown: shownOn(app),
    restore(press = true) {
      const target = focusId ? document.getElementById(focusId) : null;
      if (target) {
        target.focus({ preventScroll: true });
        if (selection && (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) {
          target.setSelectionRange(selection.start, selection.end, selection.direction);
          target.scrollTop = selection.top;
        }
      }
      if (!pressed) return;
      const button = document.getElementById(pressed);
      if (press) button?.click();
      else button?.focus({ preventScroll: true });
    },
  };
}
