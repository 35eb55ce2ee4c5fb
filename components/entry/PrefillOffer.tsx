import type { PrefillModel } from '@/lib/entry/prefill-model';
import type { Prefill } from '@/lib/entry/prefill-item';

interface PrefillOfferProps {
  prefill: PrefillModel;
}

const WHAT: Record<Prefill['source'], string> = {
  page: 'this page',
  selection: 'the selected text',
  link: 'this link',
  image: 'this image',
};

const hostOf = (pattern: string) => pattern.replace(/^\w+:\/\/|\/\*$/g, '');

/** What a menu, the command or the toolbar brought, while it waits for its image or for the person's choice. */
export function PrefillOffer({ prefill }: PrefillOfferProps) {
  const offer = prefill.offer.value;
  const notice = prefill.notice.value;
  if (!offer) return notice ? <p class="hint" role="status">{notice}</p> : null;
  const image = offer.image;
  const content = prefill.content.value;
  return (
    <section class="prefill" aria-label="From the page">
      {image?.state === 'fetching' && <p role="status">Fetching the image…</p>}
      {image?.state === 'uploading' && <p role="status">Uploading the image to your media library…</p>}
      {image?.state === 'needs-permission' && image.origin && (
        <>
          <p>
            To attach this image, Quickpost must download it from {hostOf(image.origin)}. Your browser will ask whether
            Quickpost may read {hostOf(image.origin)}: it is used only to fetch images you choose to post.
          </p>
          <button type="button" onClick={() => void prefill.allow()}>
            Allow access to {hostOf(image.origin)}
          </button>{' '}
          <button type="button" onClick={prefill.keep}>
            Not now
          </button>
        </>
      )}
      {image?.state === 'failed' && (
        <>
          <p role="alert">{image.message}</p>
          <button type="button" onClick={prefill.keep}>
            Dismiss
          </button>
        </>
      )}
      {(!image || image.state === 'ready') && content && (
        <>
          <p>Your unsent draft is kept. Add {WHAT[offer.source]} to it, or start over with it?</p>
          {content.text && <blockquote class="prefill-preview">{content.text}</blockquote>}
          {content.warning && <p class="hint">{content.warning}</p>}
          {prefill.appendBlocked.value && <p class="hint">Cannot append: {prefill.appendBlocked.value}</p>}
          <div class="prefill-actions">
            <button type="button" onClick={prefill.replace}>
              Replace
            </button>{' '}
            <button type="button" onClick={prefill.append} disabled={!!prefill.appendBlocked.value}>
              Append
            </button>{' '}
            <button type="button" onClick={prefill.keep}>
              Keep my draft
            </button>
          </div>
        </>
      )}
      {notice && <p class="hint" role="status">{notice}</p>}
    </section>
  );
}
