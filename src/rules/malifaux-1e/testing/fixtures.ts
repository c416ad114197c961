// Test fixtures for malifaux-1e: stacked decks, stat cards as the crews route sends them, a game brought to a phase.
import type { Actor } from '../../core/decider';
import { FATE_DECK, type CardId } from '../../malifaux/cards';
import type { EncounterCommand1e, HiredModel } from '../commands';
import { malifaux1e } from '..';
import type { EncounterEvent1e } from '../events';
import type { EncounterState1e, GameState1e } from '../state';

/** A 54-card deck order with `top` first, the rest in canonical order (RJ, BJ, RAM 1..13, TOME..., CROW..., MASK...). */
export const stacked = (...top: CardId[]): CardId[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];

export const A: Actor = { role: 'seat', seat: 'A' };
export const B: Actor = { role: 'seat', seat: 'B' };
export const ORGANISER: Actor = { role: 'organiser' };

export const sword = { name: 'Sword', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 6 }, damage: { weak: 2, moderate: 3, severe: 5 } };
export const rifle = { name: 'Rifle', ap: 1, category: 'ATTACK', range: { kind: 'PROJECTILE', inches: 12 }, stat: { name: 'Sh', value: 5 }, damage: { weak: 2, moderate: 3, severe: 4 } };

export function model(id: string, over: Partial<HiredModel> = {}): HiredModel {
  return { id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 4, wp: 5, wk: 5, cg: 7, ht: 2 }, wounds: 6, actions: [sword, rifle], ...over };
}

export function create(decks: readonly (readonly CardId[])[], over: Partial<Extract<EncounterCommand1e, { type: 'CreateEncounter' }>['data']> = {}): EncounterCommand1e {
  return {
    type: 'CreateEncounter',
    actor: ORGANISER,
    data: { encounterId: 'e1', players: [{ name: 'Ann', soulstones: 3 }, { name: 'Bob', soulstones: 2 }], seed: 'seed', seedCommitment: 'c', options: { autoDeclineCuts: true }, stackedDecks: decks, now: '2026-01-01T00:00:00Z', ...over },
  };
}

/** Runs commands in order; returns every event and the state after them. */
export function run(commands: readonly EncounterCommand1e[], from: { events: EncounterEvent1e[]; state: EncounterState1e } = { events: [], state: malifaux1e.initialState() }): { events: EncounterEvent1e[]; state: GameState1e } {
  let state = from.state;
  const events = [...from.events];
  for (const c of commands) {
    const out = malifaux1e.decide(state, c);
    events.push(...out);
    state = out.reduce(malifaux1e.evolve, state);
  }
  return { events, state: state as GameState1e };
}

export const cmd = <T extends EncounterCommand1e['type']>(type: T, actor: Actor, data: Extract<EncounterCommand1e, { type: T }>['data']): EncounterCommand1e =>
  ({ type, actor, data }) as EncounterCommand1e;

export const duel = (actor: Actor, command: Extract<EncounterCommand1e, { type: 'DuelDecision' }>['data']['command']): EncounterCommand1e => cmd('DuelDecision', actor, { command });
