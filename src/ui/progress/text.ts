/** Joins the progress page's words to the app's catalogues when its code loads (src/ui/i18n). */
import { registerCatalogue } from '../i18n';
import { progressEn } from './text.en';
import { progressIt } from './text.it';

registerCatalogue({ en: progressEn, it: progressIt });
