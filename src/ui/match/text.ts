/** Joins the match screens' words to the app's catalogues when their code loads (src/ui/i18n). */
import { registerCatalogue } from '../i18n';
import { matchEn } from './text.en';
import { matchIt } from './text.it';

registerCatalogue({ en: matchEn, it: matchIt });
