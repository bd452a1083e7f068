/**
 * Issue 38 item 4, one way for each UI thing: a stylesheet per feature beside its components,
 * none over 600 lines, and components short enough to read whole (under 120 lines).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_SHEET_LINES = 600;
const MAX_COMPONENT_LINES = 120;

function filesUnder(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, keep, out);
    else if (keep(name)) out.push(path);
  }
  return out;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Components: functions named with a capital letter in the UI's .tsx files, with their length. */
function components(file: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: { name: string; lines: number }[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(node) && node.name !== undefined) {
      name = node.name.text;
      body = node;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
      body = node.initializer;
    }
    if (name !== undefined && body !== undefined && /^[A-Z]/.test(name))
      found.push({ name, lines: lineOf(body.getEnd()) - lineOf(body.getStart()) + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the UI’s shape', () => {
  it(`keeps every stylesheet under ${MAX_SHEET_LINES} lines`, () => {
    const sheets = filesUnder('src', (name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(10);
    const long = sheets
      .map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }))
      .filter((s) => s.lines > MAX_SHEET_LINES);
    expect(long).toEqual([]);
  });

  it('keeps the app’s stylesheet a list of the features’ sheets, in order', () => {
    const rules = readFileSync('src/ui/app.css', 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) expect(rule).toMatch(/^@import '\.\/[\w/]+\.css';$/);
  });

  it('keeps the words in one pattern: text.en.ts and text.it.ts beside each feature', () => {
    const catalogues = filesUnder('src/ui', (name) => /(^|\.)(en|it)\.tsx?$/.test(name));
    expect(catalogues.length).toBeGreaterThan(10);
    for (const path of catalogues) {
      expect(path).toMatch(/\/text\.(en|it)\.ts$/);
      const other = path.endsWith('.en.ts')
        ? path.replace(/\.en\.ts$/, '.it.ts')
        : path.replace(/\.it\.ts$/, '.en.ts');
      expect(catalogues, path).toContain(other);
    }
  });

  it(`keeps every component under ${MAX_COMPONENT_LINES} lines`, () => {
    const files = filesUnder('src/ui', (name) => name.endsWith('.tsx') && !name.includes('.test.'));
    const all = files.flatMap((file) => components(file).map((c) => ({ file, ...c })));
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((c) => c.lines >= MAX_COMPONENT_LINES)).toEqual([]);
  });
});
