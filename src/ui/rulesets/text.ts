/**
 * Every ruleset's own words join the app's catalogues when the code that tells a ruleset's results
 * loads (the History): each folder registers its catalogue.
 */
import './ravenna/text';
