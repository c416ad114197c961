// mage-wars access (DESIGN.md "Hidden information and access"): who may give which command; the exact answer a refused
// actor reads (403 FORBIDDEN). SU-1: creating the encounter; VC-2: the organiser's end; RD-*: a seat acts for itself.
import type { Actor } from '../core/decider';
import { authorize } from './access';
import type { EncounterCommand } from './commands';
import { createCommand, play, seat, stateOf } from './testing/fixtures';

const state = stateOf(play([createCommand()]));
const organiser: Actor = { role: 'organiser' };
const end = (actor: Actor): EncounterCommand => ({ type: 'EndEncounter', actor, data: { reason: 'abandoned', now: '2026-01-02T00:00:00Z' } });
const passFor = (actor: Actor): EncounterCommand => ({ type: 'PassQuickcast', actor, data: { seat: 'A' } });

describe('mage-wars access', () => {
  it('mage-wars/SU-1 anyone may create the encounter (a seat too)', () => {
    expect(authorize(state, { ...createCommand(), actor: seat('B') })).toBeNull();
  });

  it.each<[string, Actor, string | null]>([
    ['the organiser', organiser, null],
    ['a seat', seat('A'), 'only the organiser may end the encounter'],
    ['another seat', seat('B'), 'only the organiser may end the encounter'],
  ])('mage-wars/VC-2 ending the encounter by %s', (_who, actor, answer) => {
    expect(authorize(state, end(actor))).toBe(answer);
  });

  it.each<[string, Actor, string | null]>([
    ['the seat itself', seat('A'), null],
    ['another seat', seat('B'), 'only seat A may do this for seat A'],
    ['the organiser', organiser, 'only seat A may do this for seat A'],
  ])('mage-wars/RD-14 a seat command given by %s', (_who, actor, answer) => {
    expect(authorize(state, passFor(actor))).toBe(answer);
  });
});
