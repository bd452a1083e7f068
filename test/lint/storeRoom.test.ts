/**
 * Issue 38: the store holds state, selectors and slice actions only. Saving (src/persistence), the
 * match analysis (src/analysis) and the tutorial (src/tutorial) are rooms of their own; every
 * subscription to a store is made by the wiring in src/app (wire.ts lists them); and the store and
 * the new rooms are reached through their index, never through one of their files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Rooms reached only through their index. */
const INDEX_ONLY = ['src/store', 'src/analysis', 'src/persistence', 'src/tutorial'];

/**
 * The other public entries, each apart from its room's index because the bundler puts whatever a
 * chunk's code reaches in that chunk (issue 17): the lessons' ids, which the title's offer counts
 * at start-up (the tutorial's index brings the lessons and their driver, with the engine); saving,
 * which the wiring loads on every start (the persistence's index brings the History's code).
 */
const OTHER_ENTRIES = ['src/tutorial/lessonIds', 'src/persistence/saving'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports: static imports, re-exports and lazy `import()`s. */
function importsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file (relative to the root, no extension) a relative import names; null for a package. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.tsx?$/, '');
}

/** The index-only room `path` lies in, and whether `path` is that room's index. */
function roomOf(path: string): { room: string; index: boolean } | null {
  const room = INDEX_ONLY.find((r) => path === r || path.startsWith(`${r}/`));
  if (room === undefined) return null;
  return {
    room,
    index: path === room || path === `${room}/index` || OTHER_ENTRIES.includes(path),
  };
}

describe('the store holds state only (issue 38)', () => {
  const files = sourceFiles('src');
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('subscribes to a store only in the wiring (src/app)', () => {
    const offences = files
      .filter((file) => !isTest(file) && !file.startsWith('src/app/'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, i) => (/\.subscribe\(/.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(offences).toEqual([]);
  });

  it('reaches the store and the rooms beside it through their index', () => {
    const offences = files.flatMap((file) =>
      importsOf(file, read(file)).flatMap((specifier) => {
        const path = target(file, specifier);
        const to = path === null ? null : roomOf(path);
        if (to === null || to.index || file.startsWith(`${to.room}/`)) return [];
        return [`${file}: '${specifier}'`];
      }),
    );
    expect(offences).toEqual([]);
  });

  it('keeps saving, the analysis and the tutorial out of the store', () => {
    const storeFiles = files.filter((file) => file.startsWith('src/store/') && !isTest(file));
    expect(storeFiles.length).toBeGreaterThan(5);
    const offences = storeFiles.flatMap((file) =>
      importsOf(file, read(file)).flatMap((specifier) => {
        const path = target(file, specifier);
        const room = path === null ? null : roomOf(path)?.room;
        const outside = room !== undefined && room !== null && room !== 'src/store';
        return specifier === 'idb' || outside ? [`${file}: '${specifier}'`] : [];
      }),
    );
    expect(offences).toEqual([]);
    // Nothing of them is left behind in the store's folder.
    expect(
      storeFiles.filter((file) => /\/(matchAnalysis|persistence)\/|history|tutorial/.test(file)),
    ).toEqual([]);
  });
});
