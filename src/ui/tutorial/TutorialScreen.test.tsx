/**
 * The tutorial's screens in the component tests: the first-run offer on the title screen, the
 * lesson list with the progress kept in the settings, explanation and question steps, and a lesson
 * table where only the lesson's move is accepted (a wrong one is explained and changes nothing).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TileId } from '../../engine';
import { formatTile, kindOfId, kindOf } from '../../engine';
import type { AppStore } from '../../store';
import { LESSONS } from '../../tutorial';
import { renderApp, startFromTitle, testStore } from '../test-utils';

/** A store as on a first visit; lesson tables without pauses. */
function firstVisit(language: 'en' | 'it' = 'en'): AppStore {
  return testStore({ settings: { language, botSpeed: 'instant', animationSpeed: 'off' } });
}

async function openTutorial(store: AppStore, name = 'Learn to play') {
  await renderApp({ store });
  fireEvent.click(screen.getByRole('button', { name }));
  await screen.findByRole('heading', { level: 1, name: /^(Learn to play|Impara a giocare)$/ });
}

const tapTile = (kind: number) => {
  const hand = screen.getByRole('group', { name: /^(Your hand|La tua mano)$/ });
  const tile = hand.querySelector<HTMLElement>(`[data-tile="${formatTile(kindOf(kind))}"]`)!;
  fireEvent.click(tile);
  fireEvent.click(tile);
};

describe('the first-run offer', () => {
  it('is made on a first visit, and "Not now" is remembered', async () => {
    const store = firstVisit();
    await renderApp({ store });
    expect(
      screen.getByText(`New to mahjong? ${LESSONS.length} short lessons teach you the game.`),
    ).toBeVisible();
    // The offer carries "Learn to play" itself: the title's own button waits until it is answered.
    expect(screen.getAllByRole('button', { name: 'Learn to play' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(store.getState().settings.tutorialOffer).toBe('closed');
    expect(screen.queryByText(/New to mahjong/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn to play' })).toBeInTheDocument();
  });

  it('is not made once a lesson is done or a match was started from the title', async () => {
    await renderApp({ store: testStore({ settings: { tutorialDone: ['tiles'] } }) });
    expect(screen.queryByText(/New to mahjong/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn to play' })).toBeInTheDocument();
  });

  it('starting a match closes it', async () => {
    const store = firstVisit();
    await renderApp({ store });
    await startFromTitle(store);
    expect(store.getState().settings.tutorialOffer).toBe('closed');
  });

  it('opens the tutorial, in Italian too', async () => {
    const store = firstVisit('it');
    await renderApp({ store });
    expect(screen.getByText(/Non hai mai giocato a mahjong\?/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Impara a giocare' }));
    await screen.findByRole('heading', { level: 1, name: 'Impara a giocare' });
    expect(store.getState().screen).toBe('tutorial');
    expect(store.getState().settings.tutorialOffer).toBe('closed');
    expect(screen.getByRole('button', { name: /Tessere e insiemi/ })).toBeInTheDocument();
  });
});

describe('during a match', () => {
  it('opens from the settings and closes back to the same match', async () => {
    const store = firstVisit();
    await renderApp({ store });
    await startFromTitle(store);
    const game = store.getState().game;
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Learn to play' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Learn to play' });
    expect(screen.queryByRole('main', { name: 'Mahjong table' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('main', { name: 'Mahjong table' })).toBeInTheDocument();
    expect(store.getState().game).toBe(game);
  });
});

describe('the lesson list', () => {
  it('lists the seven lessons, marks the ones done, and closes back to the title', async () => {
    const store = testStore({ settings: { tutorialDone: ['tiles', 'turns'] } });
    await openTutorial(store);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(LESSONS.length);
    expect(within(items[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Done')).not.toBeInTheDocument();
    // The first lesson not yet done is the one to take next.
    expect(within(items[2]!).getByRole('button')).toHaveClass('tut-lesson--next');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'New match' })).toBeInTheDocument();
  });
});

describe('a lesson of explanations and a question', () => {
  it('goes step by step, explains a wrong answer, and keeps the lesson as done', async () => {
    const store = firstVisit();
    await openTutorial(store);
    fireEvent.click(screen.getByRole('button', { name: /Tiles and sets/ }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText(/Mahjong is played with 136 tiles/)).toBeInTheDocument();
    // Twenty-seven suited tiles, drawn with their names.
    expect(screen.getAllByRole('img', { name: /of (Bamboo|Characters|Dots)$/ })).toHaveLength(27);
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Which tile turns these two into a chow?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish the lesson' })).not.toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'Which tile turns these two into a chow?' });
    fireEvent.click(within(choices).getByRole('button', { name: '5 of Bamboo' }));
    expect(screen.getByTestId('tutorial-wrong')).toHaveTextContent(/three numbers in a row/);
    expect(within(choices).getByRole('button', { name: '5 of Bamboo' })).toBeDisabled();
    fireEvent.click(within(choices).getByRole('button', { name: '5 of Dots' }));
    expect(screen.getByTestId('tutorial-right')).toHaveTextContent(/4, 5 and 6 of Dots/);
    fireEvent.click(screen.getByRole('button', { name: 'Finish the lesson' }));
    expect(screen.getByRole('heading', { name: 'Lesson complete!' })).toBeInTheDocument();
    expect(store.getState().settings.tutorialDone).toEqual(['tiles']);
    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(screen.getByText(/Everyone starts with 13 tiles/)).toBeInTheDocument();
    // Nothing of this touched the matches.
    expect(store.getState().game).toBeNull();
  });

  it('works the scoring question out with the engine (§9)', async () => {
    const store = firstVisit();
    await openTutorial(store);
    fireEvent.click(screen.getByRole('button', { name: /How Zung Jung scores/ }));
    // The chicken hand (§9.4) is worth 1.
    expect(screen.getByTestId('tutorial-breakdown')).toHaveTextContent(/Chicken hand\s*1/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('No Terminals')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('tutorial-breakdown')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '15 points' }));
    const breakdown = screen.getByTestId('tutorial-breakdown');
    expect(
      [...breakdown.querySelectorAll('[data-pattern]')].map((r) => r.getAttribute('data-pattern')),
    ).toEqual(['1.1', '1.2', '1.3']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The compound limit (§9.5): 340 is capped at 320.
    expect(screen.getByTestId('tutorial-breakdown')).toHaveTextContent(/340\s*320/);
  });

  it('shows the payments of §12.3 worked out', async () => {
    await openTutorial(firstVisit());
    fireEvent.click(screen.getByRole('button', { name: /How payments work/ }));
    const amounts = () =>
      [...screen.getByTestId('tutorial-payments').querySelectorAll('tr')].map((r) =>
        Number(r.getAttribute('data-amount')),
      );
    expect(amounts()).toEqual([-30, -30, 90, -30]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amounts()).toEqual([150, -25, -100, -25]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: '40 points' }));
    expect(screen.getByTestId('tutorial-wrong')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '70 points' }));
    expect(amounts()).toEqual([-25, -70, 120, -25]);
  });
});

describe('a lesson at the table', () => {
  it('waits for the lesson’s moves, explains a wrong one and leaves the table as it was', async () => {
    const store = firstVisit();
    await openTutorial(store);
    fireEvent.click(screen.getByRole('button', { name: /Claiming/ }));
    // Bianca (East) discards her 5 of Dots: the claim bar offers Pung and Pass (§5.3).
    await screen.findByText(/Bianca discarded the 5 of Dots\. You hold two of them/);
    const pass = await screen.findByRole('button', { name: 'Pass' });
    fireEvent.click(pass);
    expect(screen.getByTestId('tutorial-wrong')).toHaveTextContent('Tap Pung.');
    // Still the same claim, and now the Pung button is pointed at.
    const pung = screen.getByRole('button', { name: 'Pung' });
    await waitFor(() => expect(pung).toHaveAttribute('data-tutorial-target'));
    fireEvent.click(pung);
    await screen.findByText(/Your pung lies face up in front of you/);
    expect(screen.queryByTestId('tutorial-wrong')).not.toBeInTheDocument();
    tapTile(30); // the North wind
    // West, North and East play; East's 4 of Characters can be chowed (§5.3).
    await screen.findByText(/discarded the 4 of Characters/);
    fireEvent.click(await screen.findByRole('button', { name: /^Chow/ }));
    await screen.findByText(/Now discard the South wind/);
    tapTile(28);
    await screen.findByText(/Two sets claimed/);
    const melds = screen.getByRole('list', { name: 'Your declared sets' });
    expect(within(melds).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Anyone may claim a discard for a pung or a kong/)).toBeInTheDocument();
    expect(store.getState().game).toBeNull();
  });

  it('ends a winning lesson with the hand scored by the engine, in Italian', async () => {
    const store = firstVisit('it');
    await openTutorial(store, 'Impara a giocare');
    fireEvent.click(screen.getByRole('button', { name: /Chiudere/ }));
    await screen.findByText(/Hai pescato il 9 di Caratteri!/);
    // A discard instead of Hu! is refused and explained; the drawn tile stays in the hand.
    const hand = screen.getByRole('group', { name: 'La tua mano' });
    const drawn = hand.querySelector<HTMLElement>('.hand-tile--drawn')!;
    expect(kindOfId(Number(drawn.getAttribute('data-id')) as TileId)).toBe(17);
    fireEvent.click(drawn);
    fireEvent.click(drawn);
    expect(screen.getByTestId('tutorial-wrong')).toHaveTextContent(/Non scartarlo/);
    expect(hand.querySelector('.hand-tile--drawn')).toBe(drawn);
    fireEvent.click(screen.getByRole('button', { name: 'Hu! Dichiara la vincita' }));
    const result = await screen.findByTestId('tutorial-result');
    expect(result).toHaveTextContent('Hai vinto! 10 punti');
    expect(result).toHaveTextContent('Tutte scale 5 · Tutto pescato 5');
    expect(screen.getByText(/è una vincita pescata/)).toBeInTheDocument();
  });
});
