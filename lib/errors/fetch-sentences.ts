/**
 * Failures of the addresses a web page gave, in the person's language when a page shows them: the background stores
 * or answers with them as data (fetch-failures.ts; an upload's error as the error itself).
 */
import { t, uiLocale, type MessageKey } from '../i18n/t';
import type { ImageFailure, PageFailure } from './fetch-failures';
import { saveInstead } from './save-instead';
import { sentenceFor } from './sentence';

/** Each image failure's sentence, without the advice; '' for the two that have words of their own. */
const IMAGE: Record<ImageFailure['why'], MessageKey | ''> = {
  'bad-address': 'image_bad_address',
  blob: 'image_blob',
  'too-big': 'image_too_big',
  'bad-protocol': 'image_bad_protocol',
  redirect: 'image_redirect_refused',
  'no-answer': 'image_no_answer',
  unreadable: 'image_unreadable',
  refused: 'image_refused',
  'not-image': 'image_not_image',
  broken: 'image_broken',
  gone: '',
  error: '',
};

const PAGE: Record<PageFailure['why'], MessageKey> = {
  'bad-address': 'link_card_bad_address',
  'no-answer': 'link_card_no_answer',
  'not-html': 'link_card_not_html',
  local: 'link_card_local',
  redirect: 'link_card_redirect',
  refused: 'link_card_refused',
  'not-allowed': 'link_card_not_allowed',
};

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(uiLocale(), { style: 'unit', unit: 'megabyte' }).format(Math.round(bytes / (1024 * 1024)));

/**
 * A failure's substitutions, in the order every one of these sentences names them: what (a size, a scheme, an address
 * or a host), then the status.
 */
function argsOf(failure: ImageFailure | PageFailure): Array<string | number> {
  const { maxBytes, protocol, address, host, status } = failure as Partial<ImageFailure & PageFailure>;
  const what = maxBytes === undefined ? (protocol ?? address ?? host) : megabytes(maxBytes);
  return [what, status].filter((arg) => arg !== undefined);
}

/** "Post this image" failed: in its fetch (`failure`) or its upload (`error`), with what the person can do instead. */
export function failedImageText({ error, failure }: { error?: unknown; failure?: ImageFailure | undefined }): string {
  if (error) return t('image_upload_failed', sentenceFor(error, { operation: 'uploadMedia' }), saveInstead());
  if (failure?.why === 'gone') return t('prefill_image_gone', saveInstead());
  const key = failure && IMAGE[failure.why];
  return key ? `${t(key, ...argsOf(failure))} ${saveInstead()}` : t('prefill_image_error', saveInstead());
}

/** Why "Load preview" found no page. */
export const pageFailureText = (failure: PageFailure): string => t(PAGE[failure.why], ...argsOf(failure));
