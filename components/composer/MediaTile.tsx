import { MediaThumb } from './MediaThumb';
import type { Media, MediaModel } from '@/lib/composer/media-model';
import { t } from '@/lib/i18n/t';
import { mediaName } from './AttachedItem';

interface MediaTileProps {
  item: Media;
  media: MediaModel;
}

/** One library item: thumbnail, Attach (or why not), and Delete from the library with a confirmation. */
export function MediaTile({ item, media }: MediaTileProps) {
  const name = mediaName(item);
  const verdict = media.verdict(item);
  const reasonId = `qp-media-${item.media_id}-reason`;
  const failed = media.deleteError.value?.id === item.media_id ? media.deleteError.value.sentence : '';
  const confirming = media.confirming.value === item.media_id;
  return (
    <li class="tile">
      <MediaThumb item={item} size={72} />
      <span class="name">{name}</span>
      <span class="hint">
        {item.type === 'video' ? t('media_kind_video') : t('media_kind_image')}
        {item.status && item.status !== 'processed' ? ` · ${item.status}` : ''}
      </span>
      {/* Short words on the tile, the full names for assistive technology (the visible word is part of the name). */}
      <button
        type="button"
        class="small"
        disabled={!verdict.ok}
        aria-label={t('media_attach', name)}
        aria-describedby={verdict.ok ? undefined : reasonId}
        onClick={() => media.attach(item)}
      >
        {t('media_attach_short')}
      </button>
      {!verdict.ok && (
        <p id={reasonId} class="hint">
          {verdict.reason}
        </p>
      )}
      {confirming ? (
        <div class="row" role="group" aria-label={t('media_delete_confirm', name)}>
          <button type="button" class="danger" onClick={() => void media.remove(item)}>
            {t('media_delete_yes', name)}
          </button>
          <button type="button" onClick={() => media.cancelDelete()}>
            {t('media_keep')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          class="quiet small"
          aria-label={t('media_delete', name)}
          onClick={() => media.confirmDelete(item.media_id)}
        >
          {t('media_delete_short')}
        </button>
      )}
      {failed && (
        <p class="error" role="alert">
          {failed}
        </p>
      )}
    </li>
  );
}
