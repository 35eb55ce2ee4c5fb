/**
 * Settings → "Share text" and "Links": the share template of each way in with its live example, and what becomes of
 * the links Quickpost puts into a post. Each section saves through the background with the other's part as saved.
 */
import { computed, signal } from '@preact/signals';
import { t } from '@/lib/i18n/t';
import type { Ask } from '@/lib/messaging/protocol';
import { DEFAULT_SHARE_TEMPLATES, SHARE_WAYS, type ShareWay } from '@/lib/settings/defaults';
import type { ShareSettings, ShareTemplates } from '@/lib/settings/share-templates';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import { siteHost } from '@/lib/links/tag-url';
import { shareText } from '../prefill/share-text';
import { sentenceFor } from '../errors/sentence';
import { readOnly } from '@/lib/signals/read-only';

export interface ShareDeps {
  ask: Ask;
  stored: { get(): Promise<ShareSettings> };
}

export type ShareSection = 'templates' | 'links';

/** The page every live example is rendered with: all placeholders filled, its address carrying tracking parameters. */
function examplePage(way: ShareWay) {
  return {
    id: 'example',
    createdAt: 0,
    source: way,
    pageUrl: 'https://blog.example/autumn-blend?utm_source=newsletter&fbclid=x',
    pageTitle: t('share_example_title'),
    selection: t('share_example_selection'),
    linkUrl: 'https://shop.example/menu',
    linkText: t('share_example_link_text'),
  };
}

/** A typed site is one when it reads as a host (example.com, blog.example.com:8080/path). */
const isSite = (typed: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(siteHost(typed));

export function createShareModel(deps: ShareDeps) {
  const saved = signal<ShareSettings>(defaultShareSettings);
  const templates = signal<ShareTemplates>(DEFAULT_SHARE_TEMPLATES);
  const clean = signal(true);
  const tag = signal(false);
  /** The sites as typed, one a line. */
  const sites = signal('');
  const campaign = signal('');
  /** Where each section stands after its last Save, and why it was not saved. */
  const status = signal<Partial<Record<ShareSection, string>>>({});
  const errors = signal<Partial<Record<ShareSection | 'sites', string>>>({});

  const fill = (settings: ShareSettings, section?: ShareSection) => {
    saved.value = settings;
    if (section !== 'links') templates.value = settings.templates;
    if (section === 'templates') return;
    clean.value = settings.links.clean;
    tag.value = settings.links.tag;
    sites.value = settings.links.sites.join('\n');
    campaign.value = settings.links.campaign;
  };
  const typedSites = () =>
    sites.value
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);

  async function save(section: ShareSection, settings: ShareSettings): Promise<void> {
    try {
      fill((await deps.ask('shareSettings.save', { settings })).settings, section);
      status.value = { ...status.value, [section]: t(section === 'links' ? 'links_saved' : 'share_saved') };
    } catch (err) {
      errors.value = { ...errors.value, [section]: sentenceFor(err, { operation: 'listAccounts' }) };
    }
  }
  const editing = (section: ShareSection) => {
    status.value = { ...status.value, [section]: '' };
    errors.value = { ...errors.value, [section]: '' };
  };

  return {
    ways: SHARE_WAYS,
    ...readOnly({ templates, clean, tag, sites, campaign, status, errors }),
    /** Each way's example as it would be shared (its address cleaned as the saved setting says), and what is unknown. */
    examples: computed(
      () =>
        Object.fromEntries(
          SHARE_WAYS.map((way) => [way, shareText(examplePage(way), templates.value, '@ana', saved.value.links.clean)]),
        ) as Record<ShareWay, { text: string; unknown: string[] }>,
    ),
    async load(): Promise<void> {
      fill(await deps.stored.get().catch(() => defaultShareSettings));
    },
    edit(way: ShareWay, text: string): void {
      templates.value = { ...templates.value, [way]: text };
      editing('templates');
    },
    reset(way: ShareWay): void {
      templates.value = { ...templates.value, [way]: DEFAULT_SHARE_TEMPLATES[way] };
      editing('templates');
    },
    setClean(on: boolean): void {
      clean.value = on;
      editing('links');
    },
    setTag(on: boolean): void {
      tag.value = on;
      editing('links');
    },
    editSites(text: string): void {
      sites.value = text;
      editing('links');
      errors.value = { ...errors.value, sites: '' };
    },
    editCampaign(text: string): void {
      campaign.value = text;
      editing('links');
    },
    saveTemplates: () => save('templates', { ...saved.value, templates: templates.value }),
    /** Saves the links' settings; a site that is not one is named beside the box, and what was typed stays. */
    saveLinks(): Promise<void> {
      const bad = typedSites().find((site) => !isSite(site));
      const missing = tag.value && typedSites().length === 0;
      if (bad !== undefined || missing) {
        const sentence = bad !== undefined ? t('links_site_invalid', bad) : t('links_sites_needed');
        errors.value = { ...errors.value, sites: sentence, links: t('alert_fix_fields') };
        return Promise.resolve();
      }
      const links = { clean: clean.value, tag: tag.value, sites: typedSites(), campaign: campaign.value.trim() };
      return save('links', { ...saved.value, links });
    },
  };
}

export type ShareModel = ReturnType<typeof createShareModel>;
