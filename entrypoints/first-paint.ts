import { startFirstPaint } from '@/components/first-paint/first-paint';
import { startPageModules } from '@/components/first-paint/page-modules';

// popup.html's first script, a plain one at the end of its body (components/first-paint/first-paint.ts); then the
// page's module entry, which the build named on this script (components/first-paint/page-modules.ts).
export default defineUnlistedScript(() => {
  const script = document.currentScript;
  try {
    startFirstPaint(document.getElementById('app')!);
  } finally {
    startPageModules(script);
  }
});
