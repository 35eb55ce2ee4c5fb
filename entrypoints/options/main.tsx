import { render } from 'preact';
import browser from 'webextension-polyfill';
import { OptionsPage } from '@/components/OptionsPage';
import { request } from '@/lib/messaging';
import { createOptionsModel } from '@/lib/options/model';
import './style.css';

const model = createOptionsModel({ request, requestOrigins: (origins) => browser.permissions.request({ origins }) });
render(<OptionsPage model={model} />, document.getElementById('app')!);
void model.load();
