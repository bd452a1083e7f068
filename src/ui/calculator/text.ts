/** Joins the calculator's words to the app's catalogues when this screen's code loads (src/ui/i18n). */
import { registerCatalogue } from '../i18n';
import { calculatorEn } from './text.en';
import { calculatorIt } from './text.it';

registerCatalogue({ en: calculatorEn, it: calculatorIt });
