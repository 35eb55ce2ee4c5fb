/** Service addresses baked in at build time (wxt.config.ts); settings may override them at run time. */
export const buildDefaults = {
  apiUrl: import.meta.env.QP_API_URL as string,
  appUrl: import.meta.env.QP_APP_URL as string,
} as const;
