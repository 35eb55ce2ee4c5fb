/**
 * The posting schedule on the options page (docs/design.md §3.7): weekdays × times, in the person's zone, one
 * schedule for all accounts. Read from storage by the page, saved through the background (`schedule.save`), with
 * its own Save: it is not one of the settings the main form sends.
 */
import { computed, signal } from '@preact/signals';
import { t } from '@/lib/i18n/t';
import type { AnswerData, RequestData, RequestType } from '@/lib/messaging/protocol';
import { defaultPostingSchedule, tidySchedule, type PostingSchedule } from '@/lib/settings/posting-schedule';
import { sentenceFor } from '../errors/sentence';

export interface ScheduleDeps {
  request<T extends RequestType>(type: T, data: RequestData<T>): Promise<AnswerData<T>>;
  stored: { get(): Promise<PostingSchedule> };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Monday (1) to Sunday (7) in the person's language: 1 January 2024 was a Monday. */
export function weekdayName(day: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

export function createScheduleModel(deps: ScheduleDeps) {
  const schedule = signal<PostingSchedule>(defaultPostingSchedule);
  const newTime = signal('');
  const status = signal('');
  const error = signal('');

  const change = (next: PostingSchedule) => {
    schedule.value = tidySchedule(next);
    status.value = '';
  };

  return {
    days: computed(() => schedule.value.days),
    times: computed(() => schedule.value.times),
    newTime: computed(() => newTime.value),
    status: computed(() => status.value),
    error: computed(() => error.value),
    async load(): Promise<void> {
      schedule.value = await deps.stored.get().catch(() => defaultPostingSchedule);
    },
    setDay(day: number, on: boolean): void {
      const days = schedule.value.days.filter((d) => d !== day);
      change({ ...schedule.value, days: on ? [...days, day] : days });
    },
    editNewTime(value: string): void {
      newTime.value = value;
      error.value = '';
    },
    addTime(): void {
      const time = newTime.value.trim();
      if (!TIME.test(time)) {
        error.value = t('when_bad_time');
        return;
      }
      change({ ...schedule.value, times: [...schedule.value.times, time] });
      newTime.value = '';
    },
    removeTime(time: string): void {
      change({ ...schedule.value, times: schedule.value.times.filter((x) => x !== time) });
    },
    async save(): Promise<void> {
      error.value = '';
      try {
        schedule.value = (await deps.request('schedule.save', { schedule: schedule.value })).schedule;
        status.value = t('schedule_saved');
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'listAccounts' }); // as the options model's own save: no service operation
      }
    },
  };
}

export type ScheduleModel = ReturnType<typeof createScheduleModel>;
