/**
 * The words people name an ntfy topic after — what it is for, where it lives, the service, the product, a first
 * name — which a stranger would try first. Stems only (weak-topic.ts adds -s, -ed, -er, -ing), lowercase, one space
 * apart: a string is the smallest thing to ship.
 */
export const TOPIC_WORDS =
  'quick post publish schedule share social media notification notify alert web hook event status update news ' +
  'feed channel push message msg inbox topic ntfy relay bot test demo example dev prod temp tmp default main home ' +
  'work office personal private public secret hidden mine my me our your the and for of to from with all new cool ' +
  'hello world hi hey foo bar abc xyz qwerty asdf admin user password account team business client blog site app ' +
  'api server phone mobile browser extension twitter tweet bluesky bsky mastodon toot linkedin facebook instagram ' +
  'thread tiktok youtube pinterest reddit discord slack github mail email data info log family friend anna john ' +
  'mike david chris alex sam max tom paul mark peter sarah lisa maria julia emma dana';
