/**
 * Picks the built-in drills (issue 37): positions of seeded self-play (the first hand of a match of
 * four standard bots, the table a person meets by default), each chosen to teach one idea — the
 * coach's move against a tempting one that the coach's own review calls a big mistake of that
 * idea's kind:
 * - `efficiency`: the coach keeps the tiles that bring the hand to ready fastest; the tempting move
 *   is what a beginner bot throws there (a big mistake of speed).
 * - `pattern` (Zung Jung): the coach keeps a pattern worth more than the most efficient tile, which
 *   is the tempting move (a big mistake of value, the reason naming the pattern).
 * - `doublings` (Ravenna): the same, where the coach's discard keeps a doubling in reach that the
 *   efficient tile gives up (a pair of dragons or of the seat's wind, or one fewer tile off the
 *   hand's main suit towards colour).
 * - `safety`: late in the hand (40 tiles or fewer left in the wall), the analyser's best tile is
 *   shaded risky or dangerous and the coach throws a safer one; the tempting move is the best tile.
 * - `claim`: a discard the coach would claim (the tempting move: pass), or would let go (the
 *   tempting move: the claim on offer).
 * The coach aims for points (the default) against standard opponents. Writes
 * src/analysis/rulesets/<ruleset>/drills.ts: each hand as its seed and its moves (moveCode.ts), each
 * drill as its hand, the number of moves before the position, the seat and the tempting move.
 *
 * `npx tsx scripts/pick-drills.ts [ruleset …]` — about ten minutes on this machine.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { BOTS, playMatch } from '../src/bots';
import type { Decide } from '../src/bots';
import { DEFAULT_AIM, coach, reviewDecision } from '../src/bots/coach';
import { followCoach } from '../src/bots/coach/follow';
import type { Action, GameState, PlayerView, RulesetId, Seat, TileKind } from '../src/engine';
import {
  RULESET_IDS,
  Rng,
  isDragon,
  kindOfId,
  playerView,
  seatsToAct,
  seedRng,
  windOfSeat,
} from '../src/engine';
import { gradeReview } from '../src/analysis/grading';
import { mistakeKindOf } from '../src/analysis/findings';
import { encodeMoves } from '../src/analysis/moveCode';
import type { DrillIdea } from '../src/analysis/builtinDrills';
import { LATE_WALL } from '../src/analysis/builtinDrills';
import { BOT_RULESETS } from '../src/bots/rulesets';
import { isDecision } from '../src/analysis/reviewMoves';

/** Positions per idea; a ruleset with patterns (Zung Jung) teaches them, one without, its doublings. */
const quotaOf = (ruleset: RulesetId): Partial<Record<DrillIdea, number>> =>
  BOT_RULESETS[ruleset].patterns
    ? { efficiency: 30, pattern: 28, safety: 25, claim: 30 }
    : { efficiency: 28, doublings: 28, safety: 25, claim: 30 };
const MAX_HANDS = 400;
/** Drills from one hand: a few, each of another idea, so the set has many deals. */
const PER_HAND = 3;

interface Candidate {
  readonly idea: DrillIdea;
  readonly seat: Seat;
  /** Moves played before the position. */
  readonly at: number;
  readonly tempting: Action;
}

/** Doublings a Ravenna hand keeps in reach (§10.3): honour pairs that double, and colour. */
export function doublingsInReach(view: PlayerView, discarded: TileKind) {
  const me = view.seats[view.seat];
  const counts = new Map<TileKind, number>();
  const add = (k: TileKind) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const id of me.concealed ?? []) add(kindOfId(id));
  counts.set(discarded, counts.get(discarded)! - 1);
  for (const m of me.melds) for (const id of m.tiles) add(kindOfId(id));
  const own = windOfSeat(view.seat);
  let pairs = 0;
  const bySuit = [0, 0, 0];
  for (const [k, n] of counts) {
    if ((isDragon(k) || k === own) && n >= 2) pairs++;
    if (k < 27) bySuit[Math.floor(k / 9)]! += n;
  }
  const suited = bySuit.reduce((a, b) => a + b, 0);
  return { pairs, offSuit: suited - Math.max(...bySuit) };
}

function ideaOf(view: PlayerView, rng: Rng): Candidate | null {
  const advice = coach(view, DEFAULT_AIM, 0);
  const claim = view.phase.kind === 'claimWindow';
  let idea: DrillIdea;
  let tempting: Action | undefined;
  const legal = view.legalActions;
  if (claim) {
    const c = advice.claim;
    if (c === null || c.recommended.type === 'win') return null;
    idea = 'claim';
    if (c.recommended.type === 'pass') {
      if (c.reason.type !== 'pass') return null;
      const offered = c.reason.claim;
      tempting = legal.find((a) =>
        offered.type === 'chow'
          ? a.type === 'claimChow' && a.lowest === offered.lowest
          : a.type === (offered.type === 'pung' ? 'claimPung' : 'claimKong'),
      );
    } else tempting = legal.find((a) => a.type === 'pass');
  } else {
    const d = advice.discard;
    if (d === null || advice.win !== null || advice.kong !== null) return null;
    const r = d.reason;
    const throwKind = (kind: number) =>
      legal.find((a) => a.type === 'discard' && kindOfId(a.tile) === kind);
    if (r.type === 'safety') {
      if (r.level < 2 || view.wall.live > LATE_WALL) return null;
      idea = 'safety';
      tempting = throwKind(r.instead);
    } else if (r.type === 'value') {
      if (BOT_RULESETS[view.ruleset].patterns) {
        if (r.pattern === null) return null;
        idea = 'pattern';
      } else {
        const kept = doublingsInReach(view, d.recommended.kind);
        const given = doublingsInReach(view, r.instead);
        const colour = kept.offSuit < given.offSuit && kept.offSuit <= 4;
        const honour = isDragon(r.instead) || r.instead === windOfSeat(view.seat);
        if (kept.pairs <= given.pairs && !colour && !honour) return null;
        idea = 'doublings';
      }
      tempting = throwKind(r.instead);
    } else if (r.type === 'efficiency' || r.type === 'waits') {
      idea = 'efficiency';
      tempting = BOTS['beginner']!(view, rng);
    } else return null;
  }
  if (tempting === undefined || !isDecision(view, tempting)) return null;
  const review = reviewDecision(view, tempting, DEFAULT_AIM, 0);
  if (review === null || review.verdict !== 'different' || !gradeReview(review).big) return null;
  const kind = mistakeKindOf(review);
  // A bigger hand given up is a mistake of value, or of speed too where the coach's tile also
  // keeps the better chance.
  const expected = {
    efficiency: ['speed'],
    pattern: ['value', 'speed'],
    doublings: ['value', 'speed'],
    safety: ['safety'],
    claim: ['claim'],
  }[idea];
  if (!expected.includes(kind)) return null;
  // The coach's own move is graded right (its review: the same move).
  const own = followCoach(view, rng, DEFAULT_AIM, advice);
  if (reviewDecision(view, own, DEFAULT_AIM, 0)?.verdict !== 'same') return null;
  return { idea, seat: view.seat, at: 0, tempting };
}

interface Picked {
  readonly hand: number;
  readonly candidate: Candidate;
}

function pick(ruleset: RulesetId) {
  const quota = quotaOf(ruleset);
  const have = new Map<DrillIdea, number>();
  const hands: { seed: string; moves: string }[] = [];
  const drills: Picked[] = [];
  const full = () =>
    Object.entries(quota).every(([idea, n]) => (have.get(idea as DrillIdea) ?? 0) >= n!);
  for (let h = 0; h < MAX_HANDS && !full(); h++) {
    const seed = `drills/${ruleset}/${h}`;
    const rng = new Rng(seedRng(`${seed}/tempting`));
    const actions: Action[] = [];
    const found = new Map<DrillIdea, Candidate[]>();
    const bot = BOTS['standard']! as Decide;
    playMatch(
      { seed, ruleset },
      [bot, bot, bot, bot],
      new Rng(seedRng(seed)),
      {
        onStep: (state: GameState, action: Action | null) => {
          if (action !== null) actions.push(action);
          for (const seat of seatsToAct(state)) {
            const view = playerView(state, seat);
            const turn = view.legalActions.some((a) => a.type === 'discard');
            const claimable = view.phase.kind === 'claimWindow' && view.phase.myOptions !== null;
            if (!turn && !claimable) continue;
            const c = ideaOf(view, rng);
            if (c === null || (have.get(c.idea) ?? 0) >= (quota[c.idea] ?? 0)) continue;
            const list = found.get(c.idea) ?? [];
            list.push({ ...c, at: actions.length });
            found.set(c.idea, list);
          }
        },
      },
      { maxHands: 1 },
    );
    // The ideas this hand adds, the scarcest first, one position each (a seeded choice).
    const ideas = [...found.keys()].sort(
      (a, b) => (have.get(a) ?? 0) / quota[a]! - (have.get(b) ?? 0) / quota[b]!,
    );
    const taken = ideas.slice(0, PER_HAND);
    if (taken.length === 0) continue;
    const handIndex = hands.length;
    let last = 0;
    for (const idea of taken) {
      const list = found.get(idea)!;
      const candidate = list[rng.int(list.length)]!;
      drills.push({ hand: handIndex, candidate });
      have.set(idea, (have.get(idea) ?? 0) + 1);
      last = Math.max(last, candidate.at);
    }
    hands.push({ seed, moves: encodeMoves(actions.slice(0, last)) });
    process.stderr.write(
      `${ruleset} hand ${h}: ${taken.join(', ')} — ${[...have].map(([i, n]) => `${i} ${n}`).join(', ')}\n`,
    );
  }
  return { hands, drills, have };
}

const rulesets = (
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : RULESET_IDS
) as RulesetId[];
for (const ruleset of rulesets) {
  const { hands, drills, have } = pick(ruleset);
  const counter = new Map<DrillIdea, number>();
  const lines = drills.map(({ hand, candidate: c }) => {
    const n = (counter.get(c.idea) ?? 0) + 1;
    counter.set(c.idea, n);
    const id = `${ruleset}/${c.idea}-${String(n).padStart(2, '0')}`;
    return `  { id: '${id}', idea: '${c.idea}', hand: ${hand}, at: ${c.at}, seat: ${c.seat}, tempting: '${encodeMoves([c.tempting])}' },`;
  });
  const handLines = hands.map((h) => `  { seed: '${h.seed}', moves: '${h.moves}' },`);
  const file = `src/analysis/rulesets/${ruleset}/drills.ts`;
  const text = `/**
 * Built-in drills of ${ruleset} (issue 37), written by scripts/pick-drills.ts: do not edit, run it
 * again. ${drills.length} positions: ${[...have].map(([i, n]) => `${n} ${i}`).join(', ')}.
 */
import type { BuiltinDrillSet } from '../../builtinDrills';

export const drillSet: BuiltinDrillSet = {
  hands: [
${handLines.join('\n')}
  ],
  drills: [
${lines.join('\n')}
  ],
};
`;
  // Written as the project's formatter writes it, so the lint passes and a new run diffs cleanly.
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  process.stderr.write(`${file}: ${drills.length} drills from ${hands.length} hands\n`);
}
