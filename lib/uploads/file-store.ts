// Where a file chosen in the popup waits for the upload runner, so the upload survives the popup closing: messaging
// cannot carry a File, but IndexedDB holds one between contexts (docs/stack-notes.md).
import { objectStore } from '@/lib/storage/object-store';

const STORE = 'files';
const { transact } = objectStore('quickpost-handover', STORE);

/** Marks a record as taken by a runner, whose upload has the Web Lock of the same name while it runs. */
const claimOf = (key: string) => `claimed:${key}`;
const lockOf = (key: string) => `quickpost-handover:${key}`;

/** Removes records of a runner gone before its upload ended (its lock is free): the person chooses the file anew. */
async function sweepLeftovers(): Promise<void> {
  const held = new Set(((await navigator.locks.query()).held ?? []).map((lock) => lock.name));
  const keys = await transact('readonly', (store) => store.getAllKeys());
  const gone = keys
    .map(String)
    .filter((k) => k.startsWith(claimOf('')) && !held.has(lockOf(k.slice(claimOf('').length))));
  if (gone.length === 0) return;
  await transact('readwrite', (store) => {
    let last!: IDBRequest<undefined>;
    for (const claim of gone) {
      store.delete(claim.slice(claimOf('').length));
      last = store.delete(claim);
    }
    return last;
  }).catch(() => undefined);
}

/** Resolves with the key once the transaction committed. */
export async function storeForUpload(file: File): Promise<string> {
  await sweepLeftovers().catch(() => undefined);
  const key = crypto.randomUUID();
  await transact('readwrite', (store) => store.put(file, key));
  return key;
}

export interface Stored {
  file: File;
  /** Removes the record and its claim, however the upload ended. */
  release(): Promise<void>;
}

/** Reads the record and claims it in one transaction, so that two runners cannot both take it. */
async function claim(key: string): Promise<File | undefined> {
  let taken: File | undefined;
  await transact('readwrite', (store) => {
    const file = store.get(key);
    const claimed = store.get(claimOf(key));
    claimed.onsuccess = () => {
      if (file.result instanceof Blob && claimed.result === undefined) {
        taken = file.result as File;
        store.put(Date.now(), claimOf(key));
      }
    };
    return claimed;
  });
  return taken;
}

/** Takes the lock named `name` until the returned function is called; resolves once it is taken. */
function takeLock(name: string): Promise<() => void> {
  return new Promise((granted, refused) => {
    let unlock!: () => void;
    const held = new Promise<void>((resolve) => (unlock = resolve));
    navigator.locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) {
          refused(new Error('another runner holds this file'));
          return undefined;
        }
        granted(unlock);
        return held;
      })
      .catch(refused);
  });
}

/**
 * The file claimed for this runner; the record stays until `release()`, since Firefox makes a File read from
 * IndexedDB unreadable once its record is deleted. A record already claimed is removed, not uploaded twice.
 */
export async function takeStored(key: string): Promise<Stored | undefined> {
  const unlock = await takeLock(lockOf(key)).catch(() => undefined);
  if (!unlock) return undefined;
  const release = async () => {
    try {
      await transact('readwrite', (store) => {
        store.delete(key);
        return store.delete(claimOf(key));
      });
    } finally {
      unlock();
    }
  };
  const file = await claim(key).catch(() => undefined);
  if (file) return { file, release };
  await release().catch(() => undefined);
  return undefined;
}
