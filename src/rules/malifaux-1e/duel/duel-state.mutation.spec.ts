// malifaux-1e duel totals (§6.2, issue 15): under the Black Joker (FD-6: value 0, no suit) the stat's printed suits still
// count, because §6.2 adds "stat.suits" with no exception (2E A-8 drops them; 1E does not).
import { BLACK_JOKER, cardId, type CardId, type Suit } from '../../malifaux/cards';
import { duelSide } from '../testing/duel';
import { sideTotal, type Side1e } from './duel-state';

const side = (card: CardId, statSuits: readonly Suit[]): Side1e =>
  duelSide('ATTACKER', 'A', { stat: { name: 'Ml', value: 5, suits: statSuits }, flipped: [card], choice: { status: 'CHOSEN', card }, cheat: { status: 'DECLINED' }, soulstone: { status: 'DECLINED' } });

describe('malifaux-1e duel totals (§6.2)', () => {
  it.each<[string, CardId, readonly Suit[], number, readonly Suit[]]>([
    ['the Black Joker with a Ram stat', BLACK_JOKER, ['RAM'], 5, ['RAM']],
    ['the Black Joker with a plain stat', BLACK_JOKER, [], 5, []],
    ['a 7 of Crows with a Ram stat', cardId('CROW', 7), ['RAM'], 12, ['CROW', 'RAM']],
  ])('malifaux-1e/FD-6 %s: the total and its suits (the stat suits count under the Black Joker)', (_what, card, statSuits, value, suits) => {
    for (const final of [false, true]) expect(sideTotal(side(card, statSuits), final)).toEqual({ value, suits });
  });
});
