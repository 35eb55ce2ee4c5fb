import browser from 'webextension-polyfill';
import { z } from 'zod';

const PingAnswer = z.object({ ok: z.literal(true), apiUrl: z.string() });

/** Asks the background whether it is alive; resolves with the service address it uses. */
export async function pingBackground(): Promise<string> {
  const answer = PingAnswer.parse(await browser.runtime.sendMessage({ type: 'ping' }));
  return answer.apiUrl;
}
