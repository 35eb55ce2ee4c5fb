import { startBackground } from '@/lib/background/start';

// A classic (non-module) worker: WXT then bundles it on its own, in one file, instead of sharing chunks with the
// pages — a shared chunk carries every zod and storage part either side uses (docs/design.md §5 size bars). A service
// worker cannot import() lazily anyway, so nothing is lost.
export default defineBackground({
  main() {
    startBackground();
  },
});
