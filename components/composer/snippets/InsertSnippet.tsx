import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../../ui/Icon';
import { menuOf } from './menu-of';

/** Braces: a piece of text kept to be put in. */
const BRACES = 'M8 4H7a2 2 0 0 0-2 2v4l-2 2 2 2v4a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v4l2 2-2 2v4a2 2 0 0 1-2 2h-1';

interface InsertSnippetProps {
  composer: Composer;
}

/** "Insert snippet" among the composer's tools: the list for the text box used last, with a search box of its own. */
export function InsertSnippet({ composer }: InsertSnippetProps) {
  const menu = menuOf(composer);
  const open = menu.menu.value?.via === 'tool';
  return (
    <button
      type="button"
      id="qp-insert-snippet"
      class={`quiet${open ? ' on' : ''}`}
      aria-expanded={open ? 'true' : 'false'}
      onClick={() => (open ? menu.close() : menu.openTool())}
    >
      <Glyph name="snippet" d={BRACES} />
      {t('snippets_insert')}
    </button>
  );
}
