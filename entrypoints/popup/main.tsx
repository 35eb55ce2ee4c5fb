import { render } from 'preact';
import { PopupPlaceholder } from '@/components/PopupPlaceholder';

render(<PopupPlaceholder />, document.getElementById('app')!);
