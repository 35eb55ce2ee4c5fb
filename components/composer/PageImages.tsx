import { useEffect, useMemo } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import type { Composer } from '@/lib/composer/composer';
import { createPageImagesModel } from '@/lib/composer/page-images-model';
import type { PageImage } from '@/lib/prefill/page-images';
import { t } from '@/lib/i18n/t';
import './page-images.css';
import { ImageQuestion, asksPerson } from './PrefillOffer';

interface PageImagesProps {
  composer: Composer;
  /** The picked image needs nothing more of the person: the panel closes. */
  onPicked: () => void;
}

/** The accessible name of a thumbnail: the page's preview image, or a picture with its size. */
function nameOf(image: PageImage, format: Intl.NumberFormat): string {
  if (image.meta) return t('page_image_preview');
  return t('page_image_sized', format.format(image.width), format.format(image.height));
}

/**
 * "From this page" (docs/design.md §3.7): no `<img>` here loads a page's address — thumbnails are `data:` URLs the
 * background made under the local-network checks (lib/prefill/thumbnail.ts); without one, the host is shown.
 */
export function PageImages({ composer, onPicked }: PageImagesProps) {
  const model = useMemo(() => createPageImagesModel(composer.ports), []);
  useEffect(() => void model.load(), []);
  // While open, a picked image's question is asked here, beside the image, not in the offer at the top.
  const prefillModel = composer.prefill.value;
  useEffect(() => {
    prefillModel?.setPicking(true);
    return () => prefillModel?.setPicking(false);
  }, [prefillModel]);
  const picked = useSignal<string | null>(null);
  const offer = composer.prefill.value?.offer.value;
  const image = offer?.picked ? offer.image : undefined;
  const asking = picked.value !== null && image?.srcUrl === picked.value && asksPerson(image) ? image : undefined;
  // Once the picked image needs nothing more of the person (fetching, uploading, attached), the panel closes.
  useEffect(() => {
    if (picked.value !== null && image?.srcUrl === picked.value && !asksPerson(image)) onPicked();
  }, [picked.value, image?.srcUrl, image?.state]);
  const format = new Intl.NumberFormat(composer.ports.locale);
  return (
    <section class="page-images" aria-label={t('page_images_label')}>
      {model.loading.value && <p class="hint">{t('page_images_loading')}</p>}
      {model.message.value && (
        <p class="hint" role="status">
          {model.message.value}
        </p>
      )}
      <ul class="tiles">
        {model.images.value.map((image) => (
          <li key={image.url} class="tile">
            <button
              type="button"
              class="page-image"
              aria-label={nameOf(image, format)}
              title={image.url}
              onClick={() => void model.pick(image).then((taken) => taken && (picked.value = image.url))}
            >
              {model.thumbnails.value[image.url] ? (
                <img class="thumb" src={model.thumbnails.value[image.url]!} alt="" />
              ) : (
                <span class={image.local ? 'thumb local' : 'thumb'}>
                  {new URL(image.url).host}
                  {image.local && <small>{t('page_image_local')}</small>}
                </span>
              )}
              <span class="hint">
                {image.meta
                  ? t('page_image_preview_short')
                  : `${format.format(image.width)} × ${format.format(image.height)}`}
              </span>
            </button>
            {asking && asking.srcUrl === image.url && composer.prefill.value && (
              <div class="image-question" role="group" aria-label={nameOf(image, format)}>
                <ImageQuestion prefill={composer.prefill.value} image={asking} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
