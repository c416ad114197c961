// malifaux-2e §25.2 Ambiguities (seed 002_0afdbbe5c7b94945.txt lines 283, 408, 514-543, 758-764, 1374): the default of every duel policy flag is the spec's recommendation; SS-D1 stations
import { DEFAULT_DUEL_POLICY, duelPolicy } from './duel-policy';
import { stationUsesSoulstones } from './duel-roles';

describe('malifaux-2e §25.2 duel policy defaults', () => {
  it('malifaux-2e/A-4 malifaux-2e/A-5 malifaux-2e/A-8 malifaux-2e/A-9 the defaults, and an override changes only its flag', () => {
    expect(DEFAULT_DUEL_POLICY).toEqual({
      blackJokerMayBeCheatedFromHand: true,
      opponentRedJokerBlocksEvenWithBlackJoker: true,
      oneSoulstoneOfEachKindPerDuel: true,
      statSuitCountsWithBlackJoker: true,
      relentingDefenderMaySpendSoulstone: false,
    });
    expect(duelPolicy()).toEqual(DEFAULT_DUEL_POLICY);
    expect(duelPolicy({ statSuitCountsWithBlackJoker: false })).toEqual({ ...DEFAULT_DUEL_POLICY, statSuitCountsWithBlackJoker: false });
  });

  it('malifaux-2e/SS-D1 only Masters and Henchmen use Soulstones', () => {
    expect((['MASTER', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON', 'NONE'] as const).filter(stationUsesSoulstones)).toEqual(['MASTER', 'HENCHMAN']);
  });
});
