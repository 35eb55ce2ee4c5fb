// Loaded the same way as the popup's (entrypoints/popup/main.tsx), so both share one composer chunk.
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'tab'));
