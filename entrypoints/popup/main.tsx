import '@/components/composer/composer.css';
import { mountComposer } from '@/components/mount';

mountComposer(document.getElementById('app')!, 'popup');
