import '@/components/composer/composer.css';
import { mountComposer } from '@/components/mount';

// The composer beside the page (Chrome's side panel, Firefox's sidebar): the popup's composer and its one draft.
mountComposer(document.getElementById('app')!, 'sidepanel');
