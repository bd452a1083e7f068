/**
 * One JSON document, or one per line with `--jsonl` (shared/contract.md). Pure, so that tests can
 * drive it without spawning processes.
 */
import type { EngineError, Result } from '../engine';
import { fail, ok } from '../engine';
import { errorDocument } from './fields';

export type DocumentHandler = (doc: unknown) => Record<string, unknown>;

export interface Outcome {
  readonly lines: readonly string[];
  readonly exitCode: number;
}

/** Exit code and output line when stdin cannot be read, with or without `--jsonl`. */
export const UNREADABLE_EXIT_CODE = 2;

/**
 * The bytes of stdin as text. UTF-8 only: a stray byte would otherwise turn into U+FFFD and be
 * reported as bad JSON far from its cause. A leading byte-order mark (as Windows editors write
 * one) is not part of the document and is dropped.
 */
export function decodeInput(bytes: Uint8Array): Result<string> {
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('input/unreadable', 'cannot read stdin: it is not UTF-8 text');
  }
}

/** The one output line, and exit code, of input that could not be read at all. */
export function unreadableOutcome(error: EngineError): Outcome {
  return { lines: [JSON.stringify(errorDocument(error))], exitCode: UNREADABLE_EXIT_CODE };
}

function handle(text: string, handler: DocumentHandler): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return errorDocument({
      code: 'input/malformed-json',
      message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
  return handler(doc);
}

/** Single document: exit 2 for bad input (`input/*`), 1 for a non-winning hand, 0 otherwise. */
export function exitCodeOf(output: Record<string, unknown>): number {
  const error = output['error'] as { code?: string } | undefined;
  if (error === undefined) return 0;
  return error.code?.startsWith('input/') ? 2 : 1;
}

export function runDocuments(input: string, jsonl: boolean, handler: DocumentHandler): Outcome {
  if (!jsonl) {
    const output = handle(input, handler);
    return { lines: [JSON.stringify(output)], exitCode: exitCodeOf(output) };
  }
  const rows = input.split('\n');
  if (rows[rows.length - 1] === '') rows.pop(); // the newline that ends the last line
  const lines = rows.map((row) => JSON.stringify(handle(row.replace(/\r$/, ''), handler)));
  return { lines, exitCode: 0 };
}
