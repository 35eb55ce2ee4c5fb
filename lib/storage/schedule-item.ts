/** Written by the background (`schedule.save`), read by pages. */
import { defaultPostingSchedule } from '@/lib/settings/posting-schedule';
import type { PostingSchedule } from '@/lib/settings/schema';
import { defineItem } from './item';

export const postingScheduleItem = defineItem<PostingSchedule>('local:postingSchedule', {
  fallback: defaultPostingSchedule,
});
