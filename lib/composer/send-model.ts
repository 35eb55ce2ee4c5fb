// Sending: the whole draft is checked (lib/draft/validate.ts); the schedule's and the title's problems show at once,
// the rest after a first attempt, so a person does not learn at the end that the time has passed.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { FIELDS, type Field } from '@/lib/draft/fields';
import { sentAnyway } from '@/lib/draft/refusals';
import { checkDraft, type Problems } from '@/lib/draft/validate';
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import { isHeld } from '@/lib/outbox/hold';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { readOnly } from '@/lib/signals/read-only';
import type { AccountsModel } from './accounts-model';
import type { DraftModel } from './draft-model';
import type { OutboxModel } from './outbox-model';
import { describeEntry, describeHeld, failedText, sentText } from './outbox-text';
import type { ComposerPorts } from './ports';
import type { LinksModel } from './links-model';
import type { QueueModel } from './queue-model';
import type { SnippetsModel } from './snippets-model';
import type { TwitterModel } from './twitter-model';

/** Shown as they arise, not after a first attempt: a person should not learn at the end that the time has passed. */
const LIVE_FIELDS: Field[] = ['date', 'time', 'title', 'attachments'];
/** How long a success is said before it leaves by itself (the posts list keeps the post). */
const SUCCESS_SHOWN_MS = 10_000;

export interface SendDeps {
  drafts: DraftModel;
  accounts: Pick<AccountsModel, 'selectedTypes'>;
  twitter: TwitterModel;
  outbox: OutboxModel;
  now: ReadonlySignal<number>;
  personZone: () => string;
  queue: Pick<QueueModel, 'resolve' | 'sent'>;
  snippets?: Pick<SnippetsModel, 'list'>; // those added to every post for a network go out with it
  /** Clean and tagged links: the draft as each network gets it (links-model.ts). */
  links?: Pick<LinksModel, 'forSending' | 'ensure'>;
}

const atField = (field: string | undefined): field is Field =>
  field !== undefined && field !== 'general' && field !== 'credential';

export function createSendModel(ports: Pick<ComposerPorts, 'ask' | 'locale'>, deps: SendDeps) {
  const { drafts, twitter, outbox } = deps;
  const attempted = signal(false);
  const sending = signal(false);
  const alert = signal('');
  /** The alert's problems are each written next to their field: it announces them, out of sight. */
  const alertAtFields = signal(false);
  const lastEntryIds = signal<string[]>([]);
  const successOver = signal<string | null>(null);
  const lastEntries = computed(() =>
    lastEntryIds.value.flatMap((id) => outbox.entries.value.filter((e) => e.id === id)),
  );
  /** The last send as one entry: the first still on its way, else its first post. */
  const lastEntry = computed(() => lastEntries.value.find((e) => e.state !== 'sent') ?? lastEntries.value[0]);
  /** The confirmation counts the networks warned to refuse the post (lib/draft/refusals.ts). */
  const refusedNote = signal('');
  let successTimer: ReturnType<typeof setTimeout> | undefined;
  effect(() => {
    const entry = lastEntry.value;
    if (entry?.state !== 'sent') return;
    clearTimeout(successTimer);
    successTimer = setTimeout(() => (successOver.value = entry.id), SUCCESS_SHOWN_MS);
  });

  const check = computed(() => {
    const draft = deps.queue.resolve(drafts.draft.value);
    return checkDraft(deps.links ? deps.links.forSending(draft) : draft, {
      now: deps.now.value,
      measureTwitter: twitter.measure.value,
      personZone: deps.personZone(),
      locale: ports.locale,
      snippets: deps.snippets?.list.value,
    });
  });

  const problems = computed<Problems>(() => {
    const all = check.value.problems;
    const shown: Problems = attempted.value ? { ...all } : {};
    for (const field of LIVE_FIELDS) if (all[field]) shown[field] = all[field];
    // The service's refusal stays next to its field until the next send; one of no field is the alert's alone.
    const failure = outbox.failure.value;
    if (failure && atField(failure.field)) {
      const field = failure.field;
      shown[field] = shown[field] ? `${shown[field]} ${failure.sentence}` : failure.sentence;
    }
    return shown;
  });

  const failureAlert = computed(() => {
    const failure = outbox.failure.value;
    if (!failure) return '';
    const text = failedText(failure.content, failure.sentence);
    return failure.wentOut ? `${t('group_went_out', failure.wentOut.join(', '))} ${text}` : text;
  });

  const status = computed(() => {
    const entry = lastEntry.value;
    const undone = outbox.undone.value;
    if (undone === 'too-late') return t('undo_too_late');
    if (!entry) return undone === 'done' ? t('undo_done') : '';
    if (entry.state === 'failed') return ''; // the alert's (and its field's) to say
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
    alert: computed(() => alert.value || failureAlert.value),
    /** The refusal is written next to its field: the alert only announces it, so it is read out once and seen once. */
    alertOutOfSight: computed(() => (alert.value ? alertAtFields.value : atField(outbox.failure.value?.field))),
    success: computed(() => {
      const entry = lastEntry.value;
      if (entry?.state !== 'sent' || successOver.value === entry.id) return null;
      return { postId: entry.result?.postId ?? null };
    }),
    retrying: computed(() => (lastEntry.value?.state === 'sending' && lastEntry.value.retry ? lastEntry.value : null)),
    held: computed(() => (lastEntry.value && isHeld(lastEntry.value) ? lastEntry.value : null)),
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
        alert.value = t('send_not_sent_problems', FIELDS.flatMap((f) => result.problems[f] ?? []).join(' '));
        alertAtFields.value = !result.problems.general;
        return FIELDS.find((f) => result.problems[f]) ?? 'general';
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
        const toQueue = drafts.draft.value.when?.mode === 'queue';
        const common = { draft: drafts.draft.value, id, ...(toQueue ? { queue: true } : {}) };
        const entries =
          posts.length > 1
            ? (await ports.ask('outbox.sendGroup', { posts, ...common })).entries
            : [(await ports.ask('outbox.send', { post: posts[0]!, ...common })).entry];
        if (toQueue) deps.queue.sent();
        lastEntryIds.value = entries.map((e) => e.id);
        entries.forEach(outbox.put);
        attempted.value = false;
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
