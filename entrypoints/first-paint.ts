import { startFirstPaint } from '@/components/first-paint/first-paint';

// popup.html's first script, a plain one at the end of its body (components/first-paint/first-paint.ts).
export default defineUnlistedScript(() => startFirstPaint(document.getElementById('app')!));
