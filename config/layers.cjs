/**
 * The layers of docs/architecture.md, from the bottom up: a module may import its own layer and the ones below,
 * never one above. Within the features layer the folders have an order of their own (FEATURES), so that no two
 * import each other. Read by .dependency-cruiser.cjs (the rules) and scripts/layer-figures.ts (the figures).
 */
const LAYERS = [
  ['lib/i18n', 'lib/signals'],
  ['lib/service', 'lib/settings'],
  ['lib/draft', 'lib/errors', 'lib/links', 'lib/snippets', 'lib/ideas'],
  ['lib/api', 'lib/oauth'],
  ['lib/budget'],
  ['lib/storage'],
  ['lib/messaging'],
  [
    'lib/outbox',
    'lib/prefill',
    'lib/tracking',
    'lib/uploads',
    'lib/notify',
    'lib/composer',
    'lib/posts',
    'lib/options',
  ],
  ['lib/background'],
  ['components'],
  ['entrypoints'],
];

/** The features layer, in order: each may import the ones before it. */
const FEATURES = [
  ['lib/outbox', 'lib/prefill', 'lib/tracking', 'lib/uploads'],
  ['lib/notify'],
  ['lib/composer', 'lib/posts', 'lib/options'],
];

module.exports = { LAYERS, FEATURES };
