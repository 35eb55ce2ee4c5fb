import type { PreviewCard as Card } from '@/lib/draft/preview';
import { gridOf } from '@/lib/draft/preview';
import { accountName } from '@/lib/composer/account-label';
import type { CardState } from '@/lib/composer/link-cards-model';
import { formatCount } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';

interface PreviewCardProps {
  card: Card;
  link: CardState | undefined;
  onLoad: (url: string) => void;
}

/** What each platform writes for its fold. */
const MORE: Record<string, 'preview_see_more' | 'preview_more' | 'preview_see_more_fb'> = {
  linkedin: 'preview_see_more',
  linkedin_page: 'preview_see_more',
  facebook: 'preview_see_more_fb',
  instagram: 'preview_more',
};

function Media({ card }: { card: Card }) {
  if (card.media.length === 0) return null;
  const video = card.media[0]?.type === 'video';
  return (
    <div
      class={`preview-media grid-${video ? 'one' : gridOf(card.media.length)}`}
      role="img"
      aria-label={mediaName(card)}
    >
      {card.media.map((m, i) => (
        <span key={m.media_id} class={`cell${video ? ' video' : ''}`}>
          {m.url && !video ? <img src={m.url} alt="" loading="lazy" referrerpolicy="no-referrer" /> : null}
          {video && <span aria-hidden="true">▶</span>}
          {i === card.media.length - 1 && card.more > 0 && <span class="more">+{formatCount(card.more)}</span>}
        </span>
      ))}
    </div>
  );
}

function mediaName(card: Card): string {
  if (card.media[0]?.type === 'video') return t('preview_video');
  return t('preview_images', formatCount(card.media.length + card.more));
}

/** One platform's card: who posts, the media where the platform puts it, the text to its fold, the link's card. */
export function PreviewCard({ card, link, onLoad }: PreviewCardProps) {
  const name = card.account ? accountName(card.account) : card.label;
  const handle = card.account?.username ? `@${card.account.username}` : '';
  const counter = card.counter;
  const more = MORE[card.type];
  return (
    <article
      class={`preview-card platform-${card.type}${card.refusal ? ' refused' : ''}`}
      tabIndex={0}
      aria-label={t('preview_card', card.label, name)}
    >
      <header>
        {card.account?.avatar ? (
          <img class="avatar" src={card.account.avatar} alt="" width={32} height={32} />
        ) : (
          <span class="avatar letter" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span class="who">
          <strong>{name}</strong>
          <span class="handle">
            {handle}
            {card.others > 0 && ` ${t('preview_others', formatCount(card.others))}`}
          </span>
        </span>
        <span class="platform-name">{card.label}</span>
      </header>
      {card.refusal && <p class="refusal-note">{card.refusal}</p>}
      {card.mediaFirst && <Media card={card} />}
      {card.title && <p class="preview-title">{card.title}</p>}
      <ol class="preview-posts" aria-label={card.posts.length > 1 ? t('preview_thread', card.posts.length) : undefined}>
        {card.posts.map((post, i) => (
          <li key={i} class={post.number ? 'in-thread' : ''}>
            {post.number && <span class="number">{post.number}</span>}
            <p class="preview-text">
              {post.shown || <span class="hint">{t('preview_empty')}</span>}
              {post.folded && (
                <>
                  {more ? ' ' : ''}
                  <span class="fold">{more ? t(more) : '…'}</span>
                  {!card.approximate ? null : <span class="sr-only"> {t('preview_fold_approx')}</span>}
                </>
              )}
            </p>
            {i === 0 && !card.mediaFirst && <Media card={card} />}
          </li>
        ))}
      </ol>
      {card.link && <LinkCardView url={card.link} state={link} onLoad={onLoad} />}
      <footer>
        {counter && counter.limit !== null && (
          <span class={counter.over ? 'count over' : 'count'}>
            {t(
              counter.approximate ? 'preview_count_approx' : 'preview_count',
              formatCount(counter.used),
              formatCount(counter.limit),
            )}
          </span>
        )}
        {card.approximate && <span class="approx">{t('preview_approximately')}</span>}
      </footer>
    </article>
  );
}

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

/** The link's card; its image only as a checked thumbnail, else a strip naming the image's host. */
function LinkCardView({ url, state, onLoad }: LinkCardViewProps) {
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
