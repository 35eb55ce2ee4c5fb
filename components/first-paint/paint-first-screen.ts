/**
 * The popup's first screen in plain DOM, painted while the composer's chunk is on its way (docs/design.md §5). It uses
 * the composer's elements, classes and names, so nothing moves when the composer takes its place (hand-over.ts).
 */
import { COMPOSER_SHOWN_MARK } from './shown-mark';
import type { FirstScreen } from '@/lib/composer/first-screen';
import type { ShownDraft } from '@/lib/composer/first-screen-input';
import { t } from '@/lib/i18n/t';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { el, icon, reserved } from './plain-dom';
import { firstPaintIn, followFirstScreen, untouched } from './hand-over';
import { readQuickLabels } from './snapshot';
import { accounts, networksSlot } from './paint-accounts';

function postText(screen: FirstScreen): HTMLElement {
  const box = el('textarea', { id: 'qp-text', rows: '5', placeholder: t('post_text_placeholder') });
  box.textContent = screen.text; // the default value: what the text box holds until the person types
  return el(
    'div',
    { class: 'field text' },
    el('label', { for: 'qp-text', class: 'sr-only' }, t('post_text_label')),
    box,
    // The counter line's room: its figures come with the composer (components/composer/Counters.tsx).
    screen.accounts.some((a) => a.checked) && reserved(el('ul', { class: 'counters' }, el('li', {}, '\u00a0'))),
  );
}

function tools(screen: FirstScreen): HTMLElement {
  const forTwitter = hasThreadPlatform(screen.accounts.filter((a) => a.checked).map((a) => a.type));
  return el(
    'div',
    { class: 'tools' },
    el(
      'button',
      { type: 'button', id: 'qp-attach', class: 'quiet', 'aria-expanded': 'false', 'aria-controls': 'qp-media-panel' },
      icon('attach'),
      t('media_attach_open'),
    ),
    forTwitter &&
      el(
        'button',
        { type: 'button', id: 'qp-add-reply', class: 'quiet', title: t('thread_hint') },
        icon('plus'),
        t('thread_add_reply'),
      ),
    forTwitter && el('button', { type: 'button', id: 'qp-split', class: 'quiet' }, icon('thread'), t('thread_split')),
  );
}

function choice(value: FirstScreen['mode'], label: string, mode: FirstScreen['mode']): HTMLElement {
  const radio = el('input', { type: 'radio', name: 'qp-when', value }) as HTMLInputElement;
  radio.checked = radio.defaultChecked = value === mode;
  return el('label', { class: 'choice' }, radio, el('span', {}, label));
}

function field(kind: string, label: string, type: string): HTMLElement {
  return el('div', { class: `field ${kind}` }, el('label', {}, label), el('input', { type }));
}

function when(screen: FirstScreen): HTMLElement {
  const { mode } = screen;
  return el(
    'fieldset',
    { class: 'when' },
    el('legend', { class: 'sr-only' }, t('when_legend')),
    el(
      'div',
      { class: 'when-row' },
      el(
        'div',
        { class: 'segmented' },
        choice('now', t('when_now'), mode),
        choice('schedule', t('when_schedule'), mode),
        choice('queue', t('queue_when'), mode),
      ),
      mode === 'schedule' &&
        reserved(
          el(
            'div',
            { class: 'quick' },
            ...readQuickLabels().map((label) => el('button', { type: 'button', class: 'chip', tabindex: '-1' }, label)),
            el('button', { type: 'button', class: 'chip', tabindex: '-1' }, t('when_quick_pick')),
          ),
        ),
    ),
    mode === 'queue' &&
      reserved(
        el(
          'div',
          { class: 'row' },
          el('p', { class: 'hint' }, '\u00a0'),
          el('button', { type: 'button', tabindex: '-1' }, t('queue_earlier')),
          el('button', { type: 'button', tabindex: '-1' }, t('queue_later')),
        ),
      ),
    mode === 'schedule' &&
      reserved(
        el(
          'div',
          { class: 'when-fields' },
          field('date', t('when_date'), 'date'),
          field('time', t('when_time'), 'time'),
          field('zone', t('when_zone'), 'text'),
        ),
      ),
    mode === 'schedule' && reserved(el('p', { id: 'qp-when-preview', class: 'hint' }, '\u00a0')), // the time in both zones
  );
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

function sendBar(screen: FirstScreen): HTMLElement {
  const label = screen.mode === 'now' ? t('when_now') : screen.mode === 'queue' ? t('queue_when') : t('when_schedule');
  return el(
    'div',
    { class: 'send' },
    el(
      'div',
      { class: 'send-row' },
      el(
        'span',
        { id: 'qp-send-hint', class: 'hint' },
        t('send_shortcut', isMac() ? t('send_key_mac') : t('send_key_ctrl')),
      ),
      el(
        'button',
        { type: 'button', id: 'qp-send', class: 'primary', 'aria-describedby': 'qp-send-hint' },
        icon(screen.mode === 'now' ? 'send' : 'clock'),
        label,
      ),
    ),
    el('p', { role: 'alert', class: 'alert' }),
    el('p', { role: 'status', class: 'result' }),
  );
}

function tab(id: 'compose' | 'posts', label: string, selected: boolean): HTMLElement {
  return el(
    'button',
    {
      type: 'button',
      role: 'tab',
      id: `qp-tab-${id}`,
      class: 'view-tab',
      'aria-selected': String(selected),
      'aria-controls': `qp-panel-${id}`,
      tabindex: selected ? '0' : '-1',
    },
    icon(id),
    label,
  );
}

/**
 * Paints the first screen into `root` in place of index.html's static shell, or of a first paint from older data
 * the person has not touched yet — not over the composer (its chunk won the race) nor over anything the person did.
 * True when it painted.
 */
/** The draft as `screen` shows it: its text, the ids of the chosen accounts, its "when". */
const shownDraft = (screen: FirstScreen): ShownDraft => ({
  text: screen.text,
  accounts: screen.accounts.filter((a) => a.checked).map((a) => a.id),
  mode: screen.mode,
});

export function paintFirstScreen(root: HTMLElement, screen: FirstScreen): boolean {
  const earlier = firstPaintIn(root);
  if (earlier ? !untouched(earlier) : !root.querySelector(':scope > .shell')) return false;
  const form = el(
    'form',
    { class: 'composer', 'aria-label': t('composer_form'), novalidate: true },
    accounts(screen),
    postText(screen),
    ...networksSlot(screen),
    tools(screen),
    reserved(el('div', { class: 'media' })),
    when(screen),
    sendBar(screen),
  );
  const app = el(
    'div',
    // What it shows of the draft: a Send pressed here is pressed again only on this same draft (hand-over.ts).
    { class: 'popup-app', 'data-first-paint': true, 'data-shown': JSON.stringify(shownDraft(screen)) },
    el(
      'header',
      { class: 'topbar' },
      el('h1', {}, t('extName')),
      el(
        'div',
        { role: 'tablist', 'aria-label': t('popup_views') },
        tab('compose', t('popup_tab_compose'), true),
        tab('posts', t('popup_tab_posts'), false),
      ),
      el(
        'button',
        {
          type: 'button',
          id: 'qp-open-tab',
          class: 'quiet icon',
          'aria-label': t('popup_open_in_tab'),
          title: t('popup_open_in_tab'),
        },
        icon('external'),
      ),
    ),
    el('main', {}, el('div', { id: 'qp-panel-compose', role: 'tabpanel', 'aria-labelledby': 'qp-tab-compose' }, form)),
  );
  root.replaceChildren(app);
  performance.mark(COMPOSER_SHOWN_MARK);
  followFirstScreen(app);
  const text = root.querySelector<HTMLTextAreaElement>('#qp-text')!;
  // Focused, with the caret after what is there, as the composer's text box (components/composer/PostText.tsx) —
  // just after the frame that first shows it: focused before that frame, Chromium's renderer can crash when the
  // toolbar popup opens a second time in a browser (tests/e2e/ways-in/ways-in.spec.ts).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!text.isConnected || document.activeElement !== document.body) return; // taken over, or the person chose
      text.focus();
      text.setSelectionRange(text.value.length, text.value.length);
    }),
  );
  return true;
}
