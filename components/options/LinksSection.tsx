import { useId } from 'preact/hooks';
import type { ShareModel } from '@/lib/options/share-model';
import { t } from '@/lib/i18n/t';
import { CheckField } from './CheckField';
import { SettingsSection } from './SettingsSection';
import { TextField } from './TextField';

interface LinksSectionProps {
  share: ShareModel;
}

/** Settings → "Links": tracking parameters removed, and links to the person's own sites tagged per network. */
export function LinksSection({ share }: LinksSectionProps) {
  const id = useId();
  const siteError = share.errors.value.sites;
  return (
    <SettingsSection name="links" title={t('links_heading')}>
      <CheckField checked={share.clean.value} onChange={share.setClean}>
        {t('links_clean_label')}
      </CheckField>
      <p class="hint">{t('links_clean_hint')}</p>
      <CheckField checked={share.tag.value} onChange={share.setTag}>
        {t('links_tag_label')}
      </CheckField>
      <div class="nested">
        <div class="field">
          <label for={id}>{t('links_sites_label')}</label>
          <textarea
            id={id}
            rows={3}
            value={share.sites.value}
            spellcheck={false}
            placeholder={t('links_sites_placeholder')}
            aria-invalid={siteError ? 'true' : undefined}
            aria-describedby={`${id}-hint${siteError ? ` ${id}-error` : ''}`}
            onInput={(e) => share.editSites(e.currentTarget.value)}
          />
          <p id={`${id}-hint`} class="hint">
            {t('links_sites_hint')}
          </p>
          {siteError && (
            <p id={`${id}-error`} class="error">
              {siteError}
            </p>
          )}
        </div>
        <TextField
          label={t('links_campaign_label')}
          hint={t('links_campaign_hint')}
          value={share.campaign}
          onInput={share.editCampaign}
        />
      </div>
    </SettingsSection>
  );
}
