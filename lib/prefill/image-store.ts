/**
 * Where a page's fetched image waits until the person chooses it: IndexedDB, which holds a Blob (the
 * worker's memory does not survive its stop, and storage.local holds only JSON). The background writes it after
 * the fetch; the composer reads it for the preview; the background reads it again to upload it when the person
 * attaches it. One image at a time: a newer "Post this image" replaces the last.
 */
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

const DB = 'quickpost-page-image';
const STORE = 'image';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const idbImageStore: ImageStore = {
  put: (image) => run('readwrite', (s) => s.put(image, KEY)),
  async get(id) {
    const image = await run<StoredImage | undefined>('readonly', (s) => s.get(KEY));
    return image?.id === id ? image : null;
  },
  clear: () => run('readwrite', (s) => s.clear()),
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
