/** Joins the settings screen's words to the app's catalogues when its code loads (src/ui/i18n). */
import { registerCatalogue } from '../i18n';
import { settingsEn } from './text.en';
import { settingsIt } from './text.it';

registerCatalogue({ en: settingsEn, it: settingsIt });
