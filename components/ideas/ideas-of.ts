// One ideas model per composer page, made and following the stored list from the feature's first use.
import { createIdeasModel, type IdeasModel } from '@/lib/composer/ideas-model';
import type { Composer } from '@/lib/composer/composer';
import { ideasItem } from '@/lib/storage/ideas-item';

const models = new WeakMap<Composer, IdeasModel>();

export function ideasOf(composer: Composer): IdeasModel {
  let model = models.get(composer);
  if (!model) {
    const { ask, now, locale } = composer.ports;
    model = createIdeasModel({ ask, now, locale, items: { ideas: ideasItem } }, composer);
    model.follow();
    models.set(composer, model);
  }
  return model;
}
