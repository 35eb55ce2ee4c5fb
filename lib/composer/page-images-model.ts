/** "From this page": the page's images; the one picked is fetched and uploaded by the background under every check. */
import { signal } from '@preact/signals';
import { t } from '@/lib/i18n/t';
import type { PageImage, PageScripting } from '@/lib/prefill/page-images';
import { browser } from '@/lib/storage/browser-api';
import { saveInstead } from '@/lib/errors/sentence';
import type { ComposerPorts } from './ports';
import { pageTab } from './page-tab';
import { readOnly } from '@/lib/signals/read-only';

export function createPageImagesModel({ ask, mode }: Pick<ComposerPorts, 'ask' | 'mode'>) {
  const loading = signal(false);
  /** Thumbnails by address, as the background makes them; null: none to show. */
  const thumbnails = signal<Record<string, string | null>>({});
  const images = signal<PageImage[]>([]);
  const page = signal('');
  const message = signal('');

  return {
    ...readOnly({ loading, images, thumbnails, message }),
    async load(): Promise<void> {
      loading.value = true;
      message.value = '';
      const scripting = (browser as unknown as { scripting?: PageScripting }).scripting;
      const found = await import('../prefill/page-images')
        .then(async ({ imagesOfTab }) => imagesOfTab(scripting, await pageTab(mode)))
        .catch(() => null);
      loading.value = false;
      images.value = found?.images ?? [];
      page.value = found?.page ?? '';
      if (!found) message.value = t('page_images_unreadable', saveInstead());
      else if (found.images.length === 0) message.value = t('page_images_none', saveInstead());
      // A local picture's thumbnail is never asked for: fetching it is what the person's word is for.
      for (const image of images.value.filter((i) => !i.local)) {
        void ask('prefill.thumbnail', { url: image.url })
          .then(
            (answer) => answer.dataUrl,
            () => null,
          )
          .then((dataUrl) => (thumbnails.value = { ...thumbnails.value, [image.url]: dataUrl }));
      }
    },
    async pick(image: PageImage): Promise<boolean> {
      message.value = '';
      try {
        await ask('prefill.pick', { srcUrl: image.url, pageUrl: page.value });
        return true;
      } catch {
        message.value = t('prefill_no_background', saveInstead());
        return false;
      }
    },
  };
}
