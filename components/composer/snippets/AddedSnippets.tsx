import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { platformLabel } from '@/lib/service/platforms';
import { menuOf } from './menu-of';

interface AddedSnippetsProps {
  composer: Composer;
}

/**
 * The snippets added to every post for a chosen network, each named under the text with its networks: the preview
 * and the counters include them, and this line says why.
 */
export function AddedSnippets({ composer }: AddedSnippetsProps) {
  const added = menuOf(composer).added.value;
  if (!added.length) return null;
  const networks = new Intl.ListFormat(composer.ports.locale, { type: 'conjunction' });
  return (
    <ul class="added-snippets hint">
      {added.map(({ snippet, types }) => (
        <li key={snippet.id}>{t('snippets_added', snippet.name, networks.format(types.map(platformLabel)))}</li>
      ))}
    </ul>
  );
}
