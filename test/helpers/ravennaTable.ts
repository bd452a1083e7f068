/**
 * A rigged Ravenna table (shared/rules/ravenna.md) for scenario tests: the `Table` of table.ts
 * with a `ravenna` game, and walls rigged by hand number. Hands are written in deal order:
 * East's 14th tile (the one he holds apart, `wall[52]`, §4.1) is the last of his.
 */
import type { GameOptions, PlayerIndex, RiggedWall, Seat } from '../../src/engine';
import { liveTiles, replacementsTaken } from '../../src/engine/game/hand';
import { newGame, rulesetOf } from '../../src/engine';
import { Table } from './table';

export class RavennaTable extends Table {
  constructor(
    walls: RiggedWall | Readonly<Record<number, RiggedWall>>,
    options: Partial<GameOptions> | Record<string, unknown> = {},
    seed: number | string = 'rigged',
    seating: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3],
  ) {
    super({}, {}, seed, seating);
    const byHand =
      'hands' in walls ||
      'draws' in walls ||
      'replacements' in walls ||
      Object.keys(walls).length === 0
        ? { 0: walls as RiggedWall }
        : (walls as Readonly<Record<number, RiggedWall>>);
    const created = newGame({ ruleset: 'ravenna', seed, options, rig: { seating, walls: byHand } });
    if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
    this.state = created.value.state;
  }

  /** Live tiles by the Ravenna tail (§3.2, R-5). */
  get live(): number {
    return liveTiles(this.state.hand, rulesetOf('ravenna'));
  }

  get replacements(): number {
    return replacementsTaken(this.state.hand);
  }

  /** Plays on (discarding the tile just drawn, everybody passing) until `live` tiles remain. */
  playUntilLive(live: number): this {
    for (let guard = 0; guard < 1000; guard++) {
      const phase = this.phase;
      if (phase.kind === 'claimWindow') {
        this.passRest();
        continue;
      }
      if (phase.kind !== 'turn') throw new Error(`the hand ended while playing on: ${phase.kind}`);
      if (this.live <= live) return this;
      const seat: Seat = phase.seat;
      const s = this.state.hand.seats[seat];
      this.act({ type: 'discard', seat, tile: s.drawn ?? s.concealed[0]! });
    }
    throw new Error('playUntilLive did not finish');
  }
}
