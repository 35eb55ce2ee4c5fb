/**
 * Why the image of "Post this image" failed, as the composer says it: the background stores an upload's error as
 * data (lib/prefill/image-prefill.ts), worded here in the person's language when it is shown.
 */
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import type { PrefillImage } from '@/lib/prefill/item';
import { saveInstead } from '@/lib/prefill/save-instead';

export function failedImageText({ error, message }: Pick<PrefillImage, 'error' | 'message'>): string {
  if (error) return t('image_upload_failed', sentenceFor(error, { operation: 'uploadMedia' }), saveInstead());
  return message ?? t('prefill_image_error', saveInstead());
}
