import type { Composer } from '@/lib/composer/composer';
import { createSnippetMenuModel, type SnippetMenuModel } from '@/lib/composer/snippet-menu-model';

const menus = new WeakMap<Composer, SnippetMenuModel>();

/** The one snippet list of a composer, shared by its tool, its `;` trigger and the line naming what is added. */
export function menuOf(composer: Composer): SnippetMenuModel {
  let menu = menus.get(composer);
  if (!menu) menus.set(composer, (menu = createSnippetMenuModel(composer.snippets, composer.accounts)));
  return menu;
}
