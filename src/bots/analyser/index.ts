/** The discard analyser (issue 16): what each discard is worth, exactly, under the solo model. */
export {
  analyse,
  analyseDiscards,
  analyseUnbudgeted,
  checkPosition,
  ALWAYS_EXACT_DRAWS,
} from './analyse';
export type { AnalysePosition, Analysis, DiscardValue } from './types';
export { MAX_DRAWS_LEFT } from './types';
export { drawsLeftOfView, positionOfView, visibleOfView } from './position';
export { handKey } from './search';
