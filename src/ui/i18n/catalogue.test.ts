/**
 * The two catalogues say the same things: the same keys, no blanks, the same placeholders, a name
 * for every Zung Jung pattern (glossary.md §7) and for every tile.
 */
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, RULESET_IDS, ZUNG_JUNG_PATTERNS, kindOf } from '../../engine';
import { RULESET_DRAWINGS, callWord, rulesetWords, setWord } from '../rulesets';
import type { Translate } from './index';
import { BUNDLED } from './bundled';
import { createI18n, tileName } from './index';
import { patternName } from './patterns';

const en = BUNDLED.en;
const itCatalogue = BUNDLED.it;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
const translate = (language: 'en' | 'it') =>
  createI18n(language, BUNDLED).t as unknown as Translate;
/** A translate in the words of the ruleset that has its own (Ravenna's). */
const rulesetT = (t: Translate) =>
  rulesetWords(
    t,
    RULESET_IDS.find((id) => RULESET_DRAWINGS[id].wordsContext !== null)!,
  );

describe('the catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(itCatalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty strings', () => {
    for (const catalogue of [en, itCatalogue])
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('keep every placeholder of the English text in the Italian one', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const wanted = placeholders(en[key]);
      const italian = placeholders(itCatalogue[key]);
      for (const name of wanted) expect(italian, `${key}: {{${name}}}`).toContain(name);
    }
  });

  it('give every count its plural forms: a `_one` key has its `_other`, in both languages', () => {
    const plurals = Object.keys(en).filter((key) => key.endsWith('_one'));
    expect(plurals.length).toBeGreaterThan(5);
    for (const key of plurals) {
      const other = key.replace(/_one$/, '_other');
      expect(en, key).toHaveProperty([other]);
      expect(itCatalogue, key).toHaveProperty([other]);
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

/** The i18next contexts of the rulesets' own words (src/ui/rulesets). */
const CONTEXTS = RULESET_IDS.flatMap((id) => RULESET_DRAWINGS[id].wordsContext ?? []);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A key's context, if it is a ruleset's variant of another key: `call.pung_ravenna` → ravenna. */
const contextOf = (key: string) =>
  CONTEXTS.find((context) => key.replace(PLURAL, '').endsWith(`_${context}`)) ?? null;

describe('a ruleset’s own words (glossary.md)', () => {
  it('are variants of keys every ruleset has, so the others fall back to the plain words', () => {
    expect(CONTEXTS.length).toBeGreaterThan(0);
    const variants = Object.keys(en).filter((key) => contextOf(key) !== null);
    expect(variants.length).toBeGreaterThan(20);
    for (const key of variants) {
      const context = contextOf(key)!;
      const base = key.replace(PLURAL, '').slice(0, -context.length - 1);
      // The plain key, or its plural forms (a count picks one).
      const forms = [base, `${base}_one`, `${base}_other`];
      expect(
        forms.some((form) => form in en),
        key,
      ).toBe(true);
    }
  });

  it('say Tris, Poker, Scala, Mah Jong and pedina in a Ravenna match in Italian, never Hu!', () => {
    const t = (language: 'en' | 'it') => rulesetT(translate(language));
    const it = t('it');
    expect(it('call.pung')).toBe('Tris');
    expect(it('call.kong')).toBe('Poker');
    expect(it('call.chow')).toBe('Scala');
    expect(it('call.win')).toBe('Mah Jong');
    expect(it('table.wall')).toBe('Muraglia');
    expect(t('en')('call.win')).toBe('Mah Jong');
    // The variants that exist say them; everything else falls back to the plain key's words.
    expect(it('call.pass')).toBe('Passo');
    for (const [key, text] of Object.entries(itCatalogue).filter(([k]) => contextOf(k) !== null)) {
      expect(text, key).not.toMatch(/\b(pung|kong|tessera|tessere)\b|Hu!/i);
    }
    for (const [key, text] of Object.entries(en).filter(([k]) => contextOf(k) !== null))
      expect(text, key).not.toMatch(/Hu!/);
  });
});

describe('callWord and setWord (the coach’s way to Ravenna’s words)', () => {
  it('give each ruleset’s call and set names in each language (glossary.md §2, §5)', () => {
    const ravenna = RULESET_IDS.find((id) => RULESET_DRAWINGS[id].wordsContext !== null)!;
    const zungJung = RULESET_IDS.find((id) => RULESET_DRAWINGS[id].wordsContext === null)!;
    const it = translate('it');
    const en = translate('en');
    expect(
      ['chow', 'pung', 'kong', 'win', 'pass'].map((c) => callWord(it, ravenna, c as 'win')),
    ).toEqual(['Scala', 'Tris', 'Poker', 'Mah Jong', 'Passo']);
    expect(['chow', 'pung', 'kong', 'win'].map((c) => callWord(it, zungJung, c as 'win'))).toEqual([
      'Chi',
      'Pung',
      'Kong',
      'Hu!',
    ]);
    expect(callWord(en, ravenna, 'win')).toBe('Mah Jong');
    expect(callWord(en, zungJung, 'win')).toBe('Hu!');
    expect(setWord(it, ravenna, 'concealedKong')).toBe('Poker coperto');
    expect(setWord(it, zungJung, 'pung')).toBe('pung');
    expect(setWord(en, ravenna, 'pung')).toBe('pung');
  });
});

describe('tileName', () => {
  it('names suited tiles by rank and suit in each language', () => {
    // 5 of Bamboo is kind 4 (1b = 0).
    expect(tileName(translate('en'), kindOf(4))).toBe('5 of Bamboo');
    expect(tileName(translate('it'), kindOf(4))).toBe('5 di Bambù');
    expect(tileName(translate('en'), kindOf(9 + 8))).toBe('9 of Characters');
  });

  it('gives every kind of tile a distinct name, in both languages', () => {
    for (const language of ['en', 'it'] as const) {
      const t = translate(language);
      const names = Array.from({ length: ALL_KINDS }, (_, kind) => tileName(t, kindOf(kind)));
      expect(new Set(names).size).toBe(ALL_KINDS);
      for (const name of names) expect(name).not.toMatch(/^tile\.|\{\{/);
    }
  });

  it('names the honours', () => {
    expect(tileName(translate('en'), kindOf(31))).toBe('Red Dragon');
    expect(tileName(translate('en'), kindOf(27))).toBe('East Wind');
  });
});
