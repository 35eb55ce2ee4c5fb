import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { platformLabel } from '@/lib/service/platforms';
import { t } from '@/lib/i18n/t';
import { excerpt } from '@/lib/notify/excerpt';
import type { RecentPosts } from '@/lib/posts/recent-model';
import type { ListedPost } from '@/lib/service/post';
import type { AccountData } from '@/lib/messaging/shapes';
import { accountsText, badgeOf, formatWhen, relativeTime, typedAccountsOf, whenOf, type Row } from '@/lib/posts/view';
import { Glyph } from '../ui/Icon';

interface PostRowProps {
  post: ListedPost;
  model: RecentPosts;
  locale?: string | undefined;
  now: number;
  /** The connected accounts: avatars and names instead of bare platforms. */
  accounts: readonly AccountData[];
  onEdit?: (() => void) | undefined;
  /** The row's place and its measuring, in a list that draws only the rows on screen (VirtualPosts.tsx). */
  index: number;
  measure(element: Element | null): void;
}

/** Avatars shown per row; more are counted ("+3"). */
const AVATARS = 4;

/** One post: its accounts' avatars, its status, its time (relative and absolute), text and the actions it allows. */
export function PostRow({ post, model, locale, now, accounts, onEdit, index, measure }: PostRowProps) {
  const confirming = useSignal(false);
  const busy = useSignal(false);
  const showAnalytics = useSignal(false);
  const at = whenOf(post);
  const text = excerpt(post.content ?? '', 140) || t('posts_no_text');
  const platforms = accountsText(post, accounts);
  const reason = post.status === 'failed' && typeof post.error === 'string' ? post.error : '';
  const refs = typedAccountsOf(post);
  const badge = badgeOf(post.status);

  const remove = async () => {
    busy.value = true;
    const done = await model.remove(post.id);
    busy.value = false;
    if (!done) confirming.value = false;
  };
  const canMenu = post.status === 'scheduled' || post.status === 'published';

  return (
    <li
      class={`qp-post qp-post-${post.status ?? 'other'}`}
      id={`qp-post-${post.id}`}
      tabIndex={-1}
      data-index={index}
      ref={measure}
    >
      <div class="qp-post-head">
        <span class="qp-post-avatars" aria-hidden="true">
          {refs.slice(0, AVATARS).map((ref, i) => {
            const known = accounts.find((a) => a.id === ref.id);
            return known?.avatar ? (
              <img key={i} class="avatar" src={known.avatar} alt="" width={22} height={22} loading="lazy" />
            ) : (
              <span key={i} class="avatar letter">
                {(known?.name || platformLabel(ref.type)).slice(0, 1)}
              </span>
            );
          })}
          {refs.length > AVATARS && <span class="more">+{refs.length - AVATARS}</span>}
        </span>
        <span class={`qp-badge qp-badge-${badge.kind}`}>{badge.label}</span>
        {at !== undefined && (
          <span class="qp-post-when">
            {relativeTime(at, now, locale)} ·{' '}
            <time dateTime={new Date(at).toISOString()}>{formatWhen(at, model.timeZone.value, locale)}</time>
          </span>
        )}
        {canMenu && (
          <RowMenu label={t('posts_actions_for', t('outbox_quote', excerpt(text, 40)))}>
            {post.status === 'scheduled' && (
              <button type="button" class="quiet" onClick={() => (confirming.value = true)}>
                {t('posts_delete')}
              </button>
            )}
            {post.status === 'published' && (
              <button
                type="button"
                class="quiet"
                aria-expanded={showAnalytics.value}
                onClick={() => (showAnalytics.value = !showAnalytics.value)}
              >
                {t('posts_analytics')}
              </button>
            )}
          </RowMenu>
        )}
      </div>
      <p class="qp-post-text">{text}</p>
      {platforms && <p class="qp-post-platforms">{platforms}</p>}
      {reason && <p class="qp-post-reason">{reason}</p>}
      {post.status === 'failed' && (
        <div class="row qp-post-actions">
          <button type="button" class="quiet" onClick={() => void model.retry(post.id).then(() => onEdit?.())}>
            {t('notify_edit_retry')}
          </button>
        </div>
      )}
      {confirming.value && (
        <div class="row qp-post-actions" role="group" aria-label={t('posts_confirm_delete')}>
          <span>{t('posts_delete_question')}</span>
          <button type="button" class="danger" disabled={busy.value} onClick={() => void remove()}>
            {t('posts_delete_post')}
          </button>
          <button type="button" onClick={() => (confirming.value = false)}>
            {t('media_keep')}
          </button>
        </div>
      )}
      {showAnalytics.value && (
        <AnalyticsPanel
          load={() => model.analytics(post.id)}
          label={t('posts_analytics_of', t('outbox_quote', excerpt(text, 40)))}
        />
      )}
    </li>
  );
}

/** A published post's figures, whatever their shape: labels from the keys, numbers through Intl. */
function AnalyticsPanel({ load, label }: { load(): Promise<{ rows: Row[] } | { error: string }>; label: string }) {
  const result = useSignal<{ rows: Row[] } | { error: string } | null>(null);
  useEffect(() => void load().then((r) => (result.value = r)), []);
  const value = result.value;
  if (value === null) return <p role="status">{t('posts_analytics_loading')}</p>;
  if ('error' in value) return <p role="alert">{value.error}</p>;
  if (value.rows.length === 0) return <p>{t('posts_analytics_none')}</p>;
  return (
    <dl class="qp-analytics" aria-label={label}>
      {value.rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

interface RowMenuProps {
  label: string;
  children: ComponentChildren;
}

/** A row's actions behind one "⋯" button (docs/design.md §3.2); Escape or a click elsewhere closes it. */
function RowMenu({ label, children }: RowMenuProps) {
  const open = useSignal(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open.value) return;
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) open.value = false;
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open.value]);
  return (
    <div
      class="row-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open.value) {
          e.stopPropagation();
          open.value = false;
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        class="quiet icon"
        aria-label={label}
        title={label}
        aria-expanded={open.value ? 'true' : 'false'}
        onClick={() => (open.value = !open.value)}
      >
        <Glyph name="more" d={MORE} />
      </button>
      {open.value && (
        <div class="menu" onClick={(e) => (e.target as HTMLElement).closest('button') && (open.value = false)}>
          {children}
        </div>
      )}
    </div>
  );
}
