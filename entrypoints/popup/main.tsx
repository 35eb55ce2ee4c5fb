// The composer loads as its own chunk: the popup's first paint is the static shell in index.html (design.md §5).
// (`m.mountComposer`, not a destructured name: WXT's auto-import would turn a bare `mountComposer` into a static import.)
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'popup'));
