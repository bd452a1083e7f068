/**
 * One JSON document, or one per line with `--jsonl` (shared/contract.md). Pure, so that tests can
 * drive it without spawning processes.
 */
import { errorDocument } from './contract';

export type DocumentHandler = (doc: unknown) => Record<string, unknown>;

export interface Outcome {
  readonly lines: readonly string[];
  readonly exitCode: number;
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
