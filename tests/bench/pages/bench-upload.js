// The browser's own ceiling for an upload (design.md §5): one XHR of a disk-backed File, nothing else.
// armBareUpload(url, key): the next file chosen is sent at once (as the composer does on `change`), and the
// answer's status is written into the page when it arrives, where the bench sees it as it sees the composer's.
globalThis.armBareUpload = (url, apiKey) => {
  const input = document.getElementById('file');
  input.addEventListener(
    'change',
    () => {
      const file = input.files[0];
      const form = new FormData();
      form.append('file', file, file.name);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.setRequestHeader('X-API-KEY', apiKey);
      xhr.upload.onprogress = () => (globalThis.progressEvents = (globalThis.progressEvents ?? 0) + 1); // as any upload with a bar
      xhr.onloadend = () => (document.getElementById('answer').textContent = `Answered ${xhr.status}.`);
      xhr.send(form);
    },
    { once: true },
  );
};
