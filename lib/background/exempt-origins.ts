/** Where Quickpost may reach a local address without asking (docs/security.md, "Nothing local without asking"). */
import { serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';

/** The configured service's and broker's origins: the only local addresses reached without asking. */
export async function exemptOrigins(): Promise<string[]> {
  const [{ apiUrl, appUrl }, { brokerUrl }] = await Promise.all([serviceAddressesItem.get(), signInServiceItem.get()]);
  const origins = [apiUrl, appUrl, brokerUrl].flatMap((address) => {
    try {
      return [new URL(address).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
