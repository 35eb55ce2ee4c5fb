import type { Composer } from '@/lib/composer/composer';
import { InsertSnippet } from './InsertSnippet';
import { SnippetTrigger } from './SnippetTrigger';

interface SnippetToolsProps {
  composer: Composer;
}

/** "Insert snippet" among the tools, and the `;` trigger of every text box: drawn, and listening, together. */
export function SnippetTools({ composer }: SnippetToolsProps) {
  return (
    <>
      <InsertSnippet composer={composer} />
      <SnippetTrigger composer={composer} />
    </>
  );
}
