// malifaux-2e §18 Upgrades on the cards of a crew given as data, §17.1 CO-3 / CO-5, §16.5 SU-5 / SU-6, §13 BU-6, §18.4 ST-3
// (rules/malifaux-2e.md; seed 327-353, 1411, 1540-1554, 1564-1576, 1704-1751): through the decider, each rule with a
// case it takes and one it refuses (or scores differently), so that a no-op implementation fails.
import type { SeatId } from '../../core/decider';
import { atEndPhase, choice, vpFrom } from '../encounter/testing/fixtures';
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, lilith, model, type Game } from '../testing/turns';
import { effectiveAbilities, type ModelDef } from './crew';

const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };
const effect = (g: Game, seat: SeatId, kind: string, data: object) => g.do(seat, 'DeclareEffect', { effectId: `${kind}-${g.events.length}`, kind, ...data });
const tryEffect = (g: Game, seat: SeatId, kind: string, data: object) => g.refused(seat, 'DeclareEffect', { effectId: `${kind}-${g.events.length}`, kind, ...data });

/** Lilith's Greatsword hits the guard for Severe 5 (RAM-10 vs RAM-03, damage flip RAM-12): the wounds it keeps. */
function severeOn(guardDef: ModelDef): number {
  const g = atActivation([lilith], [guardDef, model('b2')], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: near });
  flipDuel(g, 'A');
  g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
  flipDuel(g, 'A');
  return g.model('guard').wounds;
}

describe('malifaux-2e §17.1 abilities from Upgrades (CO-3) and stacking (CO-5)', () => {
  const armored = (upgrade: ModelDef['upgrades']) => model('guard', { station: 'ENFORCER', wounds: 10, abilities: [{ keyword: 'ARMOR', value: 1 }], upgrades: upgrade });
  it('malifaux-2e/CO-3 malifaux-2e/CO-5 an Upgrade giving Armor +1 to an Armor +1 model: both have values, so it is gained and they stack (Severe 5 → 3)', () => {
    expect(severeOn(armored(undefined))).toBe(10 - 4);
    expect(severeOn(armored([{ name: 'Hardened', abilities: [{ keyword: 'ARMOR', value: 1 }] }]))).toBe(10 - 3);
  });
  it('malifaux-2e/CO-5 two non-Condition copies of Armor on one card stack (−2), not one', () => {
    const twice = model('guard', { wounds: 10, abilities: [{ keyword: 'ARMOR', value: 1 }, { keyword: 'ARMOR', value: 1 }] });
    expect(severeOn(twice)).toBe(10 - 3);
  });
  it('malifaux-2e/CO-3 an Upgrade giving a valueless Ability the model already has gives nothing more; one it lacks is gained', () => {
    const ghost = model('ghost', { station: 'ENFORCER', abilities: [{ keyword: 'INCORPOREAL' }], upgrades: [{ name: 'Veil', abilities: [{ keyword: 'INCORPOREAL' }, { keyword: 'FLIGHT' }] }] });
    expect(effectiveAbilities(ghost)).toEqual([{ keyword: 'INCORPOREAL' }, { keyword: 'FLIGHT' }]);
    // Through the decider: Flight from the Upgrade makes a Walk ignore severe terrain (MV-2), as the card's own would.
    const g = atActivation([ghost], [model('b1')]);
    g.do('A', 'ActivateModel', { modelId: 'ghost' });
    expect(g.refused('A', 'TakeAction', { actionId: 'w', modelId: 'ghost', action: 'Walk', facts: { moved: 5, severeInches: 5 } })).toBeNull();
    const plain = atActivation([model('ghost')], [model('b1')]);
    plain.do('A', 'ActivateModel', { modelId: 'ghost' });
    expect(plain.refused('A', 'TakeAction', { actionId: 'w', modelId: 'ghost', action: 'Walk', facts: { moved: 5, severeInches: 5 } })).toBe('malifaux-2e/MV-2');
  });
});

describe('malifaux-2e §18 Upgrades on a crew given as data (HireCrew)', () => {
  const hire = (m: ModelDef): string | null => atActivation([lilith], [model('b1')]).refused('A', 'DeclareEffect', { effectId: 'x', kind: 'SUMMON', byModelId: 'lilith', summon: m });
  const hired = (m: ModelDef): string | null => {
    try {
      atActivation([m], [model('b1')]);
      return null;
    } catch (e) {
      return (e as { ruleId?: string }).ruleId ?? String(e);
    }
  };
  it.each<[string, string | null, ModelDef]>([
    ['a Master with three Upgrades', null, model('m', { station: 'MASTER', upgrades: [{ name: 'U' }, { name: 'V' }, { name: 'W' }] })],
    ['a Master with three Upgrades and an Avatar (four)', 'malifaux-2e/UP-6', model('m', { station: 'MASTER', upgrades: [{ name: 'U' }, { name: 'V' }, { name: 'W' }], avatar: { name: 'Av', manifestedBaseMm: 50, manifestation: 'BLOODY' } })],
    ['an Enforcer with one Upgrade', null, model('m', { station: 'ENFORCER', upgrades: [{ name: 'U' }] })],
    ['an Enforcer with two Upgrades', 'malifaux-2e/UP-6', model('m', { station: 'ENFORCER', upgrades: [{ name: 'U' }, { name: 'V' }] })],
    ['a Henchman with the same Upgrade twice', 'malifaux-2e/UP-2', model('m', { station: 'HENCHMAN', upgrades: [{ name: 'U' }, { name: 'U' }] })],
    ['a Minion with an Upgrade', 'malifaux-2e/ST-2', model('m', { station: 'MINION', upgrades: [{ name: 'U' }] })],
    ['a Peon with an Upgrade', 'malifaux-2e/ST-2', model('m', { station: 'PEON', upgrades: [{ name: 'U' }] })],
    ['a Peon without', null, model('m', { station: 'PEON' })],
  ])('malifaux-2e/ST-2 malifaux-2e/UP-2 malifaux-2e/UP-6 %s → %p', (_w, rule, m) => {
    expect(hired(m)).toBe(rule);
  });
  it('malifaux-2e/ST-1 an Upgrade ability with an unknown keyword is refused naming the field', () => {
    const bad = model('m', { station: 'ENFORCER', upgrades: [{ name: 'U', abilities: [{ keyword: 'TELEPORT' as 'FLIGHT' }] }] });
    expect(() => atActivation([bad], [model('b1')])).toThrow(/models\[0\]\.upgrades\[0\]\.abilities\[0\]\.keyword/);
  });
  it('malifaux-2e/SU-5 a summoned model arrives without Upgrades: one carrying an Upgrade or an Avatar is refused, a bare one is summoned', () => {
    expect(hire(model('e1', { station: 'ENFORCER', upgrades: [{ name: 'U' }] }))).toBe('malifaux-2e/SU-5');
    expect(hire(model('e1', { station: 'MASTER', avatar: { name: 'Av', manifestedBaseMm: 50, manifestation: 'BLOODY' } }))).toBe('malifaux-2e/SU-5');
    expect(hire(model('e1', { station: 'ENFORCER' }))).toBeNull();
  });
});

describe('malifaux-2e victory rules see summoned, buried and Peon models as the book says', () => {
  const plain = { A: [choice('ASSASSINATE'), choice('A_LINE_IN_THE_SAND')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] };
  const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
  const turf = (g: Game, n: number) => g.refused('A', 'DeclareScoringFacts', { declarationId: `t${n}`, seat: 'A', moment: 'TURN', strategy: { nonPeonWithin6: n } });

  it('malifaux-2e/ST-3 the Guild crew has 8 models, one a Peon: 7 count as non-Peon, an 8th is refused', () => {
    const g = atEndPhase(plain, 2);
    expect(Object.values(g.state.table!.models).filter((m) => m.seat === 'A')).toHaveLength(8);
    expect(turf(g, 7)).toBeNull();
    expect(turf(g, 8)).toBe('malifaux-2e/STR-0');
  });
  it('malifaux-2e/SU-6 malifaux-2e/ST-3 a summoned Minion counts toward the victory rules like a hired one; a summoned Peon does not count as non-Peon', () => {
    const g = atEndPhase(plain, 2);
    effect(g, 'A', 'SUMMON', { byModelId: 'A:justice', summon: model('A:s1', { station: 'PEON' }) });
    expect(turf(g, 8)).toBe('malifaux-2e/STR-0');
    effect(g, 'A', 'SUMMON', { byModelId: 'A:justice', summon: model('A:s2', { station: 'MINION' }) });
    expect(turf(g, 8)).toBeNull();
    expect(tryEffect(g, 'A', 'SUMMON', { byModelId: 'A:justice', summon: model('A:s3', { station: 'MINION', upgrades: [{ name: 'U' }] }) })).toBe('malifaux-2e/SU-5');
  });
  it('malifaux-2e/BU-6 an enemy Leader still buried at the end counts as killed (Assassinate 2 VP); unburied before the end, it does not', () => {
    const buried = atEndPhase(plain, 3);
    effect(buried, 'B', 'BURY', { modelId: 'B:lilith' });
    endGame(buried);
    expect(vpFrom(buried, 'A', 'ASSASSINATE')).toBe(2);
    const back = atEndPhase(plain, 3);
    effect(back, 'B', 'BURY', { modelId: 'B:lilith' });
    effect(back, 'B', 'UNBURY', { modelId: 'B:lilith', fits: true });
    endGame(back);
    expect(vpFrom(back, 'A', 'ASSASSINATE')).toBe(0);
  });
});
