// malifaux-1e §11-§14 on the served 1E decider (extensions-1e.ts, issue 15, lines 1-215): which slice each command
// reaches, the GL-1 / GL-2 end of the game, hazardous and destructible terrain on the table (§13, W11), and a spell as an
// action of the activating caster (§11.1, MG-3, MG-4). Each refusal is read whole (rule id, section, message).
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import { malifaux1e } from '../index';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { named, refusalOf, type Refusal1e } from '../testing/refusal';
import { sword } from '../testing/fixtures';
import type { SpellProfile } from '../magic/spell';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from './encounter-state';
import { card, stacked, Table1e } from './testing/table-1e';

type Who = SeatId | 'organiser';

/** Hands of six (A: RAM 1-6, B: TOME 1-6); the initiative A: MASK-13, B: MASK-01, so A activates first; then `nextA` / `nextB`. */
function table(nextA: readonly CardId[] = [], nextB: readonly CardId[] = [], over: { g1Wounds?: number } = {}): Table1e {
  const t = new Table1e(stacked('RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06', 'MASK-13', ...nextA), stacked('TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06', 'MASK-01', ...nextB));
  t.run('A', 'HireCrew', { seat: 'A', models: [card('lj', { station: 'MASTER', ca: 6, actions: [sword] }), card('g1', { wounds: over.g1Wounds ?? 6 })] });
  t.run('B', 'HireCrew', { seat: 'B', models: [card('pan', { station: 'MASTER', ca: 7 }), card('n1')] });
  return t;
}

const command = (who: Who, type: string, data: unknown): EncounterCommand1e => ({ type, actor: who === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat: who }, data }) as EncounterCommand1e;
/** The events a command gets on `state` (not applied). */
const decided = (state: GameState1e, who: Who, type: string, data: unknown): EncounterEvent1e[] => malifaux1e.decide(state, command(who, type, data));
/** The whole refusal a command gets on `state` (undefined: accepted). */
const refused = (state: GameState1e, who: Who, type: string, data: unknown): Refusal1e | undefined => refusalOf(() => decided(state, who, type, data));
const types = (events: readonly EncounterEvent1e[]): string[] => events.map((e) => e.type);

describe('malifaux-1e §11-§12 each extension command reaches its slice', () => {
  const noOne = {
    ...{ modelId: 'ghost', duelId: 'x', sourceId: 'lj', category: 'OTHER', paralyzed: false, distance: 1, atTableEdge: false, duringOwnActivation: false },
    ...{ tn: 5, labelledMorale: false, summonerId: 'lj', controlledByOpponent: true },
  };
  const notInPlay = named('malifaux-1e/MO-1', '§12 (seed 3723-3840)', 'no model ghost in play');
  it.each<[string, Refusal1e]>([
    ['StartMoraleDuel1e', named('malifaux-1e/MO-1', '§12.1', 'no morale duel x is waiting')],
    ['MakeFleeMove1e', notInPlay],
    ['BeginMoraleActivation1e', notInPlay],
    ['EndMoraleActivation1e', notInPlay],
    ['ForceFlee1e', notInPlay],
    ['RequireMoraleDuel1e', named('malifaux-1e/MO-3', '§12 (seed 3723-3840)', 'only a duel labelled as a morale duel is one; this is a plain Wp duel')],
    ['EndTransformation1e', named('malifaux-1e/TF-3', '§11.6', 'ghost is not transformed')],
    ['Summon1e', named('malifaux-1e/SU-3', '§11.5', "a model controlled by an opponent can't summon")],
  ])('malifaux-1e/MO-1 %s reaches its own slice and is refused under that slice’s rule', (type, refusal) => {
    expect(refused(table().game, 'A', type, noOne)).toEqual(refusal);
  });
  it.each<[string, string[]]>([
    ['LeaveTerrifyingArea1e', ['TerrifyingCleared1e']],
    ['EndTerrifyingEffect1e', ['TerrifyingCleared1e']],
    ['TakeMoraleAction1e', []],
  ])('malifaux-1e/MO-6 %s is answered by the morale slice', (type, expected) => {
    expect(types(decided(table().game, 'A', type, noOne))).toEqual(expected);
  });
});

describe('malifaux-1e/GL-1 the end flip waits for the Closing Phase of the turn (§14.12)', () => {
  const gl1 = (message: string): Refusal1e => named('malifaux-1e/GL-1', '§14.12', message);
  it('malifaux-1e/GL-1 before turn 1 there is no turn 1 to end, and no last activator to flip', () => {
    const t = table();
    expect(refused(t.game, 'A', 'EndTurn1e', { turn: 1 })).toEqual(gl1('turn 1 has not been through its Closing Phase'));
    expect(refused(t.game, 'A', 'EndTurn1e', { turn: 0 })).toEqual(gl1('no model has activated yet'));
  });
  it('malifaux-1e/GL-1 the turn being played can’t end before its Closing Phase', () => {
    const t = table();
    t.startTurn();
    expect(refused(t.game, 'A', 'EndTurn1e', { turn: 1 })).toEqual(gl1('turn 1 has not been through its Closing Phase'));
  });
});

describe('malifaux-1e/GL-2 the encounter ends when the VP decide it', () => {
  /** Scoring, A has scored: B's score decides the encounter. */
  const scoring = (t: Table1e, vp: Malifaux1eEncounterSlice['vp']): GameState1e => ({
    ...t.game,
    ext: { ...t.game.ext, encounter: { ...initialEncounterSlice(['A', 'B']), step: 'SCORING', size: 'SCRAP', strategies: { A: { id: 'TREASURE_HUNT', shared: false }, B: { id: 'SLAUGHTER', shared: false } }, vp } },
  });
  const slaughter = (now: unknown): unknown => ({ seat: 'B', lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 1 }], now });
  it('malifaux-1e/GL-2 a score that does not decide the encounter does not end it, even with a time', () => {
    expect(types(decided(scoring(table(), {}), 'B', 'ScoreVictoryPoints1e', slaughter('2026-11-23T02:00:00Z')))).toEqual(['VictoryPointsScored1e']);
  });
  it('malifaux-1e/GL-2 the deciding score ends the encounter at the time given, and only a time (a string) ends it', () => {
    const s = scoring(table(), { A: { lines: [], raw: 0, capped: 0 } });
    const out = decided(s, 'B', 'ScoreVictoryPoints1e', slaughter('2026-11-23T02:00:00Z'));
    expect(types(out)).toEqual(['VictoryPointsScored1e', 'EncounterDecided1e', 'EncounterEnded']);
    expect(out[2].data).toMatchObject({ endedAt: '2026-11-23T02:00:00Z' });
    expect(types(decided(s, 'B', 'ScoreVictoryPoints1e', slaughter(12)))).toEqual(['VictoryPointsScored1e', 'EncounterDecided1e']);
  });
});

describe('malifaux-1e §13 terrain on the table (W11 hazardous, destructible)', () => {
  const pieces = [
    { id: 'wall', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3 },
    { id: 'fire', traits: ['HAZARDOUS'], ht: 0, hazard: 'BURNING' },
    { id: 'pit', traits: ['HAZARDOUS'], ht: 0, hazard: 'CHASM' },
  ];
  /** Turn 1 under way, the terrain recorded; A's next cards are `nextA`. */
  const onTerrain = (nextA: readonly CardId[], g1Wounds?: number): Table1e => {
    const t = table(nextA, [], { g1Wounds });
    t.run('A', 'RecordTerrain1e', { pieces });
    t.startTurn();
    return t;
  };
  const te0 = (section: string, message: string): Refusal1e => named('malifaux-1e/TE-0', section, message);

  it('malifaux-1e/TE-0 only a model in play enters a hazard, and only a recorded piece', () => {
    const t = onTerrain([]);
    expect(refused(t.game, 'A', 'EnterHazard1e', { modelId: 'ghost', pieceId: 'fire' })).toEqual(te0('§3.7', 'no model ghost in play'));
    expect(refused(t.game, 'A', 'EnterHazard1e', { modelId: 'g1', pieceId: 'nowhere' })).toEqual(te0('§13', 'no terrain piece nowhere'));
  });

  it('malifaux-1e/TE-0 a chasm sacrifices the model', () => {
    expect(decided(onTerrain([]).game, 'A', 'EnterHazard1e', { modelId: 'g1', pieceId: 'pit' })).toEqual([
      { type: 'HazardEntered1e', data: { modelId: 'g1', pieceId: 'pit', outcome: 'SACRIFICED', card: null, damage: 0, killed: true } },
      { type: 'ModelWoundsChanged', data: { modelId: 'g1', wounds: 0, killed: true, cause: 'fell into a chasm: sacrificed (§13)' } },
    ]);
  });

  // BURNING is 2 / 4 / 7 (W11); the last column is g1's Wd.
  it.each<[string, CardId, number, number, boolean, number]>([
    ['the Black Joker deals nothing', 'BJ', 0, 6, false, 6],
    ['a weak card (CROW-03): 2', 'CROW-03', 2, 4, false, 6],
    ['a moderate card (CROW-08): 4', 'CROW-08', 4, 2, false, 6],
    ['a severe card (CROW-12): 7 kills', 'CROW-12', 7, 0, true, 6],
    ['a moderate 4 on a 4 Wd model kills it (wounds reach 0)', 'CROW-08', 4, 0, true, 4],
  ])('malifaux-1e/TE-0 the controller flips on the profile: %s', (_, flipped, damage, wounds, killed, g1Wounds) => {
    const t = onTerrain([flipped], g1Wounds);
    const out = t.run('A', 'EnterHazard1e', { modelId: 'g1', pieceId: 'fire' });
    expect(out).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: [flipped], flipId: 'hazard:g1:fire' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: [flipped], from: 'play' } },
      { type: 'HazardEntered1e', data: { modelId: 'g1', pieceId: 'fire', outcome: 'DAMAGE_FLIP', card: flipped, damage, killed } },
      { type: 'ModelWoundsChanged', data: { modelId: 'g1', wounds, killed, cause: `hazardous terrain fire (§13): ${damage}` } },
    ]);
    // FD-11: the flipped card ends on the discard pile, nothing is left in play.
    expect(t.game.seats.A?.inPlay).toEqual([]);
  });

  const attack = (over: object = {}): unknown => ({ pieceId: 'wall', section: 0, modelId: 'lj', weapon: 'Sword', ...over });
  it('malifaux-1e/TE-0 the attacker is a model in play, the server flips its damage, and only a card of the hand is cheated in', () => {
    const t = onTerrain(['CROW-04']);
    expect(refused(t.game, 'A', 'AttackTerrain', attack({ modelId: 'ghost' }))).toEqual(te0('§3.7', 'no model ghost in play'));
    expect(refused(t.game, 'A', 'AttackTerrain', attack({ damage: 9 }))).toEqual(te0('§13 Destructible', 'with an attacking model the server flips the damage: do not declare it'));
    expect(refused(t.game, 'A', 'AttackTerrain', attack({ cheat: 'CROW-13' }))).toEqual(te0('§13 Destructible', "CROW-13 is not in A's hand"));
  });

  it('malifaux-1e/CB-4 a weapon the attacker does not have: the refusal names its rule once (§19)', () => {
    expect(refused(onTerrain(['CROW-04']).game, 'A', 'AttackTerrain', attack({ weapon: 'Cannon' }))).toEqual(named('malifaux-1e/CB-4', '§10.2 (seed 2683-2727)', 'lj has no weapon Cannon'));
  });

  it('malifaux-1e/TE-0 one damage flip from the attacker’s deck; a cheat is played from the hand', () => {
    const flips = (out: readonly EncounterEvent1e[]): unknown[] => out.filter((e) => e.type === 'CardsFlipped').map((e) => e.data);
    expect(flips(decided(onTerrain(['CROW-12']).game, 'A', 'AttackTerrain', attack()))).toEqual([{ seat: 'A', cards: ['CROW-12'], flipId: 'terrain:wall:0' }]);
    const cheated = decided(onTerrain(['CROW-04']).game, 'A', 'AttackTerrain', attack({ cheat: 'RAM-06' }));
    expect(cheated.find((e) => e.type === 'CardPlayed')?.data).toEqual({ seat: 'A', card: 'RAM-06', purpose: 'cheat: terrain damage flip' });
  });

  it('malifaux-1e/DMG-9 a Red Joker on the damage flip: severe plus a second flip', () => {
    const out = decided(onTerrain(['RJ', 'CROW-02']).game, 'A', 'AttackTerrain', attack());
    expect(out.filter((e) => e.type === 'CardsFlipped').map((e) => e.data)).toEqual([
      { seat: 'A', cards: ['RJ'], flipId: 'terrain:wall:0' },
      { seat: 'A', cards: ['CROW-02'], flipId: 'terrain:wall:0:rj' },
    ]);
    expect(out.find((e) => e.type === 'TerrainSectionDamaged')?.data).toMatchObject({ damage: 7, destroyed: true });
  });
});

describe('malifaux-1e §11.1 a spell is an action of the activating caster (MG-3), its duels on the table', () => {
  const bolt: SpellProfile = { name: 'Bolt', ap: 1, tn: 5, suits: [], rst: 'Df', range: 'RANGED', rg: 10 };
  const n1 = { modelId: 'n1', inLoS: true, distance: 6, friendly: false };
  const spell = (over: object = {}, spellOver: Partial<SpellProfile> = {}): unknown => ({ castingId: 'c1', casterId: 'lj', spell: { ...bolt, ...spellOver }, targets: [n1], upFrontConditionsMet: true, ...over });
  const mg3 = (section: string, message: string): Refusal1e => named('malifaux-1e/MG-3', section, message);
  /** Turn 1, lj (A) activating; A's next cards are `nextA`, B's `nextB`. */
  const activating = (nextA: readonly CardId[] = ['BJ'], nextB: readonly CardId[] = []): Table1e => {
    const t = table(nextA, nextB);
    t.startTurn();
    t.run('A', 'ActivateModel', { modelId: 'lj' });
    return t;
  };
  const apLeft = (t: Table1e): number => t.game.turn.activation?.ap ?? -1;

  it('malifaux-1e/MG-3 only a model in play casts', () => {
    const t = table();
    t.run('A', 'RecordTerrain1e', { pieces: [{ id: 'pit', traits: ['HAZARDOUS'], ht: 0, hazard: 'CHASM' }] });
    t.run('A', 'EnterHazard1e', { modelId: 'g1', pieceId: 'pit' });
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({ casterId: 'ghost' }))).toEqual(mg3('§3.7', 'no model ghost in play'));
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({ casterId: 'g1' }))).toEqual(mg3('§3.7', 'no model g1 in play'));
  });

  it('malifaux-1e/MG-3 only the activating model casts', () => {
    expect(refused(table().game, 'A', 'DeclareSpell1e', spell())).toEqual(mg3('§11.1', 'lj is not activating'));
    expect(refused(activating().game, 'A', 'DeclareSpell1e', spell({ casterId: 'g1' }))).toEqual(mg3('§11.1', 'g1 is not activating'));
  });

  it('malifaux-1e/MG-3 the spell’s AP are paid from what is left (all of it may go)', () => {
    const t = activating();
    const left = apLeft(t);
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({}, { ap: left }))).toBeUndefined();
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({}, { name: 'Storm', ap: left + 1 }))).toEqual(mg3('§11.1', `Storm costs ${left + 1} AP; ${left} left`));
  });

  it('malifaux-1e/MG-3 a (0) spell is the activation’s one (0) action (AP-3)', () => {
    const t = activating(['BJ']);
    const left = apLeft(t);
    t.run('A', 'DeclareSpell1e', spell({}, { name: 'Zap', ap: 0 }));
    t.settleDuel();
    t.run('A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true });
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({ castingId: 'c2' }, { name: 'Zap', ap: 0 }))).toEqual(mg3('§11.1', `Zap costs 0 AP; ${left} left`));
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({ castingId: 'c2' }))).toBeUndefined();
  });

  it('malifaux-1e/MG-3 no spell while a duel waits for a decision (§2)', () => {
    // CROW-10 with a hand: the casting duel waits for A's cheat.
    const t = activating(['CROW-10']);
    t.run('A', 'DeclareSpell1e', spell());
    expect(t.game.duel.status).toBe('DUELING');
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell({ castingId: 'c2' }))).toEqual(mg3('§2', 'finish the duel in progress first'));
  });

  it('malifaux-1e/MG-4 the server says which targets are friendly; the AP are spent, then the casting duel c1:cast', () => {
    const targets = [n1, { ...n1, modelId: 'g1' }, { ...n1, modelId: 'ghost', friendly: true }];
    const out = decided(activating().game, 'A', 'DeclareSpell1e', spell({ targets }));
    expect(out[0]).toEqual({ type: 'ActionTaken', data: { actionId: 'c1', modelId: 'lj', action: 'CAST:Bolt', ap: 1, facts: { targets }, note: null } });
    const declared = out[1].type === 'SpellDeclared1e' ? out[1].data.affected : [];
    expect(declared.map((x) => [x.modelId, x.friendly])).toEqual([['n1', false], ['g1', true], ['ghost', false]]);
    expect(out.find((e) => e.type === 'DuelStarted')?.data).toMatchObject({ duel: { duelId: 'c1:cast', kind: 'SIMPLE' } });
  });

  it('malifaux-1e/MG-3 a spell failed up front spends its AP and starts no duel', () => {
    expect(types(decided(activating().game, 'A', 'DeclareSpell1e', spell({ upFrontConditionsMet: false })))).toEqual(['ActionTaken', 'SpellFailed1e']);
  });

  it('malifaux-1e/MG-3 the casting is resolved on the simple duel of its own id only (§6.3); the resist duel is c1:resist:<model>', () => {
    const notJust = (duelId: string): Refusal1e => mg3('§6.3', `duel ${duelId} is not the simple duel just resolved`);
    const t = activating(['CROW-10']);
    expect(refused(t.game, 'A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true })).toEqual(notJust('c1:cast'));
    t.run('A', 'DeclareSpell1e', spell());
    t.settleDuel();
    expect(refused(t.game, 'A', 'ResolveCasting1e', { castingId: 'c2', extraConditionsMet: true })).toEqual(notJust('c2:cast'));
    t.run('A', 'ResolveCasting1e', { castingId: 'c1', extraConditionsMet: true });
    const resist = t.run('B', 'StartResistDuel1e', { castingId: 'c1', modelId: 'n1' });
    expect(resist.find((e) => e.type === 'DuelStarted')?.data).toMatchObject({ duel: { duelId: 'c1:resist:n1', kind: 'SIMPLE' } });
  });

  it('malifaux-1e/MG-3 no spell while a damage flip is under way (§2)', () => {
    // Ml 6 + CROW-10 hits Df 4 + CROW-01; A starts the damage flip.
    const t = activating(['CROW-10'], ['CROW-01']);
    t.run('A', 'TakeAction', { actionId: 'k', modelId: 'lj', action: 'STRIKE', targets: ['n1'], facts: { distances: { n1: 1 } } });
    t.settleDuel();
    t.run('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: { by: 'A' } } });
    expect(t.game.duel.status).toBe('FLIPPING');
    expect(refused(t.game, 'A', 'DeclareSpell1e', spell())).toEqual(mg3('§2', 'finish the duel in progress first'));
  });

  it('malifaux-1e/MG-3 an attack duel is not a casting duel, even under a casting’s id', () => {
    const t = activating(['CROW-10']);
    t.run('A', 'TakeAction', { actionId: 'k:cast', modelId: 'lj', action: 'STRIKE', targets: ['n1'], facts: { distances: { n1: 1 } } });
    t.settleDuel();
    expect(refused(t.game, 'A', 'ResolveCasting1e', { castingId: 'k', extraConditionsMet: true })).toEqual(mg3('§6.3', 'duel k:cast is not the simple duel just resolved'));
  });
});
