/**
 * The coach's advice in words (pure functions, tested without a DOM): tiles away from ready, the
 * suggested discard and its reason, waits, patterns, claim advice and the review of a decision.
 * Each sentence states facts the advice carries (src/bots/coach/types.ts), and a comparison is put
 * in numbers only when the numbers the panel shows differ; else it says "slightly".
 */
import { useTranslation } from 'react-i18next';
import type { PlayerView, RulesetId, Seat, TileKind } from '../../engine';
import { claimChoiceOf, kindOfId, sameClaimChoice } from '../../engine';
import type {
  ClaimAdvice,
  ClaimChoice,
  CoachAdvice,
  CoachReview,
  DiscardAdvice,
  DiscardFigures,
  PatternChance,
  PlanPattern,
  ThreatSign,
  WaitAdvice,
} from '../../store';
import type { MessageKey, Translate } from '../i18n';
import { playerName, tileName, useT } from '../i18n';
import { patternName } from '../i18n/patterns';
import { rulesetWords } from '../rulesets';
import type { CoachKey } from './text.en';
import { coachEn } from './text.en';
import { coachIt } from './text.it';

export type CoachTranslate = (key: CoachKey, vars?: Record<string, string | number>) => string;

/** The app's words and the coach's. */
export interface Words {
  readonly t: Translate;
  readonly c: CoachTranslate;
}

const NS = 'coach';

/**
 * The coach's catalogue joins the app's i18next instance the first time a coach part renders. With
 * a ruleset, both speak its own words (ui/rulesets: "Tris" and "Mah Jong" in a Ravenna match).
 */
export function useWords(ruleset?: RulesetId): Words {
  const t = useT();
  const { t: raw, i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', NS)) {
    i18n.addResourceBundle('en', NS, coachEn);
    i18n.addResourceBundle('it', NS, coachIt);
  }
  const c: CoachTranslate = (key, vars) => raw(key, { ...vars, ns: NS }) as string;
  return ruleset === undefined ? { t, c } : wordsOf({ t, c }, ruleset);
}

/** The coach's words in a ruleset's own terms. */
export function wordsOf(w: Words, ruleset: RulesetId): Words {
  return { t: rulesetWords(w.t, ruleset), c: rulesetWords(w.c, ruleset) };
}

type Counted =
  | 'coach.away'
  | 'coach.left'
  | 'coach.pattern.away'
  | 'coach.sign.lateWall'
  | 'coach.sign.sets'
  | 'coach.sign.drawStreak'
  | 'coach.winning'
  | 'coach.helpKinds.one';

/** The key of a counted phrase: its ".one" form for 1, ".other" for any other count. */
const one = (n: number, key: Counted) =>
  n === 1 ? (`${key}.one` as const) : (`${key}.other` as const);

/** "2 tiles away from ready", "Ready! One more tile wins". */
export function awayText({ c }: Words, shanten: number): string {
  if (shanten < 0) return c('coach.complete');
  if (shanten === 0) return c('coach.ready');
  return c(one(shanten, 'coach.away'), { count: shanten });
}

/** Tiles away from ready in a short form for the claim line: "2", "0". */
const short = (shanten: number) => String(Math.max(shanten, 0));

/** "8 kinds of tile help you, 21 copies still hidden". */
export function helpText({ c }: Words, kinds: number, copies: number): string {
  if (copies === 0) return c('coach.help.none');
  if (kinds === 1) return c(one(copies, 'coach.helpKinds.one'), { count: copies });
  return c('coach.helpKinds.other', { kinds, count: copies });
}

/**
 * How a chance reads in words, one format throughout: "1 in N" below one in ten, "N in 10" from
 * there (the two meet at "1 in 10"), so two chances close together never read in two ways.
 */
type OddsForm = 'none' | 'tiny' | 'oneIn' | 'tenths' | 'sure';

/**
 * The chance as the panel prints it (whole percents from 10%, tenths below), so that the words and
 * the figure beside them never disagree: 0.98% prints "1.0%" and reads "about 1 in 100", not "less
 * than 1 in 100".
 */
function shownPercent(chance: number): number {
  const percent = chance * 100;
  return percent >= 9.95 ? Math.round(percent) : Math.round(percent * 10) / 10;
}

function oddsOf(exact: number): { readonly form: OddsForm; readonly n?: number } {
  if (exact <= 0) return { form: 'none' };
  const chance = shownPercent(exact) / 100;
  if (chance < 0.01) return { form: 'tiny' };
  if (chance < 0.095) return { form: 'oneIn', n: Math.round(1 / chance) };
  if (chance < 0.95) return { form: 'tenths', n: Math.max(1, Math.round(chance * 10)) };
  return { form: 'sure' };
}

/** A chance in words a beginner reads: "about 1 in 20", "about 3 in 10". */
export function oddsText({ c }: Words, chance: number): string {
  const { form, n } = oddsOf(chance);
  return c(`coach.odds.${form}`, n === undefined ? undefined : { n });
}

/** The same chance in a narrow place: "1 in 20", "3 in 10". */
export function oddsShortText({ c }: Words, chance: number): string {
  const { form, n } = oddsOf(chance);
  return c(`coach.odds.short.${form}`, n === undefined ? undefined : { n });
}

/** Expected points in words: "about 8 points". */
export function expectText({ c }: Words, points: number): string {
  const rounded = Math.round(points);
  if (rounded < 1) return c('coach.expect.little');
  return rounded === 1 ? c('coach.expect.one') : c('coach.expect.other', { points: rounded });
}

/** Expected points in a narrow place: "≈8 pts", "<1 pt". */
export function expectShortText({ c }: Words, points: number): string {
  const rounded = Math.round(points);
  if (rounded < 1) return c('coach.expect.short.little');
  return rounded === 1
    ? c('coach.expect.short.one')
    : c('coach.expect.short.other', { points: rounded });
}

/** A chance as a figure: "24%", "0.4%". */
export function percentText(chance: number): string {
  if (chance <= 0) return '0%';
  const percent = shownPercent(chance);
  if (percent === 0) return '<0.1%';
  return `${percent >= 10 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

export function leftText({ c }: Words, count: number): string {
  return count === 0 ? c('coach.left.none') : c(one(count, 'coach.left'), { count });
}

function list(w: Words, items: string[]): string {
  const last = items.at(-1);
  if (last === undefined || items.length === 1) return last ?? '';
  return w.c('coach.and', { a: items.slice(0, -1).join(', '), b: last });
}

const SUIT_KEYS = ['tile.bamboo', 'tile.characters', 'tile.dots'] as const;

/**
 * Tiles named in one short list, the suited ones grouped by suit: "3 and 6 of Dots and Red
 * Dragon" rather than every suit repeated.
 */
export function tileList(w: Words, kinds: readonly TileKind[]): string {
  const groups: string[] = [];
  SUIT_KEYS.forEach((key, suit) => {
    const ranks = kinds
      .filter((k) => k < 27 && Math.floor(k / 9) === suit)
      .map((k) => String((k % 9) + 1));
    if (ranks.length > 0) groups.push(w.t(key, { n: list(w, ranks) }));
  });
  for (const k of kinds) if (k >= 27) groups.push(tileName(w.t, k));
  return list(w, groups);
}

function nameOf(w: Words, view: PlayerView, seat: Seat): string {
  return playerName(w.t, view.seats[seat].player);
}

const COACH_SUITS = ['coach.suit.0', 'coach.suit.1', 'coach.suit.2'] as const;

/** A suit (0 bamboo, 1 characters, 2 dots) as the coach names it. */
function suitWord(w: Words, suit: number): string {
  const key = COACH_SUITS[suit];
  if (key === undefined) throw new Error(`No suit ${suit}`);
  return w.c(key);
}

/** One sign that a player may be ready, in words (the details' "why"). */
export function signText(w: Words, view: PlayerView, seat: Seat, sign: ThreatSign): string {
  switch (sign.type) {
    case 'ready':
      return w.c('coach.sign.ready', {
        name: nameOf(w, view, seat),
        chance: oddsText(w, sign.chance / 100),
      });
    case 'sets':
      return w.c(one(sign.count, 'coach.sign.sets'), { count: sign.count });
    case 'oneSuit':
      return w.c(sign.honours ? 'coach.sign.oneSuitHonours' : 'coach.sign.oneSuit', {
        suit: suitWord(w, sign.suit),
      });
    case 'keepsSuit':
      return w.c('coach.sign.keepsSuit', { suit: suitWord(w, sign.suit) });
    case 'drawStreak':
      return w.c(one(sign.count, 'coach.sign.drawStreak'), { count: sign.count });
    case 'middleFromHand':
      return w.c('coach.sign.middleFromHand');
    case 'lateWall':
      return w.c(one(sign.live, 'coach.sign.lateWall'), { count: sign.live });
  }
}

export function patternLabel(w: Words, p: Pick<PatternChance, 'id' | 'suit' | 'tile'>): string {
  const name = patternName(w.t, p.id);
  if (p.tile !== null) return `${name} (${tileName(w.t, p.tile)})`;
  if (p.suit !== null) return `${name} (${suitWord(w, p.suit)})`;
  return name;
}

const planWords = (w: Words, plan: PlanPattern) => ({
  pattern: patternName(w.t, plan.id),
  value: plan.points,
});

/** How the danger shading marks a tile (DangerMark levels 1–3), as an adjective. */
const DANGER_WORDS = { 1: 'coach.danger.1', 2: 'coach.danger.2', 3: 'coach.danger.3' } as const;

/**
 * Why the coach suggests its discard: the reason's sentence, in the forms it can take from the
 * fullest to the shortest (a narrow place shows the longest that fits; the details show the first).
 * Each form is a whole sentence and states only facts of the advice.
 */
export function whyForms(
  w: Words,
  view: PlayerView,
  d: DiscardAdvice,
  waits: readonly WaitAdvice[],
): Forms {
  const forms = reasonForms(w, view, d, waits);
  const richer = d.givesUp === null ? undefined : d.figures.find((f) => f.kind === d.givesUp);
  const mine = d.figures.find((f) => f.kind === d.recommended.kind);
  if (richer === undefined || mine === undefined) return forms;
  // Aiming to win more hands: where that gives up points, the fullest form says what and how many.
  const points = expectText(w, richer.tablePoints);
  const mineText = expectText(w, mine.tablePoints);
  const tile = tileName(w.t, richer.kind);
  const givesUp =
    points === mineText
      ? w.c('coach.why.givesUpSlight', { tile })
      : w.c('coach.why.givesUp', { tile, points, mine: mineText });
  return [`${forms[0]} ${givesUp}`, ...forms];
}

/** A sentence in the forms it can take, from the fullest to the shortest: there is always one. */
type Forms = [string, ...string[]];

function mapForms(forms: Forms, f: (form: string) => string): Forms {
  const [fullest, ...shorter] = forms;
  return [f(fullest), ...shorter.map(f)];
}

/** The reason's own sentence, from the fullest form to the shortest. */
function reasonForms(
  w: Words,
  view: PlayerView,
  d: DiscardAdvice,
  waits: readonly WaitAdvice[],
): Forms {
  const { c, t } = w;
  const r = d.recommended;
  const reason = d.reason;
  const figuresOf = (kind: TileKind) => d.figures.find((f) => f.kind === kind);
  switch (reason.type) {
    case 'efficiency':
      if (reason.plan !== null) return [c('coach.why.efficiencyPlan', planWords(w, reason.plan))];
      return [c(d.aim === 'win' ? 'coach.why.efficiencyWin' : 'coach.why.efficiencyPoints')];
    case 'waits': {
      const names = tileList(
        w,
        waits.map((x) => x.kind),
      );
      const count = waits.reduce((n, x) => n + x.unseen, 0);
      if (count === 0) return [c('coach.why.waitsDead', { waits: names })];
      const left = leftText(w, count);
      return reason.plan === null
        ? [c('coach.why.waits', { waits: names, left })]
        : [c('coach.why.waitsPlan', { waits: names, left, ...planWords(w, reason.plan) })];
    }
    case 'chance': {
      const mine = figuresOf(r.kind);
      const other = figuresOf(reason.instead);
      if (mine === undefined || other === undefined) return [''];
      if (d.aim === 'points') return [c('coach.why.chancePoints')];
      const chance = oddsText(w, mine.tableChance);
      const insteadChance = oddsText(w, other.tableChance);
      return chance === insteadChance
        ? [c('coach.why.chanceSlight')]
        : [c('coach.why.chance', { chance, insteadChance }), c('coach.why.chanceSlight')];
    }
    case 'value': {
      const mine = figuresOf(r.kind);
      const other = figuresOf(reason.instead);
      if (mine === undefined || other === undefined) return [''];
      const points = expectText(w, mine.tablePoints);
      const insteadPoints = expectText(w, other.tablePoints);
      const slight = points === insteadPoints;
      const head =
        reason.pattern === null
          ? slight
            ? c('coach.why.valueSlight')
            : c('coach.why.value', { points, insteadPoints })
          : c(slight ? 'coach.why.valuePatternSlight' : 'coach.why.valuePattern', {
              ...planWords(w, reason.pattern),
              points,
              insteadPoints,
            });
      const tail = [
        ...(reason.trade ? [c('coach.why.trade')] : []),
        ...(reason.slower ? [c('coach.why.slower')] : []),
      ];
      return tail.length > 0 ? [[head, ...tail].join(' '), head] : [head];
    }
    case 'noChance':
      return [c('coach.why.noChance'), c('coach.why.noChanceShort')];
    case 'safety': {
      const instead = tileName(t, reason.instead);
      const ready = reason.signs.find((s) => s.type === 'ready');
      // Not shaded: riskier than the suggestion, not risky in itself.
      const level = reason.level;
      const danger = level === 0 ? '' : c(DANGER_WORDS[level]);
      const short =
        level === 0
          ? c('coach.why.safer', { instead })
          : c('coach.why.safety', { instead, danger });
      if (ready === undefined) return [short];
      const name = nameOf(w, view, reason.threat);
      const chance = oddsText(w, ready.chance / 100);
      return [
        level === 0
          ? c('coach.why.saferReady', { instead, name, chance })
          : c('coach.why.safetyReady', { instead, danger, name, chance }),
        short,
      ];
    }
    case 'speed': {
      const instead = tileName(t, reason.instead);
      const mine = figuresOf(r.kind);
      const other = figuresOf(reason.instead);
      const short = c('coach.why.speedShort', { instead });
      if (mine === undefined || other === undefined) return [short];
      const chance = oddsText(w, mine.tableChance);
      const insteadChance = oddsText(w, other.tableChance);
      return chance === insteadChance
        ? [short]
        : [c('coach.why.speed', { instead, chance, insteadChance }), short];
    }
    case 'judgement': {
      const instead = tileName(t, reason.instead);
      return [
        c('coach.why.judgement', { instead }),
        c('coach.why.judgementShort', { instead }),
        c('coach.why.judgementTiny'),
      ];
    }
    case 'even':
      return [
        c('coach.why.even', { instead: tileName(t, reason.instead) }),
        c('coach.why.evenTiny'),
      ];
    case 'wider': {
      const instead = tileName(t, reason.instead);
      if (reason.closer) return [c('coach.why.closer', { instead })];
      const mine = d.options.find((o) => o.kind === r.kind);
      const other = d.options.find((o) => o.kind === reason.instead);
      const short = c('coach.why.widerShort', { instead });
      if (mine === undefined || other === undefined) return [short];
      return [
        c('coach.why.wider', { instead, tiles: mine.tiles, insteadTiles: other.tiles }),
        short,
      ];
    }
  }
}

/** Why the coach suggests its discard, in its fullest form. */
export function whyText(
  w: Words,
  view: PlayerView,
  d: DiscardAdvice,
  waits: readonly WaitAdvice[],
): string {
  return whyForms(w, view, d, waits)[0];
}

/** The suggested discard and why, from the fullest sentence to the shortest. */
export function discardForms(
  w: Words,
  view: PlayerView,
  d: DiscardAdvice,
  waits: readonly WaitAdvice[],
): Forms {
  const tile = tileName(w.t, d.recommended.kind);
  const reason = d.reason;
  return mapForms(whyForms(w, view, d, waits), (why) =>
    reason.type === 'efficiency' || reason.type === 'waits' || reason.type === 'noChance'
      ? w.c('coach.discard', { tile, why })
      : w.c('coach.discardInstead', { tile, instead: tileName(w.t, reason.instead), why }),
  );
}

/** The suggested discard and why, in one or two sentences. */
export function discardText(
  w: Words,
  view: PlayerView,
  d: DiscardAdvice,
  waits: readonly WaitAdvice[],
): string {
  return discardForms(w, view, d, waits)[0];
}

/**
 * What the danger reason rests on, for the details: why that player may be ready, the tile he
 * last kept, and why the suggestion is safer.
 */
export function dangerDetails(w: Words, view: PlayerView, d: DiscardAdvice): string[] {
  const reason = d.reason;
  if (reason.type !== 'safety') return [];
  const { c, t } = w;
  const name = nameOf(w, view, reason.threat);
  const lines: string[] = [];
  const [first, ...rest] = reason.signs.map((s) => signText(w, view, reason.threat, s));
  if (first !== undefined)
    lines.push(
      rest.length > 0 ? c('coach.why.signs', { first, rest: rest.join(', ') }) : `${first}.`,
    );
  if (reason.beside !== null)
    lines.push(
      c('coach.danger.beside', {
        instead: tileName(t, reason.instead),
        tile: tileName(t, reason.beside),
        name,
      }),
    );
  lines.push(c(`coach.safer.${reason.safer}`, { name, tile: tileName(t, d.recommended.kind) }));
  return lines;
}

/**
 * What the points to expect mean for the suggestion: the average value of a win times the chance
 * to win it at this table (the points shown are the analyser's points per win times that chance),
 * and the pattern that makes it big when one is the plan. Null when no win is possible.
 */
export function expectedText(w: Words, d: DiscardAdvice): string | null {
  const f = d.figures.find((x) => x.kind === d.recommended.kind);
  if (f === undefined || f.tableChance <= 0 || f.tablePoints <= 0) return null;
  const plan = planOf(d);
  const vars = {
    average: Math.round(f.tablePoints / f.tableChance),
    chance: oddsText(w, f.tableChance),
    points: expectText(w, f.tablePoints),
  };
  return plan === null
    ? w.c('coach.expected', vars)
    : w.c('coach.expected.plan', { ...vars, ...planWords(w, plan) });
}

/** The big pattern the suggestion's reason names, if any. */
function planOf(d: DiscardAdvice): PlanPattern | null {
  const r = d.reason;
  if (r.type === 'efficiency' || r.type === 'waits') return r.plan;
  if (r.type === 'value') return r.pattern;
  return null;
}

/** "5 pts", "1 pt". */
export function pointsText({ c }: Words, points: number): string {
  return c(points === 1 ? 'coach.points.one' : 'coach.points.other', { points });
}

export interface PatternLine {
  readonly name: string;
  readonly points: string;
  readonly status: string;
  readonly onTrack: boolean;
}

export function patternLine(w: Words, p: PatternChance): PatternLine {
  const { c } = w;
  const status =
    p.shanten <= 0
      ? c('coach.pattern.ready')
      : c(one(p.shanten, 'coach.pattern.away'), { count: p.shanten });
  return {
    name: patternLabel(w, p),
    points:
      p.id === '3.1' ? c('coach.pattern.each', { points: p.points }) : pointsText(w, p.points),
    status: p.onTrack && p.shanten > 0 ? `${status} · ${c('coach.pattern.onTrack')}` : status,
    onTrack: p.onTrack,
  };
}

function choiceName(w: Words, choice: ClaimChoice): string {
  if (choice.type === 'pass') return w.c('coach.choice.pass');
  const key: Record<Exclude<ClaimChoice['type'], 'pass'>, MessageKey> = {
    win: 'call.win',
    pung: 'call.pung',
    kong: 'call.kong',
    chow: 'call.chow',
  };
  return w.t(key[choice.type]);
}

function patternsLost(w: Words, ids: readonly string[]): string {
  return list(
    w,
    ids.map((id) => `${patternName(w.t, id)}`),
  );
}

/** The claim bar's line: claim or pass, and why. */
export function claimText(w: Words, claim: ClaimAdvice): string {
  const { c } = w;
  const r = claim.reason;
  if (r.type === 'win') return c('coach.claim.win', { points: r.points });
  if (r.type === 'claim') {
    const name = choiceName(w, claim.recommended);
    const parts = [
      r.to === 0 && r.from > 0
        ? c('coach.claim.ready', { claim: name })
        : r.to < r.from
          ? c('coach.claim.closer', { claim: name, from: short(r.from), to: short(r.to) })
          : r.tilesTo > r.tilesFrom
            ? c('coach.claim.wider', { claim: name, from: r.tilesFrom, to: r.tilesTo })
            : c('coach.claim.value', { claim: name }),
    ];
    if (r.gains !== null)
      parts.push(
        c('coach.claim.gains', { pattern: patternName(w.t, r.gains.id), points: r.gains.points }),
      );
    if (r.loses.length > 0)
      parts.push(c('coach.claim.loses', { patterns: patternsLost(w, r.loses) }));
    return parts.join(' ');
  }
  const name = choiceName(w, r.claim);
  if (r.to >= r.from) return c('coach.pass.noProgress', { claim: name });
  if (r.loses.length > 0)
    return c('coach.pass.loses', { claim: name, patterns: patternsLost(w, r.loses) });
  return c('coach.pass.value');
}

/** The "after I choose" review of the person's last decision, in sentences. */
export function reviewText(w: Words, view: PlayerView, review: CoachReview): string[] {
  const { c, t } = w;
  const advice = review.advice;
  if (advice === null) return [c('coach.review.thinking')];
  const action = review.action;
  if (action.type === 'declareWin') return [c('coach.review.win')];
  if (action.type === 'declareKong' || action.type === 'addToPung') {
    return [c('coach.review.kong')];
  }
  if (action.type === 'discard') {
    const d = advice.discard;
    if (d === null) return [];
    const kind = kindOfId(action.tile);
    const tile = tileName(t, kind);
    const why = whyText(w, view, d, advice.waits);
    if (kind === d.recommended.kind) return [c('coach.review.discardSame', { tile, why })];
    const mine = d.options.find((o) => o.kind === kind);
    const lines = [
      c('coach.review.discardOther', { tile, advice: tileName(t, d.recommended.kind), why }),
    ];
    if (mine !== undefined)
      lines.push(
        c('coach.review.after', {
          away: awayText(w, mine.shanten),
          count: mine.tiles,
          adviceAway: awayText(w, d.recommended.shanten),
          adviceCount: d.recommended.tiles,
        }),
      );
    return lines;
  }
  const chosen = claimChoiceOf(action);
  if (chosen !== null && advice.claim !== null) {
    const claim = advice.claim;
    const head = sameClaimChoice(chosen, claim.recommended)
      ? c('coach.review.claimSame', { choice: choiceName(w, chosen) })
      : c('coach.review.claimOther', {
          choice: choiceName(w, chosen),
          advice: choiceName(w, claim.recommended),
        });
    return [head, claimText(w, claim)];
  }
  return [];
}

/** The one-line progress of the hand: "2 tiles away from ready · 12 tiles left would help". */
export function progressText(w: Words, advice: CoachAdvice): string {
  if (advice.win !== null) return w.c('coach.win', { points: advice.win.points });
  const away = awayText(w, advice.shanten);
  if (advice.shanten < 0) return away;
  if (advice.shanten > 0)
    return `${away} · ${helpText(w, advice.acceptance.kinds.length, advice.acceptance.tiles)}`;
  const left = advice.waits.reduce((n, x) => n + x.unseen, 0);
  const winning =
    left === 0 ? w.c('coach.winning.none') : w.c(one(left, 'coach.winning'), { count: left });
  return `${away} · ${winning}`;
}

/**
 * The discards the panel compares: the suggestion first, then the tile its reason weighs it
 * against (so the comparison reads in the list), then the analyser's next best for the aim.
 */
export function shownOptions(d: DiscardAdvice, count = 3): DiscardFigures[] {
  const reason = d.reason;
  const first = [d.recommended.kind, ...('instead' in reason ? [reason.instead] : [])];
  const picked = first
    .map((kind) => d.figures.find((f) => f.kind === kind))
    .filter((f): f is DiscardFigures => f !== undefined);
  const rest = d.figures.filter((f) => !first.includes(f.kind));
  return [...picked, ...rest].slice(0, count);
}
