/**
 * What a page says about one of the background runner's uploads (`session:uploads`, lib/uploads/upload-list.ts): the
 * runner stores how each ended as data, and the page words it here, in the person's language, when it shows it.
 * Loaded with the first upload that ended with something to say.
 */
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import type { RunUpload } from '@/lib/storage/uploads-item';
import type { Upload } from './upload-run';

async function messageOf({ state, name, ending }: RunUpload): Promise<string | undefined> {
  if (state === 'cancelled') return t('upload_cancelled');
  switch (ending?.kind) {
    case 'error':
      return sentenceFor(ending.error, { operation: 'uploadMedia' });
    case 'lost':
      return t('upload_handover_gone');
    case 'stopped':
      return t('upload_stopped', name);
    case 'video-pending':
      return `${t('upload_attached')} ${t('upload_video_pending')}`;
    case 'not-attached': {
      const why =
        ending.has === 'image'
          ? t('media_has_images')
          : ending.has === 'video'
            ? t('media_has_video')
            : t('upload_kind_unknown');
      return t('upload_not_attached', why);
    }
    default:
      return undefined;
  }
}

/** The runner's upload as the page lists it: its ending worded. */
export async function wordedRun(run: RunUpload): Promise<Upload> {
  const { ending: _, ...upload } = run;
  const message = await messageOf(run);
  return message === undefined ? upload : { ...upload, message };
}
