// The browser's own ceiling for an upload (design.md §5): one XHR of a disk-backed File, nothing else.
// Resolves with the status and the time between send() and loadend, measured in the page.
globalThis.bareUpload = (url, apiKey) =>
  new Promise((resolve) => {
    const file = document.getElementById('file').files[0];
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-API-KEY', apiKey);
    let progressEvents = 0;
    xhr.upload.onprogress = () => progressEvents++;
    const started = performance.now();
    xhr.onloadend = () => resolve({ status: xhr.status, ms: performance.now() - started, bytes: file.size, progressEvents });
    xhr.send(form);
  });
