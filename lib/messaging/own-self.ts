/** Quickpost's own id and page origin, as every listener's sender check compares them (./sender.ts). */
import { browser } from '@/lib/storage/browser-api';
import type { Self } from './sender';

export const ownSelf = (): Self => ({ id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/$/, '') });
