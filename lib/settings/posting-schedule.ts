/**
 * The posting schedule behind "Add to queue" (docs/design.md §3.7): weekdays × times in the person's zone, for all
 * accounts and for groups with their own times; a post goes by the first group that holds all its accounts.
 */
import type { PostingSchedule, ScheduleGroup } from './schema';

export type SlotTimes = Pick<PostingSchedule, 'days' | 'times'>;

export const defaultPostingSchedule: PostingSchedule = { days: [1, 2, 3, 4, 5], times: ['09:00', '12:30', '17:00'] };

const tidyTimes = <T extends SlotTimes>(times: T): T => ({
  ...times,
  days: [...new Set(times.days)].sort((a, b) => a - b),
  times: [...new Set(times.times)].sort(),
});

/** Sorted and without repeats, as stored; a group without a name is named by its place. */
export function tidySchedule(schedule: PostingSchedule): PostingSchedule {
  const { groups, ...all } = tidyTimes(schedule);
  if (!groups?.length) return all;
  return { ...all, groups: groups.map((g, i) => tidyTimes({ ...g, name: g.name.trim() || `#${i + 1}` })) };
}

export function groupFor(schedule: PostingSchedule, accountIds: readonly number[]): ScheduleGroup | undefined {
  if (accountIds.length === 0) return undefined;
  return schedule.groups?.find((g) => accountIds.every((id) => g.accounts.some((a) => a.id === id)));
}

/** The times a post for these accounts is queued by; for no accounts (the posts view's queue), the times for all. */
export function timesFor(schedule: PostingSchedule, accountIds: readonly number[]): SlotTimes {
  const group = groupFor(schedule, accountIds);
  return group ? { days: group.days, times: group.times } : { days: schedule.days, times: schedule.times };
}
