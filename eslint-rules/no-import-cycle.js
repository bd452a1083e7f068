/**
 * No import circle, type imports included (design.md habit 13; issue 38, item 5).
 * `import-x/no-cycle` skips `import type`, so two modules that only name each other's types —
 * a slice that takes the whole store's type, the store made of that slice — pass it, yet neither can
 * be understood, moved or tested without the other. This rule follows every import of a module —
 * `import`, `import type`, `export … from`, `import()` and `typeof import()` — through the project's
 * relative paths and reports the first one that leads back to the module itself, with the circle.
 * TypeScript's own scanner (`preProcessFile`) reads each module once per lint run.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module a relative specifier names, or null (a package, or nothing there). */
function resolveModule(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const path = `${base}${extension}`;
    if (/\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every module a text imports, with where each import is written. */
function importsOf(path, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => ({ to: resolveModule(path, entry.fileName), at: entry.pos }))
    .filter((entry) => entry.to !== null);
}

/** Modules read from disk, by path and modification time (an editor's lint runs see changes). */
const cache = new Map();

function importsOnDisk(path) {
  const stamp = statSync(path).mtimeMs;
  const kept = cache.get(path);
  if (kept !== undefined && kept.stamp === stamp) return kept.imports;
  const imports = importsOf(path, readFileSync(path, 'utf8')).map((entry) => entry.to);
  cache.set(path, { stamp, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const stack = [[start]];
  while (stack.length > 0) {
    const trail = stack.pop();
    for (const next of importsOnDisk(trail.at(-1))) {
      if (next === target) return trail;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([...trail, next]);
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type imports included.' },
    schema: [],
    messages: { cycle: 'Import circle, type imports included: {{circle}}.' },
  },
  create(context) {
    const path = context.filename;
    const text = context.sourceCode.text;
    return {
      Program() {
        const root = process.cwd();
        for (const { to, at } of importsOf(path, text)) {
          const back = to === path ? [] : pathBack(to, path);
          if (back === null) continue;
          const circle = [path, ...back, path].map((p) => relative(root, p)).join(' → ');
          context.report({
            loc: context.sourceCode.getLocFromIndex(at),
            messageId: 'cycle',
            data: { circle },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
