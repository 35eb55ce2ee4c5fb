import { z } from 'zod';
import { buildDefaults } from '@/lib/build-defaults';

/** Where the service lives. Build-time defaults; the options page (issue 4) lets the person change them. */
export const ServiceAddresses = z.object({
  apiUrl: z.url({ protocol: /^https?$/ }),
  appUrl: z.url({ protocol: /^https?$/ }),
});
export type ServiceAddresses = z.infer<typeof ServiceAddresses>;

export const defaultAddresses: ServiceAddresses = { apiUrl: buildDefaults.apiUrl, appUrl: buildDefaults.appUrl };

/** Parses what storage holds; anything unreadable falls back to the build defaults rather than breaking start-up. */
export function parseAddresses(raw: unknown): ServiceAddresses {
  const parsed = ServiceAddresses.safeParse(raw);
  return parsed.success ? parsed.data : defaultAddresses;
}
