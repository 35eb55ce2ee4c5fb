import { describe, expect, it, vi } from 'vitest';
import { createShareModel } from '@/lib/options/share-model';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import type { ShareSettings } from '@/lib/settings/share-templates';

async function setUp(stored: ShareSettings = defaultShareSettings) {
  const ask = vi.fn(async (_type: string, { settings }: { settings: ShareSettings }) => ({ settings }));
  const model = createShareModel({ ask: ask as never, stored: { get: async () => stored } });
  await model.load();
  return { model, ask };
}

describe('Settings → Share text', () => {
  it('shows each way in’s live example, today’s texts by default, the example address cleaned', async () => {
    const { model } = await setUp();
    const { page, selection, image } = model.examples.value;
    expect(page.text).toBe('How we roast our autumn blend\nhttps://blog.example/autumn-blend');
    expect(selection.text).toBe(
      '“Roast it light, then let it rest for two days.”\n\nhttps://blog.example/autumn-blend',
    );
    expect(image.text).toBe('');
  });

  it('marks an unknown placeholder and never shows it as braces; Reset brings the default back', async () => {
    const { model } = await setUp();
    model.edit('link', '{link_text} {autor} {url}');
    expect(model.examples.value.link).toEqual({ text: 'Autumn menu https://shop.example/menu', unknown: ['autor'] });
    model.edit('link', '{link_text} by {author}');
    expect(model.examples.value.link.text).toBe('Autumn menu by @ana');
    model.reset('link');
    expect(model.templates.value.link).toBe(defaultShareSettings.templates.link);
  });

  it('saves the templates with the links as saved, and says so', async () => {
    const { model, ask } = await setUp();
    model.edit('page', '{title} {url}');
    model.setTag(true); // not this section's: not saved by its Save
    await model.saveTemplates();
    expect(ask).toHaveBeenCalledWith('shareSettings.save', {
      settings: { ...defaultShareSettings, templates: { ...defaultShareSettings.templates, page: '{title} {url}' } },
    });
    expect(model.status.value.templates).toBe('Share text saved.');
    expect(model.tag.value).toBe(true);
  });
});

describe('Settings → Links', () => {
  it('refuses a site that is not one, naming it, and keeps what was typed', async () => {
    const { model, ask } = await setUp();
    model.setTag(true);
    model.editSites('example.com\nnot a site');
    await model.saveLinks();
    expect(ask).not.toHaveBeenCalled();
    expect(model.errors.value.sites).toBe('“not a site” is not a site address: write it as example.com.');
    expect(model.sites.value).toBe('example.com\nnot a site');
  });

  it('asks for a site when tagging is on without one', async () => {
    const { model, ask } = await setUp();
    model.setTag(true);
    await model.saveLinks();
    expect(ask).not.toHaveBeenCalled();
    expect(model.errors.value.sites).toBe('List at least one site to tag, or turn tagging off.');
  });

  it('saves the sites one per line, trimmed, with the campaign', async () => {
    const { model, ask } = await setUp();
    model.setTag(true);
    model.setClean(false);
    model.editSites(' example.com \n\nhttps://blog.example.org/\n');
    model.editCampaign(' autumn ');
    await model.saveLinks();
    expect(ask).toHaveBeenCalledWith('shareSettings.save', {
      settings: {
        ...defaultShareSettings,
        links: { clean: false, tag: true, sites: ['example.com', 'https://blog.example.org/'], campaign: 'autumn' },
      },
    });
    expect(model.status.value.links).toBe('Links saved.');
  });
});
