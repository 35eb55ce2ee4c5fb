import { useId } from 'preact/hooks';
import type { ShareModel } from '@/lib/options/share-model';
import { DEFAULT_SHARE_TEMPLATES, type ShareWay } from '@/lib/settings/defaults';
import { t, type MessageKey } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface ShareTextSectionProps {
  share: ShareModel;
}

const WAY_LABELS: Record<ShareWay, MessageKey> = {
  page: 'share_way_page',
  selection: 'share_way_selection',
  link: 'share_way_link',
  image: 'share_way_image',
};

const PLACEHOLDERS = '{title} {url} {selection} {link_text} {site} {author}';

interface TemplateFieldProps {
  share: ShareModel;
  way: ShareWay;
}

/** One way in's template, its live example under it, and what in it Quickpost does not know. */
function TemplateField({ share, way }: TemplateFieldProps) {
  const id = useId();
  const { text, unknown } = share.examples.value[way];
  const names = unknown.map((name) => `{${name}}`).join(', ');
  const changed = share.templates.value[way] !== DEFAULT_SHARE_TEMPLATES[way];
  return (
    <div class="field share-template">
      <div class="label-row">
        <label for={id}>{t(WAY_LABELS[way])}</label>
        {/* Only a changed template has a default to go back to. */}
        {changed && (
          <button type="button" class="small" onClick={() => share.reset(way)}>
            {t('share_reset')}
          </button>
        )}
      </div>
      <textarea
        id={id}
        rows={2}
        value={share.templates.value[way]}
        aria-invalid={unknown.length ? 'true' : undefined}
        aria-describedby={`${id}-example${unknown.length ? ` ${id}-unknown` : ''}`}
        spellcheck={false}
        onInput={(e) => share.edit(way, e.currentTarget.value)}
      />
      {unknown.length > 0 && (
        <p id={`${id}-unknown`} class="error">
          {t('share_unknown', names)}
        </p>
      )}
      <div class="share-example" id={`${id}-example`}>
        <span class="hint">{t('share_example')}</span>
        <p>{text || t('share_example_empty')}</p>
      </div>
    </div>
  );
}

/** Settings → "Share text": one template per way in, with the placeholders listed and a live example under each. */
export function ShareTextSection({ share }: ShareTextSectionProps) {
  return (
    <SettingsSection name="share" title={t('share_heading')}>
      <p class="hint">{t('share_intro')}</p>
      <p class="placeholders">
        {t('share_placeholders')} <code>{PLACEHOLDERS}</code>
      </p>
      {share.ways.map((way) => (
        <TemplateField key={way} share={share} way={way} />
      ))}
    </SettingsSection>
  );
}
