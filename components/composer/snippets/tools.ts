// The composer's snippet tools, one chunk loaded once the person has snippets (later-snippets.ts).
export { AddedSnippets } from './AddedSnippets';
export { SnippetTools } from './SnippetTools';
