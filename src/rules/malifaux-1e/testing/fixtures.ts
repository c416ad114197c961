// Test fixtures for malifaux-1e: stacked decks, stat cards as the crews route sends them, a game brought to a phase.
import type { Actor } from '../../core/decider';
import { FATE_DECK, type CardId } from '../../malifaux/cards';
import type { EncounterCommand1e, HiredModel } from '../commands';
import { malifaux1e } from '..';
import type { EncounterEvent1e } from '../events';
import type { EncounterState1e, GameState1e } from '../state';
import { refusalOf as refusalOfCall, type Refusal1e } from './refusal';

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

const HAND_A = ['RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06'];
const HAND_B = ['TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06'];

/**
 * An encounter brought to the first activation of turn 1: crews hired, hands of six (A: RAM 1-6, B: TOME 1-6), the
 * initiative flipped (A: MASK-13, B: MASK-01, so A activates first) with no reflip. `nextA` / `nextB`: the cards after.
 */
export function toActivation(crewA: readonly HiredModel[], crewB: readonly HiredModel[], nextA: readonly CardId[] = [], nextB: readonly CardId[] = [], over: Partial<Extract<EncounterCommand1e, { type: 'CreateEncounter' }>['data']> = {}): { events: EncounterEvent1e[]; state: GameState1e } {
  const decks = [stacked(...HAND_A, 'MASK-13', ...nextA), stacked(...HAND_B, 'MASK-01', ...nextB)];
  return run([
    create(decks, over),
    cmd('HireCrew', A, { seat: 'A', models: crewA }),
    cmd('HireCrew', B, { seat: 'B', models: crewB }),
    cmd('BeginDrawPhase', A, {}),
    cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }),
    cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false }),
    cmd('FlipInitiative', A, { flipId: 'i1' }),
    cmd('DecideInitiativeReflip', B, { seat: 'B', reflip: false, flipId: 'r1' }),
    cmd('DecideInitiativeReflip', A, { seat: 'A', reflip: false, flipId: 'r2' }),
  ]);
}

/** The events of one more command on `from`, and the state after. */
export function step(from: { events: EncounterEvent1e[]; state: GameState1e }, command: EncounterCommand1e): { events: EncounterEvent1e[]; state: GameState1e; added: EncounterEvent1e[] } {
  const added = malifaux1e.decide(from.state, command);
  return { events: [...from.events, ...added], state: added.reduce(malifaux1e.evolve, from.state as EncounterState1e) as GameState1e, added };
}

/** The RuleViolation id a command is refused with (fails the test when it is accepted). */
export function refusal(from: { state: GameState1e }, command: EncounterCommand1e): string {
  try {
    malifaux1e.decide(from.state, command);
  } catch (e) {
    return (e as { ruleId?: string }).ruleId ?? String(e);
  }
  throw new Error(`${command.type} was accepted`);
}

/** The whole refusal a command gets (rule id, section and message); fails the test when it is accepted. */
export function refusalOf(from: { state: EncounterState1e }, command: EncounterCommand1e): Refusal1e {
  const refusal = refusalOfCall(() => malifaux1e.decide(from.state, command));
  if (refusal === undefined) throw new Error(`${command.type} was accepted`);
  return refusal;
}

/**
 * Turn 1 of an encounter without crews, to its Closing Phase resolved by `closer`: hands of six (A: RAM 1-6, B: TOME
 * 1-6), the initiative flipped (A: MASK-13, B: MASK-01) with no reflip; with no model to activate the Activation Phase
 * is empty, and the phase is SETUP again.
 */
export function turnOneWithoutCrews(closer: Actor = A): EncounterCommand1e[] {
  const refill = (seat: 'A' | 'B'): EncounterCommand1e => cmd('RefillHand', seat === 'A' ? A : B, { seat, discard: [], useSoulstone: false });
  const noReflip = (seat: 'A' | 'B'): EncounterCommand1e => cmd('DecideInitiativeReflip', seat === 'A' ? A : B, { seat, reflip: false, flipId: `r${seat}` });
  return [
    create([stacked(...HAND_A, 'MASK-13'), stacked(...HAND_B, 'MASK-01')]),
    cmd('BeginDrawPhase', A, {}),
    refill('A'),
    refill('B'),
    cmd('FlipInitiative', A, { flipId: 'i' }),
    noReflip('B'),
    noReflip('A'),
    cmd('ResolveClosingPhase', closer, {}),
  ];
}

