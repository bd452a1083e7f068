/** The Ravenna result's words join the app's catalogues when its code loads. */
import { registerCatalogue } from '../../i18n';
import { ravennaEn } from './text.en';
import { ravennaIt } from './text.it';

registerCatalogue({ en: ravennaEn, it: ravennaIt });
