/**
 * design.md "One registry of rulesets per layer" (issue 15): outside the registries no code names a
 * ruleset by its id, so adding a ruleset is one engine folder plus one entry in each registry, and
 * no comparison quietly treats an unknown ruleset as another.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/engine';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The registries: the engine's list and the bots', the UI's and the CLI's entry per ruleset, the
 * analysis's built-in drills and the tutorial's lessons per ruleset.
 */
const REGISTRIES = [
  'src/engine/rulesets/',
  'src/bots/rulesets/',
  'src/ui/rulesets/',
  'src/cli/rulesets/',
  'src/analysis/rulesets/',
  'src/tutorial/rulesets/',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each string literal (quoted or a template without substitutions) that is a ruleset id. */
function rulesetIdLiterals(fileName: string, text: string): { line: number; id: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; id: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      (RULESET_IDS as readonly string[]).includes(node.text)
    ) {
      found.push({
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        id: node.text,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('ruleset ids appear only in the registries (design.md, issue 15)', () => {
  it('finds an id compared, listed or used as a key, and ignores comments and longer strings', () => {
    const id = RULESET_IDS[1]!;
    const code = [
      `// a comment naming ${id}`,
      `if (view.ruleset === '${id}') run();`,
      `const all = ["${RULESET_IDS[0]!}", \`${id}\`];`,
      `const key = { '${id}': 1, label: 'ruleset.${id}.name' };`,
    ].join('\n');
    expect(rulesetIdLiterals('x.ts', code)).toEqual([
      { line: 2, id },
      { line: 3, id: RULESET_IDS[0] },
      { line: 3, id },
      { line: 4, id },
    ]);
  });

  it('no source file outside the registries names a ruleset by its id', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('scripts')].filter(
      (file) => !REGISTRIES.some((registry) => file.startsWith(registry)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) =>
      rulesetIdLiterals(file, readFileSync(join(ROOT, file), 'utf8')).map(
        ({ line, id }) => `${relative(ROOT, join(ROOT, file))}:${line} '${id}'`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
