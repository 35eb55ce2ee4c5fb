/**
 * The popup hands a chosen file to a composer tab (docs/design.md §3.2: uploads "survive the popup closing").
 * Runtime messaging cannot carry a File, but IndexedDB can hold one between extension pages of the same origin
 * (docs/stack-notes.md); the browser keeps it as a blob on disk, so the file is never read whole into memory.
 */
import browser from 'webextension-polyfill';

const DB = 'quickpost-handover';
const STORE = 'files';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      // Resolved on commit, not on the request: a handed-over file must really be stored before the popup goes.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Stores the file and opens a composer tab that uploads it. */
export async function handOverToTab(file: File): Promise<void> {
  const key = crypto.randomUUID();
  await transact('readwrite', (store) => store.put(file, key));
  await browser.tabs.create({ url: browser.runtime.getURL(`/composer.html?upload=${encodeURIComponent(key)}`) });
}

/** The handed-over file for `key`, removed from the store (a reloaded tab does not upload it twice). */
export async function takeHandedOver(key: string): Promise<File | undefined> {
  const file = await transact('readonly', (store) => store.get(key) as IDBRequest<File | undefined>);
  await transact('readwrite', (store) => store.delete(key));
  return file instanceof Blob ? (file as File) : undefined;
}
