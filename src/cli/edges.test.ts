/**
 * The document edges an outside audit of the CLI found (issue 15, item 6), each named after its bug.
 * The process-level edges (stdin, byte-order mark, no command) are in hu.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT_SCORE_INPUT } from '../../test/fixtures/contract-example';
import { scoreDocument } from './rulesets/zung-jung/contract';
import { ravennaScoreDocument } from './rulesets/ravenna/contract';

const BONUS = ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'];

function errorOf(output: Record<string, unknown>): { code: string; message: string } {
  return output['error'] as { code: string; message: string };
}

describe('regression: a Ravenna non-winner with the wrong number of concealed tiles was accepted', () => {
  // ravenna.md §5.2: 13 tiles plus one per kong; the contract lists all concealed tiles.
  const nonWinner = (concealed: string, melds: unknown[] = []) =>
    ravennaScoreDocument({
      concealed: concealed.split(' ').filter(Boolean),
      melds,
      seatWind: 'ws',
    });
  const kong = { kind: 'kong', tiles: ['8b', '8b', '8b', '8b'] };
  const pung = { kind: 'pung', tiles: ['dr', 'dr', 'dr'] };

  it('13 concealed tiles with no sets, 10 beside a kong, 7 beside a kong and a pung', () => {
    expect(nonWinner('1b 4b 7b 2c 5c 8c 3d 6d 9d we ws ww 1d')).toMatchObject({ valid: true });
    expect(nonWinner('1c 4c 7c 2d 5d 8d 3b 6b ws ws', [kong])).toMatchObject({
      valid: true,
      tablePoints: 8 + 2, // exposed kong of simples 8, a pair of the own wind 2 (§10.1)
    });
    expect(nonWinner('1c 4c 7c 2d 5d 8d 9d', [kong, pung])).toMatchObject({ valid: true });
  });

  it.each([
    ['one tile short', '1b 4b 7b 2c 5c 8c 3d 6d 9d we ws ww', []],
    ['one tile too many', '1b 4b 7b 2c 5c 8c 3d 6d 9d we ws ww 1d 2d', []],
    ['only the scoring tiles beside a kong', 'ws ws', [kong]],
    ['no concealed tiles beside two sets', '', [kong, pung]],
  ])('%s → input/wrong-tile-count naming the count expected', (_what, concealed, melds) => {
    const output = nonWinner(concealed, melds);
    expect(errorOf(output).code).toBe('input/wrong-tile-count');
    expect(errorOf(output).message).toContain(`${13 - 3 * melds.length} concealed tiles`);
  });

  it('the winner is still counted without his winning tile', () => {
    expect(
      ravennaScoreDocument({
        concealed: ['1b', '2b', '3b', '4c', '5c', '6c', '6d', '7d', '8d', '2c', '3c', '4c'],
        seatWind: 'we',
        winner: true,
        winningTile: '9b',
        winFrom: 'wall',
      }),
    ).toMatchObject({ error: { code: 'input/wrong-tile-count' } });
  });
});

describe('regression: a flower in `concealed` was reported as "not a playing tile: 34"', () => {
  it.each(BONUS)('%s among the concealed tiles is named in notation, in both rulesets', (tile) => {
    const zungJung = errorOf(
      scoreDocument({ ...CONTRACT_SCORE_INPUT, concealed: [tile, '2b', '5c', '5c'] }),
    );
    const ravenna = errorOf(
      ravennaScoreDocument({
        concealed: [tile, '4b', '7b', '2c', '5c', '8c', '3d', '6d', '9d', 'we', 'ws', 'ww', '1d'],
        seatWind: 'ws',
      }),
    );
    for (const error of [zungJung, ravenna]) {
      expect(error.code).toBe('input/unknown-tile');
      expect(error.message).toContain(`not a playing tile: ${tile}`);
      expect(error.message).not.toMatch(/\d{2}/);
    }
  });

  it('a flower given as the winning tile is named too', () => {
    const error = errorOf(scoreDocument({ ...CONTRACT_SCORE_INPUT, winningTile: 's3' }));
    expect(error).toMatchObject({ code: 'input/unknown-tile' });
    expect(error.message).toContain('s3');
    expect(error.message).not.toMatch(/\d{2}/);
  });
});
