// The ideas feature loads when first used — the Ideas view, or "Save as idea" — from this one place, so the popup's
// first load carries only the button and the tab.
import type { Composer } from '@/lib/composer/composer';
import { later } from '../ui/later';

let loaded = false;
const load = () => import('./ideas-feature').then((m) => ((loaded = true), m));

/** Whether the feature is in: its notices then show in the composer too (after "Open in composer"). */
export const ideasLoaded = () => loaded;

export const IdeasView = later(() => load().then((m) => m.IdeasView));
export const IdeaNotice = later(() => load().then((m) => m.IdeaNotice));
export const saveAsIdea = (composer: Composer) => load().then((m) => m.ideasOf(composer).saveDraft());
