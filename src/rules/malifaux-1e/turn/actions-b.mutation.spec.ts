// malifaux-1e §8.2 general actions Heal and Search, §10.1 Strike / Focus, §9.2 Charge (rules/malifaux-1e.md; seed
// 000_8cac2ea3b25a10d7.txt lines 2227-2262, 2394-2420, 2614-2636, 3110-3152): the exact events of a Heal (SS-3, SS-4,
// HE-1, HE-2, the §5.2 Red Joker policy rjHealPreventMode, FD-12 when no card is left), who may Search (AP-4), and the
// target a Strike, Focus or Charge must name (AT-1), each with the rule it implements (issue 15).
import { A, cmd, model, step, sword, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import { FATE_DECK, type CardId } from '../../malifaux/cards';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e, Malifaux1eOptions } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type ActionData = Extract<EncounterCommand1e, { type: 'TakeAction' }>['data'];
type Create = Parameters<typeof toActivation>[4];

const S92 = '§9.2 (seed 2394-2420)';
/** lady: a Master (Use Soulstone, SS-4) with Wd 8, Wk 5, Cg 7, Sword Rg 1 and Rifle Rg 12. */
const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');

/** lady activates (A moves first); `next` are A's cards after the hand and the initiative card. */
const activating = (next: readonly CardId[] = [], crewB: readonly HiredModel[] = [guard], over: Create = {}, crewA: HiredModel = lady): Game =>
  step(toActivation([crewA, model('aide')], crewB, next, [], over), cmd('ActivateModel', A, { modelId: crewA.id }));
/** lady activates having suffered `wounds` (a declared WOUNDS effect, DMG-3): the healing flip has something to heal. */
const hurt = (wounds: number, next: readonly CardId[], over: Create = {}): Game =>
  step(activating(next, [guard], over), cmd('DeclareEffect', A, { effectId: 'hurt', kind: 'WOUNDS', modelId: 'lady', wounds }));
const withPolicy = (rjHealPreventMode: Malifaux1eOptions['rjHealPreventMode']): Create => ({ options: { autoDeclineCuts: true, rjHealPreventMode } });
const act = (action: string, over: Partial<ActionData> = {}): EncounterCommand1e => cmd('TakeAction', A, { actionId: 'h', modelId: 'lady', action, ...over });
const heal = act('HEAL');

/** The events a Heal appends: the action (1 AP), the soulstone, each flip, their discard, the wounds after. */
const healed = (flips: readonly { cards: CardId[]; flipId: string }[], wounds: number, cause: string): EncounterEvent1e[] => {
  // FD-11: the cards flipped leave play together once the flip is used; no card flipped, nothing to discard.
  const discarded: EncounterEvent1e[] = flips.length > 0 ? [{ type: 'CardsDiscarded', data: { seat: 'A', cards: flips.flatMap((f) => f.cards), from: 'play' } }] : [];
  return [
    { type: 'ActionTaken', data: { actionId: 'h', modelId: 'lady', action: 'HEAL', ap: 1, facts: {}, note: null } },
    { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'heal' } },
    ...flips.map((f): EncounterEvent1e => ({ type: 'CardsFlipped', data: { seat: 'A', cards: f.cards, flipId: f.flipId } })),
    ...discarded,
    { type: 'ModelWoundsChanged', data: { modelId: 'lady', wounds, killed: false, cause } },
  ];
};

describe('malifaux-1e §8.2 Heal: one soulstone, one healing flip on the model itself, its card discarded (SS-4, HE-2)', () => {
  it('malifaux-1e/SS-3 a pool of exactly one soulstone pays for a Heal, and is then empty', () => {
    // The pool may be spent down to 0 (SS-3 only forbids going negative): one soulstone is enough.
    const one = activating(['RAM-08'], [guard], { players: [{ name: 'Ann', soulstones: 1 }, { name: 'Bob', soulstones: 0 }] });
    const s = step(one, heal);
    expect(s.added.map((e) => e.type)).toEqual(['ActionTaken', 'SoulstonesSpent', 'CardsFlipped', 'CardsDiscarded', 'ModelWoundsChanged']);
    expect(s.state.seats.A?.soulstones).toBe(0);
  });

  it('malifaux-1e/HE-2 a card of 11-13 heals 3: one flip named after the action, discarded, the card and amount in the cause', () => {
    // 7 of 8 wounds suffered: the table's 3 is not capped by HE-1, so the amount is the card's.
    expect(step(hurt(7, ['RAM-12']), heal).added).toEqual(healed([{ cards: ['RAM-12'], flipId: 'h:heal' }], 4, 'healing flip RAM-12: +3 (HE-1, HE-2)'));
  });

  it('malifaux-1e/HE-2 under rjHealPreventMode EXTRA_FLIP a card other than the Red Joker is still a single flip', () => {
    // The policy adds a second card to the Red Joker only (§5.2); a 6-10 heals 2 on one card.
    expect(step(hurt(7, ['RAM-07', 'RAM-13'], withPolicy('EXTRA_FLIP')), heal).added).toEqual(healed([{ cards: ['RAM-07'], flipId: 'h:heal' }], 3, 'healing flip RAM-07: +2 (HE-1, HE-2)'));
  });

  it('malifaux-1e/HE-1 §5.2 default rjHealPreventMode ALL: the Red Joker heals every wound suffered, with no second flip', () => {
    // The Healing section's table wins over the Jokers paragraph (§5.2 [AMBIGUOUS], default ALL): +7 up to the printed Wd 8.
    expect(step(hurt(7, ['RJ', 'RAM-13']), heal).added).toEqual(healed([{ cards: ['RJ'], flipId: 'h:heal' }], 8, 'healing flip RJ: +7 (HE-1, HE-2)'));
  });

  it('malifaux-1e/HE-2 §5.2 rjHealPreventMode EXTRA_FLIP: the Red Joker heals 3 plus a second card, both discarded', () => {
    // RJ (the 11-13 amount, 3) and RAM-07 (a 6-10, 2): +5 of the 7 suffered; the second flip has its own id.
    expect(step(hurt(7, ['RJ', 'RAM-07'], withPolicy('EXTRA_FLIP')), heal).added).toEqual(
      healed([{ cards: ['RJ'], flipId: 'h:heal' }, { cards: ['RAM-07'], flipId: 'h:heal:extra' }], 6, 'healing flip RJ: +5 (HE-1, HE-2)'),
    );
  });

  it('malifaux-1e/HE-2 FD-12 with deck and discard pile both empty no card is flipped: read as the Black Joker, it heals nothing', () => {
    // [AMBIGUOUS] FD-12 default: a missing card reads as the Black Joker (§5.2 FD-6: a healing flip with it heals nothing).
    const g = hurt(7, []);
    const seatA = g.state.seats.A;
    if (!seatA) throw new Error('seat A is missing');
    const bare: Game = { ...g, state: { ...g.state, seats: { ...g.state.seats, A: { ...seatA, deck: [], discard: [], hand: [...FATE_DECK] } } } };
    expect(step(bare, heal).added).toEqual(healed([], 1, 'healing flip none: +0 (HE-1, HE-2)'));
  });
});

describe('malifaux-1e §8.2 Pass and Interact: the action is recorded and nothing else happens (AP-2)', () => {
  it.each<[string, Partial<ActionData>, number]>([
    ['PASS', { note: 'waits' }, 1],
    ['INTERACT', { ap: 2 }, 2],
  ])('malifaux-1e/AP-2 %s appends only its ActionTaken', (action, over, ap) => {
    // Pass does nothing (§8.2); Interact's effect is the table's (the stated AP are all the server rules on).
    expect(step(activating(), act(action, over)).added).toEqual([{ type: 'ActionTaken', data: { actionId: 'h', modelId: 'lady', action, ap, facts: {}, note: over.note ?? null } }]);
  });
});

describe('malifaux-1e §8.2 Search (Récupérer): Scavengers only, the characteristic named exactly (AP-4)', () => {
  const searching = (characteristic: string): Game => activating([], [guard], {}, model('lady', { characteristics: ['Living', characteristic] }));
  it.each<[string]>([['Scavenger Hunter'], ['Anti-Scavenger'], ['Récupérateur de rouille'], ['Non-récupérateur']])(
    'malifaux-1e/AP-4 a characteristic that only contains the word (%s) is not Scavenger',
    (characteristic) => {
      // A characteristic is a whole name (§3.6): a longer one that begins or ends with "Scavenger" is another characteristic.
      expect(refusalIn(searching(characteristic), act('SEARCH'))).toEqual(named('malifaux-1e/AP-4', '§8.2 (seed 2227-2262)', 'lady is not a Scavenger (Récupérateur)'));
    },
  );
});

describe('malifaux-1e §10.1 Strike and Focus, §9.2 Charge: the target named (AT-1) and the (2) weapon rule (§10.1)', () => {
  /** B's crew holds a model whose id is the string "undefined": a missing target must not be read as that model. */
  const undefinedNamed = (): Game => activating([], [guard, model('undefined')]);
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/AT-1 a Strike with no target, even with a model named "undefined"', undefinedNamed, act('STRIKE:Sword'), named('malifaux-1e/AT-1', '§4.3', 'name the target model')],
    ['malifaux-1e/AT-1 a Charge with no target, even with an enemy named "undefined"', undefinedNamed, act('CHARGE', { facts: { moved: 3 } }), named('malifaux-1e/AT-1', '§9.2', 'a Charge needs an enemy target')],
    ['malifaux-1e/AT-1 a Charge at a model not in the game', () => activating(), act('CHARGE', { targets: ['ghost'], facts: { moved: 3 } }), named('malifaux-1e/AT-1', '§9.2', 'a Charge needs an enemy target')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });

  it('malifaux-1e/AP-2 §10.1 only Focus refuses a (2) weapon: a Strike with it costs its 2 AP and starts the attack', () => {
    const claymore = model('lady', { station: 'MASTER', wounds: 8, actions: [{ ...sword, name: 'Claymore', ap: 2 }] });
    const s = step(activating([], [guard], {}, claymore), act('STRIKE:Claymore', { targets: ['guard'], facts: { distances: { guard: 1 } } }));
    expect(s.added[0]).toEqual({ type: 'ActionTaken', data: { actionId: 'h', modelId: 'lady', action: 'STRIKE:Claymore', ap: 2, facts: { distances: { guard: 1 } }, note: null } });
    expect(s.state.duel.status !== 'IDLE' && s.state.duel.duel?.context).toMatchObject({ weapon: 'Claymore', damageBonus: 0 });
  });

  it('malifaux-1e/CB-3 §9.2 engaged with another enemy, a model may still Charge its target and attack at once (distance 0 when none declared)', () => {
    // Only engagement with the target forbids the Charge; the attack reads the target's distance, 0 when the Charge declared none.
    const s = step(activating([], [guard, model('brute')]), act('CHARGE:Sword', { targets: ['guard'], facts: { moved: 3, engagedWith: ['brute'], endsInEngagementRange: true } }));
    expect(s.added[0]).toMatchObject({ type: 'ActionTaken', data: { action: 'CHARGE:Sword', ap: 2 } });
    expect(s.state.duel.status !== 'IDLE' && s.state.duel.duel?.context).toMatchObject({ weapon: 'Sword', damageBonus: 1 });
    // No engagement declared at all: nothing to refuse (the Charge ends at once, not engaged with the target).
    expect(refusalIn(activating(), act('CHARGE:Sword', { targets: ['guard'], facts: { moved: 3 } }))).toBeUndefined();
    expect(refusalIn(activating(), act('CHARGE:Sword', { targets: ['guard'], facts: { moved: 3, engagedWith: ['aide', 'guard'] } }))).toEqual(named('malifaux-1e/CB-3', S92, 'lady is already engaged with guard'));
  });
});
