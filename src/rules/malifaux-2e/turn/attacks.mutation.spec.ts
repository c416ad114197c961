// malifaux-2e §8.2 Attacks and §10.5 shooting into engagements (rules/malifaux-2e.md; seed 974-1062, 1290-1304): the
// candidates of SE-1/SE-2/SE-5, the exact refusals of SE-2 and EN-2, and the duel an Attack starts (cover CV-1..CV-3,
// Focused, Defensive, the resist stat), that shooting-into-engagement.spec.ts leaves open (issue 15).
import type { EncounterEvent } from '../events';
import { stacked } from '../testing/fixtures';
import { refusalOf } from '../testing/refusal';
import { atActivation, guard, lilith, model, pistol, type Game } from '../testing/turns';
import type { ActionDef } from './crew';
import { continueRandomizedShot, shootingIntoEngagement } from './attacks';

const S105 = '§10.5 (seed 1290-1304)';
const hex: ActionDef = { name: 'Hex', ap: 1, category: 'ATTACK', range: { kind: 'PROJECTILE', inches: 10 }, stat: { name: 'Ca', value: 6, suits: ['TOME'] }, resist: 'Wp', tn: 11, suits: ['MASK'], damage: { weak: 1, moderate: 2, severe: 3 } };
const claw: ActionDef = { name: 'Claw', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } };
const shooter = { ...lilith, actions: [pistol, hex, claw] };
const target = model('tgt', { stats: { df: 4, wp: 6, wk: 5, cg: 5, ht: 2, suits: { Wp: ['CROW'] } } });

function table(): Game {
  const g = atActivation([shooter, model('a2')], [target, guard, model('b2')]);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  return g;
}

describe('malifaux-2e §10.5 the candidates of a shot into an engagement', () => {
  const g = table();
  const t = g.state.table!;
  const [m, tgt] = [t.models.lilith, t.models.tgt];
  it('malifaux-2e/SE-5 no engaged model within 2" of the target: no randomization', () => {
    expect(shootingIntoEngagement(t, m, tgt, { within2OfTarget: ['guard'] })).toEqual([]);
    expect(shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: [], within2OfTarget: ['guard'] })).toEqual([]);
  });

  it('malifaux-2e/SE-1 malifaux-2e/SE-2 the target and every model within 2" of it, once each, never the attacker', () => {
    expect(shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: ['a2'], within2OfTarget: ['guard', 'a2', 'lilith', 'a2'] })).toEqual(['tgt', 'guard', 'a2']);
  });

  it('malifaux-2e/SE-2 malifaux-2e/EN-2 contradictory facts are refused with their rule', () => {
    const err = (ruleId: string, section: string, message: string) => expect.objectContaining({ ruleId, section, message });
    expect(() => shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: ['a2'], within2OfTarget: ['guard'] })).toThrow(err('malifaux-2e/SE-2', S105, 'a2 is declared engaged within 2" of the target but not within 2" of it (facts.within2OfTarget)'));
    expect(() => shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: ['guard'], within2OfTarget: ['guard'] })).toThrow(err('malifaux-2e/EN-2', '§10.3', 'guard is friendly to the target: friendly models never engage'));
    expect(() => shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: ['a2'], within2OfTarget: ['a2', 'ghost'] })).toThrow(err('malifaux-2e/SE-2', S105, 'there is no model ghost in this encounter'));
    expect(() => shootingIntoEngagement(t, m, tgt, { targetEngagedWithin2: ['ghost'], within2OfTarget: ['a2'] })).toThrow(err('malifaux-2e/SE-2', S105, 'there is no model ghost in this encounter'));
    const buried = { ...t, models: { ...t.models, b2: { ...t.models.b2, status: 'BURIED' as const } } };
    expect(() => shootingIntoEngagement(buried, m, tgt, { targetEngagedWithin2: ['a2'], within2OfTarget: ['a2', 'b2'] })).toThrow(err('malifaux-2e/SE-2', S105, 'b2 is not in play'));
  });

  it('malifaux-2e/SE-3 no pick pending: nothing to continue', () => {
    expect(continueRandomizedShot(g.state, { role: 'seat', seat: 'A' }, 'guard')).toEqual([]);
  });
});

describe('malifaux-2e §8.2 the duel an Attack starts', () => {
  const attack = (g: Game, action: string, facts: object = {}, extra: object = {}): EncounterEvent => {
    const ev = g.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action, targets: ['tgt'], facts: { distances: { tgt: 1 }, los: { tgt: 'CLEAR' }, ...facts }, ...extra });
    return ev.find((e) => e.type === 'DuelStarted')!;
  };
  const sides = (e: EncounterEvent) => (e.type === 'DuelStarted' ? e.data.sides.map((s) => s.participant) : []);

  it.each<[string, string, number]>([
    ['Pistol', 'NONE', 0],
    ['Pistol', 'SOFT', 1],
    ['Pistol', 'HARD', 1],
    ['Claw', 'HARD', 0], // cover only against Projectile Attacks
  ])('malifaux-2e/CV-1 %s against a target in %s cover: attacker penalty %p', (action, cover, penalty) => {
    expect(sides(attack(table(), action, { cover: { tgt: cover } }))[0].fate).toEqual({ bonus: 0, penalty });
  });

  it('malifaux-2e/CV-1 no cover declared is no cover', () => {
    expect(sides(attack(table(), 'Pistol'))[0].fate).toEqual({ bonus: 0, penalty: 0 });
  });

  it('malifaux-2e/CO-1 Focused adds its value to the attacker; Defensive helps only a Df resist', () => {
    const g = table();
    g.do('A', 'DeclareEffect', { effectId: 'f', kind: 'GAIN_CONDITION', modelId: 'lilith', condition: { name: 'Focused', value: 2 } });
    g.do('A', 'DeclareEffect', { effectId: 'd', kind: 'GAIN_CONDITION', modelId: 'tgt', condition: { name: 'Defensive', value: 1 } });
    const [a, d] = sides(attack(g.clone(), 'Claw', {}, { useFocus: true }));
    expect(a.fate).toEqual({ bonus: 2, penalty: 0 });
    expect(d).toMatchObject({ modelId: 'tgt', stat: { name: 'Df', value: 4, printedSuits: [] }, fate: { bonus: 1, penalty: 0 } });
    const [, w] = sides(attack(g, 'Hex'));
    expect(w).toMatchObject({ stat: { name: 'Wp', value: 6, printedSuits: ['CROW'] }, fate: { bonus: 0, penalty: 0 } });
  });

  it('malifaux-2e/DU-O6 the duel carries the Action’s stat, TN, suits and damage; a friendly target is marked', () => {
    const e = attack(table(), 'Hex');
    expect(e.data).toMatchObject({ duelId: 'x', kind: 'OPPOSED', action: { name: 'Hex', tn: 11, requiredSuits: ['MASK'], damage: hex.damage }, defenderFriendly: false });
    expect(sides(e)[0]).toMatchObject({ modelId: 'lilith', stat: { name: 'Ca', value: 6, printedSuits: ['TOME'] } });
    const g = table();
    const ev = g.do('A', 'TakeAction', { actionId: 'y', modelId: 'lilith', action: 'Claw', targets: ['a2'], facts: { distances: { a2: 1 }, los: { a2: 'CLEAR' } } });
    expect(ev.find((x) => x.type === 'DuelStarted')!.data).toMatchObject({ defenderFriendly: true });
  });
});

describe('malifaux-2e §10.5 the rest of the candidates and the randomized duel', () => {
  it('malifaux-2e/SE-2 an engaged model with no models declared within 2" is refused for that model', () => {
    const g = table();
    const t = g.state.table!;
    expect(refusalOf(() => shootingIntoEngagement(t, t.models.lilith, t.models.tgt, { targetEngagedWithin2: ['a2'] }))).toEqual({
      ruleId: 'malifaux-2e/SE-2',
      section: S105,
      message: 'a2 is declared engaged within 2" of the target but not within 2" of it (facts.within2OfTarget)',
    });
  });

  it('malifaux-2e/SE-3 an Attack whose duel already started has no pick to continue', () => {
    const g = table();
    g.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action: 'Pistol', targets: ['tgt'], facts: { distances: { tgt: 1 }, los: { tgt: 'CLEAR' } } });
    expect(g.state.table!.pending).toMatchObject({ actionId: 'x' });
    expect(g.state.randomPick).toBeNull();
    expect(continueRandomizedShot(g.state, { role: 'seat', seat: 'A' }, 'guard')).toEqual([]);
  });

  it.each<[string, Record<string, string>, number]>([
    ['no cover declared for the pick', {}, 0],
    ['soft cover declared for the pick', { 'death-marshal': 'SOFT' }, 1],
    ['cover declared only for the provisional target', { silurid: 'HARD' }, 0],
  ])('malifaux-2e/SE-4 malifaux-2e/CV-1 the picked model’s cover comes from the Attack’s declared facts: %s', (_w, cover, penalty) => {
    // TV-09's table: a tie of 5s between the Terror Tot and the Death Marshal, broken by the Guild Guard.
    const g = atActivation([model('silurid'), model('terror-tot')], [guard, model('death-marshal')], { first: 'B', decks: [stacked(), stacked('RAM-08', 'RAM-05', 'CROW-05', 'RAM-13')] });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const facts = { distances: { silurid: 8 }, los: { silurid: 'CLEAR' }, targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['terror-tot', 'death-marshal'], cover };
    g.do('B', 'TakeAction', { actionId: 'shot', modelId: 'guard', action: 'Pistol', targets: ['silurid'], facts });
    const ev = g.do('B', 'PickRandomModel', { modelId: 'death-marshal' });
    expect(ev.find((e) => e.type === 'TargetRandomized')!.data).toEqual({ actionId: 'shot', from: 'silurid', to: 'death-marshal' });
    const started = ev.find((e) => e.type === 'DuelStarted')!;
    expect(started.type === 'DuelStarted' ? started.data.sides.map((x) => [x.participant.modelId, x.participant.fate]) : []).toEqual([
      ['guard', { bonus: 0, penalty }],
      ['death-marshal', { bonus: 0, penalty: 0 }],
    ]);
  });
});

