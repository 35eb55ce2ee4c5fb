// A permanent Create Post failure as the composer keeps it: the error as data and the field it concerns — a 400 names
// the failing field, and a 403 with attachments means one is not the caller's (Create Post rule 1).
import { isApiHttpError } from '@/lib/errors/service';
import { serializeError } from '@/lib/errors/data';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import type { FailureField, OutboxFailure } from '../storage/outbox-entry';

/** Request fields as the service names them → the composer's fields (whole words: `time` never matches `timezone`). */
const FIELD_NAMES: [RegExp, FailureField][] = [
  [/\btimezone\b/i, 'timeZone'],
  [/\b(attachments|image_ids|video_ids)\b/i, 'attachments'],
  [/\baccounts?\b/i, 'accounts'],
  [/\breplies\b/i, 'replies'],
  [/\btitle\b/i, 'title'],
  [/\bcontent\b(?!-)/i, 'text'], // not "Content-Type"
  [/\bdate\b/i, 'date'],
  [/\btime\b/i, 'time'],
];

/** The field a service message names first, else 'general'. */
function fieldNamedIn(message: string): FailureField {
  let best: { at: number; field: FailureField } | undefined;
  for (const [pattern, field] of FIELD_NAMES) {
    const at = message.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, field };
  }
  return best?.field ?? 'general';
}

function fieldOf(err: unknown): FailureField {
  if (!isApiHttpError(err)) return 'general';
  if (err.status === 400) return fieldNamedIn(err.serviceMessage);
  if (err.status === 401) return 'credential';
  if (err.status === 403) return (err.context?.attachments ?? 0) > 0 ? 'attachments' : 'credential';
  return 'general';
}

export function failureOf(err: unknown): OutboxFailure {
  const status = isApiHttpError(err) ? err.status : undefined;
  return {
    error: serializeError(err),
    // Quickpost's own errors (not connected, no host permission) concern the connection.
    field: isQuickpostError(err) ? 'credential' : fieldOf(err),
    ...(status === undefined ? {} : { status }),
  };
}
