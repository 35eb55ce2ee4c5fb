/**
 * The posting schedule behind "Add to queue" (docs/design.md §3.7): weekdays × times of day, in the person's zone.
 * One schedule for all accounts (per account group is not built yet). zod/mini: the composer and the options
 * page read it.
 */
import { z } from 'zod/mini';

/** 24-hour `HH:mm`, as Create Post's `time` takes it. */
const Time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const PostingSchedule = z.object({
  /** ISO weekdays: 1 is Monday, 7 is Sunday. */
  days: z.array(z.number().check(z.int(), z.minimum(1), z.maximum(7))),
  times: z.array(Time),
});
export type PostingSchedule = z.infer<typeof PostingSchedule>;

/** Monday to Friday at 09:00, 12:30 and 17:00 (issue 17). */
export const defaultPostingSchedule: PostingSchedule = { days: [1, 2, 3, 4, 5], times: ['09:00', '12:30', '17:00'] };

/** Sorted and without repeats, as it is stored (the options page may add a day or a time twice). */
export function tidySchedule(schedule: PostingSchedule): PostingSchedule {
  return {
    days: [...new Set(schedule.days)].sort((a, b) => a - b),
    times: [...new Set(schedule.times)].sort(),
  };
}
