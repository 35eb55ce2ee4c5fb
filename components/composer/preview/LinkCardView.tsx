import type { CardState } from '@/lib/composer/link-cards-model';
import { t } from '@/lib/i18n/t';

interface LinkCardViewProps {
  url: string;
  state: CardState | undefined;
  onLoad: (url: string) => void;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * The link's card: the shared page's from its own meta tags, another page's after "Load preview". Its image shows
 * only as a checked thumbnail; without one, a plain placeholder naming the image's host.
 */
export function LinkCardView({ url, state, onLoad }: LinkCardViewProps) {
  if (!state || state.state === 'loading') return <p class="hint link-card-wait">{t('preview_link_loading')}</p>;
  if (state.state === 'idle' || state.state === 'failed') {
    return (
      <div class="row">
        <button type="button" class="quiet" onClick={() => onLoad(url)}>
          {t('preview_link_load')}
        </button>
        <span class="hint">{state.state === 'failed' ? state.message : t('preview_link_load_hint', hostOf(url))}</span>
      </div>
    );
  }
  const { card, thumb } = state;
  return (
    <div class="link-card" role="group" aria-label={t('preview_link_card', card.title || hostOf(card.url))}>
      {thumb ? (
        <img class="link-image" src={thumb} alt={t('preview_link_image', card.site)} />
      ) : card.image ? (
        <span class="link-image placeholder" role="img" aria-label={t('preview_link_image', card.site)}>
          {hostOf(card.image)}
        </span>
      ) : null}
      <span class="link-text">
        <span class="link-site">{card.site}</span>
        {card.title && <strong class="link-title">{card.title}</strong>}
        {card.description && <span class="link-description">{card.description}</span>}
      </span>
    </div>
  );
}
