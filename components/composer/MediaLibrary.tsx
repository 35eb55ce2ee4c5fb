import type { Media, MediaFilter, MediaModel } from '@/lib/composer/media-model';
import { t } from '@/lib/i18n/t';
import { MediaThumb, mediaName } from './MediaThumb';

/** The media library: filter by type, pages, thumbnails (docs/design.md §3.2). */
export function MediaLibrary({ media }: { media: MediaModel }) {
  const items = media.items.value;
  return (
    <section id="qp-library" class="library" aria-label={t('library_label')}>
      <div class="row">
        <label for="qp-media-filter">{t('library_show')}</label>
        <select
          id="qp-media-filter"
          value={media.filter.value}
          onChange={(e) => media.setFilter(e.currentTarget.value as MediaFilter)}
        >
          <option value="all">{t('library_all')}</option>
          <option value="image">{t('library_images')}</option>
          <option value="video">{t('library_videos')}</option>
        </select>
        <button type="button" onClick={() => void media.load(true)} disabled={media.loading.value}>
          {t('library_refresh')}
        </button>
      </div>
      {media.loading.value && <p class="hint">{t('library_loading')}</p>}
      {media.error.value && (
        <p class="error" role="alert">
          {media.error.value}
        </p>
      )}
      {!media.loading.value && !media.error.value && items.length === 0 && <p class="hint">{t('library_empty')}</p>}
      <ul class="tiles">
        {items.map((item) => (
          <MediaTile key={item.media_id} item={item} media={media} />
        ))}
      </ul>
      <nav class="row" aria-label={t('library_pages')}>
        <button
          type="button"
          disabled={media.page.value <= 1 || media.loading.value}
          onClick={() => media.goTo(media.page.value - 1)}
        >
          {t('library_previous')}
        </button>
        <span>{t('library_page', media.page.value)}</span>
        <button
          type="button"
          disabled={!media.hasNext.value || media.loading.value}
          onClick={() => media.goTo(media.page.value + 1)}
        >
          {t('library_next')}
        </button>
      </nav>
    </section>
  );
}

/** One item: short words on the tile, the full names for assistive technology; Delete asks first. */
function MediaTile({ item, media }: { item: Media; media: MediaModel }) {
  const name = mediaName(item);
  const verdict = media.verdict(item);
  const reasonId = `qp-media-${item.media_id}-reason`;
  const failed = media.deleteError.value?.id === item.media_id ? media.deleteError.value.sentence : '';
  return (
    <li class="tile">
      <MediaThumb item={item} size={72} />
      <span class="name">{name}</span>
      <span class="hint">
        {item.type === 'video' ? t('media_kind_video') : t('media_kind_image')}
        {item.status && item.status !== 'processed' ? ` · ${item.status}` : ''}
      </span>
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
      {media.confirming.value === item.media_id ? (
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
