// mage-wars §10.9 GD-7 / GD-8 forced melee (rules/mage-wars.md; seed 1770, 2276): which enemies bind a Bloodthirsty
// creature (wounded, Living, enemy, in its zone, reachable: Flying needs Flying or Reach), the guard restriction, when
// the obligation no longer binds, and the refusal with its rule, section and message.
import type { EncounterEvent } from './events';
import { assertNoObligation, bloodthirstyTargets } from './obligations';
import type { GameState } from './state';
import { CARDS, addConditions, createCommand, enter, melee, play, stateOf, toActions } from './testing/fixtures';
import { A0, activate, z } from './testing/pending';
import { refusalOf } from './testing/refusal';

const slayer = { ...CARDS.grizzly, id: 'slayer', subtypes: ['Demon'], traits: [{ id: 'Bloodthirsty' as const, value: 2 }] };
const flyingSlayer = { ...slayer, id: 'flying-slayer', traits: [...slayer.traits, { id: 'Flying' as const }] };
const reachSlayer = { ...slayer, id: 'reach-slayer', attacks: [melee('Spear', 3, { traits: [{ id: 'Reach' }] })] };
const archerSlayer = { ...slayer, id: 'archer-slayer', attacks: [{ ...CARDS.archer.attacks[1] }] };
const golem = { ...CARDS.timberWolf, id: 'golem', traits: [{ id: 'Nonliving' as const }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), slayer, flyingSlayer, reachSlayer, archerSlayer, golem] });
const hurt = (objectId: string): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount: 1, direct: true, source: 't' } });
const position = (slayerCard: string, extra: EncounterEvent[]): GameState =>
  stateOf(toActions(cmd, [[], []], [...enter('s', slayerCard, 'A', A0, false), ...extra, { type: 'RoundBegun', data: { round: 1, initiative: 'A' } }]));
const targets = (s: GameState): string[] => bloodthirstyTargets(s, s.objects.s).map((o) => o.id);
const wolf = (id: string, seat: 'A' | 'B', zone = A0, card: string = CARDS.timberWolf.id): EncounterEvent[] => enter(id, card, seat, zone, false);

describe('mage-wars §10.9 GD-7 / GD-8 whom a Bloodthirsty creature must attack', () => {
  it.each<[string, string, EncounterEvent[], string[]]>([
    ['a wounded Living enemy in its zone', 'slayer', [...wolf('w', 'B'), hurt('w')], ['w']],
    ['an unwounded enemy: nobody', 'slayer', wolf('w', 'B'), []],
    ['a wounded friendly creature: nobody', 'slayer', [...wolf('w', 'A'), hurt('w')], []],
    ['a wounded enemy in another zone: nobody', 'slayer', [...wolf('w', 'B', z(1, 0)), hurt('w')], []],
    ['a wounded Nonliving enemy: nobody', 'slayer', [...wolf('w', 'B', A0, 'golem'), hurt('w')], []],
    ['a wounded Flying enemy: nobody', 'slayer', [...wolf('w', 'B', A0, CARDS.falcon.id), hurt('w')], []],
    ['a wounded Flying enemy, when it flies too', 'flying-slayer', [...wolf('w', 'B', A0, CARDS.falcon.id), hurt('w')], ['w']],
    ['a wounded Flying enemy, with a Reach attack', 'reach-slayer', [...wolf('w', 'B', A0, CARDS.falcon.id), hurt('w')], ['w']],
    ['nobody, without a melee attack', 'archer-slayer', [...wolf('w', 'B'), hurt('w')], []],
    ['nobody, when it is not Bloodthirsty', CARDS.grizzly.id, [...wolf('w', 'B'), hurt('w')], []],
    ['nobody, when it is incapacitated (Stun)', 'slayer', [...wolf('w', 'B'), hurt('w'), addConditions('s', 'Stun', 1)], []],
    ['only the wounded guard when an enemy guards (GD-7)', 'slayer', [...wolf('w', 'B'), hurt('w'), ...wolf('g', 'B'), hurt('g'), { type: 'GuardPlaced', data: { objectId: 'g' } }], ['g']],
    ['every wounded enemy when the guard is friendly', 'slayer', [...wolf('w', 'B'), hurt('w'), ...wolf('v', 'B'), hurt('v'), ...wolf('g', 'A'), { type: 'GuardPlaced', data: { objectId: 'g' } }], ['w', 'v']],
  ])('mage-wars/GD-8 %s', (_case, card, extra, expected) => {
    expect(targets(position(card, extra))).toEqual(expected);
  });

  it('mage-wars/GD-8 a creature off the arena (no zone) is bound to nothing', () => {
    const s = position('slayer', [...wolf('w', 'B'), hurt('w')]);
    expect(bloodthirstyTargets(s, { ...s.objects.s, zone: null })).toEqual([]);
  });
});

describe('mage-wars §10.9 GD-8 the refusal', () => {
  const bound = position('slayer', [...wolf('w', 'B'), hurt('w')]);
  const acting = stateOf(play([activate('A', 's')], toActions(cmd, [[], []], [...wolf('w', 'B'), hurt('w'), ...enter('s', 'slayer', 'A', A0)])));

  it('mage-wars/GD-8 any other use of the phase is refused while the obligation can be met', () => {
    expect(refusalOf(() => assertNoObligation(bound, bound.objects.s, 'guarding'))).toEqual({
      ruleId: 'mage-wars/GD-8', section: '§10.9', message: 'a Bloodthirsty creature next to a wounded enemy must melee it instead of guarding',
    });
    expect(refusalOf(() => assertNoObligation(acting, acting.objects.s, 'moving away'))?.ruleId).toBe('mage-wars/GD-8');
  });

  it.each<[string, { quickDone: boolean; fullDone: boolean }]>([
    ['its quick action', { quickDone: true, fullDone: false }],
    ['its full action', { quickDone: false, fullDone: true }],
  ])('mage-wars/GD-8 once %s is spent the obligation no longer binds', (_case, done) => {
    const spent: GameState = { ...acting, round: { ...acting.round, activation: { ...acting.round.activation!, ...done } } };
    expect(refusalOf(() => assertNoObligation(spent, spent.objects.s, 'doing nothing'))).toBeUndefined();
  });

  it('mage-wars/GD-8 without a wounded enemy nothing is refused', () => {
    const calm = position('slayer', wolf('w', 'B'));
    expect(refusalOf(() => assertNoObligation(calm, calm.objects.s, 'guarding'))).toBeUndefined();
  });
});
