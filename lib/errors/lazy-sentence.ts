/**
 * The sentence for a failure, for pages that load sentence.ts on demand: the popup's first paint and the
 * chunk right after it (lib/composer/services.ts) must not carry the describing code (docs/design.md §5), and by
 * the time a failure is shown that chunk is cheap to fetch.
 */
import type { Operation } from '../service/operations';
import type { DescribeOptions } from './describe';
import type { StoredFailure } from './sentence';

export async function sentence(error: unknown, operation: Operation): Promise<string> {
  const { sentenceFor } = await import('./sentence');
  return sentenceFor(error, { operation });
}

export async function failureSentenceOf(failure: StoredFailure, options: DescribeOptions): Promise<string> {
  const { failureSentence } = await import('./sentence');
  return failureSentence(failure, options);
}
