// lib/api's sentences come from the extension's catalogs (lib/i18n/t.ts): give them the English one under Node.
import { installCatalogI18n } from '../i18n-catalog';

installCatalogI18n('en');
