import type { MediaFilter, MediaModel } from '@/lib/composer/media-model';
import { MediaTile } from './MediaTile';

interface MediaLibraryProps {
  media: MediaModel;
}

/** The media library: filter by type, pages, thumbnails (design.md §3.2). */
export function MediaLibrary({ media }: MediaLibraryProps) {
  const items = media.items.value;
  return (
    <section id="qp-library" class="library" aria-label="Media library">
      <div class="row">
        <label for="qp-media-filter">Show</label>
        <select id="qp-media-filter" value={media.filter.value} onChange={(e) => media.setFilter(e.currentTarget.value as MediaFilter)}>
          <option value="all">Images and videos</option>
          <option value="image">Images</option>
          <option value="video">Videos</option>
        </select>
        <button type="button" onClick={() => void media.load(true)} disabled={media.loading.value}>
          Refresh library
        </button>
      </div>
      {media.loading.value && <p class="hint">Loading the library…</p>}
      {media.error.value && <p class="error">{media.error.value}</p>}
      {!media.loading.value && !media.error.value && items.length === 0 && <p class="hint">Nothing here yet: upload a file from your computer.</p>}
      <ul class="tiles">
        {items.map((item) => (
          <MediaTile key={item.media_id} item={item} media={media} />
        ))}
      </ul>
      <nav class="row" aria-label="Library pages">
        <button type="button" disabled={media.page.value <= 1 || media.loading.value} onClick={() => media.goTo(media.page.value - 1)}>
          Previous page
        </button>
        <span>Page {media.page.value}</span>
        <button type="button" disabled={!media.hasNext.value || media.loading.value} onClick={() => media.goTo(media.page.value + 1)}>
          Next page
        </button>
      </nav>
    </section>
  );
}
