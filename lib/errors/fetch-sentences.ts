/**
 * Failures of the addresses a web page gave, in the person's language when a page shows them: the background stores
 * or answers with them as data (fetch-failures.ts; an upload's error as the error itself).
 */
import { t, uiLocale } from '../i18n/t';
import type { ImageFailure, PageFailure } from './fetch-failures';
import { saveInstead } from './save-instead';
import { sentenceFor } from './sentence';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(uiLocale(), { style: 'unit', unit: 'megabyte' }).format(Math.round(bytes / (1024 * 1024)));

/** What went wrong in an image's fetch, without the advice; '' for the failures that have words of their own. */
function imageFetchSentence({ why, host = '', status = 0, maxBytes = 0, protocol = '' }: ImageFailure): string {
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

/** "Post this image" failed: in its fetch (`failure`) or its upload (`error`), with what the person can do instead. */
export function failedImageText({ error, failure }: { error?: unknown; failure?: ImageFailure | undefined }): string {
  if (error) return t('image_upload_failed', sentenceFor(error, { operation: 'uploadMedia' }), saveInstead());
  if (failure?.why === 'gone') return t('prefill_image_gone', saveInstead());
  const said = failure && imageFetchSentence(failure);
  return said ? `${said} ${saveInstead()}` : t('prefill_image_error', saveInstead());
}

/** Why "Load preview" found no page. */
export function pageFailureText({ why, host = '', address = '', status = 0 }: PageFailure): string {
  switch (why) {
    case 'bad-address':
      return t('link_card_bad_address');
    case 'no-answer':
      return t('link_card_no_answer', host);
    case 'not-html':
      return t('link_card_not_html', host);
    case 'local':
      return t('link_card_local', address);
    case 'redirect':
      return t('link_card_redirect', host);
    case 'refused':
      return t('link_card_refused', host, status);
    case 'not-allowed':
      return t('link_card_not_allowed', host);
  }
}
