/**
 * The tutorial's words: both languages say the same things, and every lesson step finds its words
 * (the keys are built from lesson and step ids, so a typo would show a raw key on screen).
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../tutorial';
import { en } from '../i18n/text.en';
import { it as itCatalogue } from '../i18n/text.it';
import { tutorialEn } from './text.en';
import { tutorialIt } from './text.it';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every key a lesson asks for, by the naming of text.ts. */
function keysOfLessons(): string[] {
  const keys: string[] = [];
  for (const lesson of LESSONS) {
    keys.push(`tutorial.lesson.${lesson.id}.title`, `tutorial.lesson.${lesson.id}.summary`);
    for (const step of lesson.steps) {
      const base = `tutorial.${lesson.id}.${step.id}`;
      if (step.kind === 'explain') keys.push(base);
      if (step.kind === 'quiz') keys.push(`${base}.question`, `${base}.right`, `${base}.wrong`);
      if (step.kind === 'table') {
        step.moves.forEach((_, i) => keys.push(`${base}.${i + 1}`, `${base}.${i + 1}.wrong`));
        keys.push(`${base}.done`);
      }
      const figures = [
        step.kind === 'table' ? undefined : step.figure,
        step.kind === 'quiz' ? step.reveal : undefined,
      ];
      for (const figure of figures) {
        if (figure?.kind === 'tiles') keys.push(...(figure.labels ?? []));
        if (figure?.kind === 'patterns')
          keys.push(...figure.ids.map((id) => `tutorial.pattern.${id}`));
      }
    }
  }
  return keys;
}

describe('the tutorial catalogues', () => {
  it('have the same keys in English and Italian, none blank', () => {
    expect(Object.keys(tutorialIt).sort()).toEqual(Object.keys(tutorialEn).sort());
    for (const catalogue of [tutorialEn, tutorialIt])
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(tutorialEn))
      expect(placeholders(tutorialIt[key as keyof typeof tutorialIt]), key).toEqual(
        placeholders(text),
      );
  });

  it('do not reuse a key of the app’s catalogues (they are merged into one)', () => {
    for (const key of Object.keys(tutorialEn)) expect(en, key).not.toHaveProperty([key]);
  });

  it('give every lesson step its words, in both languages', () => {
    const words = (language: 'en' | 'it') =>
      language === 'en' ? { ...en, ...tutorialEn } : { ...itCatalogue, ...tutorialIt };
    for (const language of ['en', 'it'] as const)
      for (const key of keysOfLessons())
        expect(words(language), `${language} ${key}`).toHaveProperty([key]);
  });

  it('name only the three computer players, who sit East, West and North at the lesson tables', () => {
    for (const text of [...Object.values(tutorialEn), ...Object.values(tutorialIt)])
      for (const name of placeholders(text))
        expect([
          'east',
          'west',
          'north',
          'n',
          'count',
          'lesson',
          'points',
          'verb',
          'Verb',
        ]).toContain(name);
  });

  it('use the glossary’s Italian terms for the tiles and the calls', () => {
    const italian = Object.values(tutorialIt).join(' ');
    for (const term of ['Bambù', 'Caratteri', 'Palle', 'Vento Nord', 'Drago Rosso', 'muro morto'])
      expect(italian).toContain(term);
    // The Italian claim button says "Chi" (glossary call.chow), never "Chow".
    expect(tutorialIt['tutorial.claiming.play.3']).toContain('{{verb}} Chi');
    expect(italian).not.toMatch(/\bChow\b/);
  });
});
