import { useEffect, useRef } from 'preact/hooks';
import type { PrefillModel } from '@/lib/composer/prefill-model';
import { failedImageText } from '@/lib/errors/sentence';
import type { Prefill, PrefillImage } from '@/lib/storage/prefill';
import { t, type MessageKey } from '@/lib/i18n/t';
import { hasContent } from '@/lib/draft/next-draft';

const WHAT: Record<Prefill['source'], MessageKey> = {
  page: 'prefill_what_page',
  selection: 'prefill_what_selection',
  link: 'prefill_what_link',
  image: 'prefill_what_image',
  text: 'prefill_what_text',
};

/** What a way in brought (a menu, the command, the toolbar), while it waits for its image or for the person's choice. */
export function PrefillOffer({ prefill }: { prefill: PrefillModel }) {
  const offer = prefill.offer.value;
  const notice = prefill.notice.value;
  const section = useRef<HTMLElement>(null);
  // An image picked in the media panel below: its question is brought into view.
  useEffect(() => {
    if (offer?.picked) section.current?.scrollIntoView({ block: 'nearest' });
  }, [offer?.id, offer?.image?.state]);
  const said = notice && (
    <p class="hint" role="status">
      {notice}
    </p>
  );
  if (!offer) return said || null;
  const image = offer.image;
  const content = prefill.content.value;
  const blocked = prefill.appendBlocked.value;
  const uploading = image?.state === 'uploading' || (image?.state === 'fetched' && offer.picked);
  return (
    <section class="prefill" aria-label={t('prefill_label')} ref={section}>
      {/* A picked image's question is asked next to it while "From this page" is open (PageImages.tsx). */}
      {asksPerson(image) && !(offer.picked && prefill.picking.value) && (
        <ImageQuestion prefill={prefill} image={image} />
      )}
      {image?.state === 'fetching' && <p role="status">{t('prefill_fetching')}</p>}
      {uploading && <p role="status">{t('prefill_uploading')}</p>}
      {image?.state === 'fetched' && !offer.picked && (
        <>
          <p>{t('prefill_image_ready')}</p>
          {prefill.preview.value && (
            <img class="prefill-image" src={prefill.preview.value} alt={t('prefill_image_alt')} />
          )}
          {hasContent(prefill.draft.value) ? (
            <Choices
              prefill={prefill}
              replace={() => prefill.attachImage('replace')}
              append={() => prefill.attachImage('append')}
            />
          ) : (
            <div class="prefill-actions">
              <button type="button" onClick={() => prefill.attachImage('replace')}>
                {t('prefill_attach_image')}
              </button>{' '}
              <button type="button" onClick={prefill.keep}>
                {t('prefill_not_now')}
              </button>
            </div>
          )}
        </>
      )}
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
          {blocked && <p class="hint">{t('prefill_cannot_append', blocked)}</p>}
          <Choices prefill={prefill} replace={prefill.replace} append={prefill.append} />
        </>
      )}
      {said}
    </section>
  );
}

/** Replace the draft, add to it (unless that would break it), or keep it as it is. */
function Choices({ prefill, replace, append }: { prefill: PrefillModel; replace(): void; append(): void }) {
  return (
    <div class="prefill-actions">
      <button type="button" onClick={replace}>
        {t('prefill_replace')}
      </button>{' '}
      <button type="button" onClick={append} disabled={!!prefill.appendBlocked.value}>
        {t('prefill_append')}
      </button>{' '}
      <button type="button" onClick={prefill.keep}>
        {t('prefill_keep')}
      </button>
    </div>
  );
}

const hostOf = (pattern: string) => pattern.replace(/^\w+:\/\/|\/\*$/g, '');

/** Whether the image waits for the person's word: its local address, or its host's permission. */
export const asksPerson = (image: PrefillImage | undefined): image is PrefillImage =>
  (image?.state === 'needs-confirm' && !!image.address) || (image?.state === 'needs-permission' && !!image.origin);

/** Fetch from this local address? Allow this host? (lib/prefill/local-address.ts) */
export function ImageQuestion({ prefill, image }: { prefill: PrefillModel; image: PrefillImage }) {
  if (!asksPerson(image)) return null;
  const local = image.state === 'needs-confirm';
  return (
    <>
      {local ? (
        <>
          <p>{t('prefill_local_question', image.address!)}</p>
          <p class="hint">{t('prefill_local_why')}</p>
        </>
      ) : (
        <p>{t('prefill_permission', hostOf(image.origin!))}</p>
      )}
      <button type="button" onClick={() => void (local ? prefill.confirmFetch() : prefill.allow())}>
        {local ? t('prefill_fetch_it') : t('prefill_allow', hostOf(image.origin!))}
      </button>{' '}
      <button type="button" onClick={prefill.keep}>
        {t('prefill_not_now')}
      </button>
    </>
  );
}
