import { render } from 'preact';
import { OptionsPlaceholder } from '@/components/OptionsPlaceholder';

render(<OptionsPlaceholder />, document.getElementById('app')!);
