/** The configured service's and broker's origins: the only local addresses reached without asking (docs/security.md). */
import { serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';

export async function exemptOrigins(): Promise<string[]> {
  const [{ apiUrl, appUrl }, { brokerUrl }] = await Promise.all([serviceAddressesItem.get(), signInServiceItem.get()]);
  return [...new Set([apiUrl, appUrl, brokerUrl].filter((a) => URL.canParse(a)).map((a) => new URL(a).origin))];
}
