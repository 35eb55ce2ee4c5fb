/**
 * The draft's fields a problem can concern, in their order on screen ("the first problem" gets the focus): one list
 * for the draft check (validate.ts), the send bar and the outbox's stored failures (lib/storage/outbox-entry.ts).
 */
export const FIELDS = [
  'accounts',
  'text',
  'replies',
  'title',
  'attachments',
  'date',
  'time',
  'timeZone',
  'general',
] as const;

export type Field = (typeof FIELDS)[number];
