import { request } from '@/lib/messaging';

/** Asks the background whether it is alive; resolves with the service address it uses. */
export async function pingBackground(): Promise<string> {
  return (await request('ping', {})).apiUrl;
}
