import { storage } from 'wxt/utils/storage';
import { defaultAddresses, type ServiceAddresses } from '@/lib/settings-schema';

/**
 * Every storage key Quickpost uses, declared once (style.md). Values are parsed with zod where they are read.
 * Credentials live in storage.local only, never sync.
 */
export const serviceAddressesItem = storage.defineItem<ServiceAddresses>('local:serviceAddresses', {
  fallback: defaultAddresses,
  version: 1,
});
