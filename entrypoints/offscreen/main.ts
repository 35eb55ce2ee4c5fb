import { startOffscreenRunner } from '@/lib/uploads/offscreen';

// The popup's uploads, in Chrome's offscreen document: no tab, and the popup closing does not stop them.
startOffscreenRunner();
