// malifaux-2e §4.4, §12.5 Duel evolve (seed 002_0afdbbe5c7b94945.txt lines 758-764, 1335-1388): what a relenting Defender's side records (DU-O8), and that
// the flip-stage events of a damage flip land on the flip, not on a duel side (DF-1) (mutation tests, issue 15)
import { DuelCommand } from './duel-commands';
import { DuelEvent } from './duel-events';
import { evolveDuel } from './duel-evolve';
import { duelPolicy } from './duel-policy';
import { DuelState, sideOf } from './duel-state';
import { FakeTable, model } from './testing/fake-context';

describe('malifaux-2e §4.4 a relenting Defender', () => {
  it('malifaux-2e/DU-O8 its side records the relenting: no cards flipped, net 0, no card in use, cheat and trigger skipped by DU-O8', () => {
    const judge = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
    const lilith = model({ modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 5 } });
    const start: DuelCommand = { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: judge, defender: lilith, action: { name: 'Slash' }, defenderFriendly: true } };
    const t = new FakeTable({ A: { deck: ['RAM-05'] }, B: {} });
    t.do(start);
    t.do({ type: 'Relent', data: { by: 'B' } });
    const defender = t.state.status === 'DUELING' ? sideOf(t.state.duel, 'DEFENDER') : undefined;
    const skipped = { status: 'SKIPPED', ruleId: 'malifaux-2e/DU-O8', reason: 'the Defender relented' };
    expect(defender).toMatchObject({ soulstones: { status: 'RELENTED', damageFlipPenalty: 0 }, flipped: [], net: 0, choice: { status: 'CHOSEN', card: null }, cheat: skipped, trigger: skipped });
  });
});

describe('malifaux-2e §12.5 the events of a damage flip', () => {
  const started: DuelEvent = {
    type: 'FlipStarted',
    data: {
      stage: 'DAMAGE',
      flipType: 'DAMAGE',
      flipper: { modelId: 'a', seat: 'A' },
      target: { modelId: 't', seat: 'B', station: 'MASTER', wounds: 5, maxWounds: 6 },
      amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } },
      fate: { bonus: 1, penalty: 0 },
      accuracy: null,
      defenderSoulstonePenalty: 0,
      modifiers: {},
      steppedDown: false,
      fromDuel: false,
      policy: duelPolicy(),
    },
  };
  const flipped: DuelEvent = { type: 'DuelCardsFlipped', data: { stage: 'DAMAGE', flips: [{ role: null, seat: 'A', net: 1, requested: 2, cards: ['RAM-05', 'RAM-09'] }], moves: [] } };
  const chosen: DuelEvent = { type: 'ActiveCardChosen', data: { stage: 'DAMAGE', role: null, seat: 'A', card: 'RAM-09', automatic: false, total: null, moves: [] } };
  const fold = (events: DuelEvent[]): DuelState => events.reduce(evolveDuel, { status: 'IDLE' } as DuelState);

  it('malifaux-2e/DF-1 the flipped cards and the chosen card are the flip`s', () => {
    const afterFlip = fold([started, flipped]);
    expect(afterFlip.status === 'FLIPPING' && afterFlip.flip.flipped).toEqual(['RAM-05', 'RAM-09']);
    const afterChoice = fold([started, flipped, chosen]);
    expect(afterChoice.status === 'FLIPPING' && afterChoice.flip.choice).toEqual({ status: 'CHOSEN', card: 'RAM-09' });
  });
});
