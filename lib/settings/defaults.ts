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
