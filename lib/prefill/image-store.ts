/**
 * Where a fetched image waits until the person chooses it: IndexedDB, since it holds a Blob, the worker's memory does
 * not survive its stop, and storage.local holds only JSON. One image at a time.
 */
import { objectStore } from '@/lib/storage/object-store';

interface StoredImage {
  id: string;
  file: Blob;
  name: string;
}

export interface ImageStore {
  put(image: StoredImage): Promise<void>;
  get(id: string): Promise<StoredImage | null>;
  clear(): Promise<void>;
}

const KEY = 'current';
const { transact } = objectStore('quickpost-page-image', 'image');

export const idbImageStore: ImageStore = {
  put: (image) => transact('readwrite', (s) => s.put(image, KEY)).then(() => undefined),
  async get(id) {
    const image = (await transact('readonly', (s) => s.get(KEY))) as StoredImage | undefined;
    return image?.id === id ? image : null;
  },
  clear: () => transact('readwrite', (s) => s.clear()),
};

/** For tests and for browsers without IndexedDB in the background: the same contract in memory. */
export function memoryImageStore(): ImageStore {
  let current: StoredImage | null = null;
  return {
    put: async (image) => void (current = image),
    get: async (id) => (current?.id === id ? current : null),
    clear: async () => void (current = null),
  };
}
