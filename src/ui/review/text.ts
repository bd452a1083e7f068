/**
 * Joins the review's words to the app's catalogues when its code loads (src/ui/i18n), with the
 * history's (the replay viewer's words are there).
 */
import '../history/text';
import { registerCatalogue } from '../i18n';
import { reviewEn } from './text.en';
import { reviewIt } from './text.it';

registerCatalogue({ en: reviewEn, it: reviewIt });
