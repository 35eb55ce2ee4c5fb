import { later } from '../../ui/later';

// The snippet tools: a feature of their own, loaded the first time the composer has snippets to offer.
const tools = () => import('./tools');

export const AddedSnippets = later(() => tools().then((m) => m.AddedSnippets));
export const SnippetTools = later(() => tools().then((m) => m.SnippetTools));
