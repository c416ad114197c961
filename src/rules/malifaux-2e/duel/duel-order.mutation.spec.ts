// malifaux-2e §4.3-4.5 Out-of-order decisions (seed 002_0afdbbe5c7b94945.txt lines 609-661, 705-746, 758-764): whole refusals (rule, section, message) for DU-O8, DU-S1, FD-4, DU-O4, SS-D3 when one seat holds both sides of a friendly duel
import { SeatId } from '../../core/decider';
import { DuelCommand } from './duel-commands';
import { evolveDuel } from './duel-machine';
import { expectStep } from './duel-order';
import { initialDuelState } from './duel-state';
import { FakeTable, model, refusalOf } from './testing/fake-context';
import { refusalOf as refusalOfCall } from '../testing/refusal';

const SECTION = '§4.3-4.5 (seed 609-661, 705-746)';
const ss = (by: SeatId): DuelCommand => ({ type: 'DeclareSoulstones', data: { by, fateModifiers: 0, suits: [] } });
const flip = (by: SeatId): DuelCommand => ({ type: 'FlipDuelCards', data: { by } });
const decline = (by: SeatId): DuelCommand => ({ type: 'DeclineCheat', data: { by } });
const suit = (by: SeatId): DuelCommand => ({ type: 'NameRedJokerSuit', data: { by, suit: 'RAM' } });

/** A friendly duel (DU-O8): seat A controls both the Attacker and the Defender. */
function friendlyDuel(deck: string[]): FakeTable {
  const attacker = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
  const defender = model({ modelId: 'perdita', seat: 'A', station: 'MASTER', stat: { name: 'Df', value: 5 } });
  const action = { name: 'Slash', damage: { weak: 2, moderate: 3, severe: 4 }, triggers: [] };
  const t = new FakeTable({ A: { soulstones: 3, hand: ['CROW-01'], deck } });
  t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender, action, defenderFriendly: true } });
  return t;
}

describe('malifaux-2e §4.5 refusals when one seat holds both sides of a duel (mutation tests, issue 15)', () => {
  it('malifaux-2e/DU-O8 malifaux-2e/SS-D3 the relented Defender does not silence the same seat`s Attacker: it is told its own next step', () => {
    const t = friendlyDuel(['RAM-03', 'RAM-04']);
    t.do({ type: 'Relent', data: { by: 'A' } });
    expect(refusalOf(t, decline('A'))).toEqual({ ruleId: 'malifaux-2e/SS-D3', section: SECTION, message: 'out of order: the ATTACKER must declare Soulstone use first' });
  });

  it('malifaux-2e/FD-4 malifaux-2e/DU-O4 a seat whose Defender named its Red Joker`s suit, while its Attacker has none, is out of order, not "only once"', () => {
    // The Defender flips the RJ (19), the Attacker RAM-03 (9); the suit is named; the Attacker (lower) cheats first.
    const t = friendlyDuel(['RJ', 'RAM-03']);
    t.do(ss('A'));
    t.do(ss('A'));
    t.do(flip('A'));
    t.do(suit('A'));
    expect(refusalOf(t, suit('A'))).toEqual({ ruleId: 'malifaux-2e/DU-O4', section: SECTION, message: 'out of order: the ATTACKER must decide whether to Cheat Fate first' });
  });

  it('malifaux-2e/DU-S1 with every decision taken, the duel waits on its resolution, which nobody decides', () => {
    const actor = model({ modelId: 'm', seat: 'A', station: 'MASTER', stat: { name: 'Wp', value: 4 } });
    const t = new FakeTable({ A: { soulstones: 3, hand: [], deck: ['RAM-05'] } });
    t.do({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor, action: { name: 'x', tn: 5, triggers: [] } } });
    t.do(ss('A'));
    t.do(flip('A'));
    // The state just before the automatic resolution: every step of the one side is done, no Red Joker was flipped.
    const resolvedAt = t.log.findIndex((e) => e.type === 'DuelResolved');
    expect(resolvedAt).toBeGreaterThan(0);
    const before = t.log.slice(0, resolvedAt).reduce(evolveDuel, initialDuelState());
    expect(refusalOfCall(() => expectStep(before, 'NAME_RED_JOKER_SUIT', 'A'))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: SECTION, message: 'out of order: nobody must resolve first' });
  });
});
