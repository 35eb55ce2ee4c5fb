/**
 * Why the image of "Post this image" failed, as the composer says it: the background stores what happened as data
 * (lib/prefill/image-prefill.ts: the fetch's `failure`, an upload's `error`), worded here in the person's language
 * when it is shown, with what they can do instead.
 */
import { sentenceFor } from '@/lib/errors/sentence';
import { t, uiLocale } from '@/lib/i18n/t';
import type { ImageFailure } from '@/lib/prefill/image-failure';
import type { PrefillImage } from '@/lib/prefill/item';
import { saveInstead } from '@/lib/prefill/save-instead';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(uiLocale(), { style: 'unit', unit: 'megabyte' }).format(Math.round(bytes / (1024 * 1024)));

/** What went wrong in the fetch, without the advice. */
function fetchSentence({ why, host = '', status = 0, maxBytes = 0, protocol = '' }: ImageFailure): string {
  switch (why) {
    case 'bad-address':
      return t('image_bad_address');
    case 'blob':
      return t('image_blob');
    case 'too-big':
      return t('image_too_big', megabytes(maxBytes));
    case 'bad-protocol':
      return t('image_bad_protocol', protocol);
    case 'redirect':
      return t('image_redirect_refused', host);
    case 'no-answer':
      return t('image_no_answer', host);
    case 'unreadable':
      return t('image_unreadable');
    case 'refused':
      return t('image_refused', host, status);
    case 'not-image':
      return t('image_not_image');
    case 'broken':
      return t('image_broken', host);
    case 'gone':
    case 'error':
      return '';
  }
}

export function failedImageText({ error, failure }: Pick<PrefillImage, 'error' | 'failure'>): string {
  if (error) return t('image_upload_failed', sentenceFor(error, { operation: 'uploadMedia' }), saveInstead());
  if (failure?.why === 'gone') return t('prefill_image_gone', saveInstead());
  const said = failure && fetchSentence(failure);
  return said ? `${said} ${saveInstead()}` : t('prefill_image_error', saveInstead());
}
