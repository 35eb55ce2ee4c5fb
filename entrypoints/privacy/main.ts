import { uiLocale } from '@/lib/i18n/t';
import './style.css';

// Both languages are in the page (rendered from docs/privacy*.md at build time): the browser's language shows
// first, the other stays one click away.
const language = location.hash === '#de' || location.hash === '#en' ? location.hash.slice(1) : uiLocale();
const shown = language?.startsWith('de') ? 'de' : 'en';
document.documentElement.lang = shown;
for (const article of document.querySelectorAll('article')) article.hidden = article.id !== shown;
document.title = document.querySelector(`#${shown} h1`)?.textContent ?? document.title;
window.addEventListener('hashchange', () => location.reload());
