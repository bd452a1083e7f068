/**
 * The facts a coach's discard reason states, each checked against what the position itself says
 * (issue 35, item 2): the analyser run afresh (`hu analyse`'s numbers), a brute-force efficiency
 * count, the scorer, the view's sets and rivers, the shading the hand shows — and the words against
 * those facts, in both languages. Used by the reasons' test over self-play and by the built-in
 * drills' test (issue 37: each drill's answer passes the same checks).
 */
import { expect } from 'vitest';
import { analyse, positionOfView } from '../../src/bots/analyser';
import type { CoachAdvice, CoachAim, DiscardFigures } from '../../src/bots/coach';
import {
  aimOrder,
  figuresAtTable,
  figuresOfAnalysis,
  sameFigure,
  tableSeatOf,
} from '../../src/bots/coach';
import { COACH_PROFILE, threatsOfView } from '../../src/bots/coach/coach';
import { BOT_RULESETS } from '../../src/bots/rulesets';
import { rankTurnDiscards } from '../../src/bots/decide';
import { dangerOf } from '../../src/bots/danger';
import { knowledgeOf } from '../../src/bots/knowledge';
import type { PlayerView, TileKind } from '../../src/engine';
import {
  NO_SITUATION,
  PLAYING_KINDS,
  Rng,
  isSevenPairs,
  isThirteenTerminals,
  kindOfId,
  regularDecompositions,
  scoreWinningHand,
  seedRng,
  shanten,
  kindOf,
} from '../../src/engine';
import { tileName } from '../../src/ui/i18n';
import { discardForms, oddsText, expectText, shownOptions, wordsOf } from '../../src/ui/coach/text';
import { coachWords, readView } from './coach';

export const LANGS = { en: coachWords('en'), it: coachWords('it') };

/** A fresh count of the checks made. */
export const newTally = (): Checked => ({ reasons: new Map(), facts: 0, plans: 0, givesUp: 0 });

/** Brute force: every discard's tiles from ready and live acceptance (engine shanten only). */
export function efficiency(view: PlayerView): Map<TileKind, { shanten: number; tiles: number }> {
  const { hand, locked, unseen, melds } = readView(view);
  const out = new Map<TileKind, { shanten: number; tiles: number }>();
  for (let d = 0; d < PLAYING_KINDS; d++) {
    if (hand[d] === 0) continue;
    hand[d]!--;
    const s = shanten(hand, melds, locked);
    let tiles = 0;
    for (let t = 0; t < PLAYING_KINDS; t++) {
      if (unseen[t]! <= 0 || hand[t]! + locked[t]! >= 4) continue;
      hand[t]!++;
      if (shanten(hand, melds, locked) < s) tiles += unseen[t]!;
      hand[t]!--;
    }
    hand[d]!++;
    out.set(kindOf(d), { shanten: s, tiles });
  }
  return out;
}

export function wins(counts: number[], melds: number): boolean {
  if (regularDecompositions(counts, 4 - melds).length > 0) return true;
  return melds === 0 && (isSevenPairs(counts) || isThirteenTerminals(counts));
}

/** The analysis of each position, run once for both aims (it does not depend on the aim). */
const analyses = new WeakMap<PlayerView, DiscardFigures[]>();

/**
 * The analyser's figures of the position, run afresh, best first as `hu analyse` orders them for
 * the aim, with the figures the coach shows at the table beside the suggestion `shown`.
 */
function analysed(view: PlayerView, aim: CoachAim, shown: TileKind): DiscardFigures[] {
  let figures = analyses.get(view);
  if (figures === undefined) {
    figures = figuresOfAnalysis(analyse(positionOfView(view)!));
    analyses.set(view, figures);
  }
  return figuresAtTable(view, figures, tableSeatOf(view), shown).sort(aimOrder(aim));
}

const figureOf = (list: readonly DiscardFigures[], kind: TileKind) =>
  list.find((f) => f.kind === kind)!;

/** Whether two discards are worth the same for the aim (its figure, then the other). */
const equalFor = (a: DiscardFigures, b: DiscardFigures) =>
  sameFigure(a.tableChance, b.tableChance) && sameFigure(a.tablePoints, b.tablePoints);

export interface Checked {
  readonly reasons: Map<string, number>;
  facts: number;
  /** Reasons that name a pattern as the plan. */
  plans: number;
  /** Suggestions that say what aiming to win more hands gives up. */
  givesUp: number;
}

export function checkTurn(view: PlayerView, aim: CoachAim, advice: CoachAdvice, tally: Checked) {
  const d = advice.discard;
  if (d === null) return;
  const fact = (holds: boolean, what: string) => {
    expect(holds, `${what} (${d.reason.type}, aim ${aim}, seat ${view.seat})`).toBe(true);
    tally.facts++;
  };
  tally.reasons.set(d.reason.type, (tally.reasons.get(d.reason.type) ?? 0) + 1);
  const named =
    'plan' in d.reason ? d.reason.plan : 'pattern' in d.reason ? d.reason.pattern : null;
  if (named !== null) tally.plans++;
  const figures = analysed(view, aim, d.recommended.kind);
  const best = figures[0]!;
  const mine = figureOf(figures, d.recommended.kind);
  const brute = efficiency(view);
  const least = Math.min(...[...brute.values()].map((e) => e.shanten));
  const widest = Math.max(
    ...[...brute.values()].filter((e) => e.shanten === least).map((e) => e.tiles),
  );
  const efficient = (k: TileKind) =>
    brute.get(k)!.shanten === least && brute.get(k)!.tiles === widest;
  const r = d.reason;
  // The suggestion is the analyser's best for the aim, unless the reason names the danger.
  if (r.type === 'safety') {
    fact(
      equalFor(figureOf(figures, r.instead), best),
      'the tile turned down is the analyser’s best',
    );
    const marks = advice.danger ?? [];
    const shaded = marks.find((m) => m.kind === r.instead);
    fact(
      r.level === 0 ? (shaded?.level ?? 0) === 0 : shaded !== undefined && shaded.level === r.level,
      'the tile called dangerous is shaded at that level (not at all when only riskier)',
    );
    // The risk of paying for another's win, as the table's reading weighs it (danger.ts).
    const threats = threatsOfView(view, knowledgeOf(view));
    fact(
      dangerOf(d.recommended.kind, threats) < dangerOf(r.instead, threats),
      'the suggestion is less risky than the tile turned down',
    );
    if (r.level === 0)
      fact(aim === 'points', 'an unshaded tile turned down only by the policy (aim points)');
    const op = view.seats[r.threat];
    for (const sign of r.signs) {
      if (sign.type === 'ready')
        fact(
          sign.chance >= Math.round(BOT_RULESETS[view.ruleset].danger.namedFrom * 100),
          'a player called maybe ready is read so often enough (issue 36 item 5)',
        );
      if (sign.type === 'sets') fact(sign.count === op.melds.length, 'sets on the table counted');
      if (sign.type === 'oneSuit') {
        const kinds = op.melds.map((m) => kindOfId(m.tiles[0]!));
        fact(
          kinds.every((k) => k >= 27 || Math.floor(k / 9) === sign.suit) &&
            sign.honours === kinds.some((k) => k >= 27),
          'sets described by their real suit, honours named',
        );
      }
      if (sign.type === 'keepsSuit') {
        const own = view.discards.filter((x) => x.seat === r.threat).map((x) => kindOfId(x.tile));
        fact(
          own.every((k) => k >= 27 || Math.floor(k / 9) !== sign.suit),
          'no tile of that suit thrown',
        );
      }
      if (sign.type === 'drawStreak') {
        const own = view.discards.filter((x) => x.seat === r.threat);
        let streak = 0;
        for (let i = own.length - 1; i >= 0 && own[i]!.fromDraw; i--) streak++;
        fact(streak === sign.count, 'the tile just drawn thrown that many times in a row');
      }
      if (sign.type === 'lateWall') fact(sign.live === view.wall.live, 'tiles left in the wall');
    }
    const own = view.discards.filter((x) => x.seat === r.threat);
    if (r.beside !== null) {
      const fromHand = own.filter((x) => !x.fromDraw);
      const last = kindOfId(fromHand.at(-1)!.tile);
      fact(
        last === r.beside &&
          last < 27 &&
          r.instead < 27 &&
          Math.floor(last / 9) === Math.floor(r.instead / 9) &&
          [1, 2].includes(Math.abs(last - r.instead)),
        'the tile beside is the last one he threw from his hand, next to the dangerous one',
      );
    }
    if (r.safer === 'discarded')
      fact(
        own.some((x) => kindOfId(x.tile) === d.recommended.kind),
        'he threw that tile before',
      );
    if (r.safer === 'passed') {
      // Went by him since his hand last changed (a tile thrown from it, or a set claimed), unclaimed.
      let changed = -1;
      view.discards.forEach((x, i) => {
        if ((x.seat === r.threat && !x.fromDraw) || x.claimedBy === r.threat) changed = i;
      });
      fact(
        view.discards
          .slice(changed + 1)
          .some((x) => kindOfId(x.tile) === d.recommended.kind && x.claimedBy !== r.threat),
        'that tile went by him and his hand has not changed since',
      );
    }
  } else if (r.type === 'judgement') {
    // Both figures estimates, and the policy's look-ahead puts the suggestion first.
    fact(aim === 'points', 'the policy departs from the figures only aiming for points');
    fact(
      equalFor(figureOf(figures, r.instead), best) && !equalFor(mine, best),
      'the tile turned down is the analyser’s best',
    );
    fact(!mine.exact && !figureOf(figures, r.instead).exact, 'both figures are estimates');
    fact(
      rankTurnDiscards(view, new Rng(seedRng('coach')), 'strong', COACH_PROFILE)[0]!.kind ===
        d.recommended.kind,
      'the look-ahead rates the suggestion first',
    );
  } else if (r.type === 'speed' || r.type === 'wider') {
    // The policy's choice (aim points) over the analyser's best, for a fact the figures show.
    fact(aim === 'points', 'the policy departs from the figures only aiming for points');
    fact(
      equalFor(figureOf(figures, r.instead), best) && !equalFor(mine, best),
      'the tile turned down is the analyser’s best',
    );
    if (r.type === 'speed')
      fact(
        mine.tableChance > best.tableChance &&
          !sameFigure(mine.tableChance, best.tableChance) &&
          mine.tablePoints < best.tablePoints,
        'a better chance to win, for fewer points',
      );
    else {
      const a = brute.get(d.recommended.kind)!;
      const b = brute.get(r.instead)!;
      fact(
        r.closer ? a.shanten < b.shanten : a.shanten === b.shanten && a.tiles > b.tiles,
        r.closer ? 'closer to ready' : 'more useful tiles, as close to ready',
      );
      if (!r.closer)
        for (const [lang, words] of Object.entries(LANGS)) {
          const text = discardForms(wordsOf(words, view.ruleset), view, d, advice.waits)[0]!;
          fact(
            text.includes(`${a.tiles}`) && text.includes(`${b.tiles}`),
            `${lang}: the tiles counted`,
          );
        }
    }
  } else {
    fact(equalFor(mine, best), 'the suggestion is the analyser’s best for the aim');
  }
  switch (r.type) {
    case 'efficiency':
      fact(efficient(d.recommended.kind), 'the suggestion keeps the most useful tiles');
      if (r.plan !== null) {
        const shown = advice.patterns.find(
          (p) => p.id === r.plan!.id && p.suit === r.plan!.suit && p.tile === r.plan!.tile,
        );
        fact(
          shown !== undefined && shown.onTrack && r.plan.points >= 20,
          'the plan is in the shown list, on track',
        );
      }
      break;
    case 'waits': {
      fact(brute.get(d.recommended.kind)!.shanten === 0, 'the suggestion leaves the hand ready');
      const { hand, locked, melds } = readView(view);
      hand[d.recommended.kind]!--;
      const waits: TileKind[] = [];
      for (let t = 0; t < PLAYING_KINDS; t++) {
        if (hand[t]! + locked[t]! >= 4) continue;
        hand[t]!++;
        if (wins(hand, melds)) waits.push(kindOf(t));
        hand[t]!--;
      }
      fact(
        advice.waits.map((x) => x.kind).join() === waits.join(),
        'the waits named are the winning tiles',
      );
      if (r.plan !== null && view.ruleset === 'zung-jung') {
        const me = view.seats[view.seat];
        const concealed = hand.flatMap((n, k) => Array<TileKind>(n).fill(kindOf(k)));
        for (const k of waits) {
          const scored = scoreWinningHand({
            concealed,
            melds: me.melds.map((m) => ({
              kind: m.kind,
              tile: kindOfId(m.tiles[0]!),
              concealed: m.concealed,
            })),
            winningTile: k,
            winFrom: 'wall',
            seat: view.seat,
            bonusTiles: [],
            situation: NO_SITUATION,
          });
          fact(
            scored.ok && scored.value.counted.some((p) => p.id === r.plan!.id),
            'every wait scores the plan',
          );
        }
      }
      break;
    }
    case 'chance': {
      const other = figureOf(figures, r.instead);
      fact(
        efficient(r.instead) && !efficient(d.recommended.kind),
        'compared with the most efficient tile',
      );
      fact(
        !sameFigure(mine.tableChance, other.tableChance) && mine.tableChance > other.tableChance,
        'a better chance to win',
      );
      if (aim === 'points') fact(sameFigure(mine.tablePoints, other.tablePoints), 'as many points');
      break;
    }
    case 'value': {
      const other = figureOf(figures, r.instead);
      fact(
        efficient(r.instead) && !efficient(d.recommended.kind),
        'compared with the most efficient tile',
      );
      fact(
        mine.tablePoints > other.tablePoints && !sameFigure(mine.tablePoints, other.tablePoints),
        'more points to expect',
      );
      // A trade of speed for points only where the chance is lower and the points higher.
      fact(
        r.trade ===
          (mine.tableChance < other.tableChance &&
            !sameFigure(mine.tableChance, other.tableChance)),
        'the trade named only when the chance is lower',
      );
      fact(
        r.slower === brute.get(d.recommended.kind)!.shanten > brute.get(r.instead)!.shanten,
        'slower only when further from ready',
      );
      if (r.pattern !== null)
        fact(
          advice.patterns.some(
            (p) =>
              p.id === r.pattern!.id && p.suit === r.pattern!.suit && p.tile === r.pattern!.tile,
          ),
          'the pattern named is in the shown list',
        );
      break;
    }
    case 'even': {
      const other = figureOf(figures, r.instead);
      fact(aim === 'points', 'the policy chooses among equals only aiming for points');
      fact(
        efficient(r.instead) && !efficient(d.recommended.kind),
        'compared with the most efficient tile',
      );
      fact(equalFor(mine, other), 'the same chance and points');
      break;
    }
    case 'noChance':
      fact(least > 0 && figures.every((f) => f.winChance === 0), 'no discard keeps a chance');
      break;
    case 'safety':
      break;
  }
  // Aiming to win more hands says where it gives up points (issue 36): the points aim's best,
  // exactly where that expects more than the suggestion, and only beside the plain reasons.
  const richest = analysed(view, 'points', d.recommended.kind)[0]!;
  const givesUp =
    aim === 'win' &&
    ['efficiency', 'waits', 'chance'].includes(r.type) &&
    richest.kind !== d.recommended.kind &&
    richest.tablePoints > mine.tablePoints &&
    !sameFigure(richest.tablePoints, mine.tablePoints);
  fact(d.givesUp === (givesUp ? richest.kind : null), 'gives up points exactly where it does');
  if (d.givesUp !== null) {
    tally.givesUp++;
    fact(
      mine.tableChance > richest.tableChance && !sameFigure(mine.tableChance, richest.tableChance),
      'it wins more often than the richer tile',
    );
    for (const [lang, words] of Object.entries(LANGS)) {
      const w = wordsOf(words, view.ruleset);
      const fullest = discardForms(w, view, d, advice.waits)[0]!;
      fact(fullest.includes(tileName(w.t, d.givesUp)), `${lang}: names the richer tile`);
      const a = expectText(w, richest.tablePoints);
      const b = expectText(w, mine.tablePoints);
      fact(a === b ? !fullest.includes(`${a},`) : fullest.includes(a), `${lang}: its points`);
    }
  }
  // The words: the tiles named are the suggestion and the tile weighed against it; a comparison
  // is put in numbers only where the numbers the panel shows read differently.
  for (const [lang, words] of Object.entries(LANGS)) {
    const w = wordsOf(words, view.ruleset);
    const forms = discardForms(w, view, d, advice.waits);
    for (const text of forms) {
      fact(text.includes(tileName(w.t, d.recommended.kind)), `${lang}: names the suggestion`);
      if ('instead' in r)
        fact(text.includes(tileName(w.t, r.instead)), `${lang}: names the tile weighed against it`);
      if (r.type === 'chance' && aim === 'win') {
        const a = oddsText(w, mine.tableChance);
        const b = oddsText(w, figureOf(figures, r.instead).tableChance);
        fact(
          a === b ? !text.includes(a) : true,
          `${lang}: no comparison of chances that read the same`,
        );
      }
      if (r.type === 'value') {
        const a = expectText(w, mine.tablePoints);
        const b = expectText(w, figureOf(figures, r.instead).tablePoints);
        fact(
          a === b ? !text.includes(`${a},`) : true,
          `${lang}: no comparison of points that read the same`,
        );
      }
    }
  }
  // The tile the reason compares with is among the three the panel shows.
  if ('instead' in r)
    fact(
      shownOptions(d).some((f) => f.kind === r.instead),
      'the compared tile is shown',
    );
}
