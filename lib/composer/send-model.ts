/**
 * Sending (docs/design.md §3.2): the draft is checked as a whole (lib/draft/validate.ts); problems are shown next
 * to their fields — the schedule's flags and the title at once, everything after a first attempt — and a
 * draft without problems goes to the outbox, which answers with its state after the first attempt.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { checkDraft, type Problems } from '@/lib/draft/validate';
import { FIELDS, type Field } from '@/lib/draft/fields';
import { t } from '@/lib/i18n/t';
import type { AccountsModel } from './accounts-model';
import type { DraftModel } from './draft-model';
import type { OutboxModel, ShownFailure } from './outbox-model';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { isHeld } from '@/lib/outbox/hold';
import type { ComposerPorts } from './ports';
import { sentenceFor } from '@/lib/errors/sentence';
import type { TwitterModel } from './twitter-model';
import type { QueueModel } from './queue-model';
import type { LinksModel } from './links-model';
import { readOnly } from '@/lib/signals/read-only';
import { describeEntry, describeHeld, sentText } from './outbox-text';
import { sentAnyway } from '@/lib/draft/refusals';

/**
 * Shown as soon as they arise: a person should not learn at the end that the time has passed. (The zone is
 * typed, so it is judged at the send, not after every keystroke.)
 */
const LIVE_FIELDS: Field[] = ['date', 'time', 'title', 'attachments'];

/** How long a success is said before it leaves by itself (the posts list keeps the post). */
const SUCCESS_SHOWN_MS = 10_000;

/** Field order on screen, for "the first problem" to focus. */
const FIELD_ORDER: readonly Field[] = FIELDS;

export interface SendDeps {
  drafts: DraftModel;
  accounts: Pick<AccountsModel, 'selectedTypes'>;
  twitter: TwitterModel;
  outbox: OutboxModel;
  now: ReadonlySignal<number>;
  personZone: () => string;
  /** "Add to queue": a queued draft is checked and sent for the slot shown (queue-model.ts). */
  queue?: Pick<QueueModel, 'resolve' | 'sent'>;
  /** Clean and tagged links: the draft as each network gets it (links-model.ts). */
  links?: Pick<LinksModel, 'forSending' | 'ensure'>;
}

/** A stand-in entry for describing a refusal the way the outbox list does. */
function failedEntry(failure: ShownFailure): OutboxEntry {
  const { content, wentOut: _, ...error } = failure;
  return {
    id: '',
    post: { content, when: { instant: true }, accounts: [] },
    createdAt: 0,
    state: 'failed',
    attempts: 0,
    error,
  };
}

export function createSendModel(ports: Pick<ComposerPorts, 'ask' | 'locale'>, deps: SendDeps) {
  const { drafts, twitter, outbox } = deps;
  const attempted = signal(false);
  const sending = signal(false);
  /** The assertive live region: why nothing was sent. */
  const alert = signal('');
  /** The alert's problems are each written next to their field: it announces them, out of sight. */
  const alertAtFields = signal(false);
  /** The polite live region: what happened to the last post (or posts, customised per network) sent from here. */
  const lastEntryIds = signal<string[]>([]);
  /** The last entry whose success has been said long enough. */
  const successOver = signal<string | null>(null);
  const lastEntries = computed(() =>
    lastEntryIds.value.flatMap((id) => outbox.entries.value.filter((e) => e.id === id)),
  );
  /** The last send as one entry: its first post, or the first still on its way. */
  const lastEntry = computed(() => lastEntries.value.find((e) => e.state !== 'sent') ?? lastEntries.value[0]);
  /** The last send's confirmation counts the networks warned to refuse it (lib/draft/refusals.ts); '' for none. */
  const refusedNote = signal('');
  // A success is a passing notice: it leaves by itself, and a page opened later does not show it again.
  let successTimer: ReturnType<typeof setTimeout> | undefined;
  effect(() => {
    const entry = lastEntry.value;
    if (entry?.state !== 'sent') return;
    const id = entry.id;
    clearTimeout(successTimer);
    successTimer = setTimeout(() => (successOver.value = id), SUCCESS_SHOWN_MS);
  });

  const check = computed(() => {
    const draft = deps.queue ? deps.queue.resolve(drafts.draft.value) : drafts.draft.value;
    return checkDraft(deps.links ? deps.links.forSending(draft) : draft, {
      now: deps.now.value,
      measureTwitter: twitter.measure.value,
      personZone: deps.personZone(),
      locale: ports.locale,
    });
  });

  const problems = computed<Problems>(() => {
    const all = check.value.problems;
    const shown: Problems = attempted.value ? { ...all } : {};
    for (const field of LIVE_FIELDS) if (all[field]) shown[field] = all[field];
    // A refusal by the service stays next to its field until the next send; one that concerns no field is said
    // by the send bar's alert alone (one failure, one message).
    const failure = outbox.failure.value;
    if (failure && failure.field !== 'general' && failure.field !== 'credential') {
      const field: Field = failure.field;
      shown[field] = shown[field] ? `${shown[field]} ${failure.sentence}` : failure.sentence;
    }
    return shown;
  });

  /** The refusal back in the composer, as the alert says it: "Not sent: “…”. <sentence>". */
  const failureAlert = computed(() => {
    const failure = outbox.failure.value;
    if (!failure) return '';
    const text = describeEntry(failedEntry(failure), deps.personZone(), ports.locale).text;
    return failure.wentOut ? `${t('group_went_out', failure.wentOut.join(', '))} ${text}` : text;
  });

  const status = computed(() => {
    const entry = lastEntry.value;
    const undone = outbox.undone.value;
    if (undone === 'too-late') return t('undo_too_late');
    if (!entry) return undone === 'done' ? t('undo_done') : '';
    // A refusal is the alert's (and its field's) to say, not the status line's too.
    if (entry.state === 'failed') return '';
    if (isHeld(entry)) return describeHeld(entry);
    if (entry.state === 'sent' && successOver.value === entry.id) return '';
    const shown = lastEntries.value.filter((e) => e.state !== 'failed');
    const said =
      shown.length > 1 && shown.every((e) => e.state === 'sent')
        ? sentText(shown, deps.personZone(), ports.locale)
        : shown.map((e) => describeEntry(e, deps.personZone(), ports.locale).text).join(' ');
    return refusedNote.value && said ? `${said} ${refusedNote.value}` : said;
  });

  return {
    ...readOnly({ attempted, sending }),
    /** Why nothing was sent: a problem of the draft, or the service's refusal of the post now back here. */
    alert: computed(() => alert.value || failureAlert.value),
    /**
     * The refusal concerns one field and is written next to it: the alert only announces it, out of sight, so it is
     * read out once and seen once.
     */
    alertOutOfSight: computed(() => {
      const field = outbox.failure.value?.field;
      if (alert.value) return alertAtFields.value;
      return field !== undefined && field !== 'general' && field !== 'credential';
    }),
    /** The post just sent, while its success is said ("View" takes the person to it). */
    success: computed(() => {
      const entry = lastEntry.value;
      if (entry?.state !== 'sent' || successOver.value === entry.id) return null;
      return { postId: entry.result?.postId ?? null };
    }),
    /** The last post sent from here, while it waits for a retry after a 5xx (the send bar offers Cancel). */
    retrying: computed(() => {
      const entry = lastEntry.value;
      return entry?.state === 'sending' && entry.retry ? entry : null;
    }),
    /** The last post sent from here (of a group: its first), while it waits for Undo (the send bar counts down and offers Undo). */
    held: computed(() => {
      const entry = lastEntry.value;
      return entry && isHeld(entry) ? entry : null;
    }),
    lastEntryId: computed(() => lastEntry.value?.id ?? lastEntryIds.value[0] ?? null),
    problems,
    warnings: computed(() => check.value.warnings),
    status,
    /** Checks and sends; resolves with the first field to focus when something is wrong. */
    async send(): Promise<Field | null> {
      if (sending.value) return null;
      attempted.value = true;
      alert.value = '';
      alertAtFields.value = false;
      if (hasThreadPlatform(deps.accounts.selectedTypes.value)) await twitter.ensure().catch(() => undefined);
      await deps.links?.ensure();
      const result = check.value;
      if (!result.posts) {
        const first = FIELD_ORDER.find((f) => result.problems[f]) ?? 'general';
        alert.value = t('send_not_sent_problems', FIELD_ORDER.flatMap((f) => result.problems[f] ?? []).join(' '));
        alertAtFields.value = !result.problems.general;
        return first;
      }
      sending.value = true;
      // Warnings do not stop the send (the service decides); the confirmation counts them.
      refusedNote.value = sentAnyway(drafts.draft.value);
      outbox.clearFailure();
      try {
        await drafts.flushed();
        // Named here, so the status line follows the entry while it is sent and retried, before the answer.
        const id = crypto.randomUUID();
        const posts = result.posts;
        lastEntryIds.value = posts.length > 1 ? posts.map((_, i) => `${id}/${i + 1}`) : [id];
        const queued = drafts.draft.value.when?.mode === 'queue';
        const common = { draft: drafts.draft.value, id, ...(queued ? { queue: true } : {}) };
        const entries =
          posts.length > 1
            ? (await ports.ask('outbox.sendGroup', { posts, ...common })).entries
            : [(await ports.ask('outbox.send', { post: posts[0]!, ...common })).entry];
        if (queued) deps.queue?.sent();
        lastEntryIds.value = entries.map((e) => e.id);
        entries.forEach(outbox.put);
        attempted.value = false;
        // A refusal is said once the post is back in the composer (`failureAlert`), next to its field if it has one.
        return null;
      } catch (err) {
        alert.value = t('send_not_sent', sentenceFor(err, { operation: 'createPost' }));
        return 'general';
      } finally {
        sending.value = false;
      }
    },
  };
}
