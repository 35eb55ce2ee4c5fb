import { startBackground } from '@/lib/background/start';
import { sendSmokeBeacon } from '@/lib/background/smoke-beacon';

export default defineBackground({
  type: 'module',
  main() {
    startBackground();
    // Set only by the Firefox smoke test's build (undefined elsewhere, so this line is dropped).
    if (import.meta.env.WXT_SMOKE_URL) void sendSmokeBeacon(import.meta.env.WXT_SMOKE_URL);
  },
});
