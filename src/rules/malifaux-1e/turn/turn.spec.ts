// malifaux-1e §5 the fate deck, §7 the turn, §8 actions and AP, §9 movement, §10.1-§10.6 attacks through the decider
// (rules/malifaux-1e.md; worked examples §17: W2, W5, W13, W17, W24, W30, W31, D17, D20, D21, D23, D27, D28, D31) and
// the §18 rows of these sections.
import { A, B, cmd, create, duel, model, refusal, run, stacked, step, toActivation, sword } from '../testing/fixtures';
import { MALIFAUX_1E } from '../edition';
import { malifaux1e } from '..';
import { MALIFAUX_2E } from '../../malifaux-2e/edition';
import { chargeOf, effectiveStat, reduceWounds } from './model';
import type { GameState1e } from '../state';
import type { EncounterCommand1e } from '../commands';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const gamin = model('gamin', { stats: { df: 3, wp: 4, wk: 2, cg: 2, ht: 1 } });
const ogre = model('ogre', { stats: { df: 3, wp: 4, wk: 4, cg: 6, ht: 3 } });
const act = (id: string, action: string, over: object = {}) => cmd('TakeAction', id === 'guard' || id === 'ogre' ? B : A, { actionId: `${id}-${action}`, modelId: id, action, ...over });
const apOf = (s: GameState1e) => s.turn.activation?.ap ?? null;

describe('malifaux-1e §18 rows of §3 and §5 (data the view and the hiring read)', () => {
  it('malifaux-1e/FD-2 §18 "Standard-deck mapping": Tomes are Diamonds and Masks Clubs in this translation (2E: the other way round)', () => {
    const v = malifaux1e.view(run([create([stacked(), stacked()])]).state, { role: 'public' });
    expect(v?.standardDeck).toEqual({ HEARTS: 'RAM', SPADES: 'CROW', DIAMONDS: 'TOME', CLUBS: 'MASK' });
    expect(MALIFAUX_2E.pokerSuits.DIAMONDS).toBe('MASK');
  });

  it('malifaux-1e/CT-2 §18 "Stations": Master, Henchman, Minion; an Enforcer or a Peon is refused (2E has them)', () => {
    const g = run([create([stacked(), stacked()])]);
    expect(refusal(g, cmd('HireCrew', A, { seat: 'A', models: [model('x', { station: 'ENFORCER' })] }))).toBe('malifaux-1e/CT-2');
    expect(refusal(g, cmd('HireCrew', A, { seat: 'A', models: [model('x', { station: 'PEON' })] }))).toBe('malifaux-1e/CT-2');
    expect(step(g, cmd('HireCrew', A, { seat: 'A', models: [model('x', { station: 'HENCHMAN' })] })).state.models.x.station).toBe('HENCHMAN');
  });
});

describe('malifaux-1e §5 the Fate Deck', () => {
  const g = () => run([create([stacked('RAM-01', 'RAM-02', 'RAM-03'), stacked()])]);
  it('malifaux-1e/FD-1 malifaux-1e/FD-2 each player has a 54-card deck of their own', () => {
    const s = g().state;
    expect([s.seats.A?.deck.length, s.seats.B?.deck.length]).toEqual([54, 54]);
    expect(refusal(g(), cmd('CreateEncounter', A, { encounterId: 'x', players: [{ name: 'a' }], seed: 's', seedCommitment: 'c', now: 'n' }))).toBe('malifaux-1e/FD-1');
  });

  it('malifaux-1e/FD-7 malifaux-1e/FD-9 malifaux-1e/FD-10 cards are drawn into the hand; a flip goes face up on the discard pile; only own cards are discarded', () => {
    const drawn = step(g(), cmd('DrawCards', A, { seat: 'A', count: 2 }));
    expect(drawn.state.seats.A?.hand).toEqual(['RAM-01', 'RAM-02']);
    const flipped = step(drawn, cmd('FlipCards', A, { seat: 'A', count: 1, flipId: 'f' }));
    expect(flipped.state.seats.A?.discard).toEqual(['RAM-03']);
    expect(refusal(flipped, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-03'] }))).toBe('malifaux-1e/FD-7');
    expect(refusal(flipped, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-01', 'RAM-01'] }))).toBe('malifaux-1e/FD-10');
    expect(step(flipped, cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-02', 'RAM-01'] })).state.seats.A?.discard).toEqual(['RAM-03', 'RAM-02', 'RAM-01']);
  });

  it('malifaux-1e/FD-12 an empty deck is rebuilt from the discard pile only, and a cut is offered after any shuffle', () => {
    const cut = run([create([], { options: { autoDeclineCuts: false } })]);
    expect(cut.state.seats.A?.pendingCutBy).toBe('B');
    expect(refusal(cut, cmd('DrawCards', A, { seat: 'A', count: 1 }))).toBe('malifaux-1e/FD-12');
    const declined = step(step(cut, cmd('DeclineCut', B, { seat: 'A' })), cmd('CutDeck', A, { seat: 'B', index: 5 }));
    const all = step(declined, cmd('DrawCards', A, { seat: 'A', count: 54 }));
    const first = all.state.seats.A!.hand[0];
    const again = step(step(all, cmd('DiscardCards', A, { seat: 'A', cards: [first] })), cmd('DrawCards', A, { seat: 'A', count: 1 }));
    // The deck is empty: the discard pile (one card) becomes the deck; the hand is not shuffled in.
    expect(again.added.filter((e) => e.type === 'DeckShuffled')).toHaveLength(1);
    expect(again.state.seats.A?.hand.length).toBe(54);
  });
});

describe('malifaux-1e §7.2 the Draw Phase', () => {
  const begin = (size: 'SCRAP' | 'BRAWL' = 'SCRAP') => run([create([stacked(), stacked()], { size }), cmd('BeginDrawPhase', A, {})]);
  it('malifaux-1e/TU-D3 malifaux-1e/FD-8 W17: turn 1 draws a full hand: 6 in a Scrap, 7 in a Brawl', () => {
    expect(step(begin(), cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false })).state.seats.A?.hand.length).toBe(6);
    expect(step(begin('BRAWL'), cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false })).state.seats.A?.hand.length).toBe(7);
    expect(refusal(begin(), cmd('DrawCards', A, { seat: 'A', count: 1 }))).toBe('malifaux-1e/TU-D2');
  });

  it('malifaux-1e/TU-D3 turn 1 skips the discard step', () => {
    const g = run([create([stacked(), stacked()]), cmd('DrawCards', A, { seat: 'A', count: 1 }), cmd('BeginDrawPhase', A, {})]);
    expect(refusal(g, cmd('RefillHand', A, { seat: 'A', discard: ['RJ'], useSoulstone: false }))).toBe('malifaux-1e/TU-D3');
  });

  it('malifaux-1e/TU-D1 malifaux-1e/TU-D2 D23: with 8 cards a Scrap hand discards to 6 and draws nothing; with 2 it draws 4; order follows the last activation order', () => {
    const g = run([create([stacked(), stacked()]), cmd('BeginDrawPhase', A, {}), cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }), cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false })]);
    // Turn 1 to its end (no crews): initiative, Closing Phase, then the Draw Phase of turn 2.
    const t1 = run([cmd('FlipInitiative', A, { flipId: 'i' })], g);
    const window = t1.state.turn.initiative?.window ?? [];
    const t2 = run([cmd('DecideInitiativeReflip', window[0] === 'A' ? A : B, { seat: window[0], reflip: false, flipId: 'a' }), cmd('DecideInitiativeReflip', window[1] === 'A' ? A : B, { seat: window[1], reflip: false, flipId: 'b' }), cmd('ResolveClosingPhase', A, {})], t1);
    const first = t2.state.turn.activationOrder?.[0] ?? 'A';
    const more = run([cmd('DrawCards', first === 'A' ? A : B, { seat: first, count: 2 }), cmd('BeginDrawPhase', A, {})], t2);
    const seat = more.state.seats[first];
    expect(seat?.hand.length).toBe(8);
    const other = first === 'A' ? 'B' : 'A';
    expect(refusal(more, cmd('RefillHand', other === 'A' ? A : B, { seat: other, discard: [], useSoulstone: false }))).toBe('malifaux-1e/TU-D2');
    expect(refusal(more, cmd('RefillHand', first === 'A' ? A : B, { seat: first, discard: [seat!.hand[0]], useSoulstone: false }))).toBe('malifaux-1e/TU-D2');
    const trimmed = step(more, cmd('RefillHand', first === 'A' ? A : B, { seat: first, discard: seat!.hand.slice(0, 2), useSoulstone: false }));
    expect(trimmed.state.seats[first]?.hand.length).toBe(6);
    const low = step(trimmed, cmd('RefillHand', other === 'A' ? A : B, { seat: other, discard: trimmed.state.seats[other]!.hand.slice(0, 4), useSoulstone: false }));
    expect(low.added.find((e) => e.type === 'HandDrawn')).toMatchObject({ data: { discarded: 4, drawn: 4 } });
  });

  it('malifaux-1e/TU-D2 §18 "Hand size": no soulstone draw in 1E (2E DP-3 pays one for two more cards)', () => {
    expect(MALIFAUX_2E.drawPhaseSoulstoneDraw).toBe(true);
    expect(refusal(begin(), cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: true }))).toBe('malifaux-1e/TU-D2');
  });
});

describe('malifaux-1e §7.3 initiative, inside the Activation Phase', () => {
  const ready = (a: string[], b: string[], soulstones = 3) =>
    run([
      create([stacked('CROW-01', 'CROW-02', 'CROW-03', 'CROW-04', 'CROW-05', 'CROW-06', ...a), stacked('TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06', ...b)], { players: [{ name: 'a', soulstones }, { name: 'b', soulstones }] }),
      cmd('BeginDrawPhase', A, {}),
      cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }),
      cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false }),
    ]);
  it('malifaux-1e/SS-5 D21: 7 vs 7 reflips at once, with no soulstone window', () => {
    const s = step(ready(['MASK-07', 'MASK-03'], ['RAM-07', 'RAM-09']), cmd('FlipInitiative', A, { flipId: 'i' }));
    expect(s.added.find((e) => e.type === 'InitiativeFlipped')).toMatchObject({ data: { cards: { A: 'MASK-03', B: 'RAM-09' }, window: ['A', 'B'], tieReflips: 1 } });
  });

  it('malifaux-1e/SS-5 D20: A 4, B 9; A reflips to 11, B reflips to 11: a tie restarts step B with fresh flips', () => {
    const f = step(ready(['MASK-04', 'MASK-11', 'CROW-13'], ['RAM-09', 'RAM-11', 'RAM-02']), cmd('FlipInitiative', A, { flipId: 'i' }));
    expect(refusal(f, cmd('DecideInitiativeReflip', B, { seat: 'B', reflip: true, flipId: 'x' }))).toBe('malifaux-1e/SS-5');
    const a = step(f, cmd('DecideInitiativeReflip', A, { seat: 'A', reflip: true, flipId: 'a' }));
    const b = step(a, cmd('DecideInitiativeReflip', B, { seat: 'B', reflip: true, flipId: 'b' }));
    expect(b.added.filter((e) => e.type === 'InitiativeFlipped')).toEqual([expect.objectContaining({ data: expect.objectContaining({ cards: { A: 'CROW-13', B: 'RAM-02' }, window: ['B', 'A'] }) })]);
    expect(b.state.seats.A?.soulstones).toBe(2);
  });

  it('malifaux-1e/SS-5 an empty pool cannot reflip', () => {
    const f = step(ready(['MASK-04'], ['RAM-09'], 0), cmd('FlipInitiative', A, { flipId: 'i' }));
    expect(refusal(f, cmd('DecideInitiativeReflip', A, { seat: 'A', reflip: true, flipId: 'a' }))).toBe('malifaux-1e/SS-5');
  });

  it('malifaux-1e/TU-A1 §18 "Initiative": the highest card activates first; nobody chooses a First Player', () => {
    const f = run([cmd('FlipInitiative', A, { flipId: 'i' }), cmd('DecideInitiativeReflip', A, { seat: 'A', reflip: false, flipId: 'a' }), cmd('DecideInitiativeReflip', B, { seat: 'B', reflip: false, flipId: 'b' })], ready(['MASK-04'], ['RAM-09']));
    expect(f.state.turn.activationOrder).toEqual(['B', 'A']);
    expect(refusal(f, cmd('ChooseFirstPlayer', A, { firstPlayer: 'A' }))).toBe('malifaux-1e/TU-A1');
  });
});

describe('malifaux-1e §7.4 activations and §8.1 AP', () => {
  it('malifaux-1e/AP-1 §18 "AP": every model, a Master too, starts with 2 general AP (2E: Masters 3)', () => {
    const s = step(toActivation([lady], [guard]), cmd('ActivateModel', A, { modelId: 'lady' }));
    expect(apOf(s.state)).toBe(2);
    expect(MALIFAUX_2E.generalAp.MASTER).toBe(3);
  });

  it('malifaux-1e/TU-A1 malifaux-1e/TU-A2 malifaux-1e/TU-A3 malifaux-1e/TU-A4 players alternate; a player with nothing left is skipped; once per turn', () => {
    const g = toActivation([lady, model('a2')], [guard]);
    expect(refusal(g, cmd('ActivateModel', B, { modelId: 'guard' }))).toBe('malifaux-1e/TU-A1');
    const a = run([cmd('ActivateModel', A, { modelId: 'lady' }), cmd('EndActivation', A, { modelId: 'lady' })], g);
    expect(a.state.turn.due).toBe('B');
    const b = run([cmd('ActivateModel', B, { modelId: 'guard' }), cmd('EndActivation', B, { modelId: 'guard' })], a);
    // B has nothing left: A activates again (TU-A3); the lady has activated (TU-A4).
    expect(b.state.turn.due).toBe('A');
    expect(refusal(b, cmd('ActivateModel', A, { modelId: 'lady' }))).toBe('malifaux-1e/TU-A4');
    const c = run([cmd('ActivateModel', A, { modelId: 'a2' }), cmd('EndActivation', A, { modelId: 'a2' })], b);
    expect(c.state.turn.phase).toBe('CLOSING');
  });

  it('malifaux-1e/AP-2 malifaux-1e/AP-5 W2: Walk then Strike is legal with 2 AP, Walk then Charge is not; AP left are lost at the end', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [guard]));
    const walked = step(g, act('lady', 'WALK', { facts: { moved: 3 } }));
    expect(apOf(walked.state)).toBe(1);
    expect(refusal(walked, act('lady', 'CHARGE', { targets: ['guard'], facts: { moved: 5 } }))).toBe('malifaux-1e/AP-2');
    const ended = step(walked, cmd('EndActivation', A, { modelId: 'lady' }));
    expect(ended.added[0]).toEqual({ type: 'ActivationEnded', data: { modelId: 'lady', apLost: 1 } });
  });

  it('malifaux-1e/TI-2 an effect that sets off another is resolved first: no new action while a duel is unresolved', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } } })], toActivation([lady], [guard]));
    expect(g.state.duel.status).toBe('DUELING');
    expect(refusal(g, act('lady', 'WALK', { facts: { moved: 1 } }))).toBe('malifaux-1e/TI-2');
  });

  it('malifaux-1e/AP-3 one (0) action per activation', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'INTERACT', { ap: 0 })], toActivation([lady], [guard]));
    expect(refusal(g, act('lady', 'INTERACT', { ap: 0 }))).toBe('malifaux-1e/AP-3');
  });

  it('malifaux-1e/AP-4 an (all) action (Search, Scavengers only) is the first and only action: it spends every AP', () => {
    const scav = model('lady', { station: 'MASTER', wounds: 8, characteristics: ['Construct', 'Scavenger'] });
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([scav], [guard]));
    const s = step(g, act('lady', 'SEARCH'));
    expect(apOf(s.state)).toBe(0);
    expect(refusal(s, act('lady', 'INTERACT', { ap: 0 }))).toBe('malifaux-1e/AP-4');
    expect(refusal(step(g, act('lady', 'WALK', { facts: { moved: 1 } })), act('lady', 'SEARCH'))).toBe('malifaux-1e/AP-4');
    expect(refusal(run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [guard])), act('lady', 'SEARCH'))).toBe('malifaux-1e/AP-4');
  });

  it('malifaux-1e/AP-6 an action the server does not know is refused', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [guard]));
    expect(refusal(g, act('lady', 'TELEPORT'))).toBe('malifaux-1e/AP-6');
  });

  it('malifaux-1e/CT-1 malifaux-1e/CT-2 a model is activated by its controller; crews are hired before turn 1, once', () => {
    const g = toActivation([lady], [guard]);
    expect(refusal(g, cmd('ActivateModel', B, { modelId: 'lady' }))).toBe('malifaux-1e/CT-1');
    expect(refusal(g, cmd('HireCrew', A, { seat: 'A', models: [model('x')] }))).toBe('malifaux-1e/CT-2');
  });
});

describe('malifaux-1e §8.5 action modifiers', () => {
  const fx = (id: string, kind: string, name: string, actor = A) => cmd('DeclareEffect', actor, { effectId: `${id}-${name}`, kind, modelId: id, condition: { name } });
  it('malifaux-1e/AM-1 malifaux-1e/AM-2 D27: Fast and Slow both gained before an activation cancel: 2 AP', () => {
    const g = run([fx('lady', 'GAIN_CONDITION', 'FAST'), fx('lady', 'GAIN_CONDITION', 'SLOW')], toActivation([lady], [guard]));
    expect(g.state.models.lady.modifiers).toMatchObject({ fast: false, slow: false });
    expect(apOf(step(g, cmd('ActivateModel', A, { modelId: 'lady' })).state)).toBe(2);
    const fast = run([fx('lady', 'GAIN_CONDITION', 'FAST'), cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [guard]));
    expect(apOf(fast.state)).toBe(3);
    // TI-6: used by this activation, then removed.
    expect(fast.state.models.lady.modifiers.fast).toBe(false);
  });

  it('malifaux-1e/TI-6 §18 "Fast / Slow timing": Fast gained during its own activation adds the AP at once (2E: no benefit)', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), fx('lady', 'GAIN_CONDITION', 'FAST')], toActivation([lady], [guard]));
    expect(apOf(g.state)).toBe(3);
    expect(MALIFAUX_2E.fastSlow).not.toBe(MALIFAUX_1E.fastSlow);
  });

  it('malifaux-1e/AM-1 D28: a model paralyzed outside its activation loses the next one, which still uses its player’s turn', () => {
    const g = run([fx('lady', 'GAIN_CONDITION', 'PARALYZED')], toActivation([lady, model('a2')], [guard]));
    const s = step(g, cmd('ActivateModel', A, { modelId: 'lady' }));
    expect(s.added.map((e) => e.type)).toEqual(['ModelActivated', 'ModifierChanged', 'ActivationEnded']);
    expect(s.state.turn.due).toBe('B');
    // Reactivate and Paralyzed cancel each other.
    const r = run([fx('lady', 'GAIN_CONDITION', 'REACTIVATE'), fx('lady', 'GAIN_CONDITION', 'PARALYZED')], toActivation([lady], [guard]));
    expect(r.state.models.lady.modifiers).toMatchObject({ reactivate: false, paralyzed: false });
  });

  it('malifaux-1e/ST-3 differently named effects stack: Fast and Reactivate both apply (3 AP, and Reactivate still held)', () => {
    const g = run([fx('lady', 'GAIN_CONDITION', 'FAST'), fx('lady', 'GAIN_CONDITION', 'REACTIVATE')], toActivation([lady], [guard]));
    expect(g.state.models.lady.modifiers).toMatchObject({ fast: true, reactivate: true });
    const s = step(g, cmd('ActivateModel', A, { modelId: 'lady' })).state;
    expect([apOf(s), s.models.lady.modifiers.reactivate]).toEqual([3, true]);
  });

  it('malifaux-1e/ST-4 the same action modifier twice does not stack', () => {
    const g = run([fx('lady', 'GAIN_CONDITION', 'FAST')], toActivation([lady], [guard]));
    expect(step(g, cmd('DeclareEffect', A, { effectId: 'again', kind: 'GAIN_CONDITION', modelId: 'lady', condition: { name: 'FAST' } })).added).toEqual([]);
    expect(apOf(step(g, cmd('ActivateModel', A, { modelId: 'lady' })).state)).toBe(3);
  });

  it('malifaux-1e/TU-A4 Reactivate lets a model activate a second time this turn', () => {
    const g = run([fx('lady', 'GAIN_CONDITION', 'REACTIVATE'), cmd('ActivateModel', A, { modelId: 'lady' }), cmd('EndActivation', A, { modelId: 'lady' }), cmd('ActivateModel', B, { modelId: 'guard' }), cmd('EndActivation', B, { modelId: 'guard' })], toActivation([lady], [guard]));
    expect(step(g, cmd('ActivateModel', A, { modelId: 'lady' })).state.models.lady.activations).toBe(2);
  });
});

describe('malifaux-1e §9 movement', () => {
  const active = (m = lady) => run([cmd('ActivateModel', A, { modelId: m.id })], toActivation([m], [guard]));
  it('malifaux-1e/MV-1 a Walk moves at most Wk', () => {
    expect(refusal(active(), act('lady', 'WALK', { facts: { moved: 5.5 } }))).toBe('malifaux-1e/MV-1');
    expect(step(active(), act('lady', 'WALK', { facts: { moved: 5 } })).added[0].type).toBe('ActionTaken');
  });

  it('malifaux-1e/MV-1 W29 §9.3: climbing 2" of height costs 4" of movement (difficult and climbed inches count twice)', () => {
    expect(step(active(), act('lady', 'WALK', { facts: { moved: 3, severeInches: 2 } })).added[0].type).toBe('ActionTaken');
    expect(refusal(active(), act('lady', 'WALK', { facts: { moved: 4, severeInches: 2 } }))).toBe('malifaux-1e/MV-1');
  });

  it('malifaux-1e/GEN-2 W30: a Jump with Wk 5 moves 2.5" (a distance is never rounded)', () => {
    expect(step(active(), act('lady', 'JUMP', { facts: { moved: 2.5 } })).added[0].type).toBe('ActionTaken');
    expect(refusal(active(), act('lady', 'JUMP', { facts: { moved: 3 } }))).toBe('malifaux-1e/GEN-2');
  });

  it('malifaux-1e/SM-1 W24 §18 "Focus / Defensive" and "Stat floor": Defensive Stance, first action only, Wk 5 → 3; a Wk 2 model stays at 1 (floor), and its defense flips get `+`', () => {
    const d = step(active(), act('lady', 'DEFENSIVE_STANCE'));
    expect(refusal(d, act('lady', 'WALK', { facts: { moved: 3.5 } }))).toBe('malifaux-1e/MV-1');
    // Cg 7 → 5 (a Charge then needs its 2 AP: the stance spent one, so only the distance check is shown on a fresh model).
    expect(chargeOf(MALIFAUX_1E, d.state.models.lady)).toBe(5);
    expect(refusal(step(active(), act('lady', 'WALK', { facts: { moved: 1 } })), act('lady', 'DEFENSIVE_STANCE'))).toBe('malifaux-1e/AP-2');
    const small = run([cmd('ActivateModel', A, { modelId: 'gamin' }), act('gamin', 'DEFENSIVE_STANCE')], toActivation([{ ...gamin }], [guard]));
    expect(refusal(small, act('gamin', 'WALK', { facts: { moved: 1.5 } }))).toBe('malifaux-1e/MV-1');
    // D17: bonuses before penalties, floor 0 (2E floors at 1).
    expect([effectiveStat(MALIFAUX_1E, 'Df', 2, [2], [3]), effectiveStat(MALIFAUX_1E, 'Df', 1, [], [3]), effectiveStat(MALIFAUX_2E, 'Df', 1, [], [3])]).toEqual([1, 0, 1]);
  });

  it('malifaux-1e/MV-11 malifaux-1e/DMG-1 W13 §18 "Falling": 2.9", 3", 6", 7" falls flip 0, 1, 2, 2 cards at 2/4/6, summed, never cheated', () => {
    const fall = (inches: number) => step(toActivation([lady], [guard], ['CROW-04', 'CROW-08']), cmd('DeclareEffect', A, { effectId: 'f', kind: 'FALL', modelId: 'lady', inches }));
    expect([2.9, 3, 6, 7].map((h) => fall(h).added.find((e) => e.type === 'FallingDamageFlipped'))).toEqual([2.9, 3, 6, 7].map((h, i) => expect.objectContaining({ data: expect.objectContaining({ inches: h, cards: [[], ['CROW-04'], ['CROW-04', 'CROW-08'], ['CROW-04', 'CROW-08']][i] }) })));
    // 4 (1-5 → 2) + 8 (6-10 → 4) = 6 wounds: 8 → 2.
    expect(fall(6).state.models.lady.wounds).toBe(2);
    // DMG-1: a fall is damage: Armor +2 takes 6 down to 4 wounds (8 → 4).
    const armored = model('lady', { station: 'MASTER', wounds: 8, abilities: [{ keyword: 'ARMOR', value: 2 }] });
    expect(step(toActivation([armored], [guard], ['CROW-04', 'CROW-08']), cmd('DeclareEffect', A, { effectId: 'f', kind: 'FALL', modelId: 'lady', inches: 6 })).state.models.lady.wounds).toBe(4);
  });
});

describe('malifaux-1e §10 attacks on the table', () => {
  const at = (target: string, dist: number, over: object = {}) => ({ targets: [target], facts: { distances: { [target]: dist }, ...over } });
  const ready = (crewA = [lady], crewB = [guard], nextA: string[] = [], nextB: string[] = []) => run([cmd('ActivateModel', A, { modelId: crewA[0].id })], toActivation(crewA, crewB, nextA, nextB));

  it('malifaux-1e/CB-0 malifaux-1e/CB-1 W5: a model with no weapon strikes with Bash, Rg 1, Cb 3, Dg 0/1/2', () => {
    const s = step(ready([model('lady', { actions: [] })]), act('lady', 'STRIKE', at('guard', 1)));
    expect(s.state.duel.status !== 'IDLE' && s.state.duel.duel).toMatchObject({ name: 'Bash', context: { damage: { weak: 0, moderate: 1, severe: 2 } } });
  });

  it('malifaux-1e/GEN-4 malifaux-1e/GEN-3 §18 "Pre-measuring": a declared target out of range: the attack fails and the AP stay spent', () => {
    const s = step(ready(), act('lady', 'STRIKE:Sword', at('guard', 2)));
    expect(s.state.duel.status).toBe('IDLE');
    expect(apOf(s.state)).toBe(1);
    // GEN-3: in range at exactly Rg (distance ≤ the stated distance).
    expect(step(ready(), act('lady', 'STRIKE:Sword', at('guard', 1))).state.duel.status).toBe('DUELING');
    expect(refusal(ready(), act('lady', 'STRIKE:Sword', { targets: ['guard'] }))).toBe('malifaux-1e/GEN-4');
  });

  it('malifaux-1e/GEN-1 the table is 36" × 36" unless the encounter names a larger one: no declared distance exceeds its diagonal', () => {
    // 36 × √2 ≈ 50.9": a Rifle shot declared at 51" can't be on the table; at 50" it is only out of range (GEN-4).
    expect(refusal(ready(), act('lady', 'STRIKE:Rifle', at('guard', 51)))).toBe('malifaux-1e/GEN-1');
    expect(step(ready(), act('lady', 'STRIKE:Rifle', at('guard', 50))).state.duel.status).toBe('IDLE');
    const big = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [guard], [], [], { options: { autoDeclineCuts: true, tableInches: 48 } }));
    expect(step(big, act('lady', 'STRIKE:Rifle', at('guard', 51))).state.duel.status).toBe('IDLE');
    expect(malifaux1e.view(big.state, { role: 'public' })?.options.tableInches).toBe(48);
  });

  it('malifaux-1e/CB-5 a melee attack onto a ledge adds the ledge Ht above the lower model’s Ht to the distance', () => {
    // Sword Rg 1, base to base 0.5": with a ledge of Ht 3 over a Ht 2 model, 1.5" > 1: the attack fails.
    expect(step(ready(), act('lady', 'STRIKE:Sword', at('guard', 0.5, { elevation: { guard: { difference: 3, lowerModelHt: 2 } } }))).state.duel.status).toBe('IDLE');
    expect(step(ready(), act('lady', 'STRIKE:Sword', at('guard', 0.5, { elevation: { guard: { difference: 2, lowerModelHt: 2 } } }))).state.duel.status).toBe('DUELING');
  });

  it('malifaux-1e/LOS-7 malifaux-1e/AT-1 the target must be in LoS and never the attacker itself', () => {
    expect(refusal(ready(), act('lady', 'STRIKE:Sword', at('guard', 1, { los: { guard: 'NONE' } })))).toBe('malifaux-1e/LOS-7');
    expect(refusal(ready(), act('lady', 'STRIKE:Sword', at('lady', 0)))).toBe('malifaux-1e/AT-1');
  });

  it('malifaux-1e/CB-6 an engaged model cannot make ranged attacks', () => {
    expect(refusal(ready(), act('lady', 'STRIKE:Rifle', at('guard', 6, { engagedWith: ['guard'] })))).toBe('malifaux-1e/CB-6');
    expect(step(ready(), act('lady', 'STRIKE:Rifle', at('guard', 6))).state.duel.status).not.toBe('IDLE');
  });

  it('malifaux-1e/CB-4 §18 "Focus / Defensive": Focus costs 2 AP and gives `+` to the attack and damage flips (2E: 1 AP)', () => {
    const s = step(ready([lady], [guard], ['RAM-09', 'RAM-11']), act('lady', 'FOCUS:Sword', at('guard', 1)));
    expect(apOf(s.state)).toBe(0);
    const d = s.state.duel.status !== 'IDLE' ? s.state.duel.duel : null;
    expect(d?.sides[0].fate).toEqual({ bonus: 1, penalty: 0 });
    expect(d?.context.damageBonus).toBe(1);
    expect(MALIFAUX_2E.focusCost).toBe(1);
  });

  it('malifaux-1e/MV-2 §18 "Charge": Cg in a line, then ONE melee attack whose damage flip gets `+` (2E: two attacks)', () => {
    const s = step(ready(), act('lady', 'CHARGE:Sword', { targets: ['guard'], facts: { moved: 6, endsInEngagementRange: true } }));
    expect(s.state.duel.status !== 'IDLE' && s.state.duel.duel?.context).toMatchObject({ weapon: 'Sword', damageBonus: 1 });
    expect(apOf(s.state)).toBe(0);
    expect(refusal(ready(), act('lady', 'CHARGE:Sword', { targets: ['guard'], facts: { moved: 7.5 } }))).toBe('malifaux-1e/MV-1');
    expect(refusal(ready(), act('lady', 'CHARGE:Sword', { targets: ['guard'], facts: { moved: 2, engagedWith: ['guard'] } }))).toBe('malifaux-1e/CB-3');
    expect(refusal(ready(), act('lady', 'CHARGE:Rifle', { targets: ['guard'], facts: { moved: 2, endsInEngagementRange: true } }))).toBe('malifaux-1e/CB-4');
    // Not engaged with the target at the end: the Charge ends, AP spent, no attack.
    expect(step(ready(), act('lady', 'CHARGE:Sword', { targets: ['guard'], facts: { moved: 6 } })).state.duel.status).toBe('IDLE');
  });

  it('malifaux-1e/LOS-1 §18 "Cover": hard cover is `−` on a ranged attack and Armor +1 on its damage (2E: `−` on the damage flip)', () => {
    const s = step(ready(), act('lady', 'STRIKE:Rifle', at('guard', 6, { cover: { guard: 'HARD' } })));
    const d = s.state.duel.status !== 'IDLE' ? s.state.duel.duel : null;
    expect(d?.sides[0].fate).toEqual({ bonus: 0, penalty: 1 });
    expect(d?.context.targetArmor).toBe(1);
    // LOS-7: never cover against melee attacks.
    const m = step(ready(), act('lady', 'STRIKE:Sword', at('guard', 1, { cover: { guard: 'HARD' } })));
    expect(m.state.duel.status !== 'IDLE' && m.state.duel.duel?.sides[0].fate).toEqual({ bonus: 0, penalty: 0 });
  });

  it('malifaux-1e/CB-6 W31 D31 §18 "Firing into melee": one card per model in the target’s melee zone, two for Ht 3 (the lower counts); the lowest becomes the target, +1 Df per enemy engaged with it', () => {
    // A flips for guard (5), friendly a2 (3), ogre Ht 3 (8 and 2): the ogre is the new target.
    const s = step(
      ready([lady, model('a2')], [guard, ogre], ['TOME-05', 'TOME-03', 'TOME-08', 'TOME-02']),
      act('lady', 'STRIKE:Rifle', at('guard', 6, { inTargetMeleeZone: ['a2', 'ogre'], enemiesEngagedWith: { ogre: 2 } })),
    );
    expect(s.added.find((e) => e.type === 'FiringIntoMeleeFlipped')).toMatchObject({
      data: { flips: [{ modelId: 'guard', value: 5 }, { modelId: 'a2', value: 3 }, { modelId: 'ogre', cards: ['TOME-08', 'TOME-02'], value: 2 }], target: 'ogre' },
    });
    const d = s.state.duel.status !== 'IDLE' ? s.state.duel.duel : null;
    expect(d?.sides[1]).toMatchObject({ modelId: 'ogre', bonus: 2 });
    expect(MALIFAUX_2E.firingIntoMelee.dfPerEngagedEnemy).toBe(0);
  });

  it('malifaux-1e/SS-4 the (1) Heal action: Use Soulstone models only, one soulstone, a healing flip on itself', () => {
    const hurt = run([cmd('DeclareEffect', A, { effectId: 'f', kind: 'FALL', modelId: 'lady', inches: 3 })], toActivation([lady, model('a2')], [guard], ['RAM-12', 'RAM-09']));
    const h = run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'HEAL')], hurt);
    // Fall: 12 → 6 wounds: 8 → 2; heal 9 → 2: 4.
    expect([hurt.state.models.lady.wounds, h.state.models.lady.wounds, h.state.seats.A?.soulstones]).toEqual([2, 4, 2]);
    const minion = run([cmd('ActivateModel', A, { modelId: 'a2' })], toActivation([model('a2')], [guard]));
    expect(refusal(minion, cmd('TakeAction', A, { actionId: 'h', modelId: 'a2', action: 'HEAL' }))).toBe('malifaux-1e/SS-4');
  });

  it('malifaux-1e/DMG-5 a table attack resolves and its damage lands on the model', () => {
    // lady Cb 6 + RAM-13 = 19 vs guard Df 4 + TOME-07 = 11: margin 8, no modifier; damage card RAM-12: severe 5, 6 → 1.
    const g = step(ready([lady], [guard], ['RAM-13', 'RAM-12'], ['TOME-07']), act('lady', 'STRIKE:Sword', at('guard', 1)));
    const resolved = run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } })], g);
    expect(resolved.state.duel.status).toBe('DUEL_RESOLVED');
    const dmg = run([duel(A, { type: 'StartDamageFromDuel', data: {} }), duel(A, { type: 'FlipDuelCards', data: { by: 'A' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } })], resolved);
    expect(dmg.state.models.guard.wounds).toBe(1);
  });
});

describe('malifaux-1e §7.5 the Closing Phase', () => {
  it('malifaux-1e/FD-13 malifaux-1e/TI-3 malifaux-1e/TI-4 §18 "When discards are reshuffled" / "Default effect end": every discard pile goes back in the Closing Phase, hands stay; Defensive Stance ends there (2E: at the Draw Phase)', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'DEFENSIVE_STANCE'), cmd('DiscardCards', A, { seat: 'A', cards: ['RAM-01'] }), cmd('EndActivation', A, { modelId: 'lady' }), cmd('ActivateModel', B, { modelId: 'guard' }), cmd('EndActivation', B, { modelId: 'guard' })], toActivation([lady], [guard]));
    expect(refusal(toActivation([lady], [guard]), cmd('ResolveClosingPhase', A, {}))).toBe('malifaux-1e/TI-3');
    const c = step(g, cmd('ResolveClosingPhase', B, {}));
    expect(c.added.filter((e) => e.type === 'DeckShuffled').map((e) => e.type === 'DeckShuffled' && e.data.reason)).toEqual(['closing-phase', 'closing-phase']);
    expect([c.state.seats.A?.discard.length, c.state.seats.A?.hand.length, c.state.seats.A?.deck.length]).toEqual([0, 5, 49]);
    expect(c.state.models.lady.modifiers.defensive).toBe(false);
    // TI-4: what ends "at the end of" the phase (Defensive Stance, step D) ends after step C's shuffles.
    const types = c.added.map((e) => e.type);
    expect(types.lastIndexOf('DeckShuffled')).toBeLessThan(types.indexOf('ModifierChanged'));
    expect(c.state.turn.phase).toBe('SETUP');
    expect(MALIFAUX_2E.discardReshuffle).toBe('DRAW_PHASE_START');
  });
});

describe('malifaux-1e §10.12 disengaging (§18: any movement effect; a hit stops it; 2E: a declared Walk only)', () => {
  // The guard's Sword has a Crow trigger that its CROW-12 would allow in any other duel (TG-4).
  const guardT = model('guard', { actions: [{ ...sword, triggers: [{ name: 'Crit', suits: ['CROW'] }] }] });
  const walkOut = (nextA: string[] = [], nextB: string[] = [], paralyzed = false) => {
    const g = toActivation([lady], [guardT], nextA, nextB);
    const p = paralyzed ? run([cmd('DeclareEffect', B, { effectId: 'p', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'PARALYZED' } })], g) : g;
    return run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'WALK', { facts: { moved: 4, leavesEngagementOf: ['guard'] } })], p);
  };
  it('malifaux-1e/DE-1 a Walk out of an enemy melee zone opens its disengaging strike; nothing else happens until it answers', () => {
    const s = walkOut();
    expect(s.state.turn.disengage).toMatchObject({ modelId: 'lady', strikers: ['guard'] });
    expect(refusal(s, act('lady', 'WALK', { facts: { moved: 1 } }))).toBe('malifaux-1e/DE-1');
    expect(refusal(s, cmd('EndActivation', A, { modelId: 'lady' }))).toBe('malifaux-1e/DE-1');
    const let_ = step(s, cmd('DisengagingStrike', B, { strikerId: 'guard' }));
    expect(let_.state.turn.disengage).toBeNull();
    expect(MALIFAUX_2E.disengaging).toBe('WALK_DECLARED_NOT_TAKEN');
  });

  it('malifaux-1e/DE-2 malifaux-1e/TG-4 the strike allows no triggers and deals no damage; a hit stops the move', () => {
    // lady Df 4 + CROW-02 = 6 against the guard's Sword 6 + CROW-12 = 18.
    const s = step(walkOut(['CROW-02'], ['CROW-12']), cmd('DisengagingStrike', B, { strikerId: 'guard', action: 'Sword', distance: 1 }));
    expect(s.state.duel.status !== 'IDLE' && s.state.duel.duel?.context.disengaging).toBe(true);
    const r = run([duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(B, { type: 'DeclineCheat', data: { by: 'B' } })], s);
    expect(r.events).toContainEqual({ type: 'StepSkipped', data: { role: 'ATTACKER', step: 'DECLARE_TRIGGER', flipIndex: 0, ruleId: 'malifaux-1e/TG-4' } });
    expect(r.events.at(-1)).toEqual({ type: 'DisengageResolved', data: { actionId: 'lady-WALK', modelId: 'lady', stopped: true, by: 'guard' } });
    expect(refusal(r, duel(B, { type: 'StartDamageFromDuel', data: {} }))).toBe('malifaux-1e/DE-2');
    expect(r.state.turn.disengage).toBeNull();
  });

  it('malifaux-1e/MV-10 a flying model ignores disengaging strikes except from the models it was engaged with at the start', () => {
    const flyer = model('lady', { station: 'MASTER', wounds: 8, characteristics: ['Living', 'Flight'] });
    const go = (engagedWith: string[]) => run([cmd('ActivateModel', A, { modelId: 'lady' }), act('lady', 'WALK', { facts: { moved: 4, leavesEngagementOf: ['guard'], engagedWith } })], toActivation([flyer], [guardT]));
    expect(go([]).state.turn.disengage ?? null).toBeNull();
    expect(go(['guard']).state.turn.disengage).toMatchObject({ strikers: ['guard'] });
  });

  it('malifaux-1e/MV-8 a flying model pays no terrain penalty', () => {
    const flyer = model('lady', { station: 'MASTER', wounds: 8, characteristics: ['Flight'] });
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([flyer], [guard]));
    expect(step(g, act('lady', 'WALK', { facts: { moved: 5, severeInches: 3 } })).added[0].type).toBe('ActionTaken');
  });

  it('malifaux-1e/MV-9 only a levitating model may end its move in impassable terrain; Flight passes over it (MV-8)', () => {
    const ends = (characteristics: string[], action = 'WALK') => {
      const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([model('lady', { station: 'MASTER', wounds: 8, characteristics })], [guard]));
      return refusalOrNull(() => step(g, act('lady', action, { facts: { moved: 2, endsInImpassable: true } })));
    };
    expect(ends(['Levitation'])).toBeNull();
    expect(ends(['Lévitation'], 'JUMP')).toBeNull();
    expect(ends(['Flight'])).toBe('malifaux-1e/MV-8');
    expect(ends(['Living'], 'JUMP')).toBe('malifaux-1e/MV-9');
  });

  it('malifaux-1e/DE-3 a paralyzed model has no melee zone: it makes no disengaging strike', () => {
    expect(walkOut([], [], true).state.turn.disengage ?? null).toBeNull();
  });
});

describe('malifaux-1e §10.11 the reduction pipeline (TI-7: ×/÷ first, then + / −)', () => {
  it.each([
    [3, { halve: true, armor: 0, object: 0 }, 2],
    [5, { halve: true, armor: 1, object: 0 }, 2],
    [5, { halve: false, armor: 0, object: 2 }, 3],
    [2, { halve: false, armor: 0, object: 2 }, 1],
    [0, { halve: false, armor: 0, object: 2 }, 0],
    [3, { halve: false, armor: 4, object: 0 }, 0],
  ])('malifaux-1e/TI-7 malifaux-1e/DMG-2 D18 D19: %i damage through %j → %i wounds', (base, r, out) => {
    expect(reduceWounds(base, r)).toBe(out);
  });

  it('malifaux-1e/ST-2 malifaux-1e/DMG-2 a Spirit with Armor +1 (twice: Armor +# stacks) hit for severe 5 takes ceil(5/2) − 2 = 1', () => {
    const ghost = model('ghost', { characteristics: ['Spirit'], abilities: [{ keyword: 'ARMOR', value: 1 }, { keyword: 'ARMOR', value: 1 }] });
    const g = step(run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], [ghost], ['RAM-13', 'RAM-12'], ['TOME-07'])), act('lady', 'STRIKE:Sword', { targets: ['ghost'], facts: { distances: { ghost: 1 } } }));
    const r = run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'StartDamageFromDuel', data: {} }), duel(A, { type: 'FlipDuelCards', data: { by: 'A' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } })], g);
    expect(r.state.models.ghost.wounds).toBe(5);
  });
});

describe('malifaux-1e §1 random determination', () => {
  it('malifaux-1e/GEN-5 each player flips; the highest chooses first; a tie flips again', () => {
    const g = run([create([stacked('RAM-05', 'RAM-09'), stacked('TOME-05', 'TOME-02')])]);
    const s = step(g, cmd('FlipForRandomPlayer', B, { flipId: 'r' }));
    expect(s.added.at(-1)).toEqual({ type: 'RandomPlayerDetermined', data: { flipId: 'r', rounds: [{ A: 'RAM-05', B: 'TOME-05' }, { A: 'RAM-09', B: 'TOME-02' }], order: ['A', 'B'] } });
    expect(s.state.seats.A?.discard).toEqual(['RAM-05', 'RAM-09']);
  });
});

const refusalOrNull = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { ruleId?: string }).ruleId ?? String(e);
  }
};

describe('malifaux-1e §9.4 pushes and §9.6 placement (declared facts)', () => {
  const fx = (data: Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>, by = A) => cmd('DeclareEffect', by, { effectId: 'e', ...data });
  it('malifaux-1e/MV-6 a push moves the declared distance and provokes no disengaging strike; malifaux-1e/MV-5 the effect’s controller moves an enemy model', () => {
    const g = toActivation([lady], [guard]);
    const s = step(g, fx({ kind: 'PUSH', modelId: 'guard', inches: 3 }));
    expect(s.added).toEqual([{ type: 'ModelPushed', data: { modelId: 'guard', inches: 3, direction: null, stoppedBy: null } }]);
    expect(s.state.turn.disengage ?? null).toBeNull();
    expect(refusal(g, fx({ kind: 'PUSH', modelId: 'guard' }))).toBe('malifaux-1e/MV-6');
    // MV-5: seat A pushes B's model; a condition on it is still B's to declare (CT-1).
    expect(malifaux1e.authorize(g.state, fx({ kind: 'PUSH', modelId: 'guard', inches: 3 }))).toBeNull();
    expect(malifaux1e.authorize(g.state, fx({ kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'SLOW' } }))).not.toBeNull();
  });
  it('malifaux-1e/MV-3 a forced move is measured from something else than the model; malifaux-1e/MV-4 directly towards it stops on contact', () => {
    const g = toActivation([lady], [guard]);
    expect(refusal(g, fx({ kind: 'PUSH', modelId: 'guard', inches: 2, direction: { kind: 'AWAY', of: 'guard', distance: 1 } }))).toBe('malifaux-1e/MV-3');
    expect(refusal(g, fx({ kind: 'PUSH', modelId: 'guard', inches: 4, direction: { kind: 'TOWARDS', of: 'lady', distance: 3 } }))).toBe('malifaux-1e/MV-4');
    const away = step(g, fx({ kind: 'PUSH', modelId: 'guard', inches: 4, direction: { kind: 'AWAY', of: 'lady', distance: 1 } }));
    expect(away.added[0].data).toMatchObject({ inches: 4, direction: { kind: 'AWAY', of: 'lady' } });
    expect(step(g, fx({ kind: 'PUSH', modelId: 'guard', inches: 3, direction: { kind: 'TOWARDS', of: 'table edge', distance: 3 }, stoppedBy: 'lady' })).added[0].data).toMatchObject({ stoppedBy: 'lady' });
  });
  it('malifaux-1e/MV-7 pushed to distance X: exactly the difference, whatever the terrain', () => {
    const g = toActivation([lady], [guard]);
    const to = (kind: 'AWAY' | 'TOWARDS', inches: number) => refusalOrNull(() => step(g, fx({ kind: 'PUSH', modelId: 'guard', inches, direction: { kind, of: 'lady', distance: 2, to: kind === 'AWAY' ? 5 : 1 } })));
    expect([to('AWAY', 3), to('AWAY', 2), to('TOWARDS', 1), to('TOWARDS', 2)]).toEqual([null, 'malifaux-1e/MV-7', null, 'malifaux-1e/MV-7']);
  });
  it('malifaux-1e/PL-1 a placement needs room for the base and opens no disengaging strike; malifaux-1e/PL-2 its distance is 0..72"', () => {
    const g = toActivation([lady], [guard]);
    expect(refusal(g, fx({ kind: 'PLACE', modelId: 'lady', fits: false }))).toBe('malifaux-1e/PL-1');
    expect(refusal(g, fx({ kind: 'PLACE', modelId: 'lady', inches: 80 }))).toBe('malifaux-1e/PL-2');
    expect(step(g, fx({ kind: 'PLACE', modelId: 'lady', inches: 6 })).added).toEqual([{ type: 'ModelPlaced', data: { modelId: 'lady', inches: 6 } }]);
  });
});

describe('malifaux-1e PL-4 swaps and §10.7 wounds suffered directly (declared effects)', () => {
  const fx = (data: Omit<Extract<EncounterCommand1e, { type: 'DeclareEffect' }>['data'], 'effectId'>, by = A) => cmd('DeclareEffect', by, { effectId: 'e', ...data });
  const armored = model('guard', { abilities: [{ keyword: 'ARMOR', value: 2 }], characteristics: ['Spirit'] });
  it('malifaux-1e/PL-4 a swap places each model where the other was: both in play, both fit; anyone’s effect may swap (a placement, PL-1)', () => {
    const g = toActivation([lady], [guard]);
    expect(step(g, fx({ kind: 'SWAP', modelId: 'lady', withModelId: 'guard' })).added).toEqual([{ type: 'ModelsSwapped', data: { modelId: 'lady', withModelId: 'guard' } }]);
    expect(refusal(g, fx({ kind: 'SWAP', modelId: 'lady' }))).toBe('malifaux-1e/PL-4');
    expect(refusal(g, fx({ kind: 'SWAP', modelId: 'lady', withModelId: 'lady' }))).toBe('malifaux-1e/PL-4');
    expect(refusal(g, fx({ kind: 'SWAP', modelId: 'lady', withModelId: 'nobody' }))).toBe('malifaux-1e/PL-4');
    expect(refusal(g, fx({ kind: 'SWAP', modelId: 'lady', withModelId: 'guard', fits: false }))).toBe('malifaux-1e/PL-1');
    expect(malifaux1e.authorize(g.state, fx({ kind: 'SWAP', modelId: 'guard', withModelId: 'lady' }))).toBeNull();
  });
  it('malifaux-1e/DMG-3 wounds suffered directly: triggers’ increases and reductions first, then no damage modifier (Armor, Spirit) touches them', () => {
    const g = toActivation([lady], [armored]);
    // 3 wounds +2 −1 = 4 on a Wd 6 Spirit with Armor 2: 2 Wd left (a damage of 4 would have left 6 − 0).
    const s = step(g, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 3, adjustments: [2, -1], byModelId: 'lady' }));
    expect(s.added).toEqual([{ type: 'ModelWoundsChanged', data: expect.objectContaining({ modelId: 'guard', wounds: 2, killed: false }) }]);
    expect(s.state.models.guard.wounds).toBe(2);
    expect(step(g, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 1, adjustments: [-3] })).state.models.guard.wounds).toBe(6);
    expect(step(g, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 9 })).state.models.guard).toMatchObject({ wounds: 0 });
    expect(refusal(g, fx({ kind: 'WOUNDS', modelId: 'guard' }))).toBe('malifaux-1e/DMG-3');
    // The controller of the model that inflicts them declares them.
    expect(malifaux1e.authorize(g.state, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 1, byModelId: 'lady' }, B))).not.toBeNull();
  });
  it('malifaux-1e/PL-3 a replacement takes the replaced model’s wounds suffered, conditions and activation (remaining AP)', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), cmd('DeclareEffect', B, { effectId: 's', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'SLOW' } }), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 3, byModelId: 'lady' })], toActivation([lady], [guard]));
    const golem = model('golem', { station: 'HENCHMAN', wounds: 10 });
    const s = step(g, fx({ kind: 'REPLACE', modelId: 'guard', summon: golem }, B));
    expect(s.state.models.guard.status).toBe('REPLACED');
    expect(s.state.models.golem).toMatchObject({ seat: 'B', wounds: 7, modifiers: { slow: true }, activations: 0, status: 'IN_PLAY' });
    // The activating model's replacement carries on its activation with the AP left.
    const t = step(g, fx({ kind: 'REPLACE', modelId: 'lady', summon: model('twin', { station: 'MASTER', wounds: 8 }) }));
    expect(t.state.turn.activation).toMatchObject({ modelId: 'twin', ap: g.state.turn.activation?.ap });
    expect(t.state.models.twin.activations).toBe(g.state.models.lady.activations);
    expect(refusal(g, fx({ kind: 'REPLACE', modelId: 'lady' }))).toBe('malifaux-1e/PL-3');
    expect(refusal(g, fx({ kind: 'REPLACE', modelId: 'lady', summon: model('guard') }))).toBe('malifaux-1e/PL-3');
    expect(refusal(g, fx({ kind: 'REPLACE', modelId: 'lady', summon: golem, fits: false }))).toBe('malifaux-1e/PL-1');
  });
  it('malifaux-1e/ST-5 immediate effects apply at once and always stack: the same wounds twice both land, beside a continuous Slow (which does not stack, ST-4)', () => {
    const g = toActivation([lady], [guard]);
    const slow = cmd('DeclareEffect', B, { effectId: 's', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'SLOW' } });
    const s = run([slow, fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 2, byModelId: 'lady' }), fx({ kind: 'WOUNDS', modelId: 'guard', wounds: 2, byModelId: 'lady' })], g);
    expect(s.state.models.guard).toMatchObject({ wounds: 2, modifiers: { slow: true } });
    expect(step(s, slow).added).toEqual([]);
  });
  it('malifaux-1e/DMG-4 a model may wound itself with a talent or spell, but never down to 0 Wd', () => {
    const g = toActivation([lady], [guard]);
    expect(step(g, fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 7, byModelId: 'lady' })).state.models.lady.wounds).toBe(1);
    expect(refusal(g, fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 8, byModelId: 'lady' }))).toBe('malifaux-1e/DMG-4');
    expect(refusal(g, fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 6, adjustments: [2], byModelId: 'lady' }))).toBe('malifaux-1e/DMG-4');
    // Another model's effect may kill it.
    expect(step(g, fx({ kind: 'WOUNDS', modelId: 'lady', wounds: 8, byModelId: 'guard' }, B)).state.models.lady.wounds).toBe(0);
  });
});

describe('malifaux-1e §1 rule disputes', () => {
  const dispute = (id: string, topic: string, by = A) => cmd('SettleRuleDispute1e', by, { disputeId: id, topic, readings: { A: 'Cover counts', B: 'No cover' } });
  it('malifaux-1e/GEN-7 each player flips, the highest value decides, and the ruling holds for the rest of the game', () => {
    const g = run([create([stacked('RAM-05', 'RAM-09'), stacked('TOME-05', 'TOME-12')])]);
    const s = step(g, dispute('d1', 'Cover behind a fence'));
    expect(s.added.at(-1)).toEqual({ type: 'RuleDisputeSettled1e', data: { disputeId: 'd1', topic: 'Cover behind a fence', rounds: [{ A: 'RAM-05', B: 'TOME-05' }, { A: 'RAM-09', B: 'TOME-12' }], winner: 'B', ruling: 'No cover' } });
    expect(s.state.precedents).toEqual([{ disputeId: 'd1', topic: 'Cover behind a fence', winner: 'B', ruling: 'No cover' }]);
    expect(malifaux1e.view(s.state, { role: 'seat', seat: 'A' })).toMatchObject({ precedents: [{ ruling: 'No cover' }] });
    // The same situation is not flipped for again; another one is.
    expect(refusal(s, dispute('d2', 'cover behind a FENCE', B))).toBe('malifaux-1e/GEN-7');
    expect(refusal(s, cmd('SettleRuleDispute1e', A, { disputeId: 'd3', topic: 'x', readings: { A: 'yes' } }))).toBe('malifaux-1e/GEN-7');
    expect(step(s, dispute('d4', 'Falling off a ladder')).state.precedents).toHaveLength(2);
  });

  it('malifaux-1e/GEN-6 a model’s rule beats the general rules, « ne peut pas » beats « peut »; the ranking decides without a flip, else the flip does (GEN-7)', () => {
    type R = { source: 'MODEL' | 'GENERAL'; wording: 'CANNOT' | 'MUST' | 'CAN' | 'MAY_CHOOSE' };
    const ranked = (a: R, b: R, options: object = {}) => {
      const g = run([create([stacked('RAM-05'), stacked('TOME-12')], { options: { autoDeclineCuts: true, ...options } })]);
      return step(g, cmd('SettleRuleDispute1e', A, { disputeId: 'd', topic: 't', readings: { A: 'a', B: 'b' }, ranks: { A: a, B: b } })).added.at(-1)?.data as { winner: string; rounds: unknown[]; rankedBy?: string };
    };
    // A's card says it can't be pushed, B's general rule says it may be: A wins without a flip (B would win the flip).
    expect(ranked({ source: 'MODEL', wording: 'CAN' }, { source: 'GENERAL', wording: 'CANNOT' })).toEqual(expect.objectContaining({ winner: 'A', rounds: [], rankedBy: 'GEN-6' }));
    expect(ranked({ source: 'MODEL', wording: 'CANNOT' }, { source: 'MODEL', wording: 'MUST' })).toMatchObject({ winner: 'A', rankedBy: 'GEN-6' });
    // MANDATORY_FIRST: « doit » beats « peut »; « peut » vs « peut choisir » are both optional: the flip decides.
    expect(ranked({ source: 'MODEL', wording: 'MUST' }, { source: 'MODEL', wording: 'CAN' })).toMatchObject({ winner: 'A', rankedBy: 'GEN-6' });
    expect(ranked({ source: 'MODEL', wording: 'CAN' }, { source: 'MODEL', wording: 'MAY_CHOOSE' })).toMatchObject({ winner: 'B', rounds: [{ A: 'RAM-05', B: 'TOME-12' }] });
    // LITERAL: only the printed pairs.
    const literal = { ruleConflictRanking: 'LITERAL' };
    expect(ranked({ source: 'MODEL', wording: 'CAN' }, { source: 'MODEL', wording: 'MAY_CHOOSE' }, literal)).toMatchObject({ winner: 'A', rankedBy: 'GEN-6' });
    expect(ranked({ source: 'MODEL', wording: 'MUST' }, { source: 'MODEL', wording: 'CAN' }, literal)).toMatchObject({ winner: 'B', rounds: [{ A: 'RAM-05', B: 'TOME-12' }] });
    // Two general rules: the flip.
    expect(ranked({ source: 'GENERAL', wording: 'CANNOT' }, { source: 'GENERAL', wording: 'CAN' })).toMatchObject({ winner: 'B' });
  });
});

describe('malifaux-1e §8.3 specific AP', () => {
  const expert = model('lady', { station: 'MASTER', wounds: 8, abilities: [{ keyword: 'MELEE_EXPERT' }, { keyword: 'MELEE_EXPERT' }] });
  const at = (target: string, dist: number) => ({ targets: [target], facts: { distances: { [target]: dist } } });
  it('malifaux-1e/ST-1 a talent held twice under the same name applies once: two Melee Expert give one melee AP', () => {
    const once = model('lady', { station: 'MASTER', wounds: 8, abilities: [{ keyword: 'MELEE_EXPERT' }] });
    const [one, two] = [once, expert].map((m) => run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([m], [guard])).state.turn.activation?.meleeAp);
    expect([one, two]).toEqual([1, 1]);
  });
  it('malifaux-1e/AP-7 malifaux-1e/AP-6 W3: (+1) Melee Expert is one specific AP (two sources: still one), spent only on a melee attack, lost at the end', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([expert], [guard]));
    expect(g.state.turn.activation).toMatchObject({ ap: 2, meleeAp: 1 });
    const melee = step(g, act('lady', 'STRIKE:Sword', at('guard', 1)));
    expect(melee.state.turn.activation).toMatchObject({ ap: 2, meleeAp: 0 });
    const ranged = step(g, act('lady', 'STRIKE:Rifle', at('guard', 6)));
    expect(ranged.state.turn.activation).toMatchObject({ ap: 1, meleeAp: 1 });
    // AP-5 / AP-7: only general AP count as spent on Pass; the specific AP just go.
    expect(step(g, cmd('EndActivation', A, { modelId: 'lady' })).added[0]).toEqual({ type: 'ActivationEnded', data: { modelId: 'lady', apLost: 2 } });
  });
});

describe('malifaux-1e §3.6 corpse and scrap counters (§18 "Corpse/scrap": 2E always drops one marker)', () => {
  const kill = (victim: ReturnType<typeof model>, crewB: ReturnType<typeof model>[]) =>
    step(toActivation([victim], crewB, ['CROW-12']), cmd('DeclareEffect', A, { effectId: 'fall', kind: 'FALL', modelId: victim.id, inches: 3 })).added.filter((e) => e.type === 'CountersDropped');
  const digger = model('digger', { characteristics: ['Living', 'Graverobber'] });
  const scav = model('scav', { characteristics: ['Construct', 'Scavenger'] });
  it('W12: a living model on a 40 mm base killed while a Graverobber is in play leaves 2 corpse counters; none without one', () => {
    const v = { ...model('victim', { wounds: 2 }), baseMm: 40 as const };
    expect(kill(v, [digger])).toEqual([{ type: 'CountersDropped', data: { modelId: 'victim', kind: 'CORPSE', count: 2 } }]);
    expect(kill(v, [guard])).toEqual([]);
  });

  it('W12: a Construct on a 50 mm base with a Scavenger in play leaves 3 scrap counters; a Spirit leaves none', () => {
    expect(kill({ ...model('bot', { wounds: 2, characteristics: ['Construct'] }), baseMm: 50 as const }, [scav])).toEqual([{ type: 'CountersDropped', data: { modelId: 'bot', kind: 'SCRAP', count: 3 } }]);
    expect(kill(model('ghost', { wounds: 2, characteristics: ['Spirit'] }), [digger, scav])).toEqual([]);
  });
});

describe('malifaux-1e §7.4 immediate activation', () => {
  it('malifaux-1e/TU-A6 a model that must activate immediately goes after the current activation, before anything else; then the alternation resumes', () => {
    const g = run([cmd('ActivateModel', A, { modelId: 'lady' }), cmd('DeclareEffect', A, { effectId: 'now', kind: 'ACTIVATE_IMMEDIATELY', modelId: 'a2' })], toActivation([lady, model('a2'), model('a3')], [guard, model('b2')]));
    expect(refusal(g, cmd('ActivateModel', A, { modelId: 'a2' }))).toBe('malifaux-1e/TU-A5');
    const ended = step(g, cmd('EndActivation', A, { modelId: 'lady' }));
    expect(ended.state.turn.due).toBe('A');
    expect(refusal(ended, cmd('ActivateModel', A, { modelId: 'a3' }))).toBe('malifaux-1e/TU-A6');
    const done = run([cmd('ActivateModel', A, { modelId: 'a2' }), cmd('EndActivation', A, { modelId: 'a2' })], ended);
    // B was due after the lady: it still is.
    expect(done.state.turn.due).toBe('B');
  });
});

describe('malifaux-1e §6.1 an action granted by a trigger', () => {
  it('malifaux-1e/TG-3 costs no AP; only the trigger this model declared in its last duel grants one', () => {
    const flurry = model('lady', { station: 'MASTER', wounds: 8, actions: [{ ...sword, triggers: [{ name: 'Flurry', suits: ['RAM'] }] }] });
    const g = step(run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([flurry], [guard], ['RAM-13'], ['TOME-07'])), act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } } }));
    const r = run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } })], g);
    expect(r.state.duel.status).toBe('DUEL_RESOLVED');
    expect(apOf(r.state)).toBe(1);
    expect(refusal(r, act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } }, grantedByTrigger: 'Whirl' }))).toBe('malifaux-1e/TG-3');
    const extra = step(r, act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } }, grantedByTrigger: 'Flurry' }));
    expect(apOf(extra.state)).toBe(1);
    expect(extra.added[0]).toMatchObject({ type: 'ActionTaken', data: { ap: 0, grantedBy: 'lady-STRIKE:Sword' } });
  });

  it('malifaux-1e/TG-5 a trigger’s effects belong to the action that triggered it (none in between) and affect one model', () => {
    const flurry = model('lady', { station: 'MASTER', wounds: 8, actions: [{ ...sword, triggers: [{ name: 'Flurry', suits: ['RAM'] }] }] });
    const g = step(run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([flurry], [guard, model('g2')], ['RAM-13'], ['TOME-07'])), act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } } }));
    const r = run([duel(B, { type: 'DeclineCheat', data: { by: 'B' } }), duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } })], g);
    const strike = (over: object = {}) => act('lady', 'STRIKE:Sword', { targets: ['guard'], facts: { distances: { guard: 1 } }, grantedByTrigger: 'Flurry', ...over });
    expect(refusal(r, strike({ targets: ['guard', 'g2'] }))).toBe('malifaux-1e/TG-5');
    const walked = step(r, cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 1 } }));
    expect(refusal(walked, strike())).toBe('malifaux-1e/TG-5');
    expect(step(r, strike()).added[0]).toMatchObject({ type: 'ActionTaken', data: { ap: 0 } });
  });
});
