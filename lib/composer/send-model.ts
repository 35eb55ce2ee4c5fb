/**
 * Sending (docs/design.md §3.2): the draft is checked as a whole (lib/draft/validate.ts); problems are shown next
 * to their fields — the schedule's flags and the title at once, everything after a first attempt — and a
 * draft without problems goes to the outbox, which answers with its state after the first attempt.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { checkDraft, type Field, type Problems } from '@/lib/draft/validate';
import { t } from '@/lib/i18n/t';
import type { AccountsModel } from './accounts-model';
import type { DraftModel } from './draft-model';
import type { OutboxModel } from './outbox-model';
import { describeEntry } from './outbox-text';
import type { ComposerPorts } from './ports';
import { sentence } from '@/lib/errors/lazy-sentence';
import type { TwitterModel } from './twitter-model';

/**
 * Shown as soon as they arise: a person should not learn at the end that the time has passed. (The zone is
 * typed, so it is judged at the send, not after every keystroke.)
 */
const LIVE_FIELDS: Field[] = ['date', 'time', 'title', 'attachments'];

/** Field order on screen, for "the first problem" to focus. */
const FIELD_ORDER: Field[] = ['accounts', 'text', 'replies', 'title', 'attachments', 'date', 'time', 'timeZone', 'general'];

export interface SendDeps {
  drafts: DraftModel;
  accounts: Pick<AccountsModel, 'selectedTypes'>;
  twitter: TwitterModel;
  outbox: OutboxModel;
  now: ReadonlySignal<number>;
  personZone: () => string;
}

export function createSendModel(ports: Pick<ComposerPorts, 'ask' | 'locale'>, deps: SendDeps) {
  const { drafts, twitter, outbox } = deps;
  const attempted = signal(false);
  const sending = signal(false);
  /** The assertive live region: why nothing was sent. */
  const alert = signal('');
  /** The polite live region: what happened to the last post sent from here. */
  const lastEntryId = signal<string | null>(null);

  const check = computed(() =>
    checkDraft(drafts.draft.value, {
      now: deps.now.value,
      measureTwitter: twitter.measure.value,
      personZone: deps.personZone(),
      locale: ports.locale,
    }),
  );

  const problems = computed<Problems>(() => {
    const all = check.value.problems;
    const shown: Problems = attempted.value ? { ...all } : {};
    for (const field of LIVE_FIELDS) if (all[field]) shown[field] = all[field];
    // A refusal by the service stays next to its field until the next send.
    const failure = outbox.failure.value;
    if (failure) {
      const field: Field = failure.field === 'credential' ? 'general' : failure.field;
      shown[field] = shown[field] ? `${shown[field]} ${failure.sentence}` : failure.sentence;
    }
    return shown;
  });

  const status = computed(() => {
    const entry = outbox.entries.value.find((e) => e.id === lastEntryId.value);
    return entry ? describeEntry(entry, deps.personZone(), ports.locale).text : '';
  });

  return {
    attempted: computed(() => attempted.value),
    sending: computed(() => sending.value),
    alert: computed(() => alert.value),
    lastEntryId: computed(() => lastEntryId.value),
    problems,
    warnings: computed(() => check.value.warnings),
    status,
    /** Checks and sends; resolves with the first field to focus when something is wrong. */
    async send(): Promise<Field | null> {
      if (sending.value) return null;
      attempted.value = true;
      alert.value = '';
      if (hasThreadPlatform(deps.accounts.selectedTypes.value)) await twitter.ensure().catch(() => undefined);
      const result = check.value;
      if (!result.post) {
        const first = FIELD_ORDER.find((f) => result.problems[f]) ?? 'general';
        alert.value = t('send_not_sent_problems', FIELD_ORDER.flatMap((f) => result.problems[f] ?? []).join(' '));
        return first;
      }
      sending.value = true;
      outbox.clearFailure();
      try {
        await drafts.flushed();
        const { entry } = await ports.ask('outbox.send', { post: result.post, draft: drafts.draft.value });
        lastEntryId.value = entry.id;
        outbox.put(entry);
        attempted.value = false;
        if (entry.state === 'failed') alert.value = describeEntry(entry, deps.personZone(), ports.locale).text;
        return null;
      } catch (err) {
        alert.value = t('send_not_sent', await sentence(err, 'createPost'));
        return 'general';
      } finally {
        sending.value = false;
      }
    },
  };
}
