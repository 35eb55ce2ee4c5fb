import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { previewCards } from '@/lib/draft/preview';
import { createLinkCardsModel } from '@/lib/composer/link-cards-model';
import { t } from '@/lib/i18n/t';
import './preview.css';
import { PreviewCard } from './PreviewCard';

interface PreviewPanelProps {
  composer: Composer;
}

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The preview (docs/design.md §3.7): one card per chosen platform; arrow keys, Home and End move between them. */
export function PreviewPanel({ composer }: PreviewPanelProps) {
  const { drafts, accounts, twitter, snippets } = composer;
  const links = useMemo(() => createLinkCardsModel(composer.ports), []);
  const list = useRef<HTMLUListElement>(null);
  const region = useRef<HTMLElement>(null);
  // Opened from beside the send button: brought into view in the scrolling body.
  useEffect(() => region.current?.scrollIntoView?.({ block: 'nearest' }), []);
  const cards = previewCards(
    composer.links.forSending(drafts.draft.value),
    accounts.accounts.value,
    twitter.measure.value,
    snippets.list.value,
  );
  const wanted = cards.map((c) => c.link).filter((l): l is string => l !== null);
  useEffect(() => wanted.forEach((url) => void links.show(url)), [wanted.join(' ')]);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = NEXT[e.key];
    const items = [...(list.current?.querySelectorAll<HTMLElement>('.preview-card') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || (step === undefined && e.key !== 'Home' && e.key !== 'End')) return;
    e.preventDefault();
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : Math.min(items.length - 1, Math.max(0, at + step!));
    items[to]?.focus();
  };

  return (
    <section ref={region} id="qp-preview" class="preview" aria-label={t('preview_label')}>
      {cards.length === 0 ? (
        <p class="hint">{t('preview_no_accounts')}</p>
      ) : (
        <>
          <p class="hint">{t('preview_keys')}</p>
          <ul ref={list} class="preview-cards" onKeyDown={onKeyDown}>
            {cards.map((card) => (
              <li key={card.type}>
                <PreviewCard
                  card={card}
                  link={card.link ? links.states.value[card.link] : undefined}
                  onLoad={links.load}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
