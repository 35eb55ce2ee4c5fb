/**
 * The posting schedule (lib/settings/posting-schedule.ts) in its own item: no secret, so pages read it themselves
 * (the composer's "Add to queue", the posts view's queue); the background writes it (`schedule.save`) and reads it
 * when it places a queued post. zod/mini only: the popup carries this file.
 */
import { PostingSchedule, defaultPostingSchedule } from '@/lib/settings/posting-schedule';
import { defineParsedItem } from './parsed-item';

export const postingScheduleItem = defineParsedItem('local:postingSchedule', {
  schema: PostingSchedule,
  fallback: defaultPostingSchedule,
});
