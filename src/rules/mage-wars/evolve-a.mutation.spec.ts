// mage-wars evolve, second pass over the survivors of the 2026-11-28 run (rules/mage-wars.md §5.5, §5.7, §11, §12, §14):
// the facts whose exact change no other spec pinned — a mid-round initiative change, a bond paid in mana, the plan of a
// seat (prepared, assigned, what stays in the book), an action used by another object, a removal of one condition.
import { evolve } from './evolve';
import type { EncounterEvent } from './events';
import type { CardInstance, GameState } from './state';
import { marker, play, stateOf, toActions } from './testing/fixtures';
import { A0, activate } from './testing/pending';

const base = stateOf(toActions());
const acting = stateOf(play([activate('A', 'mage-A')], toActions()));
const after = (s: GameState, ...events: EncounterEvent[]): GameState => events.reduce((acc, e) => evolve(acc, e) as GameState, s);
const card = (instanceId: string, cardId: string): CardInstance => ({ instanceId, cardId });

describe('mage-wars evolve: initiative and bonds', () => {
  it('mage-wars/MP-1 an initiative passed on mid-round changes the initiative only (the activation, markers and counters stay)', () => {
    const s = after(acting, { type: 'InitiativeDetermined', data: { round: acting.round.round, initiative: 'B', rollOff: [] } });
    expect(s).toEqual({ ...acting, round: { ...acting.round, initiative: 'B' } });
    expect(s.round.activation).not.toBeNull();
    expect(s.objects['mage-A'].actionReady).toBe(false);
  });

  it.each<['mana' | 'life', number | undefined]>([
    ['mana', undefined],
    ['life', -3],
  ])('mage-wars/MG-BM-2 mage-wars/MG-WL-2 a bond paid in %s: the marker goes on the creature; only Life paid lowers the Mage’s Life', (pay, lifeChange) => {
    const wolf: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wolf', cardId: 'timber-wolf', instanceId: 'A-9', kind: 'creature', owner: 'A', zone: A0, border: null, attachedTo: null } };
    const s = after(base, wolf, { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'wolf', marker: 'Pet', pay, amount: 3 } });
    expect(s.objects.wolf.bond).toEqual({ mageId: 'mage-A', marker: 'Pet' });
    expect(s.objects['mage-A'].lifeChange).toBe(lifeChange);
    expect(s.seats.A!.mana).toBe(base.seats.A!.mana);
  });
});

describe('mage-wars evolve: the plan', () => {
  const planning: GameState = {
    ...base,
    seats: {
      ...base.seats,
      A: {
        ...base.seats.A!, planned: false,
        spellbook: [card('A-1', 'fireball'), card('A-2', 'agony'), card('A-3', 'minor-heal')],
        prepared: [card('A-4', 'block')],
        assigned: [{ objectId: 'lair', card: card('A-5', 'teleport') }],
      },
    },
    round: { ...base.round, phase: 'planning', queue: ['A', 'B'] },
  };

  it('mage-wars/RD-9 mage-wars/RD-10 mage-wars/RD-11 planned: last round’s spells are back in the book, the chosen and assigned ones leave it, unknown ids are ignored', () => {
    const s = after(planning, {
      type: 'SpellsPlanned',
      data: { seat: 'A', instanceIds: ['A-1', 'A-4', 'A-99'], assigned: [{ objectId: 'huginn', instanceId: 'A-2' }, { objectId: 'x', instanceId: 'A-98' }] },
    });
    expect(s.seats.A).toMatchObject({
      planned: true,
      prepared: [card('A-1', 'fireball'), card('A-4', 'block')],
      assigned: [{ objectId: 'huginn', card: card('A-2', 'agony') }],
      spellbook: [card('A-3', 'minor-heal'), card('A-5', 'teleport')],
    });
    expect(s.seats.A!.prepared).toStrictEqual([card('A-1', 'fireball'), card('A-4', 'block')]);
    expect(s.round.queue).toEqual(['B']);
    expect(s.seats.B).toEqual(planning.seats.B);
  });

  it('mage-wars/RD-11 an empty plan returns everything to the book and still marks the seat planned', () => {
    const s = after(planning, { type: 'SpellsPlanned', data: { seat: 'A', instanceIds: [] } });
    expect(s.seats.A).toMatchObject({ planned: true, prepared: [], assigned: [] });
    expect(s.seats.A!.spellbook.map((c) => c.instanceId)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
  });
});

describe('mage-wars evolve: actions and conditions', () => {
  it.each<['quick' | 'full']>([['quick'], ['full']])('mage-wars/AC-1 a %s action used by an object that is not the acting one leaves the activation as it is', (action) => {
    expect(acting.round.activation).toMatchObject({ objectId: 'mage-A', quickDone: false, fullDone: false });
    expect(after(acting, { type: 'ActionUsed', data: { objectId: 'mage-B', action } }).round.activation).toEqual(acting.round.activation);
  });

  it('mage-wars/RD-26 removing Daze removes Daze markers only, wherever they lie among the others', () => {
    const s = after(
      base,
      { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: marker('Weak'), count: 1 } },
      { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: marker('Daze'), count: 1 } },
      { type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: marker('Stun'), count: 1 } },
    );
    const removed = after(s, { type: 'ConditionsRemoved', data: { objectId: 'mage-A', condition: 'Daze', count: 1, reason: 't' } });
    expect(removed.objects['mage-A'].conditions.map((c) => c.condition)).toEqual(['Weak', 'Stun']);
  });
});
