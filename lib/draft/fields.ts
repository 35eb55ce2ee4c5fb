/** The draft's fields a problem can concern, in their order on screen: the first problem gets the focus. */
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
