/**
 * Joins the drills' words to the app's catalogues when their code loads (src/ui/i18n), with the
 * review's (the answer is told in them) and the progress page's (the kinds of mistake).
 */
import '../review/text';
import '../progress/text';
import { registerCatalogue } from '../i18n';
import { drillsEn } from './text.en';
import { drillsIt } from './text.it';

registerCatalogue({ en: drillsEn, it: drillsIt });
