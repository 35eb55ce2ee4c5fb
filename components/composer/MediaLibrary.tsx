import type { MediaFilter, MediaModel } from '@/lib/composer/media-model';
import { t } from '@/lib/i18n/t';
import { MediaTile } from './MediaTile';

interface MediaLibraryProps {
  media: MediaModel;
}

/** The media library: filter by type, pages, thumbnails (docs/design.md §3.2). */
export function MediaLibrary({ media }: MediaLibraryProps) {
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
