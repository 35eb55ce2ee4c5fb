/**
 * One IndexedDB object store of its own database: where a Blob or File waits between extension contexts
 * (storage.local holds only JSON). Opened per use and closed after, so no context keeps it open.
 */
export function objectStore(database: string, name: string) {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  return {
    /** Resolves with the request's result once the transaction has committed (the data is really there). */
    async transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
      const db = await open();
      try {
        return await new Promise((resolve, reject) => {
          const tx = db.transaction(name, mode);
          const request = work(tx.objectStore(name));
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
  };
}
