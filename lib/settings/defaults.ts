/** Defaults baked in at build time (wxt.config.ts from config/build-env.ts); settings may override them at run time. */
export const buildDefaults = {
  apiUrl: import.meta.env.QP_API_URL as string,
  appUrl: import.meta.env.QP_APP_URL as string,
  /** OAuth client id; '' when the build has none. */
  clientId: import.meta.env.QP_CLIENT_ID as string,
  /** Token broker address; '' when the build has none. */
  brokerUrl: import.meta.env.QP_BROKER_URL as string,
} as const;

/** The longest Undo wait the options page accepts, and the wait of settings that never chose one. */
export const MAX_UNDO_SECONDS = 30;
export const DEFAULT_UNDO_SECONDS = 5;

/** The ways into the composer that bring a page's content, each with a share template of its own. */
export const SHARE_WAYS = ['page', 'selection', 'link', 'image'] as const;
export type ShareWay = (typeof SHARE_WAYS)[number];

/** Today's texts: the share templates of a person who never changed them (lib/prefill/share-text.ts renders them). */
export const DEFAULT_SHARE_TEMPLATES: Record<ShareWay, string> = {
  page: '{title}\n{url}',
  selection: '“{selection}”\n\n{url}',
  link: '{link_text}\n{url}',
  image: '',
};

/** Links lose their tracking parameters; none is tagged until the person lists their sites. */
export const DEFAULT_LINK_SETTINGS = { clean: true, tag: false, sites: [] as string[], campaign: '' };
