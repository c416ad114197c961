// Fixtures for the Turn tests: two small crews, an encounter brought to the Activation Phase on stacked decks.
import type { Actor, SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent } from '../events';
import { malifaux2e } from '../index';
import { isGame, type GameState } from '../state';
import { beginActivationPhase } from '../turn/activation';
import type { ActionDef, ModelDef } from '../turn/crew';
import { stacked } from './fixtures';
import { refusalOf, type Refusal } from './refusal';

export const greatsword: ActionDef = { name: 'Greatsword', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 7 }, resist: 'Df', damage: { weak: 2, moderate: 4, severe: 5 } };
export const pistol: ActionDef = { name: 'Pistol', ap: 1, category: 'ATTACK', range: { kind: 'PROJECTILE', inches: 12 }, stat: { name: 'Sh', value: 5 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
export const halberd: ActionDef = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 4 } };

export const model = (id: string, over: Partial<ModelDef> = {}): ModelDef => ({
  id,
  name: id,
  station: 'MINION',
  characteristics: ['Living'],
  stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 },
  wounds: 7,
  baseMm: 30,
  abilities: [],
  actions: [halberd],
  ...over,
});

export const lilith = model('lilith', { station: 'MASTER', stats: { df: 6, wp: 7, wk: 5, cg: 6, ht: 3 }, wounds: 12, baseMm: 40, actions: [greatsword] });
export const guard = model('guard', { actions: [halberd, pistol] });

export class Game {
  constructor(public events: EncounterEvent[]) {}
  get state(): GameState {
    const s = this.events.reduce(malifaux2e.evolve, malifaux2e.initialState());
    if (!isGame(s)) throw new Error('no game');
    return s;
  }
  do(seat: SeatId | 'organiser', type: string, data: object): EncounterEvent[] {
    const actor: Actor = seat === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat };
    const command = { type, actor, data } as EncounterCommand;
    const state = this.events.reduce(malifaux2e.evolve, malifaux2e.initialState());
    const denied = malifaux2e.authorize(state, command);
    if (denied !== null) throw new Error(`FORBIDDEN: ${denied}`);
    const events = malifaux2e.decide(state, command);
    this.events = [...this.events, ...events];
    return events;
  }
  /** The rule id that refuses the command (and the stream untouched), or null when it is taken. */
  refused(seat: SeatId | 'organiser', type: string, data: object): string | null {
    return this.refusal(seat, type, data)?.ruleId ?? null;
  }
  /** The whole refusal (rule, section, message) of a command, or undefined when it is taken; the history is left as it was. */
  refusal(seat: SeatId | 'organiser', type: string, data: object): Refusal | undefined {
    const before = this.events;
    try {
      return refusalOf(() => this.do(seat, type, data));
    } finally {
      this.events = before;
    }
  }
  model(id: string) {
    return this.state.table!.models[id];
  }
  clone(): Game {
    return new Game([...this.events]);
  }
}

/**
 * An encounter at the start of the Activation Phase of Turn 1, `first` the First Player. The Draw and Initiative Phases
 * are written as their events (no shuffle), so the decks keep their stacked order for the duels.
 */
export function atActivation(a: readonly ModelDef[], b: readonly ModelDef[], opts: { first?: SeatId; decks?: [CardId[], CardId[]]; soulstones?: number; hands?: [CardId[], CardId[]] } = {}): Game {
  const g = created(opts);
  g.do('A', 'HireCrew', { seat: 'A', models: a });
  g.do('B', 'HireCrew', { seat: 'B', models: b });
  (['A', 'B'] as const).forEach((s, i) => {
    const hand = opts.hands?.[i] ?? [];
    if (hand.length > 0) g.events.push({ type: 'CardsDrawn', data: { seat: s, cards: hand, requested: hand.length } });
  });
  const first = opts.first ?? 'A';
  g.events.push({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } }, { type: 'DrawPhaseEnded', data: { turn: 1 } });
  g.events.push({ type: 'FirstPlayerChosen', data: { turn: 1, chosenBy: first, firstPlayer: first, secondPlayer: first === 'A' ? 'B' : 'A' } });
  g.events.push(...(beginActivationPhase(g.state, first) as EncounterEvent[]));
  return g;
}

/** A two-seat encounter just created (no crew hired yet) on stacked decks, cuts declined. */
export function created(opts: { decks?: [CardId[], CardId[]]; soulstones?: number } = {}): Game {
  const g = new Game([]);
  g.do('organiser', 'CreateEncounter', {
    encounterId: 'e1',
    players: [{ name: 'A', soulstones: opts.soulstones ?? 0 }, { name: 'B', soulstones: opts.soulstones ?? 0 }],
    seed: '00112233445566778899aabbccddeeff',
    seedCommitment: 'x',
    options: { autoDeclineCuts: true },
    stackedDecks: opts.decks ?? [stacked(), stacked()],
    now: '2026-01-01T00:00:00Z',
  });
  return g;
}

/** Every model activates and ends; the Activation Phase is over. */
export function allActivated(g: Game): void {
  for (let i = 0; i < 20 && g.state.table!.phase === 'ACTIVATION'; i++) {
    const a = g.state.table!.activation!;
    const next = a.next!;
    const id = g.state.table!.order.find((m) => g.model(m).seat === next && g.model(m).status === 'IN_PLAY' && g.model(m).activations === 0)!;
    g.do(next, 'ActivateModel', { modelId: id });
    if (g.state.table!.activation!.current) g.do(next, 'EndActivation', { modelId: id });
  }
}

/** Plays a whole opposed duel with no choices (empty hands, no Soulstones): flip, then any remaining skips. */
export function flipDuel(g: Game, seat: SeatId): EncounterEvent[] {
  return g.do(seat, 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: seat } } });
}
