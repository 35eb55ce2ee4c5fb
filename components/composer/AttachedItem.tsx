import { MediaThumb } from './MediaThumb';
import type { DraftAttachment } from '@/lib/draft/draft';
import { t } from '@/lib/i18n/t';

interface AttachedItemProps {
  attachment: DraftAttachment;
  onRemove: () => void;
}

/** The name a person knows a media item by: a video's title, else its id. */
export const mediaName = (m: { media_id: string; title?: string | null | undefined }) => m.title || m.media_id;

/** One attached item, with a thumbnail and a button to take it off the post. */
export function AttachedItem({ attachment, onRemove }: AttachedItemProps) {
  const name = mediaName(attachment);
  const pending = attachment.type === 'video' && attachment.status === 'pending';
  return (
    <li class="attached">
      <MediaThumb item={attachment} size={48} />
      <span class="name">{name}</span>
      {pending && <span class="hint"> {t('media_still_processing')}</span>}
      <button type="button" onClick={onRemove}>
        {t('media_remove', name)}
      </button>
    </li>
  );
}
