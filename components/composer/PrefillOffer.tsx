import type { PrefillModel } from '@/lib/composer/prefill-model';
import { failedImageText } from '@/lib/errors/sentence';
import type { Prefill } from '@/lib/storage/prefill';
import { t, type MessageKey } from '@/lib/i18n/t';
import { hasContent } from '@/lib/draft/next-draft';
import { useEffect, useRef } from 'preact/hooks';
import { ImageQuestion, asksPerson } from './ImageQuestion';

interface PrefillOfferProps {
  prefill: PrefillModel;
}

const WHAT: Record<Prefill['source'], MessageKey> = {
  page: 'prefill_what_page',
  selection: 'prefill_what_selection',
  link: 'prefill_what_link',
  image: 'prefill_what_image',
  text: 'prefill_what_text',
};

/** What a menu, the command or the toolbar brought, while it waits for its image or for the person's choice. */
export function PrefillOffer({ prefill }: PrefillOfferProps) {
  const offer = prefill.offer.value;
  const notice = prefill.notice.value;
  const section = useRef<HTMLElement>(null);
  // An image picked in the media panel below: its question (its local address, its host) is brought into view.
  useEffect(() => {
    if (offer?.picked) section.current?.scrollIntoView({ block: 'nearest' });
  }, [offer?.id, offer?.image?.state]);
  if (!offer)
    return notice ? (
      <p class="hint" role="status">
        {notice}
      </p>
    ) : null;
  const image = offer.image;
  const content = prefill.content.value;
  return (
    <section class="prefill" aria-label={t('prefill_label')} ref={section}>
      {/* A picked image's question is asked next to it while "From this page" is open (PageImages.tsx). */}
      {asksPerson(image) && !(offer.picked && prefill.picking.value) && (
        <ImageQuestion prefill={prefill} image={image} />
      )}
      {image?.state === 'fetching' && <p role="status">{t('prefill_fetching')}</p>}
      {image?.state === 'fetched' &&
        (offer.picked ? <p role="status">{t('prefill_uploading')}</p> : <FetchedImage prefill={prefill} />)}
      {image?.state === 'uploading' && <p role="status">{t('prefill_uploading')}</p>}
      {image?.state === 'failed' && (
        <>
          <p role="alert">{failedImageText(image)}</p>
          <button type="button" onClick={prefill.keep}>
            {t('dismiss')}
          </button>
        </>
      )}
      {(!image || image.state === 'ready') && content && (
        <>
          <p>{t('prefill_question', t(WHAT[offer.source]))}</p>
          {content.text && <blockquote class="prefill-preview">{content.text}</blockquote>}
          {content.warning && <p class="hint">{content.warning}</p>}
          {prefill.appendBlocked.value && <p class="hint">{t('prefill_cannot_append', prefill.appendBlocked.value)}</p>}
          <div class="prefill-actions">
            <button type="button" onClick={prefill.replace}>
              {t('prefill_replace')}
            </button>{' '}
            <button type="button" onClick={prefill.append} disabled={!!prefill.appendBlocked.value}>
              {t('prefill_append')}
            </button>{' '}
            <button type="button" onClick={prefill.keep}>
              {t('prefill_keep')}
            </button>
          </div>
        </>
      )}
      {notice && (
        <p class="hint" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}

/** A page's image, fetched and shown, not uploaded until the person attaches it. */
function FetchedImage({ prefill }: PrefillOfferProps) {
  const hasDraft = hasContent(prefill.draft.value);
  return (
    <>
      <p>{t('prefill_image_ready')}</p>
      {prefill.preview.value && <img class="prefill-image" src={prefill.preview.value} alt={t('prefill_image_alt')} />}
      <div class="prefill-actions">
        {hasDraft ? (
          <>
            <button type="button" onClick={() => prefill.attachImage('replace')}>
              {t('prefill_replace')}
            </button>{' '}
            <button
              type="button"
              onClick={() => prefill.attachImage('append')}
              disabled={!!prefill.appendBlocked.value}
            >
              {t('prefill_append')}
            </button>{' '}
            <button type="button" onClick={prefill.keep}>
              {t('prefill_keep')}
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => prefill.attachImage('replace')}>
              {t('prefill_attach_image')}
            </button>{' '}
            <button type="button" onClick={prefill.keep}>
              {t('prefill_not_now')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
