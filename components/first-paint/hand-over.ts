/**
 * The hand-over from the popup's first paint (paint-first-screen.ts) to the composer, with nothing the person did
 * lost (docs/design.md §5): the first paint notes what happens on it — the text typed, the toggles flipped, the
 * "when" chosen, a button pressed, Ctrl/Cmd+Enter — and the composer, once it has read the draft, takes it in one
 * go, in one task, so no keystroke can fall between the two: the person's changes go into the draft, the composer
 * replaces the first paint, the focus, caret and scroll go to the same place in it, and a pressed button is
 * pressed again there.
 */
import type { FirstScreen, FirstScreenInput, WhenMode } from '@/lib/composer/first-screen';

interface Followed {
  screen: FirstScreen;
  /** The person typed in, clicked into or selected in the text box: the composer leaves its caret where it is. */
  touched: boolean;
  /** The id of the last button pressed, to press again in the composer. */
  pressed?: string;
}

const followed = new WeakMap<HTMLElement, Followed>();

/** Starts noting what the person does on the first paint `app`. */
export function followFirstScreen(app: HTMLElement, screen: FirstScreen): void {
  const state: Followed = { screen, touched: false };
  followed.set(app, state);
  const touch = (e: Event) => {
    if ((e.target as HTMLElement).id === 'qp-text') state.touched = true;
  };
  for (const type of ['keydown', 'input', 'pointerdown', 'select']) app.addEventListener(type, touch, true);
  app.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      state.pressed = 'qp-send';
    }
  });
  app.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.('button');
    if (button?.id) state.pressed = button.id;
  });
  app.addEventListener('submit', (e) => e.preventDefault());
}

/** The first paint in `root`, if it is there. */
export const firstPaintIn = (root: HTMLElement): HTMLElement | null => root.querySelector<HTMLElement>(':scope > [data-first-paint]');

interface Taken {
  input: FirstScreenInput;
  typed: boolean;
  /** Puts the focus, caret and scroll where they were, and presses again what was pressed, once the composer is in place. */
  restore(): void;
}

/** What the person did on the first paint `app`, read now; then `restore` once the composer has replaced it. */
export function takeFirstScreen(app: HTMLElement): Taken {
  const state = followed.get(app);
  const text = app.querySelector<HTMLTextAreaElement>('#qp-text');
  const input: FirstScreenInput = { accounts: [] };
  if (text && state && text.value !== state.screen.text) input.text = text.value;
  for (const box of app.querySelectorAll<HTMLInputElement>('.account-list input[type=checkbox]')) {
    const id = Number(box.id.slice('qp-account-'.length));
    if (box.checked !== box.defaultChecked) input.accounts.push({ id, type: box.dataset.type ?? '', checked: box.checked });
  }
  const mode = app.querySelector<HTMLInputElement>('input[name=qp-when]:checked');
  if (mode && !mode.defaultChecked) input.mode = mode.value as WhenMode;

  const active = document.activeElement;
  const focusId = active instanceof HTMLElement && app.contains(active) ? active.id : '';
  const field = active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && active.type === 'search') ? active : null;
  const selection = field ? { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none', top: field.scrollTop } : null;
  const pressed = state?.pressed;
  return {
    input,
    typed: state?.touched ?? false,
    restore() {
      const target = focusId ? document.getElementById(focusId) : null;
      if (target) {
        target.focus({ preventScroll: true });
        if (selection && (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) {
          target.setSelectionRange(selection.start, selection.end, selection.direction);
          target.scrollTop = selection.top;
        }
      }
      if (pressed) document.getElementById(pressed)?.click();
    },
  };
}
