/**
 * The two catalogues say the same things: the same keys, no blanks, the same placeholders, a name
 * for every Zung Jung pattern (glossary.md §7) and for every tile.
 */
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, ZUNG_JUNG_PATTERNS } from '../../engine';
import type { MessageKey, Translate } from './index';
import { BUNDLED } from './bundled';
import { createI18n, patternName, tileName } from './index';

const en = BUNDLED.en;
const itCatalogue = BUNDLED.it;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
const translate = (language: 'en' | 'it') =>
  createI18n(language, BUNDLED).t as unknown as Translate;

describe('the catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(itCatalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty strings', () => {
    for (const catalogue of [en, itCatalogue])
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('keep every placeholder of the English text in the Italian one', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      const wanted = placeholders(en[key]);
      const italian = placeholders(itCatalogue[key]);
      for (const name of wanted) expect(italian, `${key}: {{${name}}}`).toContain(name);
    }
  });

  it('name every Zung Jung pattern in both languages', () => {
    expect(ZUNG_JUNG_PATTERNS.length).toBeGreaterThan(40);
    for (const { id } of ZUNG_JUNG_PATTERNS) {
      expect(en, id).toHaveProperty([`zj.${id}`]);
      expect(itCatalogue, id).toHaveProperty([`zj.${id}`]);
    }
  });

  it('use the Italian pattern names of glossary.md §7', () => {
    const t = translate('it');
    expect(patternName(t, '1.2')).toBe('Tutto pescato');
    expect(patternName(t, '10.1')).toBe('Tredici lanterne meravigliose');
    expect(patternName(t, '7.1')).toBe('Serpente di colore');
    expect(patternName(t, '2.1.2')).toBe('Mano purissima');
    expect(patternName(translate('en'), '10.1')).toBe('Thirteen Terminals');
  });

  it('explain every reason a pattern may not count (§9.3, §9.5, §9.7)', () => {
    for (const reason of ['series', 'limit', 'excluded', 'arrangement']) {
      expect(en).toHaveProperty([`result.why.${reason}`]);
      expect(itCatalogue).toHaveProperty([`result.why.${reason}`]);
    }
  });
});

describe('tileName', () => {
  it('names suited tiles by rank and suit in each language', () => {
    // 5 of Bamboo is kind 4 (1b = 0).
    expect(tileName(translate('en'), 4)).toBe('5 of Bamboo');
    expect(tileName(translate('it'), 4)).toBe('5 di Bambù');
    expect(tileName(translate('en'), 9 + 8)).toBe('9 of Characters');
  });

  it('gives every kind of tile a distinct name, in both languages', () => {
    for (const language of ['en', 'it'] as const) {
      const t = translate(language);
      const names = Array.from({ length: ALL_KINDS }, (_, kind) => tileName(t, kind));
      expect(new Set(names).size).toBe(ALL_KINDS);
      for (const name of names) expect(name).not.toMatch(/^tile\.|\{\{/);
    }
  });

  it('names the honours', () => {
    expect(tileName(translate('en'), 31)).toBe('Red Dragon');
    expect(tileName(translate('en'), 27)).toBe('East Wind');
  });
});
