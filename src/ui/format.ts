import type { RulesetId } from '../engine';
import type { Translate } from './i18n';

/** Points with their sign, as on a score card: +30, −10, 0 (a true minus sign, not a hyphen). */
export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** "30 points", "1 point" (a chicken hand is worth one). */
export function pointsText(t: Translate, points: number): string {
  return points === 1 ? t('result.onePoint') : t('result.total', { points });
}

/** A ruleset's name, as the title screen, the settings and the History show it (`ruleset.<id>`). */
export function rulesetName(t: Translate, ruleset: RulesetId): string {
  return t(`ruleset.${ruleset}`);
}
