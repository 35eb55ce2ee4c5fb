import type { LinksModel } from '@/lib/composer/links-model';
import { t } from '@/lib/i18n/t';

interface LinkCleanupProps {
  links: Pick<LinksModel, 'toClean' | 'clean'>;
}

/**
 * The links the person wrote that carry tracking parameters: each stays exactly as written unless they choose
 * "Clean this link" beside it (lib/links/sent-links.ts).
 */
export function LinkCleanup({ links }: LinkCleanupProps) {
  const urls = links.toClean.value;
  if (urls.length === 0) return null;
  return (
    <ul class="link-cleanup">
      {urls.map((url, i) => (
        <li key={url} class="row">
          <span class="hint" id={`qp-tracked-${i}`} title={url}>
            {t('links_tracked_note', new URL(url).hostname.replace(/^www\./, ''))}
          </span>
          <button type="button" class="small" aria-describedby={`qp-tracked-${i}`} onClick={() => links.clean(url)}>
            {t('links_clean_one')}
          </button>
        </li>
      ))}
    </ul>
  );
}
