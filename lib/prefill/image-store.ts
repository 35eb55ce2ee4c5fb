/** A fetched image waits in IndexedDB, which holds a Blob (storage.local holds JSON) and outlives the worker's stop. */
import { objectStore } from '@/lib/storage/object-store';

type StoredImage = { id: string; file: Blob; name: string };

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
