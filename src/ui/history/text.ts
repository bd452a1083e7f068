/**
 * Joins the history's words to the app's catalogues when this screen's code loads (src/ui/i18n),
 * with the rulesets' own: a win is told in its ruleset's words (Ravenna's limit hands, doublings,
 * the score).
 */
import '../rulesets/text';
import { registerCatalogue } from '../i18n';
import { historyEn } from './text.en';
import { historyIt } from './text.it';

registerCatalogue({ en: historyEn, it: historyIt });
