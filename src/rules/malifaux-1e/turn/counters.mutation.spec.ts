// malifaux-1e §3.6 Graverobber / Scavenger and "Vivant → Living", §3.7 killed, §13 Hazardous (rules/malifaux-1e.md; seed
// 000_8cac2ea3b25a10d7.txt lines 538-703, 852-890): which characteristics make a model not living, that a Spirit leaves no
// counters of any kind, and that only the models a command kills leave counters (once, and none after hazardous terrain).
import { malifaux1e } from '..';
import type { HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { EncounterState1e, GameState1e } from '../state';
import { model, toActivation } from '../testing/fixtures';
import { countersDropped, countersFor, isLiving } from './counters';
import { modelFrom } from './crew';
import { damageReductions, type ModelState } from './model';

// Built inside each test: modelFrom is code under test, and a model built at collection time would make its mutants static.
const card = (id: string, over: Partial<HiredModel> = {}): ModelState => modelFrom('A', model(id, over));
const living = (...characteristics: string[]): boolean => isLiving(card('x', { characteristics }));

describe('malifaux-1e §3.6 "Vivant → Living": the characteristics that make a model not living (counters.ts)', () => {
  it('malifaux-1e/W12 Spirit, Undead and Mort-vivant are not living (each by its own name, not only by its other language)', () => {
    expect([living('Spirit'), living('Undead'), living('Mort-vivant'), living('Living')]).toEqual([false, false, false, true]);
  });

  it('malifaux-1e/W12 a characteristic is read whatever its case and the spaces around it (stat cards come as typed data)', () => {
    expect([living(' Construct '), living('SPIRIT '), living(' Object 2 '), living('\tObjet 3')]).toEqual([false, false, false, false]);
  });

  it('malifaux-1e/W12 "Object #" makes a model not living exactly when §10.11 reduces its wounds by # (the whole characteristic is "Object #")', () => {
    // Each characteristic is read the same way by isLiving and by the Object # wound reduction (model.ts, DMG-2).
    const readings = ['Object 12', 'Objet  2', 'Ignores Object 2', 'Object 2 (Totem)', 'Objet 2x'].map((c): [string, boolean, number] => [c, living(c), damageReductions({ characteristics: [c], armor: 0 }, 0).object]);
    expect(readings).toEqual([
      ['Object 12', false, 12],
      ['Objet  2', false, 2],
      ['Ignores Object 2', true, 0],
      ['Object 2 (Totem)', true, 0],
      ['Objet 2x', true, 0],
    ]);
  });
});

describe('malifaux-1e §3.6 a Spirit leaves no counters of any kind (counters.ts)', () => {
  it('malifaux-1e/W12 a Spirit that is also a Construct or Undead leaves no scrap or corpse counters; without Spirit it would', () => {
    const scav = card('scav', { characteristics: ['Scavenger'] });
    const grave = card('grave', { characteristics: ['Graverobber'] });
    const dead = (...characteristics: string[]): ModelState => card('dead', { characteristics });
    expect([countersFor(dead('Spirit', 'Construct'), [scav]), countersFor(dead('Spirit', 'Undead'), [grave]), countersFor(dead('Construct'), [scav]), countersFor(dead('Undead'), [grave])]).toEqual([
      null,
      null,
      { kind: 'SCRAP', count: 1 },
      { kind: 'CORPSE', count: 1 },
    ]);
  });
});

describe('malifaux-1e §3.7 only a model killed now leaves counters (countersDropped)', () => {
  type Game = { events: EncounterEvent1e[]; state: GameState1e };
  /** A: a Graverobber, a victim and a bystander (all Living, 30 mm); B: a Living guard. Turn 1, A activates first. */
  const table = (): Game => toActivation([model('digger', { characteristics: ['Living', 'Graverobber'] }), model('victim'), model('bystander')], [model('guard')]);
  const wounds = (modelId: string, left: number): EncounterEvent1e => ({ type: 'ModelWoundsChanged', data: { modelId, wounds: left, killed: left === 0, cause: 'spec' } });
  const fold = (state: GameState1e, events: readonly EncounterEvent1e[]): GameState1e => events.reduce<EncounterState1e>(malifaux1e.evolve, state) as GameState1e;
  const dropped = (modelId: string): EncounterEvent1e => ({ type: 'CountersDropped', data: { modelId, kind: 'CORPSE', count: 1 } });

  it('malifaux-1e/W12 the model killed leaves its corpse counter; a model only wounded, and the ones untouched, leave none', () => {
    const before = table().state;
    // Every model here is Living with a Graverobber in play: only "killed now" tells the victim from the others.
    expect(countersDropped(before, fold(before, [wounds('victim', 0), wounds('bystander', 3)]))).toEqual([dropped('victim')]);
  });

  it('malifaux-1e/W12 a model killed by an earlier command does not leave its counters a second time', () => {
    const before = fold(table().state, [wounds('victim', 0)]);
    expect(countersDropped(before, fold(before, [wounds('bystander', 0)]))).toEqual([dropped('bystander')]);
  });

  it('malifaux-1e/TE-0 §13 Hazardous: a model killed by hazardous terrain leaves no corpse counter, even with a Graverobber in play', () => {
    const before = table().state;
    const hazard = (modelId: string): EncounterEvent1e => ({ type: 'HazardEntered1e', data: { modelId, pieceId: 'fire', outcome: 'DAMAGE_FLIP', card: 'RJ', damage: 7, killed: true } });
    expect(countersDropped(before, fold(before, [wounds('victim', 0), hazard('victim')]))).toEqual([]);
    // The hazard takes away the counters of the model it killed only: a model killed otherwise by the same command leaves its own.
    expect(countersDropped(before, fold(before, [wounds('victim', 0), wounds('bystander', 0), hazard('bystander')]))).toEqual([dropped('victim')]);
  });
});
