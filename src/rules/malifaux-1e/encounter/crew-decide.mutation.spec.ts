// malifaux-1e §14.8-§14.11 crews, schemes, deployment order (crew-decide.ts, issue 15): each refusal is read whole (rule
// id, section, message) and each accepted move by the events it gives, on slices built at the step under test.
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf as refusal } from '../../core/testing/refusal';
import type { CardId } from '../../malifaux/cards';
import type { CrewList1e, HiringResult1e } from './crew';
import { announceSchemes, chooseSchemes, deployCrew, flipDeploymentOrder, submitCrew } from './crew-decide';
import { encounterContext, SETUP_1E, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { initialEncounterSlice, type ChosenScheme, type Malifaux1eEncounterSlice, type SchemeDefinition, type SetupStep1e } from './encounter-state';
import type { FateFlipper } from './flipper';
import { guildCrew, model, neverbornCrew, StackedFlipper } from './testing/encounter-game';

const S1410 = '§14.10 (seed 4838-4923)';
const SC = (id: string): string => `malifaux-1e/${id}`;
const seat = (x: SeatId): Actor => ({ role: 'seat', seat: x });
const ctxOf = (flipper: FateFlipper = new StackedFlipper()): EncounterContext1e => encounterContext(flipper);

const scheme = (id: string, over: Partial<SchemeDefinition> = {}): SchemeDefinition => ({ id, fr: id, en: `${id} text`, type: 'GENERAL', selects: 0, announce: 'MAY', ...over });
const DEFS: SchemeDefinition[] = [
  scheme('G'),
  scheme('G2'),
  scheme('PICK', { en: 'Bodyguard', selects: 1 }),
  scheme('PICK2', { selects: 1 }),
  scheme('FAC', { en: 'Guild only', type: 'FACTION', faction: 'GUILD' }),
  scheme('FAC2', { type: 'FACTION', faction: 'GUILD' }),
  scheme('LJ', { en: 'Lady Justice only', type: 'MASTER', master: 'Lady Justice' }),
  scheme('M1', { type: 'MASTER' }),
  scheme('M2', { type: 'MASTER' }),
  scheme('MUST', { en: 'Told', announce: 'MUST' }),
  scheme('NEVER', { en: 'Untold', announce: 'NEVER' }),
];

// chooseSchemes reads the crews without re-validating them, so the hiring accounting can be any fixed value.
const HIRING: HiringResult1e = { budget: 30, spent: 18, unspent: 12, caches: 2, henchmanLed: false, henchmanCap: null, masters: 1 };
const hired = (list: CrewList1e): { list: CrewList1e; hiring: HiringResult1e } => ({ list, hiring: HIRING });

/** A Guild crew led by Lady Justice and a second leader (a Brawl allows two, HI-5). */
const twoLeaders = (second: 'MASTER' | 'HENCHMAN'): CrewList1e => {
  const base = guildCrew();
  return { ...base, leaders: ['lj', 'p2'], models: [...base.models, model('p2', { name: 'Perdita', station: second, cost: 0 })] };
};

/** Scrap 30, Guild (A) v Neverborn (B), at `step`, with the scheme texts above registered. */
const at = (step: SetupStep1e, over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => ({
  ...initialEncounterSlice(),
  step,
  size: 'SCRAP',
  soulstones: 30,
  factions: { A: 'GUILD', B: 'NEVERBORN' },
  schemeDefinitions: DEFS,
  ...over,
});
const choosing = (over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => at('CHOOSE_SCHEMES', { crews: { A: hired(guildCrew()), B: hired(neverbornCrew()) }, ...over });

type Pick = { readonly id: string; readonly selects?: readonly string[] };
const choose = (s: Malifaux1eEncounterSlice, who: SeatId, schemes: readonly Pick[]): EncounterSliceEvent1e[] =>
  chooseSchemes(s, { type: 'ChooseSchemes1e', actor: seat(who), data: { seat: who, schemes } }, ctxOf());
const chooseRefusal = (s: Malifaux1eEncounterSlice, who: SeatId, schemes: readonly Pick[]) => refusal(() => choose(s, who, schemes));
const picks = (...ids: string[]): Pick[] => ids.map((id) => ({ id }));

describe('malifaux-1e §14.8 hiring crews (crew-decide submitCrew)', () => {
  const submit = (s: Malifaux1eEncounterSlice, who: SeatId, list: CrewList1e): EncounterSliceEvent1e[] => submitCrew(s, { type: 'SubmitCrew1e', actor: seat(who), data: { seat: who, list } });

  it('malifaux-1e/HI-1 a seat hires once: a second list is refused under SETUP §14.8', () => {
    const s = at('HIRE_CREWS', { crews: { A: hired(guildCrew()) } });
    expect(refusal(() => submit(s, 'A', guildCrew()))).toEqual({ ruleId: SETUP_1E, section: '§14.8', message: 'this seat has already hired' });
    expect(refusal(() => submit(s, 'B', neverbornCrew()))).toBeUndefined();
  });

  it('malifaux-1e/HI-1 the list is of the faction the seat chose (§14.3), and the refusal names that faction', () => {
    expect(refusal(() => submit(at('HIRE_CREWS'), 'A', neverbornCrew()))).toEqual({ ruleId: SC('HI-1'), section: '§14.3', message: 'the list is of the faction chosen (GUILD)' });
  });

  it('malifaux-1e/PO-3 the first list stays secret; the last one reveals every crew and its accounting', () => {
    const first = submit(at('HIRE_CREWS'), 'A', guildCrew());
    expect(first.map((e) => e.type)).toEqual(['CrewSubmitted1e']);
    const a = first[0].type === 'CrewSubmitted1e' ? first[0].data.hiring : HIRING;
    const last = submit(at('HIRE_CREWS', { crews: { A: { list: guildCrew(), hiring: a } } }), 'B', neverbornCrew());
    const b = last[0].type === 'CrewSubmitted1e' ? last[0].data.hiring : HIRING;
    expect(last[1]).toEqual({ type: 'CrewsRevealed1e', data: { crews: { A: guildCrew(), B: neverbornCrew() }, hiring: { A: a, B: b } } });
  });
});

describe('malifaux-1e §14.10 choosing schemes (crew-decide chooseSchemes)', () => {
  it('malifaux-1e/SC-1 a seat chooses its schemes once', () => {
    expect(chooseRefusal(choosing({ schemes: { A: [] } }), 'A', [])).toEqual({ ruleId: SETUP_1E, section: S1410, message: 'this seat has already chosen its schemes' });
  });

  it('malifaux-1e/SC-1 at most two in a Scrap, three in a Brawl: the refusal names the limit and the size', () => {
    expect(chooseRefusal(choosing(), 'A', picks('G', 'G2', 'MUST'))).toEqual({ ruleId: SC('SC-1'), section: S1410, message: 'at most 2 schemes in a Scrap' });
    expect(chooseRefusal(choosing({ size: 'BRAWL' }), 'A', picks('G', 'G2', 'MUST', 'NEVER'))).toEqual({ ruleId: SC('SC-1'), section: S1410, message: 'at most 3 schemes in a Brawl' });
  });

  it('malifaux-1e/SC-1 a scheme is chosen once: the second copy is named by its index', () => {
    expect(chooseRefusal(choosing(), 'A', picks('G', 'G'))).toEqual({ ruleId: SC('SC-1'), section: S1410, message: 'schemes[1]: G is chosen once' });
  });

  it('malifaux-1e/SC-2 a scheme whose text nobody registered is unknown', () => {
    expect(chooseRefusal(choosing(), 'A', picks('G', 'NOPE'))).toEqual({
      ruleId: SC('SC-2'),
      section: S1410,
      message: "schemes[1]: no scheme NOPE is known (the seed's list is MISSING; register its text at setup)",
    });
  });

  it('malifaux-1e/SC-2 a faction restriction: a Guild scheme is for Guild crews', () => {
    expect(chooseRefusal(choosing(), 'B', picks('FAC'))).toEqual({ ruleId: SC('SC-2'), section: S1410, message: 'schemes[0]: Guild only is for GUILD crews' });
  });

  it('malifaux-1e/SC-2 a Master restriction: one of the leaders is that Master, not all of them', () => {
    expect(chooseRefusal(choosing(), 'B', picks('LJ'))).toEqual({ ruleId: SC('SC-2'), section: S1410, message: 'schemes[0]: Lady Justice only needs Lady Justice in the crew' });
    const brawl = choosing({ size: 'BRAWL', crews: { A: hired(twoLeaders('MASTER')) } });
    expect(chooseRefusal(brawl, 'A', picks('LJ'))).toBeUndefined();
  });

  it('malifaux-1e/SC-3 one Faction scheme per Leader', () => {
    expect(chooseRefusal(choosing(), 'A', picks('FAC', 'FAC2'))).toEqual({ ruleId: SC('SC-3'), section: S1410, message: 'schemes[1]: one Faction scheme per Leader' });
  });

  it('malifaux-1e/SC-3 one Master scheme per Master: a Henchman leader does not count, a second Master does', () => {
    const oneMaster = choosing({ size: 'BRAWL', crews: { A: hired(twoLeaders('HENCHMAN')) } });
    expect(chooseRefusal(oneMaster, 'A', picks('M1', 'M2'))).toEqual({ ruleId: SC('SC-3'), section: S1410, message: 'schemes[1]: one Master scheme per Master' });
    expect(chooseRefusal(oneMaster, 'A', picks('M1'))).toBeUndefined();
    expect(chooseRefusal(choosing({ size: 'BRAWL', crews: { A: hired(twoLeaders('MASTER')) } }), 'A', picks('M1', 'M2'))).toBeUndefined();
  });

  it('malifaux-1e/SC-2 a scheme selects as many things as its text says', () => {
    expect(chooseRefusal(choosing(), 'A', picks('PICK'))).toEqual({ ruleId: SC('SC-2'), section: S1410, message: 'schemes[0]: Bodyguard selects 1' });
  });

  it('malifaux-1e/SC-4 two schemes of a player may not select the same thing; a blank or non-text selection is refused', () => {
    const twice: Pick[] = [{ id: 'PICK', selects: ['g1'] }, { id: 'PICK2', selects: ['g1'] }];
    expect(chooseRefusal(choosing(), 'A', twice)).toEqual({ ruleId: SC('SC-4'), section: S1410, message: 'schemes[1]: g1 is already selected by another scheme' });
    expect(chooseRefusal(choosing(), 'A', [{ id: 'PICK', selects: [''] }])?.ruleId).toBe(SC('SC-4'));
    // A malformed body: a list where a model id belongs (it has a length, so only the type check refuses it).
    const notText = ['g1'] as unknown as string;
    expect(chooseRefusal(choosing(), 'A', [{ id: 'PICK', selects: [notText] }])?.ruleId).toBe(SC('SC-4'));
  });
});

/** Flips the card `cardOf` gives for a seat in a round (two seats: two flips a round) and records every (seat, flip id) asked. */
class ScriptedFlipper implements FateFlipper {
  readonly events = [];
  readonly asked: string[] = [];
  constructor(private readonly cardOf: (seat: SeatId, round: number) => CardId | null) {}
  flip(seat: SeatId, flipId: string): CardId | null {
    // A runaway flip loop fails the test instead of hanging it.
    if (this.asked.length >= 100) throw new Error('more than 50 rounds of deployment-order flips');
    this.asked.push(`${seat}:${flipId}`);
    return this.cardOf(seat, Math.floor((this.asked.length - 1) / 2));
  }
}

describe('malifaux-1e §14.11 deployment order and deployment (crew-decide)', () => {
  const flipOrder = (flipper: FateFlipper, actor: Actor = { role: 'organiser' }): EncounterSliceEvent1e[] =>
    flipDeploymentOrder(at('DEPLOYMENT_ORDER'), { type: 'FlipDeploymentOrder1e', actor, data: {} }, ctxOf(flipper));
  const winnerCard = (seat: SeatId, round: number): CardId => (round === 0 || seat === 'A' ? 'RAM-05' : 'RAM-09');

  it('malifaux-1e/SETUP only a player of the encounter (or the organiser) flips for the order', () => {
    const flipper = new ScriptedFlipper(winnerCard);
    expect(refusal(() => flipOrder(flipper, seat('C')))).toEqual({ ruleId: SETUP_1E, section: '§14.11', message: 'a player of the encounter flips' });
    expect(refusal(() => flipOrder(flipper, seat('B')))).toBeUndefined();
  });

  it('malifaux-1e/SETUP a tie flips again under the next flip id; the highest card wins', () => {
    const flipper = new ScriptedFlipper(winnerCard);
    expect(flipOrder(flipper)).toEqual([{ type: 'DeploymentOrderFlipped1e', data: { rounds: [{ A: 'RAM-05', B: 'RAM-05' }, { A: 'RAM-05', B: 'RAM-09' }], winner: 'B' } }]);
    expect(flipper.asked).toEqual(['A:deploy-order-0', 'B:deploy-order-0', 'A:deploy-order-1', 'B:deploy-order-1']);
  });

  it('malifaux-1e/SETUP thirty ties in a row stop the flips: the first seat deploys first, every round recorded', () => {
    const out = flipOrder(new ScriptedFlipper(() => 'TOME-07'));
    const rounds = out[0].type === 'DeploymentOrderFlipped1e' ? out[0].data.rounds : [];
    expect([rounds.length, rounds[29], out[0].data]).toEqual([30, { A: 'TOME-07', B: 'TOME-07' }, expect.objectContaining({ winner: 'A' })]);
  });

  it('malifaux-1e/SETUP the order winner deploys first: the other seat is told who deploys now', () => {
    const s = at('DEPLOY', { deployOrder: ['B', 'A'] });
    expect(refusal(() => deployCrew(s, { type: 'DeployCrew1e', actor: seat('A'), data: { seat: 'A' } }))).toEqual({ ruleId: SETUP_1E, section: '§14.11', message: 'seat B deploys now' });
  });
});

describe('malifaux-1e §14.10 announcing schemes (crew-decide announceSchemes, SC-5)', () => {
  const chosen = (...ids: string[]): ChosenScheme[] => ids.map((id) => ({ id, selects: [], announced: false }));
  const announcing = (a: ChosenScheme[]): Malifaux1eEncounterSlice => at('ANNOUNCE_SCHEMES', { deployOrder: ['A', 'B'], schemes: { A: a, B: [] } });
  const announce = (s: Malifaux1eEncounterSlice, who: SeatId, ids: string[]): EncounterSliceEvent1e[] =>
    announceSchemes(s, { type: 'AnnounceSchemes1e', actor: seat(who), data: { seat: who, schemes: ids } }, ctxOf());

  it('malifaux-1e/SC-5 the player who deployed first announces first', () => {
    expect(refusal(() => announce(announcing([]), 'B', []))).toEqual({ ruleId: SC('SC-5'), section: S1410, message: 'seat A announces now (the player who deployed first starts)' });
  });

  it('malifaux-1e/SC-5 a seat announces only schemes it chose', () => {
    const s = announcing(chosen('G'));
    expect(refusal(() => announce(s, 'A', ['G2']))).toEqual({ ruleId: SC('SC-5'), section: S1410, message: "G2 is not one of this seat's schemes" });
    expect(refusal(() => announce(s, 'A', ['G']))).toBeUndefined();
  });

  it('malifaux-1e/SC-5 a MUST scheme must be announced, a NEVER scheme may not be', () => {
    const s = announcing(chosen('MUST', 'NEVER'));
    expect(refusal(() => announce(s, 'A', []))).toEqual({ ruleId: SC('SC-5'), section: S1410, message: 'Told must be announced' });
    expect(refusal(() => announce(s, 'A', ['MUST', 'NEVER']))).toEqual({ ruleId: SC('SC-5'), section: S1410, message: 'Untold may not be announced' });
  });

  it('malifaux-1e/SC-5 the announced schemes are public and marked announced; the others stay secret', () => {
    const out = announce(announcing(chosen('G', 'G2')), 'A', ['G2']);
    expect(out).toEqual([{ type: 'SchemesAnnounced1e', data: { seat: 'A', schemes: [{ id: 'G2', selects: [], announced: true }] } }]);
  });
});
