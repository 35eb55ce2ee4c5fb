/** The person's share templates and link settings (lib/settings/share-templates.ts): read by the composer itself. */
import { DEFAULT_LINK_SETTINGS, DEFAULT_SHARE_TEMPLATES } from '@/lib/settings/defaults';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { defineItem } from './item';

export const defaultShareSettings: ShareSettings = { templates: DEFAULT_SHARE_TEMPLATES, links: DEFAULT_LINK_SETTINGS };
export const shareSettingsItem = defineItem<ShareSettings>('local:shareSettings', { fallback: defaultShareSettings });
