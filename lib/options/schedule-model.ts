/** The posting schedule's editor, for all accounts or a group, with its own Save: the form does not send it. */
import { computed, signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import type { Ask } from '@/lib/messaging/protocol';
import type { AccountRef } from '@/lib/service/post';
import { defaultPostingSchedule, tidySchedule, type SlotTimes } from '@/lib/settings/posting-schedule';
import type { PostingSchedule, ScheduleGroup } from '@/lib/settings/schema';
import { readOnly } from '@/lib/signals/read-only';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The schedule for all accounts, or a group's (its place in `groups`). */
export type ScheduleTarget = 'all' | number;

/** Monday (1) to Sunday (7) in the person's language: 1 January 2024 was a Monday. */
export const weekdayName = (day: number, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

const tidy = (times: SlotTimes): SlotTimes => ({
  days: [...new Set(times.days)].sort((a, b) => a - b),
  times: [...new Set(times.times)].sort(),
});

export function createScheduleModel(deps: { ask: Ask; stored: { get(): Promise<PostingSchedule> } }) {
  const schedule = signal<PostingSchedule>(defaultPostingSchedule);
  const target = signal<ScheduleTarget>('all');
  const newTime = signal('');
  const status = signal('');
  const error = signal('');

  const groups = computed(() => schedule.value.groups ?? []);
  const group = computed(() => (target.value === 'all' ? undefined : groups.value[target.value]));
  const shown = computed<SlotTimes>(() => group.value ?? schedule.value);

  /** Kept as typed (a group's name with its spaces) until it is saved. */
  const change = (next: PostingSchedule) => {
    schedule.value = next;
    status.value = '';
  };
  const changeGroup = (edit: (g: ScheduleGroup) => ScheduleGroup) => {
    const at = target.value;
    if (at !== 'all') change({ ...schedule.value, groups: groups.value.map((g, i) => (i === at ? edit(g) : g)) });
  };
  /** The days or times of the schedule shown, sorted at once. */
  const changeShown = (edit: (times: SlotTimes) => SlotTimes) =>
    target.value === 'all'
      ? change({ ...schedule.value, ...tidy(edit(schedule.value)) })
      : changeGroup((g) => ({ ...g, ...tidy(edit(g)) }));

  return {
    target: computed(() => target.value),
    groups,
    group,
    days: computed(() => shown.value.days),
    times: computed(() => shown.value.times),
    ...readOnly({ newTime, status, error }),
    async load(): Promise<void> {
      schedule.value = await deps.stored.get().catch(() => defaultPostingSchedule);
    },
    choose(next: ScheduleTarget): void {
      target.value = next === 'all' || groups.value[next] ? next : 'all';
      newTime.value = '';
      error.value = '';
    },
    addGroup(): void {
      const name = t('schedule_group_new_name', String(groups.value.length + 1));
      const { days, times } = schedule.value;
      change({ ...schedule.value, groups: [...groups.value, { name, accounts: [], days, times }] });
      target.value = groups.value.length - 1;
    },
    removeGroup(): void {
      const at = target.value;
      if (at === 'all') return;
      change({ ...schedule.value, groups: groups.value.filter((_, i) => i !== at) });
      target.value = 'all';
    },
    renameGroup: (name: string) => changeGroup((g) => ({ ...g, name })),
    setGroupAccount(account: AccountRef, on: boolean): void {
      changeGroup((g) => {
        const others = g.accounts.filter((a) => a.id !== account.id || a.type !== account.type);
        return { ...g, accounts: on ? [...others, { id: account.id, type: account.type }] : others };
      });
    },
    setDay: (day: number, on: boolean) =>
      changeShown((s) => ({ ...s, days: on ? [...s.days, day] : s.days.filter((d) => d !== day) })),
    editNewTime(value: string): void {
      newTime.value = value;
      error.value = '';
    },
    addTime(): void {
      const time = newTime.value.trim();
      if (!TIME.test(time)) return void (error.value = t('when_bad_time'));
      changeShown((s) => ({ ...s, times: [...s.times, time] }));
      newTime.value = '';
    },
    removeTime: (time: string) => changeShown((s) => ({ ...s, times: s.times.filter((x) => x !== time) })),
    async save(): Promise<void> {
      error.value = '';
      const empty = groups.value.findIndex((g) => g.accounts.length === 0);
      if (empty !== -1) {
        target.value = empty;
        error.value = t('schedule_group_no_accounts', groups.value[empty]!.name.trim() || `#${empty + 1}`);
        return;
      }
      try {
        schedule.value = (await deps.ask('schedule.save', { schedule: tidySchedule(schedule.value) })).schedule;
        status.value = t('schedule_saved');
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'listAccounts' }); // no service operation: as the options' own save
      }
    },
  };
}

export type ScheduleModel = ReturnType<typeof createScheduleModel>;
