// malifaux-1e §6 duels and §10.5-§10.11 damage flips on the encounter: every refusal of a duel decision with its rule,
// section and message (the French and English rule names appended, §19): routing (table-duel.ts), the duel steps
// (duel-decisions.ts) and the damage flip (damage-flow.ts).
import type { DamageTrack } from '../../malifaux/damage-track';
import { A, B, cmd, create, duel, model, run, stacked, step, toActivation } from '../testing/fixtures';
import { attack, flip, side, TRACK } from '../testing/duel';
import { named, refusalOf, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import { chooseDuelCard } from './duel-decisions';
import type { EncounterCommand1e, StartDuelParticipant } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { modelFrom } from '../turn/crew';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
type D = Extract<EncounterCommand1e, { type: 'DuelDecision' }>['data']['command'];
const S6 = '§6 (seed 1681-1998)';
const S57 = '§5.7 (seed 1611-1679)';
const S64 = '§6.4 (seed 1845-1998)';
const S107 = '§10.7 (seed 2974-3025)';
const S109 = '§10.9 (seed 3083-3109)';
const S1011 = '§10.11 (seed 3155-3173)';

const by = (seat: 'A' | 'B', command: D): EncounterCommand1e => duel(seat === 'A' ? A : B, command);
const idle = (): Game => run([create([stacked(), stacked()])]);
const p = (seat: 'A' | 'B', station: string, value: number, over: Partial<StartDuelParticipant> = {}): StartDuelParticipant => ({ ...side(seat, station, 'Wp', value), ...over });
/** A simple duel of A (a Minion, Wp 5) against TN 12; A's deck begins with `deck`, its hand holds `hand`. */
const simple = (deck: string[], hand: string[] = [], actor: StartDuelParticipant = p('A', 'MINION', 5), soulstones = 3): Game =>
  run([
    create([stacked(...hand, ...deck), stacked()], { players: [{ name: 'Ann', soulstones }, { name: 'Bob', soulstones }] }),
    ...(hand.length ? [cmd('DrawCards', A, { seat: 'A', count: hand.length })] : []),
    by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor, action: { name: 'test', tn: 12, triggers: [{ name: 'Crit', suits: ['CROW'] }] } } }),
  ]);
const blastTrack: DamageTrack = { weak: 2, moderate: 3, severe: 5, blasts: { severe: 1 } };
const victims = [
  { modelId: 'x', seat: 'B' as const, station: 'MINION', wounds: 6, maxWounds: 6 },
  { modelId: 'y', seat: 'B' as const, station: 'MINION', wounds: 6, maxWounds: 6 },
];
/** A severe hit with a blast: the flip resolved, the blast not yet placed. */
const severe = (): Game => flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], track: blastTrack }));

describe('malifaux-1e §6, §10 duel decisions: every refusal names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/DU-S0 a duel decision with no duel', idle, by('A', { type: 'NameRedJokerSuit', data: { by: 'A', suit: 'RAM' } }), named('malifaux-1e/DU-S0', S6, 'no duel is in progress')],
    ['malifaux-1e/DMG-6 a flip decision with no flip', idle, by('A', { type: 'FlipPrevention', data: { by: 'A' } }), named('malifaux-1e/DMG-6', '§10.7', 'no damage flip is in progress')],
    ['malifaux-1e/DMG-6 a flip with no flip under way', idle, by('A', { type: 'FlipDuelCards', data: { by: 'A' } }), named('malifaux-1e/DMG-6', '§10.7', 'no damage flip is in progress')],
    ['malifaux-1e/AP-2 a bare duel with crews hired', () => toActivation([model('lady')], [model('guard')]), by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: p('A', 'MINION', 5), action: { name: 't', tn: 5 } } }), named('malifaux-1e/AP-2', '§8 (seed 2141-2306)', 'with crews hired, a duel starts from an action (TakeAction)')],
    ['malifaux-1e/DU-S0 a second duel', () => simple(['RAM-01'], ['MASK-13']), by('A', { type: 'StartDuel', data: { duelId: 'e', kind: 'SIMPLE', actor: p('A', 'MINION', 5), action: { name: 't', tn: 5 } } }), named('malifaux-1e/DU-S0', S6, 'a duel or flip is already in progress; finish it first')],
    ['malifaux-1e/DU-S0 a simple duel with no TN', idle, by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: p('A', 'MINION', 5), action: { name: 't' } } }), named('malifaux-1e/DU-S0', '§6.3 (seed 1740-1843)', 'a simple duel needs a TN (NF)')],
    ['malifaux-1e/AT-1 an attack on itself', idle, by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: p('A', 'MINION', 5), defender: p('A', 'MINION', 4), action: { name: 't' } } }), named('malifaux-1e/AT-1', '§4.3 (seed 2847-2848)', 'a model can never target itself with an attack')],
    ['malifaux-1e/FM-1 flipping a duel’s cards again', () => simple(['RAM-01', 'RAM-02'], [], p('A', 'MINION', 5, { fate: { bonus: 1, penalty: 0 } })), by('A', { type: 'FlipDuelCards', data: { by: 'A' } }), named('malifaux-1e/FM-1', S6, "a duel's cards are flipped when it starts: nothing to flip now")],
    ['malifaux-1e/FM-5 a card chosen by the wrong seat', () => simple(['RAM-01', 'RAM-02'], [], p('A', 'MINION', 5, { fate: { bonus: 1, penalty: 0 } })), by('B', { type: 'ChooseActiveCard', data: { by: 'B', card: 'RAM-01' } }), named('malifaux-1e/FM-5', S57, 'not your decision: the duel waits for CHOOSE_ACTIVE_CARD from A')],
    ['malifaux-1e/FM-3 a card that was not flipped', () => simple(['RAM-01', 'RAM-02'], [], p('A', 'MINION', 5, { fate: { bonus: 1, penalty: 0 } })), by('A', { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-09' } }), named('malifaux-1e/FM-3', S57, 'RAM-09 may not be kept: choose one of RAM-01, RAM-02')],
    ['malifaux-1e/FD-5 naming a suit with no Red Joker', () => simple(['RAM-01'], ['MASK-13']), by('A', { type: 'NameRedJokerSuit', data: { by: 'A', suit: 'RAM' } }), named('malifaux-1e/FD-5', '§5.2 (seed 1518-1526)', 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/FD-7 cheating a card not in hand', () => simple(['RAM-01'], ['MASK-13']), by('A', { type: 'CheatFate', data: { by: 'A', card: 'MASK-12' } }), named('malifaux-1e/FD-7', '§5.3 (seed 1453-1469)', 'MASK-12 is not in your Control Hand')],
    ['malifaux-1e/FD-5 cheating the Red Joker with no suit', () => simple(['RAM-01'], ['RJ']), by('A', { type: 'CheatFate', data: { by: 'A', card: 'RJ' } }), named('malifaux-1e/FD-5', '§5.2 (seed 1518-1526)', 'name the suit of the Red Joker you cheat in')],
    ['malifaux-1e/DU-O0 cheating out of turn', () => simple(['RAM-01'], ['MASK-13']), by('B', { type: 'DeclineCheat', data: { by: 'B' } }), named('malifaux-1e/DU-O0', S64, 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/SS-4 a soulstone card before the cheat', () => simple(['RAM-01'], ['MASK-13'], p('A', 'MASTER', 5)), by('A', { type: 'UseSoulstoneCard', data: { by: 'A' } }), named('malifaux-1e/SS-4', '§3.8 (seed 1721-1734)', 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/SS-4 declining the soulstone card before the cheat', () => simple(['RAM-01'], ['MASK-13'], p('A', 'MASTER', 5)), by('A', { type: 'DeclineSoulstoneCard', data: { by: 'A' } }), named('malifaux-1e/SS-4', '§3.8 (seed 1721-1734)', 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/TG-2 a trigger before the cheat', () => simple(['CROW-13'], ['MASK-13']), by('A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Crit' } }), named('malifaux-1e/TG-2', '§6.1 (seed 1691-1714)', 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/TG-2 passing before the cheat', () => simple(['CROW-13'], ['MASK-13']), by('A', { type: 'PassTrigger', data: { by: 'A' } }), named('malifaux-1e/TG-2', '§6.1 (seed 1691-1714)', 'not your decision: the duel waits for CHEAT from A')],
    ['malifaux-1e/TG-1 a trigger the total does not hold', () => run([by('A', { type: 'DeclineCheat', data: { by: 'A' } }), by('A', { type: 'DeclineSoulstoneCard', data: { by: 'A' } })], simple(['CROW-13'], ['MASK-13'], p('A', 'MASTER', 5))), by('A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Smash' } }), named('malifaux-1e/TG-1', '§6.1 (seed 1691-1714)', 'Smash: not a trigger of this stat whose suits the final total holds')],
    ['malifaux-1e/CB-7 no resolved attack', idle, by('A', { type: 'StartDamageFromDuel', data: {} }), named('malifaux-1e/CB-7', '§10.5', 'no resolved attack awaits its damage flip')],
    ['malifaux-1e/CB-7 a simple duel deals no damage', () => run([by('A', { type: 'DeclineCheat', data: { by: 'A' } })], simple(['RAM-13'], ['MASK-01'])), by('A', { type: 'StartDamageFromDuel', data: {} }), named('malifaux-1e/CB-7', '§10.5', 'a simple duel deals no attack damage')],
    ['malifaux-1e/CB-7 a second damage flip', severe, by('A', { type: 'StartDamageFromDuel', data: {} }), named('malifaux-1e/CB-7', '§10.5', 'no resolved attack awaits its damage flip')],
    ['malifaux-1e/HE-1 healing a model at 0 Wd', idle, by('A', { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds: 0, maxWounds: 8 }, amount: { kind: 'FIXED', amount: 1 } } }), named('malifaux-1e/HE-1', '§10.10 (seed 3110-3152)', 'a model in play has 1 to its printed Wd')],
    ['malifaux-1e/HE-1 healing a model above its Wd', idle, by('A', { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds: 9, maxWounds: 8 }, amount: { kind: 'FIXED', amount: 1 } } }), named('malifaux-1e/HE-1', '§10.10 (seed 3110-3152)', 'a model in play has 1 to its printed Wd')],
    ['malifaux-1e/BL-1 blasts with no resolved flip', idle, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } }), named('malifaux-1e/BL-1', S109, 'blasts come from a resolved damage flip, once')],
    ['malifaux-1e/BL-1 blasts placed twice', () => step(severe(), by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } })), by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } }), named('malifaux-1e/BL-1', S109, 'blasts come from a resolved damage flip, once')],
    ['malifaux-1e/BL-1 no blast on the band dealt', () => flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-07'], track: blastTrack })), by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } }), named('malifaux-1e/BL-1', S109, 'the severity dealt shows no blast')],
    ['malifaux-1e/BL-1 the defender places the blasts', severe, by('B', { type: 'ApplyBlastDamage', data: { by: 'B', targets: victims } }), named('malifaux-1e/BL-1', '§10.9', 'the attacker places the blasts')],
    ['malifaux-1e/BL-2 the target under its own blast', severe, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: [victims[0], { ...victims[1], modelId: 'B-m' }] } }), named('malifaux-1e/BL-2', S109, 'the original target is not hit again by its own blast')],
    ['malifaux-1e/LOS-8 a victim off the table with sight lines', severe, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims, sight: { x: { obstacles: [] } } } }), named('malifaux-1e/LOS-8', '§4.7 (seed 1370-1420)', "x is not on the table: its Ht is unknown, so its sight lines can't be checked")],
    ['malifaux-1e/SS-4 a 2E soulstone declaration', idle, by('A', { type: 'DeclareSoulstones', data: { by: 'A' } }), named('malifaux-1e/SS-4', '§6.3 (seed 1716-1843)', 'First Edition has no soulstone declaration before the flip: after cheating, use a soulstone for an extra card (duels/soulstone-card)')],
    ['malifaux-1e/DU-O0 a 2E relent', idle, by('A', { type: 'Relent', data: { by: 'A' } }), named('malifaux-1e/DU-O0', S64, 'First Edition has no relenting')],
    ['malifaux-1e/DMG-6 the defender flips for damage', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'] }), by('B', { type: 'FlipDuelCards', data: { by: 'B' } }), named('malifaux-1e/DMG-6', S107, 'not your decision: the damage flip waits for FLIP from A')],
    ['malifaux-1e/FM-3 choosing a damage card before the flip', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'] }), by('A', { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-12' } }), named('malifaux-1e/FM-3', S107, 'not your decision: the damage flip waits for FLIP from A')],
    ['malifaux-1e/DMG-7 cheating the damage before the flip', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'] }), by('A', { type: 'CheatFate', data: { by: 'A', card: 'RAM-12' } }), named('malifaux-1e/DMG-7', S107, 'not your decision: the damage flip waits for FLIP from A')],
    ['malifaux-1e/DMG-7 declining the damage cheat before the flip', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'] }), by('A', { type: 'DeclineCheat', data: { by: 'A' } }), named('malifaux-1e/DMG-7', S107, 'not your decision: the damage flip waits for FLIP from A')],
    ['malifaux-1e/PR-1 a prevention flip before the damage flip', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], defender: 'HENCHMAN' }), by('B', { type: 'FlipPrevention', data: { by: 'B' } }), named('malifaux-1e/PR-1', S1011, 'no prevention flip is due from you')],
    ['malifaux-1e/PR-1 declining prevention before the damage flip', () => attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], defender: 'HENCHMAN' }), by('B', { type: 'DeclinePrevention', data: { by: 'B' } }), named('malifaux-1e/PR-1', S1011, 'no prevention flip is due from you')],
    [
      'malifaux-1e/FM-3 a damage card the `+` does not allow',
      () => flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', cb: 8, damageA: ['RAM-03', 'RAM-02'], handA: ['MASK-13'] })),
      by('A', { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-11' } }),
      named('malifaux-1e/FM-3', S57, 'RAM-11 may not be kept: choose one of RAM-03, RAM-02'),
    ],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });
});

describe('malifaux-1e §5.7 a kept card the rules forbid, before the automatic step takes it', () => {
  it('malifaux-1e/FM-4 with the Black Joker flipped, only the Black Joker may be kept', () => {
    const g = run([create([stacked('BJ', 'RAM-02'), stacked()])]);
    const s = step(g, by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: p('A', 'MINION', 5, { fate: { bonus: 1, penalty: 0 } }), action: { name: 't', tn: 5 } } }));
    const record = s.added.find((e) => e.type === 'DuelStarted');
    if (record?.type !== 'DuelStarted') throw new Error('no duel started');
    expect(refusalOf(() => chooseDuelCard(record.data.duel, 'A', 'RAM-02'))).toEqual(named('malifaux-1e/FM-4', S57, 'RAM-02 may not be kept: choose one of BJ'));
    expect(chooseDuelCard(record.data.duel, 'A', 'BJ')).toEqual([{ type: 'ActiveCardChosen', data: { role: 'ACTOR', flipIndex: 0, card: 'BJ', automatic: false } }]);
  });
});

describe('malifaux-1e §10 damage decisions: accepted moves', () => {
  it('malifaux-1e/PR-1 a Henchman declines prevention: the damage lands in full', () => {
    const track = { weak: 5, moderate: 5, severe: 5 };
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-08'], track, defender: 'HENCHMAN' }));
    const d = step(s, by('B', { type: 'DeclinePrevention', data: { by: 'B' } }));
    expect(d.added[0]).toEqual({ type: 'PreventionDeclined', data: { seat: 'B' } });
    expect(d.state.duel.status === 'FLIP_RESOLVED' && d.state.duel.result).toMatchObject({ prevented: 0, wounds: 5, woundsAfter: 5 });
  });
  it('malifaux-1e/PR-2 [AMBIGUOUS] rjHealPreventMode EXTRA_FLIP: a Red Joker prevents 3 plus a second card’s amount', () => {
    const track = { weak: 5, moderate: 5, severe: 5 };
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-08'], track, defender: 'HENCHMAN', nextB: ['RJ', 'CROW-02'], options: { rjHealPreventMode: 'EXTRA_FLIP' } }));
    const p = step(s, by('B', { type: 'FlipPrevention', data: { by: 'B' } }));
    expect(p.added.find((e) => e.type === 'PreventionFlipped')).toEqual({ type: 'PreventionFlipped', data: { card: 'RJ', prevented: 4 } });
    expect(p.state.seats.B?.discard.slice(-2)).toEqual(['RJ', 'CROW-02']);
  });
  it('malifaux-1e/BL-2 the victims on the table take the blast through their own reductions', () => {
    const s = severe();
    const table = { ...s, state: { ...s.state, models: { ...s.state.models, x: modelFrom('B', model('x', { abilities: [{ keyword: 'ARMOR', value: 1 }] })) } } };
    const hit = step(table, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } }));
    expect(hit.added).toContainEqual({ type: 'ModelWoundsChanged', data: { modelId: 'x', wounds: 4, killed: false, cause: 'blast (BL-2): 3 damage, 2 wounds' } });
    expect(hit.added.filter((e) => e.type === 'ModelWoundsChanged')).toHaveLength(1);
  });
  it('malifaux-1e/HE-1 fixed healing: never above Wd, never negative', () => {
    const heal = (wounds: number, amount: number) => step(idle(), by('A', { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds, maxWounds: 8 }, amount: { kind: 'FIXED', amount } } })).added;
    expect(heal(1, 3)).toEqual([{ type: 'ModelWoundsChanged', data: { modelId: 'm', wounds: 4, killed: false, cause: 'fixed healing: +3 (HE-1, HE-2)' } }]);
    expect(heal(8, 3)[0].data).toMatchObject({ wounds: 8 });
    expect(heal(7, 3)[0].data).toMatchObject({ wounds: 8 });
    expect(heal(2, -2)[0].data).toMatchObject({ wounds: 2 });
    expect(TRACK).toEqual({ weak: 2, moderate: 3, severe: 5 });
  });
});

// (issue 15) table-duel.ts survivors: the order of a started duel's events, the healing flip (HE-2, PR-2 Red Joker
// extra card), the LOS-8 refusal a blocked blast victim sees, and a blast that kills (BL-2).
describe('malifaux-1e table-duel: event order, healing flips, blast sight and kills (issue 15)', () => {
  const healFlip = (deck: string[], wounds: number, options: Partial<GameState1e['options']> = {}): EncounterEvent1e[] =>
    step(
      run([create([stacked(...deck), stacked()], { options: { autoDeclineCuts: true, ...options } })]),
      by('A', { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds, maxWounds: 8 }, amount: { kind: 'FLIP' } } }),
    ).added;
  const wounded = (e: EncounterEvent1e | undefined): unknown => (e?.type === 'ModelWoundsChanged' ? e.data : undefined);

  it('malifaux-1e/DU-S0 a started duel is recorded after the cards its start flipped', () => {
    const types = simple(['RAM-01'], ['MASK-13']).events.map((e) => e.type);
    const started = types.indexOf('DuelStarted');
    expect(started).toBeGreaterThan(-1);
    expect(types.slice(0, started)).toContain('CardsFlipped');
    expect(types.indexOf('CardsFlipped')).toBeLessThan(started);
  });
  it('malifaux-1e/DU-S0 an opposed duel: both sides’ flips keep their order, the started duel comes last', () => {
    const g = run([
      create([stacked('RAM-10'), stacked('MASK-04')]),
      by('A', { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: p('A', 'MINION', 5), defender: p('B', 'MINION', 4), action: { name: 't' } } }),
    ]);
    const start = g.events.slice(g.events.findIndex((e) => e.type === 'CardsFlipped'));
    expect(start.slice(0, 3).map((e) => (e.type === 'CardsFlipped' ? e.data.seat : e.type))).toEqual(['A', 'B', 'DuelStarted']);
  });
  it('malifaux-1e/HE-2 a healing flip: one card, discarded, named in the cause', () => {
    const out = healFlip(['RAM-13', 'CROW-02'], 2);
    expect(wounded(out[out.length - 1])).toEqual({ modelId: 'm', wounds: 5, killed: false, cause: 'healing flip RAM-13: +3 (HE-1, HE-2)' });
    expect(out).toContainEqual({ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-13'], from: 'play' } });
    expect(out.filter((e) => e.type === 'CardsFlipped')).toEqual([{ type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-13'], flipId: 'heal:m' } }]);
  });
  it('malifaux-1e/PR-2 [AMBIGUOUS] rjHealPreventMode EXTRA_FLIP: a healing card other than the Red Joker flips no second card', () => {
    const out = healFlip(['RAM-13', 'CROW-02'], 2, { rjHealPreventMode: 'EXTRA_FLIP' });
    expect(wounded(out[out.length - 1])).toMatchObject({ wounds: 5, cause: 'healing flip RAM-13: +3 (HE-1, HE-2)' });
    expect(out.filter((e) => e.type === 'CardsFlipped' || e.type === 'CardsDiscarded')).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-13'], flipId: 'heal:m' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-13'], from: 'play' } },
    ]);
  });
  it.each<[string, Partial<GameState1e['options']>, number, string[]]>([
    ['EXTRA_FLIP: the Red Joker adds a second card', { rjHealPreventMode: 'EXTRA_FLIP' }, 7, ['RJ', 'CROW-13']],
    ['default: the Red Joker alone heals every wound', {}, 8, ['RJ']],
  ])('malifaux-1e/PR-2 [AMBIGUOUS] a Red Joker healing flip, %s', (_, options, wounds, discarded) => {
    const out = healFlip(['RJ', 'CROW-13'], 1, options);
    expect(wounded(out[out.length - 1])).toMatchObject({ wounds, cause: `healing flip RJ: +${wounds - 1} (HE-1, HE-2)` });
    expect(out).toContainEqual({ type: 'CardsDiscarded', data: { seat: 'A', cards: discarded, from: 'play' } });
    expect(out.filter((e) => e.type === 'CardsFlipped').map((e) => (e.type === 'CardsFlipped' ? e.data.flipId : ''))).toEqual(discarded.length === 2 ? ['heal:m', 'heal:m:extra'] : ['heal:m']);
  });
  it('malifaux-1e/FD-12 [AMBIGUOUS] a healing flip with deck and discard pile empty names no card', () => {
    const g = run([create([stacked(), stacked()])]);
    const seatA = g.state.seats.A;
    if (!seatA) throw new Error('no seat A');
    const empty = { ...g, state: { ...g.state, seats: { ...g.state.seats, A: { ...seatA, deck: [], discard: [] } } } };
    const out = step(empty, by('A', { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds: 2, maxWounds: 8 }, amount: { kind: 'FLIP' } } })).added;
    expect(wounded(out[out.length - 1])).toEqual({ modelId: 'm', wounds: 2, killed: false, cause: 'healing flip none: +0 (HE-1, HE-2)' });
  });
  it('malifaux-1e/LOS-8 a blast victim behind a solid wall: the refusal names the blocking rule', () => {
    const s = severe();
    const table = { ...s, state: { ...s.state, models: { ...s.state.models, x: modelFrom('B', model('x')) } } };
    const sight = { x: { obstacles: [{ kind: 'SOLID' as const, ht: 5, allLines: true }] } };
    expect(refusalIn(table, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims, sight } }))).toEqual(
      named('malifaux-1e/LOS-8', '§4.7 (seed 1375-1381)', "the blast can't see x: every line meets a solid obstacle of Ht 5 ≥ both models' Ht (LOS-2)"),
    );
  });
  it('malifaux-1e/BL-2 a blast that takes the last wounds kills', () => {
    const s = severe();
    const table = { ...s, state: { ...s.state, models: { ...s.state.models, x: modelFrom('B', model('x', { wounds: 3 })) } } };
    const hit = step(table, by('A', { type: 'ApplyBlastDamage', data: { by: 'A', targets: victims } }));
    expect(hit.added).toContainEqual({ type: 'ModelWoundsChanged', data: { modelId: 'x', wounds: 0, killed: true, cause: 'blast (BL-2): 3 damage, 3 wounds' } });
  });
});
