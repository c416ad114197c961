// malifaux-2e §12.2-12.7, §16.3 (seed 002_0afdbbe5c7b94945.txt lines 748-756, 1335-1388, 1506-1532, 1928): the whole
// refusals of the damage / prevention / healing flips and of blast damage (rule, section, message), and the Blast Marker
// placement checks (issue 15): DU-S1, DU-O6, DU-O7, DM-2, MV-6, SS-2, BL-1, BL-2, BL-4, BL-5
import { DuelCommand, DuelParticipant, FlipTarget } from './duel-commands';
import { DuelEvent } from './duel-events';
import { decideDuel, evolveDuel } from './duel-machine';
import { DuelState } from './duel-state';
import { assertBlastPlacement, declineFlipCheat, flipFateCards } from './fate-flip-flow';
import { FakeTable, SeatSetup, model } from './testing/fake-context';
import { refusalOf } from '../testing/refusal';

const S12 = '§12 (seed 1335-1388)';
const S44 = '§4.4 (seed 748-756)';
const S16 = '§16.3 (seed 1506-1532)';
const S16_PLACEMENT = '§16.3 (seed 1506-1520)';
const flipA: DuelCommand = { type: 'FlipDuelCards', data: { by: 'A' } };
const fromDuel: DuelCommand = { type: 'StartDamageFromDuel', data: {} };
const other: FlipTarget = { modelId: 'other', seat: 'B', station: 'MINION', wounds: 4, maxWounds: 4 };

const attacker = (): DuelParticipant => model({ modelId: 'att', seat: 'A', stat: { name: 'Ml', value: 7 } });
const defender = (): DuelParticipant => model({ modelId: 'def', seat: 'B', stat: { name: 'Df', value: 5 }, wounds: 6, maxWounds: 8 });
const startAttack = (track?: { weak: number; moderate: number; severe: number; blasts?: { moderate?: number; severe?: number } }): DuelCommand => ({
  type: 'StartDuel',
  data: { duelId: 'd', kind: 'OPPOSED', attacker: attacker(), defender: defender(), action: { name: 'Claw', damage: track ?? { weak: 1, moderate: 2, severe: 3 } }, defenderFriendly: false },
});

/** An Attack between two Minions (nobody holds a card): A flips `aCard`, B flips `bCard`; the duel resolves. */
function attack(aCard: string, bCard: string, track?: Parameters<typeof startAttack>[0], a: SeatSetup = {}): FakeTable {
  const t = new FakeTable({ A: { ...a, deck: [aCard, ...(a.deck ?? [])] }, B: { deck: [bCard] } });
  t.do(startAttack(track));
  t.do(flipA);
  return t;
}

/** An Attack won 20 vs 6, then its damage flip with `damageCard`, resolved. */
function resolvedDamage(damageCard: string, track?: Parameters<typeof startAttack>[0]): FakeTable {
  const t = attack('RAM-13', 'RAM-01', track, { deck: [damageCard] });
  t.do(fromDuel);
  t.do(flipA);
  expect(t.state.status).toBe('FLIP_RESOLVED');
  return t;
}

describe('malifaux-2e §12 a flip decision needs a damage or healing flip', () => {
  it('malifaux-2e/DU-S1 flipping or declining a cheat as a damage flip while only a duel is open is refused (no flip in progress)', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'] }, B: { deck: ['RAM-04'] } });
    t.do(startAttack());
    expect(t.state.status).toBe('DUELING');
    const none = { ruleId: 'malifaux-2e/DU-S1', section: S12, message: 'no damage or healing flip is in progress' };
    expect(refusalOf(() => flipFateCards(t.state, 'A', t))).toEqual(none);
    const u = new FakeTable({ A: { deck: ['RAM-05'], hand: ['RAM-13'] }, B: { deck: ['RAM-04'] } });
    u.do(startAttack());
    u.do(flipA);
    expect(u.state.status).toBe('DUELING');
    expect(refusalOf(() => declineFlipCheat(u.state, 'A'))).toEqual(none);
  });
});

describe('malifaux-2e §12.3 the damage flip of an Attack: whole refusals', () => {
  it('malifaux-2e/DU-O7 no resolved Opposed Duel: nothing yet, or a flip made while the duel was still open', () => {
    const noDuel = { ruleId: 'malifaux-2e/DU-O7', section: S44, message: 'no resolved Opposed Duel to take the margin from' };
    const idle = new FakeTable({});
    expect(refusalOf(() => idle.do(fromDuel))).toEqual(noDuel);
    // evolveDuel is total: a fixed damage applied while the duel is open leaves the duel on record but no outcome.
    const t = new FakeTable({ A: { deck: ['RAM-13'] }, B: { deck: ['RAM-01'] } });
    t.do(startAttack());
    const damage: DuelEvent[] = new FakeTable({}).do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: other, amount: { kind: 'FIXED', amount: 1 } } });
    const state: DuelState = damage.reduce(evolveDuel, t.state);
    expect(state).toMatchObject({ status: 'FLIP_RESOLVED', duel: { duelId: 'd' }, outcome: null });
    expect(refusalOf(() => decideDuel(state, fromDuel, t))).toEqual(noDuel);
  });

  it('malifaux-2e/DU-O6 the Defender won: the Action failed', () => {
    expect(refusalOf(() => attack('RAM-02', 'RAM-13').do(fromDuel))).toEqual({ ruleId: 'malifaux-2e/DU-O6', section: S44, message: 'the Defender won the duel: the Action failed' });
  });

  it('malifaux-2e/DU-O7 the damage flip of the duel is made once', () => {
    const t = resolvedDamage('RAM-04');
    expect(refusalOf(() => t.do(fromDuel))).toEqual({
      ruleId: 'malifaux-2e/DU-O7',
      section: '§4.4, §12.2 (seed 748-756, 1335-1350)',
      message: 'the damage flip of this duel was already made; damage to other models is StartDamage',
    });
  });

  it('malifaux-2e/BL-4 a stepped-down damage flip of its own is refused, from the duel or not', () => {
    const stepped = { ruleId: 'malifaux-2e/BL-4', section: S16, message: 'models under a blast take one step less than the same damage flip: use ApplyBlastDamage after it, not a new flip' };
    expect(refusalOf(() => attack('RAM-13', 'RAM-01').do({ type: 'StartDamageFromDuel', data: { steppedDown: true } }))).toEqual(stepped);
    expect(refusalOf(() => new FakeTable({}).do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: other, amount: { kind: 'FIXED', amount: 1 }, steppedDown: true } }))).toEqual(stepped);
  });
});

describe('malifaux-2e §12 other damage: whole refusals', () => {
  it('malifaux-2e/MV-6 hazardous terrain damage flipped by the model’s own player', () => {
    const t = new FakeTable({});
    expect(refusalOf(() => t.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'B' }, target: other, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } }, flipType: 'HAZARDOUS_TERRAIN_DAMAGE' } }))).toEqual({
      ruleId: 'malifaux-2e/MV-6',
      section: '§10.1 (seed 1928)',
      message: 'hazardous terrain damage is flipped by the opposing player, not the model’s own',
    });
  });

  it('malifaux-2e/DM-2 a negative fixed damage amount', () => {
    const t = new FakeTable({});
    expect(refusalOf(() => t.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: other, amount: { kind: 'FIXED', amount: -1 } } }))).toEqual({
      ruleId: 'malifaux-2e/DM-2',
      section: S12,
      message: 'a fixed damage amount is ≥ 0',
    });
  });
});

describe('malifaux-2e §12.6 the prevention flip reads the Pool when it is made', () => {
  it('malifaux-2e/SS-2 malifaux-2e/PV-1 a Pool emptied after the prevention step came due refuses the flip (it would go below 0)', () => {
    const master: FlipTarget = { modelId: 'boss', seat: 'B', station: 'MASTER', wounds: 10, maxWounds: 10 };
    const t = new FakeTable({ B: { deck: ['CROW-11'], soulstones: 1 } });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: master, amount: { kind: 'FIXED', amount: 4 } } });
    expect(t.state.status === 'FLIPPING' && t.state.flip.prevention.status).toBe('PENDING');
    t.pool.set('B', 0); // spent elsewhere by the integrator
    expect(refusalOf(() => t.do({ type: 'FlipPrevention', data: { by: 'B' } }))).toEqual({ ruleId: 'malifaux-2e/SS-2', section: '§12.6 (seed 1372-1381)', message: 'the Soulstone Pool is empty' });
    t.pool.set('B', 1);
    expect(t.do({ type: 'FlipPrevention', data: { by: 'B' } })[0].data).toMatchObject({ card: 'CROW-11', prevented: 3, poolAfter: 0 });
  });
});

describe('malifaux-2e §16.3 blast damage: whole refusals', () => {
  const blastTrack = { weak: 1, moderate: 2, severe: 3, blasts: { moderate: 1, severe: 2 } };

  it('malifaux-2e/BL-4 blast damage without a resolved damage flip of an Attack', () => {
    expect(refusalOf(() => new FakeTable({}).do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [other] } }))).toEqual({
      ruleId: 'malifaux-2e/BL-4',
      section: S16,
      message: 'blast damage follows the resolved damage flip of an Attack',
    });
  });

  it('malifaux-2e/BL-5 the attacker resolves the models under the blast, not the other seat', () => {
    const t = resolvedDamage('RAM-12', blastTrack);
    expect(refusalOf(() => t.do({ type: 'ApplyBlastDamage', data: { by: 'B', targets: [other] } }))).toEqual({
      ruleId: 'malifaux-2e/BL-5',
      section: S16,
      message: 'the attacker resolves the models under the blast',
    });
  });

  it('malifaux-2e/BL-2 a Weak result of a track with blasts places no Blast Marker; a track with no blast symbol is not refused (0 markers)', () => {
    const weak = resolvedDamage('RAM-04', blastTrack);
    expect(refusalOf(() => weak.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [other] } }))).toEqual({
      ruleId: 'malifaux-2e/BL-2',
      section: S16,
      message: 'a WEAK result of this Action places no Blast Marker',
    });
    const plain = resolvedDamage('RAM-12');
    expect(plain.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [] } })).toEqual([
      { type: 'BlastDamageResolved', data: { primaryTargetId: 'def', primarySeverity: 'SEVERE', blasts: 0, targets: [] } },
    ]);
  });
});

describe('malifaux-2e/BL-1 Blast Marker placement: one per blast, the first on the target, each further one on an earlier one', () => {
  const placement = (markers: string[], blasts: number) => refusalOf(() => assertBlastPlacement(markers.map((touches) => ({ touches })), blasts, 'lilith'));
  const bl1 = (message: string) => ({ ruleId: 'malifaux-2e/BL-1', section: S16_PLACEMENT, message });

  it('malifaux-2e/BL-1 the number of markers must be the number of blasts', () => {
    expect(placement([], 1)).toEqual(bl1('this result places 1 Blast Marker(s): 0 declared'));
    expect(placement(['lilith', 'blast:0'], 1)).toEqual(bl1('this result places 1 Blast Marker(s): 2 declared'));
  });

  it('malifaux-2e/BL-1 the first marker touches the target; a later one names only an earlier marker', () => {
    expect(placement(['blast:0'], 1)).toEqual(bl1('the first Blast Marker touches the target lilith'));
    expect(placement(['lilith', 'blast:0', 'blast:2'], 3)).toEqual(bl1('Blast Marker 2 must touch an earlier one (blast:0..blast:1)'));
    expect(placement(['lilith', 'lilith'], 2)).toEqual(bl1('Blast Marker 1 must touch an earlier one (blast:0..blast:0)'));
    expect(placement(['lilith', 'blast:0', 'blast:1'], 3)).toBeUndefined();
  });

  it('malifaux-2e/BL-1 a marker reference is exactly `blast:<n>`: nothing before or after it', () => {
    expect(placement(['lilith', 'xblast:0'], 2)).toEqual(bl1('Blast Marker 1 must touch an earlier one (blast:0..blast:0)'));
    expect(placement(['lilith', 'blast:0x'], 2)).toEqual(bl1('Blast Marker 1 must touch an earlier one (blast:0..blast:0)'));
  });

  it('malifaux-2e/BL-1 marker numbers of two digits: the twelfth marker may touch blast:10', () => {
    const chain = ['lilith', ...Array.from({ length: 11 }, (_, i) => `blast:${i}`)];
    expect(chain).toHaveLength(12);
    expect(placement(chain, 12)).toBeUndefined();
  });
});
