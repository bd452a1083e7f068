/**
 * What the person can do now, and what the table is waiting for. The claim bar appears only when
 * a claim is legal (§5.3): each chow option as tiles, Pung, Kong, Hu!, Pass, with a countdown
 * that passes when it runs out (switchable in the settings, and off while the coach is on). On the person's turn it offers a
 * self-drawn win and kongs when the engine lists them as legal.
 */
import { m } from 'motion/react';
import { useEffect, useRef, useState } from 'react';
import type { Action, PlayerView, Seat, TileKind } from '../../engine';
import { kindOf, kindOfId, rulesetOf } from '../../engine';
import { CLAIM_COUNTDOWN_S, claimCountdownRuns, useAppStore } from '../../store';
import { OFFERED, choiceKind, commandNamed } from '../commands';
import type { OfferedName } from '../commands';
import { playerName, pointerVerbs, tileName, useFinePointer, useT } from '../i18n';
import type { MessageKey, Translate } from '../i18n';
import { useRulesetT } from '../rulesets';
import { isAdvised, useCoachMarks } from '../coach/marks';
import { KindTile } from '../tiles/Tile';

interface Offer {
  readonly name: OfferedName;
  readonly action: Action;
  readonly key: string;
}

export function offersOf(view: PlayerView): Offer[] {
  return OFFERED.flatMap((name) => {
    const command = commandNamed(name);
    return command.choices(view).map((action, i, all) => ({
      name,
      action,
      key: name === 'chow' && all.length > 1 ? String(i + 1) : command.key.toUpperCase(),
    }));
  });
}

const LABEL: Record<OfferedName, MessageKey> = {
  win: 'call.win',
  kong: 'call.kong',
  pung: 'call.pung',
  chow: 'call.chow',
  pass: 'call.pass',
};

/**
 * The claim countdown: mounted afresh for each claim window (keyed by it), it passes for the
 * player when the time runs out.
 */
function Countdown({ onExpire }: { onExpire: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(CLAIM_COUNTDOWN_S);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    const deadline = performance.now() + CLAIM_COUNTDOWN_S * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="countdown" aria-hidden="true" data-testid="claim-countdown">
      <div className="countdown-bar" style={{ transform: `scaleX(${left / CLAIM_COUNTDOWN_S})` }} />
      <span className="countdown-text">{t('claim.countdown', { seconds: left })}</span>
    </div>
  );
}

/** What an offer's button says in full, and the tiles of its set (a chow's, a kong's). */
export function offerLabel(t: Translate, offer: Offer): { label: string; tiles: TileKind[] } {
  const kind = choiceKind(offer.action);
  if (offer.action.type === 'claimChow') {
    const { lowest } = offer.action;
    const tiles = [lowest, kindOf(lowest + 1), kindOf(lowest + 2)];
    return {
      label: t('claim.chowWith', { tiles: tiles.map((k) => tileName(t, k)).join(', ') }),
      tiles,
    };
  }
  if (kind !== null)
    return { label: t('claim.kongOf', { tile: tileName(t, kind) }), tiles: [kind] };
  if (offer.action.type === 'declareWin') return { label: t('claim.selfDraw'), tiles: [] };
  return { label: t(LABEL[offer.name]), tiles: [] };
}

function OfferButton({
  offer,
  view,
  advised,
}: {
  offer: Offer;
  view: PlayerView;
  /** The coach advises this choice (live hints). */
  advised: boolean;
}) {
  // The ruleset's own words: Ravenna's Tris, Poker and Mah Jong (glossary.md §5).
  const t = useRulesetT(view.ruleset);
  const dispatch = useAppStore((s) => s.dispatch);
  const phase = view.phase;
  const named = offerLabel(t, offer);
  const label = named.label;
  let tiles = named.tiles;
  const claimed =
    phase.kind === 'claimWindow' || phase.kind === 'robbingWindow' ? kindOfId(phase.tile) : null;
  // The claimed tile on the button, so the choice reads at a glance.
  if (tiles.length === 0 && claimed !== null && offer.name !== 'pass') tiles = [claimed];
  return (
    <button
      type="button"
      className={`offer offer--${offer.name}${advised ? ' coach-advised' : ''}`}
      aria-label={label}
      aria-keyshortcuts={offer.key}
      onClick={() => dispatch(offer.action)}
    >
      <span className="offer-name" aria-hidden="true">
        {t(LABEL[offer.name])}
      </span>
      {tiles.length > 0 && (
        <span className="offer-tiles" aria-hidden="true">
          {tiles.map((k) => (
            <span
              key={k}
              className={k === claimed ? 'offer-tile offer-tile--claimed' : 'offer-tile'}
            >
              <KindTile kind={k} size="small" />
            </span>
          ))}
        </span>
      )}
      <kbd className="offer-key" aria-hidden="true">
        {offer.key}
      </kbd>
    </button>
  );
}

export function ActionBar({ view }: { view: PlayerView }) {
  const t = useRulesetT(view.ruleset);
  const dispatch = useAppStore((s) => s.dispatch);
  const countdownOn = useAppStore((s) => claimCountdownRuns(s.settings));
  const verbs = pointerVerbs(t, useFinePointer());
  const selected = useAppStore((s) => s.selectedTile);
  // The prompts follow the way the person is choosing: taps and clicks, or ← → and Enter.
  const byKeys = useAppStore((s) => s.choosingBy === 'keys');
  const advisedClaim = useCoachMarks().claim;
  const offers = offersOf(view);
  const phase = view.phase;
  const name = (seat: Seat) => playerName(t, view.seats[seat].player);

  const claiming =
    (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow') && offers.length > 0;
  const windowKey =
    phase.kind === 'claimWindow' || phase.kind === 'robbingWindow'
      ? `${view.handNumber}/${view.discards.length}/${phase.tile}`
      : '';
  const pass = offers.find((o) => o.name === 'pass');

  let prompt: string;
  if (phase.kind === 'claimWindow' && claiming) {
    prompt = t('claim.prompt', {
      name: name(phase.discarder),
      tile: tileName(t, kindOfId(phase.tile)),
    });
  } else if (phase.kind === 'robbingWindow' && claiming) {
    prompt = t('claim.rob', {
      name: name(phase.kongSeat),
      tile: tileName(t, kindOfId(phase.tile)),
    });
  } else if (phase.kind === 'turn' && phase.seat === view.seat) {
    if (selected !== null && view.seats[view.seat].concealed?.includes(selected))
      prompt = t(byKeys ? 'table.selected.keys' : 'table.selected', {
        ...verbs,
        tile: tileName(t, kindOfId(selected)),
      });
    else if (phase.seabed)
      // The last live tile: the hand is void unless its drawer goes out (ravenna.md §8.3), or he
      // discards the riverbed tile, claimable only to win (§4.3).
      prompt = t(
        rulesetOf(view.ruleset).lastLiveTile === 'void' ? 'table.seabedVoid' : 'table.seabed',
      );
    else
      prompt = t(
        phase.step === 'afterClaim'
          ? 'table.yourTurnAfterClaim'
          : byKeys
            ? 'table.yourTurn.keys'
            : 'table.yourTurn',
        verbs,
      );
  } else if (phase.kind === 'turn') {
    prompt = t('table.thinking', { name: name(phase.seat) });
  } else if (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow') {
    prompt = t('table.waitClaims');
  } else {
    prompt = '';
  }

  return (
    <section
      className={`action-bar${claiming ? ' action-bar--claim' : ''}`}
      aria-live="polite"
      data-mode={claiming ? 'claim' : view.legalActions.length > 0 ? 'turn' : 'wait'}
    >
      <p className="prompt">
        {prompt}
        {phase.kind === 'claimWindow' && phase.riverbed && claiming && (
          <span className="prompt-note"> {t('claim.riverbed')}</span>
        )}
      </p>
      {offers.length > 0 && (
        <m.div
          key={`offers/${windowKey}`}
          className="offers"
          role="group"
          aria-label={prompt}
          initial={claiming ? { opacity: 0, y: 14 } : false}
          animate={{ opacity: 1, y: 0 }}
        >
          {offers.map((offer, i) => (
            <OfferButton
              key={`${offer.name}-${i}`}
              offer={offer}
              view={view}
              advised={claiming && isAdvised(advisedClaim, offer.action)}
            />
          ))}
        </m.div>
      )}
      {claiming && countdownOn && pass && (
        <Countdown key={`countdown/${windowKey}`} onExpire={() => dispatch(pass.action)} />
      )}
    </section>
  );
}
