import type { PrefillModel } from '@/lib/composer/prefill-model';
import type { PrefillImage } from '@/lib/storage/prefill';
import { t } from '@/lib/i18n/t';

interface ImageQuestionProps {
  prefill: PrefillModel;
  image: PrefillImage;
}

const hostOf = (pattern: string) => pattern.replace(/^\w+:\/\/|\/\*$/g, '');

/** Whether the image waits for the person's word: its local address, or its host's permission. */
export const asksPerson = (image: PrefillImage | undefined): image is PrefillImage =>
  (image?.state === 'needs-confirm' && !!image.address) || (image?.state === 'needs-permission' && !!image.origin);

/** A fetched image's question: fetch from this local address? allow this host? (lib/prefill/local-address.ts) */
export function ImageQuestion({ prefill, image }: ImageQuestionProps) {
  if (image.state === 'needs-confirm' && image.address)
    return (
      <>
        <p>{t('prefill_local_question', image.address)}</p>
        <p class="hint">{t('prefill_local_why')}</p>
        <button type="button" onClick={() => void prefill.confirmFetch()}>
          {t('prefill_fetch_it')}
        </button>{' '}
        <button type="button" onClick={prefill.keep}>
          {t('prefill_not_now')}
        </button>
      </>
    );
  if (image.state === 'needs-permission' && image.origin)
    return (
      <>
        <p>{t('prefill_permission', hostOf(image.origin))}</p>
        <button type="button" onClick={() => void prefill.allow()}>
          {t('prefill_allow', hostOf(image.origin))}
        </button>{' '}
        <button type="button" onClick={prefill.keep}>
          {t('prefill_not_now')}
        </button>
      </>
    );
  return null;
}
