/**
 * The sentence for a failure that crossed from the background, as the options page shows it
 * (lib/errors/sentence.ts), plus the outbox's own refusal, whose message is written for the person.
 * Loaded on demand: describing errors needs lib/api's error classes and full zod, which the popup's first
 * paint must not carry (design.md §5); by the time an error exists, the messaging chunk has loaded them anyway.
 */
import type { Operation } from '@/lib/service/operations';

export async function sentence(error: unknown, operation: Operation): Promise<string> {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'OutboxBusyError' && typeof message === 'string') return message;
  const { sentenceFor } = await import('@/lib/errors/sentence');
  return sentenceFor(error, { operation });
}
