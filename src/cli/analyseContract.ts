/**
 * The `analyse [--ruleset zung-jung|ravenna]` document of shared/contract.md: one player's position
 * with 14 tiles → what each discard is worth (src/bots/analyser). Fields are read with the `score`
 * document's readers and errors carry the same `input/…` codes.
 */
import type { AnalysePosition } from '../bots/analyser';
import { MAX_DRAWS_LEFT, analyse, checkPosition } from '../bots/analyser';
import type { RulesetId } from '../engine';
import { fail, formatTile, ok } from '../engine';
import type { Result } from '../engine';
import type { Json } from './fields';
import {
  SEAT_NAMES,
  errorDocument,
  handFields,
  invalid,
  meldsField,
  missing,
  seatField,
  tileList,
} from './fields';

/** An `analyse` input document → a checked position. */
export function parseAnalyseRequest(input: unknown, ruleset: RulesetId): Result<AnalysePosition> {
  const hand = handFields(input);
  if (!hand.ok) return hand;
  const { doc } = hand.value;
  const seatWind = seatField(doc, 'seatWind');
  if (!seatWind.ok) return seatWind;
  const visible = tileList(doc, 'visible', false);
  if (!visible.ok) return visible;
  const drawsLeft = doc['drawsLeft'];
  if (drawsLeft === undefined) return missing('drawsLeft');
  if (typeof drawsLeft !== 'number' || !Number.isInteger(drawsLeft))
    return invalid('drawsLeft', `a whole number from 0 to ${MAX_DRAWS_LEFT}`);
  const position: AnalysePosition = {
    ruleset,
    concealed: hand.value.concealed,
    melds: hand.value.melds,
    seat: seatWind.value,
    visible: visible.value,
    drawsLeft,
  };
  const problem = checkPosition(position);
  return problem === null ? ok(position) : fail(problem.code, problem.message);
}

/** A position as an `analyse` input document: the inverse of `parseAnalyseRequest`. */
export function analyseInputOf(position: AnalysePosition): Record<string, unknown> {
  return {
    concealed: position.concealed.map(formatTile),
    melds: meldsField(position.melds),
    seatWind: SEAT_NAMES[position.seat],
    visible: position.visible.map(formatTile),
    drawsLeft: position.drawsLeft,
  };
}

/** `analyse`: the output document for one input document, in the given ruleset. */
export function analyseDocumentFor(ruleset: RulesetId): (doc: unknown) => Json {
  return (doc) => {
    const request = parseAnalyseRequest(doc, ruleset);
    if (!request.ok) return errorDocument(request.error);
    const analysis = analyse(request.value);
    return {
      valid: true,
      shanten: analysis.shanten,
      discards: analysis.discards.map((d) => ({
        tile: formatTile(d.tile),
        shanten: d.shanten,
        acceptance: d.acceptance,
        winChance: d.winChance,
        expectedPoints: d.expectedPoints,
        // The contract marks approximated entries only.
        ...(d.exact ? {} : { exact: false }),
      })),
    };
  };
}
