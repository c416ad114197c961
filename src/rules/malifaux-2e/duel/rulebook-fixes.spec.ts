// malifaux-2e §16.3 blasts, §10.1 hazardous terrain, §3.4 friendly duels (rules/malifaux-2e.md; seed 543, 1506-1532, 1928): BL-1, BL-2, BL-4, TV-14, TV-15, MV-6, CF-2
import { dueStep } from './duel-steps';
import { FakeTable, model, types } from './testing/fake-context';
import type { DuelCommand, FlipTarget } from './duel-commands';
import type { DuelEvent } from './duel-events';

const code = { weak: 2, moderate: 3, severe: 4, blasts: { moderate: 1, severe: 1 } };
const attack = (track = code): DuelCommand => ({
  type: 'StartDuel',
  data: {
    duelId: 'blast',
    kind: 'OPPOSED',
    attacker: model({ modelId: 'rasputina', seat: 'A', stat: { name: 'Ca', value: 7 } }),
    defender: model({ modelId: 'lilith', seat: 'B', stat: { name: 'Df', value: 5 }, wounds: 12, maxWounds: 12 }),
    action: { name: 'December Blast', damage: track },
    defenderFriendly: false,
  },
});
const nephilim: FlipTarget = { modelId: 'young-nephilim', seat: 'B', station: 'MINION', wounds: 6, maxWounds: 6 };
const damageOf = (ev: DuelEvent[]) => ev.find((e) => e.type === 'DamageResolved')?.data as { damage: number };

/** Attack 10 + 7 vs 3 + 5 (margin 9: no Accuracy Modifier), then the damage card `card`. */
function hit(card: string, track = code): FakeTable {
  const t = new FakeTable({ A: { deck: ['RAM-10', card] }, B: { deck: ['RAM-03'] } });
  t.do(attack(track));
  t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
  t.do({ type: 'StartDamageFromDuel', data: {} });
  t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
  return t;
}

describe('malifaux-2e §16.3 blasts take one step less than the same damage flip', () => {
  it.each([
    ['TV-15: Severe on 2/3B/4B: Lilith 4, Young Nephilim 3', 'RAM-12', 4, 3],
    ['TV-14: Moderate on 2/3B/4B: target 3, other 2', 'RAM-07', 3, 2],
    ['DJ-2: the Red Joker steps down to Moderate', 'RJ', 6, 3],
  ])('malifaux-2e/BL-4 malifaux-2e/TV-15 malifaux-2e/TV-14 %s', (_c, card, primary, other) => {
    const t = hit(card);
    expect(damageOf(t.log).damage).toBe(primary);
    const blast = t.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim] } });
    expect(types(blast)).toEqual(['BlastDamageResolved']);
    expect(blast[0].data).toMatchObject({ blasts: 1, targets: [{ targetId: 'young-nephilim', damage: other, woundsAfter: 6 - other }] });
    // No new card was flipped for the blast: the deck is as the primary damage flip left it.
    expect(t.deck.get('A')).toEqual([]);
  });

  it('malifaux-2e/BL-4 a stepped-down damage flip of its own is refused (it flipped a new card: book 3, server 0); blast damage applies once', () => {
    const t = hit('RAM-12');
    expect(() => t.do({ type: 'StartDamage', data: { dealer: { modelId: 'rasputina', seat: 'A' }, target: nephilim, amount: { kind: 'FLIP', track: code }, steppedDown: true } })).toThrow(
      expect.objectContaining({ ruleId: 'malifaux-2e/BL-4' }),
    );
    t.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim] } });
    expect(() => t.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim] } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-4' }));
  });

  it('malifaux-2e/BL-5 the attacker resolves the models under the blast; the other seat may not', () => {
    const t = hit('RAM-12');
    expect(() => t.do({ type: 'ApplyBlastDamage', data: { by: 'B', targets: [nephilim] } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-5' }));
    expect(() => t.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim] } })).not.toThrow();
  });

  it('malifaux-2e/BL-1 one 50mm Blast Marker per blast, the first touching the target: declared, checked and recorded', () => {
    const blast = (markers: { touches: string }[]) => hit('RAM-12').do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim], markers } });
    expect(blast([{ touches: 'lilith' }]).find((e) => e.type === 'BlastDamageResolved')!.data).toMatchObject({ blasts: 1, markers: [{ touches: 'lilith' }] });
    expect(() => blast([{ touches: 'young-nephilim' }])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-1' }));
    expect(() => blast([{ touches: 'lilith' }, { touches: 'blast:0' }])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-1' }));
    expect(() => blast([])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-1' }));
  });
  it('malifaux-2e/BL-1 further Blast Markers each touch an earlier one (2 blasts on a Severe)', () => {
    const two = { ...code, blasts: { moderate: 1, severe: 2 } };
    const blast = (markers: { touches: string }[]) => hit('RAM-12', two).do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim], markers } });
    expect(() => blast([{ touches: 'lilith' }, { touches: 'blast:0' }])).not.toThrow();
    expect(() => blast([{ touches: 'lilith' }, { touches: 'blast:1' }])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-1' }));
    expect(() => blast([{ touches: 'lilith' }, { touches: 'lilith' }])).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-1' }));
  });
  it('malifaux-2e/BL-2 a Weak result of 2/3B/4B places no Blast Marker', () => {
    const t = hit('RAM-04');
    expect(() => t.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [nephilim] } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/BL-2' }));
  });
});

describe('malifaux-2e §10.1 hazardous terrain', () => {
  const target: FlipTarget = { modelId: 'gamin', seat: 'B', station: 'MINION', wounds: 4, maxWounds: 4 };
  const hazard = (seat: 'A' | 'B'): DuelCommand => ({ type: 'StartDamage', data: { dealer: { modelId: null, seat }, target, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 4 } }, flipType: 'HAZARDOUS_TERRAIN_DAMAGE' } });
  it('malifaux-2e/MV-6 the opposing player flips the hazardous terrain damage; the model’s own controller may not', () => {
    expect(() => new FakeTable({ B: { deck: ['RAM-01'] } }).do(hazard('B'))).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/MV-6' }));
    expect(types(new FakeTable({ A: { deck: ['RAM-01'] } }).do(hazard('A')))).toEqual(['FlipStarted']);
  });
});

describe('malifaux-2e §3.4 cheating in a duel between two models of one player', () => {
  it('malifaux-2e/CF-2 a friendly Defender’s Red Joker does not bar the Attacker’s cheat (there is no opponent); an enemy’s does', () => {
    const play = (friendly: boolean) => {
      const t = new FakeTable({ A: { deck: friendly ? ['RJ', 'RAM-05'] : ['RAM-05'], hand: ['RAM-13'] }, B: { deck: ['RJ'] } });
      t.do({
        type: 'StartDuel',
        data: {
          duelId: 'f',
          kind: 'OPPOSED',
          attacker: model({ modelId: 'm1', seat: 'A', stat: { name: 'Ml', value: 5 } }),
          defender: model({ modelId: 'm2', seat: friendly ? 'A' : 'B', stat: { name: 'Df', value: 5 } }),
          action: { name: 'x' },
          defenderFriendly: friendly,
        },
      });
      if (dueStep(t.state).step === 'DECLARE_SOULSTONES') t.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 0, suits: [] } });
      t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
      const seat = friendly ? 'A' : 'B';
      if (dueStep(t.state).step === 'NAME_RED_JOKER_SUIT') t.do({ type: 'NameRedJokerSuit', data: { by: seat, suit: 'RAM' } });
      return t;
    };
    const friendly = play(true);
    expect(dueStep(friendly.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
    expect(types(friendly.do({ type: 'CheatFate', data: { by: 'A', card: 'RAM-13' } }))).toContain('FateCheated');
    const enemy = play(false);
    expect(enemy.log.find((e) => e.type === 'DuelStepSkipped' && (e.data as { step: string }).step === 'CHEAT')?.data).toMatchObject({ reason: expect.stringContaining('Red Joker') });
  });
});
