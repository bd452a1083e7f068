/**
 * What the coach's tests share: its words in either language on a real i18next instance with the
 * app's catalogues, and a seat's tiles read straight from its view (independently of the bots).
 */
import type { PlayerView } from '../../src/engine';
import { PLAYING_KINDS, kindOfId } from '../../src/engine';
import { coachEn } from '../../src/ui/coach/text.en';
import { coachIt } from '../../src/ui/coach/text.it';
import type { Words } from '../../src/ui/coach/text';
import type { Translate } from '../../src/ui/i18n';
import { createI18n } from '../../src/ui/i18n';
import { BUNDLED } from '../../src/ui/i18n/bundled';

export function coachWords(language: 'en' | 'it'): Words {
  const i18n = createI18n(language, BUNDLED);
  i18n.addResourceBundle('en', 'coach', coachEn);
  i18n.addResourceBundle('it', 'coach', coachIt);
  return {
    t: i18n.t as unknown as Translate,
    c: (key, vars) => i18n.t(key, { ...vars, ns: 'coach' }),
  };
}

/** Own concealed tiles per kind, copies locked in own sets, unseen copies: read from the view. */
export function readView(view: PlayerView) {
  const me = view.seats[view.seat];
  const hand = new Array<number>(PLAYING_KINDS).fill(0);
  for (const id of me.concealed!) {
    const k = kindOfId(id);
    if (k < PLAYING_KINDS) hand[k]!++;
  }
  const locked = new Array<number>(PLAYING_KINDS).fill(0);
  for (const set of me.melds) for (const id of set.tiles) locked[kindOfId(id)]!++;
  const seen = hand.map((n, k) => n + locked[k]!);
  for (const s of view.seats) {
    if (s.seat !== view.seat)
      for (const set of s.melds) for (const id of set.tiles) seen[kindOfId(id)]!++;
    for (const id of s.river) seen[kindOfId(id)]!++;
  }
  return { hand, locked, unseen: seen.map((n) => 4 - n), melds: me.melds.length };
}
