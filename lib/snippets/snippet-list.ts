/** The person's list of snippets as the composer runs it, without the schema: its order, a snippet's networks. */
import type { Snippet } from './snippet';

export const forNetwork = (snippet: Snippet, network: string): boolean =>
  snippet.networks === 'all' || snippet.networks.includes(network);

export const byOrder = (snippets: readonly Snippet[]): Snippet[] => [...snippets].sort((a, b) => a.order - b.order);
