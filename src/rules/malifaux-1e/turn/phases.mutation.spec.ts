// malifaux-1e §3.5 hiring, §7.2 Draw Phase, §7.3 initiative, §7.4 activations, §7.5 Closing Phase: every refusal with its
// rule, section and message (the French and English rule names appended, §19), and the boundaries of each step.
import { A, B, cmd, create, model, run, stacked, step, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S31 = '§3.1 (seed 495-784)';
const S35 = '§3.5 (seed 800-850)';
const S72 = '§7.2 (seed 2034-2066)';
const S73 = '§7.3 (seed 2076-2105)';
const S74 = '§7.4 (seed 2106-2131)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const decks = (a: string[] = [], b: string[] = []) => [stacked(...a), stacked(...b)];
const created = (over: Parameters<typeof create>[1] = {}): Game => run([create(decks(), over)]);
const hired = (): Game => run([cmd('HireCrew', A, { seat: 'A', models: [lady, model('aide')] }), cmd('HireCrew', B, { seat: 'B', models: [guard] })], created());
const drawing = (): Game => step(hired(), cmd('BeginDrawPhase', A, {}));
const beforeInitiative = (): Game => run([cmd('RefillHand', A, { seat: 'A', discard: [], useSoulstone: false }), cmd('RefillHand', B, { seat: 'B', discard: [], useSoulstone: false })], drawing());
/** A activates first (MASK-13 vs MASK-01), crews: A lady and aide, B guard. */
const activation = (): Game => toActivation([lady, model('aide')], [guard]);
const activating = (): ReturnType<typeof step> => step(activation(), cmd('ActivateModel', A, { modelId: 'lady' }));
const refill = (seat: 'A' | 'B', discard: string[] = [], useSoulstone = false): EncounterCommand1e => cmd('RefillHand', seat === 'A' ? A : B, { seat, discard, useSoulstone });

describe('malifaux-1e §3.5 hiring, §7 the turn: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/CT-2 hired after the first turn began', activation, cmd('HireCrew', A, { seat: 'A', models: [model('late')] }), named('malifaux-1e/CT-2', S35, 'crews are hired before the first turn')],
    ['malifaux-1e/CT-2 a crew hired twice', hired, cmd('HireCrew', A, { seat: 'A', models: [model('more')] }), named('malifaux-1e/CT-2', S35, 'seat A has hired its crew')],
    ['malifaux-1e/CT-2 an empty crew', created, cmd('HireCrew', A, { seat: 'A', models: [] }), named('malifaux-1e/CT-2', S35, 'a crew has at least one model')],
    ['malifaux-1e/CT-2 a 2E station', created, cmd('HireCrew', A, { seat: 'A', models: [lady, model('x', { station: 'ENFORCER' })] }), named('malifaux-1e/CT-2', S31, 'models[1] (x): station ENFORCER does not exist in First Edition (Master, Henchman, Minion)')],
    ['malifaux-1e/CT-2 one id twice in a crew', created, cmd('HireCrew', A, { seat: 'A', models: [lady, lady] }), named('malifaux-1e/CT-2', S31, 'models[0]: model id lady is taken')],
    ['malifaux-1e/CT-2 an id the other crew took', () => step(created(), cmd('HireCrew', B, { seat: 'B', models: [guard] })), cmd('HireCrew', A, { seat: 'A', models: [guard] }), named('malifaux-1e/CT-2', S31, 'models[0]: model id guard is taken')],
    ['malifaux-1e/DMG-5 a model with no Wd', created, cmd('HireCrew', A, { seat: 'A', models: [model('x', { wounds: 0 })] }), named('malifaux-1e/DMG-5', '§10.7', 'models[0] (x): Wd must be at least 1')],
    ['malifaux-1e/TU-1 a Draw Phase before the turn is over', activation, cmd('BeginDrawPhase', A, {}), named('malifaux-1e/TU-1', '§7.1 (seed 2002-2032)', 'the ACTIVATION phase of turn 1 is not over')],
    ['malifaux-1e/TU-D2 a refill outside the Draw Phase', hired, refill('A'), named('malifaux-1e/TU-D2', S72, 'it is not the Draw Phase')],
    ['malifaux-1e/TU-D2 a second refill', () => step(drawing(), refill('A')), refill('A'), named('malifaux-1e/TU-D2', S72, 'seat A has drawn this Draw Phase')],
    ['malifaux-1e/TU-D2 out of order', drawing, refill('B'), named('malifaux-1e/TU-D2', S72, "the Draw Phase follows the previous turn's activation order: seat A first")],
    ['malifaux-1e/TU-D2 a soulstone draw', drawing, refill('A', [], true), named('malifaux-1e/TU-D2', S72, 'First Edition has no soulstone draw in the Draw Phase: draw up to the maximum hand size only')],
    ['malifaux-1e/SS-5 an initiative flip that is not due', activation, cmd('FlipInitiative', A, { flipId: 'x' }), named('malifaux-1e/SS-5', S73, 'no initiative flip is due')],
    ['malifaux-1e/SS-5 a reflip with no window', activation, cmd('DecideInitiativeReflip', A, { seat: 'A', reflip: false, flipId: 'x' }), named('malifaux-1e/SS-5', S73, 'no soulstone reflip window is open')],
    ['malifaux-1e/TU-A1 no First Player to choose', activation, cmd('ChooseFirstPlayer', A, { firstPlayer: 'A' }), named('malifaux-1e/TU-A1', S73, 'in First Edition the highest initiative card activates first: there is no First Player to choose')],
    ['malifaux-1e/TU-A1 an activation before the initiative', beforeInitiative, cmd('ActivateModel', A, { modelId: 'lady' }), named('malifaux-1e/TU-A1', S74, 'activations come after the initiative (Activation Phase step C)')],
    ['malifaux-1e/TU-A5 a second model while one activates', activating, cmd('ActivateModel', A, { modelId: 'aide' }), named('malifaux-1e/TU-A5', S74, 'model lady is still activating')],
    ['malifaux-1e/TU-A1 an unknown model', activation, cmd('ActivateModel', A, { modelId: 'ghost' }), named('malifaux-1e/TU-A1', S74, 'no model ghost')],
    ['malifaux-1e/CT-1 another player’s model', activation, cmd('ActivateModel', A, { modelId: 'guard' }), named('malifaux-1e/CT-1', S35, 'a model is activated by its controller')],
    ['malifaux-1e/TU-A1 out of turn', activation, cmd('ActivateModel', B, { modelId: 'guard' }), named('malifaux-1e/TU-A1', S74, 'seat A activates now')],
    [
      'malifaux-1e/TU-A4 a second activation',
      () => run([cmd('EndActivation', A, { modelId: 'lady' }), cmd('ActivateModel', B, { modelId: 'guard' }), cmd('EndActivation', B, { modelId: 'guard' })], activating()),
      cmd('ActivateModel', A, { modelId: 'lady' }),
      named('malifaux-1e/TU-A4', S74, 'lady has activated this turn'),
    ],
    ['malifaux-1e/AP-5 ending an activation that is not under way', activation, cmd('EndActivation', A, { modelId: 'lady' }), named('malifaux-1e/AP-5', '§8.1 (seed 2141-2183)', 'lady is not activating')],
    ['malifaux-1e/AP-5 ending another model’s activation', activating, cmd('EndActivation', A, { modelId: 'aide' }), named('malifaux-1e/AP-5', '§8.1 (seed 2141-2183)', 'aide is not activating')],
    ['malifaux-1e/CT-1 the opponent ends the activation', activating, cmd('EndActivation', B, { modelId: 'lady' }), named('malifaux-1e/CT-1', S35, 'only the controller ends the activation')],
    ['malifaux-1e/TI-3 a Closing Phase before every activation', activation, cmd('ResolveClosingPhase', A, {}), named('malifaux-1e/TI-3', '§7.5 (seed 2201-2217)', 'the Closing Phase comes after every model has activated (now: ACTIVATION)')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

/** No crews: hands RAM 1-6 / TOME 1-6, initiative A MASK-13, B MASK-01 (window B then A; A activates first). */
const noCrews = (soulstones = 3, nextA: string[] = [], nextB: string[] = []): Game =>
  run([
    create([stacked('RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06', 'MASK-13', ...nextA), stacked('TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06', 'MASK-01', ...nextB)], { players: [{ name: 'a', soulstones }, { name: 'b', soulstones }] }),
    cmd('BeginDrawPhase', A, {}),
    refill('A'),
    refill('B'),
  ]);
const flipped = (soulstones = 3, nextA: string[] = [], nextB: string[] = []): ReturnType<typeof step> => step(noCrews(soulstones, nextA, nextB), cmd('FlipInitiative', A, { flipId: 'i' }));
const reflip = (seat: 'A' | 'B', yes = false): EncounterCommand1e => cmd('DecideInitiativeReflip', seat === 'A' ? A : B, { seat, reflip: yes, flipId: `r${seat}` });
/** Turn 1 closed, turn 2's Draw Phase begun with A holding 8 cards. */
const turnTwo = (): Game => run([reflip('B'), reflip('A'), cmd('ResolveClosingPhase', A, {}), cmd('DrawCards', A, { seat: 'A', count: 2 }), cmd('BeginDrawPhase', A, {})], flipped());

describe('malifaux-1e §7.2-§7.5 refusals that need a turn played', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/TU-D3 no discard on turn 1', () => run([create(decks()), cmd('DrawCards', A, { seat: 'A', count: 1 }), cmd('BeginDrawPhase', A, {})]), refill('A', ['RJ']), named('malifaux-1e/TU-D3', S72, 'turn 1 skips the discard step: draw a full hand')],
    ['malifaux-1e/TU-D2 a hand of 8 kept', turnTwo, refill('A'), named('malifaux-1e/TU-D2', S72, 'the hand would hold 8 cards: discard down to the maximum of 6')],
    ['malifaux-1e/TU-D2 a hand of 7 kept', turnTwo, refill('A', ['RAM-01']), named('malifaux-1e/TU-D2', S72, 'the hand would hold 7 cards: discard down to the maximum of 6')],
    ['malifaux-1e/SS-5 the higher card answers first', flipped, reflip('A'), named('malifaux-1e/SS-5', S73, 'the lower card answers first: seat B')],
    ['malifaux-1e/SS-5 a reflip with an empty pool', () => flipped(0), reflip('B', true), named('malifaux-1e/SS-5', '§3.8 (seed 2078-2102)', 'the Soulstone Pool is empty')],
    ['malifaux-1e/TI-2 a Closing Phase with a duel under way', () => step(run([reflip('B'), reflip('A')], flipped()), cmd('DuelDecision', A, { command: { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: { modelId: 'x', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 5, maxWounds: 5 }, action: { name: 't', tn: 30 } } } })), cmd('ResolveClosingPhase', A, {}), named('malifaux-1e/TI-2', '§2', 'finish the duel or flip in progress first')],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e §7 boundaries of each step', () => {
  it('malifaux-1e/TU-D2 D23 a hand at the maximum draws nothing: only HandDrawn', () => {
    const s = step(turnTwo(), refill('A', ['RAM-01', 'RAM-02']));
    expect(s.added).toEqual([
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-01', 'RAM-02'], from: 'hand' } },
      { type: 'HandDrawn', data: { seat: 'A', discarded: 2, drawn: 0 } },
    ]);
  });
  it('malifaux-1e/TU-D3 turn 1 with no discard draws the full hand, with no CardsDiscarded', () => {
    const s = step(drawing(), refill('A'));
    expect(s.added.map((e) => e.type)).toEqual(['CardsDrawn', 'HandDrawn']);
    expect(s.added[1]).toEqual({ type: 'HandDrawn', data: { seat: 'A', discarded: 0, drawn: 6 } });
  });
  it('malifaux-1e/SS-5 the window is ascending; after both answers the higher card activates first', () => {
    const f = flipped();
    expect(f.added.find((e) => e.type === 'InitiativeFlipped')).toEqual({ type: 'InitiativeFlipped', data: { turn: 1, cards: { A: 'MASK-13', B: 'MASK-01' }, window: ['B', 'A'], tieReflips: 0 } });
    const b = step(f, reflip('B'));
    expect(b.added).toEqual([{ type: 'InitiativeReflipDecided', data: { seat: 'B', reflip: false, card: null } }]);
    const a = step(b, reflip('A'));
    expect(a.added).toEqual([
      { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: false, card: null } },
      { type: 'ActivationOrderSet', data: { turn: 1, order: ['A', 'B'] } },
    ]);
  });
  it('malifaux-1e/SS-5 a reflip spends one soulstone and its card replaces the old one; the order follows the final values', () => {
    const b = step(flipped(1, [], ['TOME-12']), reflip('B', true));
    expect(b.added.find((e) => e.type === 'InitiativeReflipDecided')).toEqual({ type: 'InitiativeReflipDecided', data: { seat: 'B', reflip: true, card: 'TOME-12' } });
    expect(b.state.seats.B?.soulstones).toBe(0);
    const a = step(b, reflip('A'));
    expect(a.added.find((e) => e.type === 'ActivationOrderSet')).toEqual({ type: 'ActivationOrderSet', data: { turn: 1, order: ['A', 'B'] } });
    const won = step(step(flipped(1, ['CROW-01'], ['RAM-12']), reflip('B', true)), reflip('A', true));
    expect(won.added.find((e) => e.type === 'ActivationOrderSet')).toMatchObject({ data: { order: ['B', 'A'] } });
  });
  it('malifaux-1e/TU-A1 the activation says its AP; ending it loses the AP left (AP-5)', () => {
    const s = activating();
    expect(s.added).toEqual([{ type: 'ModelActivated', data: { modelId: 'lady', seat: 'A', ap: 2, meleeAp: 0, fastSlowUsed: false, lostToParalysis: false } }]);
    expect(step(s, cmd('EndActivation', A, { modelId: 'lady' })).added.find((e) => e.type === 'ActivationEnded')).toEqual({ type: 'ActivationEnded', data: { modelId: 'lady', apLost: 2 } });
  });
});

describe('malifaux-1e §7.5 the Closing Phase: what ends there, in which order', () => {
  /** Turn 1 played out: lady (Defensive Stance) then guard; lady gains Reactivate once every model has activated. */
  const closing = (over: Parameters<typeof create>[1] = {}): Game =>
    run(
      [
        cmd('ActivateModel', A, { modelId: 'lady' }),
        cmd('TakeAction', A, { actionId: 'd', modelId: 'lady', action: 'DEFENSIVE_STANCE' }),
        cmd('EndActivation', A, { modelId: 'lady' }),
        cmd('ActivateModel', B, { modelId: 'guard' }),
        cmd('EndActivation', B, { modelId: 'guard' }),
        cmd('DeclareEffect', A, { effectId: 'r', kind: 'GAIN_CONDITION', modelId: 'lady', condition: { name: 'REACTIVATE' } }),
      ],
      toActivation([lady], [guard], [], [], over),
    );
  it('malifaux-1e/TI-3 malifaux-1e/TI-6 an unused Reactivate ends in step B, Defensive Stance at the end (step D), after the shuffles of step C', () => {
    const s = step(closing(), cmd('ResolveClosingPhase', A, {}));
    expect(s.added.filter((e) => e.type === 'ModifierChanged')).toEqual([
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'reactivate', value: false, reason: 'end of turn (§8.5)' } },
      { type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'defensive', value: false, reason: 'end of the Closing Phase (§10.1)' } },
    ]);
    expect(s.added.map((e) => e.type)).toEqual(['ModifierChanged', 'DeckShuffled', 'DeckShuffled', 'ModifierChanged', 'ClosingPhaseResolved']);
    expect(s.added[s.added.length - 1]).toEqual({ type: 'ClosingPhaseResolved', data: { turn: 1, order: ['A', 'B'], endedEffects: ['lady:reactivate', 'lady:defensive'] } });
  });
  it('malifaux-1e/FD-12 each shuffle offers the cut to the opponent unless cuts are declined automatically', () => {
    const s = step(closing({ options: { autoDeclineCuts: false } }), cmd('ResolveClosingPhase', A, {}));
    const shuffles = s.added.filter((e) => e.type === 'DeckShuffled');
    expect(shuffles.map((e) => (e.type === 'DeckShuffled' ? [e.data.seat, e.data.reason, e.data.gathered, e.data.cutOfferedTo] : []))).toEqual([
      ['A', 'closing-phase', 'discard', 'B'],
      ['B', 'closing-phase', 'discard', 'A'],
    ]);
    const declined = step(closing(), cmd('ResolveClosingPhase', A, {})).added.filter((e) => e.type === 'DeckShuffled');
    expect(declined.map((e) => (e.type === 'DeckShuffled' ? e.data.cutOfferedTo : 'x'))).toEqual([null, null]);
  });
});
