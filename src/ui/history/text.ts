/**
 * Joins the history's words to the app's catalogues when this screen's code loads (src/ui/i18n),
 * with the Ravenna result's: a Ravenna win is told in them (limit hands, doublings, the score).
 */
import '../ravenna/text';
import { registerCatalogue } from '../i18n';
import { historyEn } from './text.en';
import { historyIt } from './text.it';

registerCatalogue({ en: historyEn, it: historyIt });
