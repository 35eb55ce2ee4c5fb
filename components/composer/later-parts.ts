/**
 * The composer's parts that a first screen does not show, each loaded as a chunk of its own (components/ui/later.ts)
 * — fetched right after the composer's first render (`preloadLaterParts`), so they are there before a person asks
 * for them, without weighing on the popup's first usable paint (docs/design.md §5 size bar).
 */
import { later } from '../ui/later';

export const ThreadEditor = later(() => import('./ThreadEditor').then((m) => m.ThreadEditor));
export const TitleField = later(() => import('./TitleField').then((m) => m.TitleField));
export const QueueSlot = later(() => import('./QueueSlot').then((m) => m.QueueSlot));
export const AttachedItem = later(() => import('./AttachedItem').then((m) => m.AttachedItem));

export function preloadLaterParts(): void {
  for (const part of [ThreadEditor, TitleField, QueueSlot, AttachedItem]) void part.load().catch(() => undefined);
  void import('./later-styles').then(
    (m) => m.applyLaterStyles(),
    () => undefined,
  ); // the media panel's and the drop's look
}
