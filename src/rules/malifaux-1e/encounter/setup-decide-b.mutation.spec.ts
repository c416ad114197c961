// malifaux-1e §14.3-§14.7, §14.13 setup steps (setup-decide.ts from chooseFaction on, issue 15): each refusal is read
// whole (rule id, section, message), each flip by the events it gives, the seat whose deck is flipped, and the flip ids
// the deck events carry (flipper.ts), on slices built at the step under test.
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf as refusal } from '../../core/testing/refusal';
import type { CardId } from '../../malifaux/cards';
import type { DeckEvent } from '../../malifaux/fate-deck-events';
import type { TerrainPieceInput1e } from '../terrain/terrain';
import { DEFAULT_TERRAIN_POLICY_1E } from '../terrain/terrain-policy';
import { encounterContext, SETUP_1E, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { initialEncounterSlice, type Malifaux1eEncounterSlice, type PendingChoice, type SetupStep1e } from './encounter-state';
import type { FateFlipper } from './flipper';
import { chooseEncounterType, chooseFaction, determineDeployment, determineLocation, flipSpecial, recordTerrain } from './setup-decide';
import { SPECIAL_TABLES } from './special-location';

type Flipped = Extract<EncounterSliceEvent1e, { type: 'SetupFlipped1e' }>['data'];

const seat = (x: SeatId): Actor => ({ role: 'seat', seat: x });
const at = (step: SetupStep1e, over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => ({ ...initialEncounterSlice(), step, ...over });
// Expected events are built here, not with setup-decide's own helpers, so a mutant inside them cannot hide.
const flip = (table: Flipped['table'], by: SeatId, cards: (CardId | null)[], result: string): EncounterSliceEvent1e => ({ type: 'SetupFlipped1e', data: { table, seat: by, cards, result } });
const pending = (p: PendingChoice): EncounterSliceEvent1e => ({ type: 'SetupChoicePending1e', data: p });

/** Serves each seat's scripted cards (null once spent, as an empty deck) and records `seat:flipId` of every flip. */
class RecordingFlipper implements FateFlipper {
  readonly events: readonly DeckEvent[] = [];
  readonly flips: string[] = [];
  private readonly left: Partial<Record<SeatId, (CardId | null)[]>>;
  constructor(script: Partial<Record<SeatId, (CardId | null)[]>>) {
    this.left = Object.fromEntries(Object.entries(script).map(([k, v]) => [k, [...(v ?? [])]]));
  }
  flip(by: SeatId, flipId: string): CardId | null {
    this.flips.push(`${by}:${flipId}`);
    // Bounds a mutant that never stops reflipping: it fails instead of hanging.
    if (this.flips.length > 50) throw new Error('runaway flips');
    return this.left[by]?.shift() ?? null;
  }
}

/** Runs `run` with a recording flipper over `script`: the events and the flips it made. */
function flipping(script: Partial<Record<SeatId, (CardId | null)[]>>, run: (ctx: EncounterContext1e) => EncounterSliceEvent1e[]): { out: EncounterSliceEvent1e[]; flips: string[] } {
  const flipper = new RecordingFlipper(script);
  return { out: run(encounterContext(flipper)), flips: flipper.flips };
}

describe('malifaux-1e §14.3 factions (chooseFaction)', () => {
  const factions = at('CHOOSE_FACTIONS', { factions: { A: 'GUILD' } });
  it('malifaux-1e/SETUP a faction outside the five is refused, naming the five', () => {
    expect(refusal(() => chooseFaction(factions, { type: 'ChooseFaction1e', actor: seat('B'), data: { seat: 'B', faction: 'GREMLINS' as 'GUILD' } }))).toEqual({
      ruleId: SETUP_1E,
      section: '§14.3',
      message: 'one of GUILD, RESURRECTIONISTS, ARCANISTS, NEVERBORN, OUTCASTS',
    });
  });
  it('malifaux-1e/SETUP a seat that has chosen may not change; the seat that has not may choose', () => {
    expect(refusal(() => chooseFaction(factions, { type: 'ChooseFaction1e', actor: seat('A'), data: { seat: 'A', faction: 'NEVERBORN' } }))).toEqual({ ruleId: SETUP_1E, section: '§14.3', message: 'a faction chosen is not changed' });
    expect(chooseFaction(factions, { type: 'ChooseFaction1e', actor: seat('B'), data: { seat: 'B', faction: 'GUILD' } })).toEqual([{ type: 'FactionChosen1e', data: { seat: 'B', faction: 'GUILD' } }]);
  });
});

describe('malifaux-1e §14.4 location (determineLocation, W34)', () => {
  const loc = at('DETERMINE_LOCATION');
  const agreed = (location: string | undefined): EncounterSliceEvent1e[] => determineLocation(loc, { type: 'DetermineLocation1e', actor: seat('A'), data: { mode: 'AGREED', seat: 'A', location } }, encounterContext(new RecordingFlipper({})));
  // First and last of each list: the side is read from the outdoor list, an indoor one is never taken for outdoor.
  it.each([
    ['OLD_WITCH_TERRITORY', 'OUTDOOR'],
    ['RUINS', 'OUTDOOR'],
    ['MOUNTAINS', 'OUTDOOR'],
    ['THEATER', 'INDOOR'],
    ['COLLAPSED_QUARTER', 'INDOOR'],
  ] as const)('malifaux-1e/SETUP an agreed %s is %s, agreed, with no flip', (location, where) => {
    expect(agreed(location)).toEqual([{ type: 'LocationDetermined1e', data: { where, location, agreed: true } }]);
  });
  it.each([['ATLANTIS'], [undefined]])('malifaux-1e/SETUP an agreed location %s outside the tables is refused', (location) => {
    expect(refusal(() => agreed(location))).toEqual({ ruleId: SETUP_1E, section: '§14.4', message: 'an agreed location is one of the tables' });
  });
  const flipB = (...cards: (CardId | null)[]): { out: EncounterSliceEvent1e[]; flips: string[] } =>
    flipping({ B: cards }, (ctx) => determineLocation(loc, { type: 'DetermineLocation1e', actor: seat('B'), data: { mode: 'FLIP', seat: 'B' } }, ctx));
  it('malifaux-1e/SETUP W34: B flips 5 then 9 from its own deck → outdoor Ruins, not agreed', () => {
    expect(flipB('RAM-05', 'CROW-09')).toEqual({
      out: [flip('INDOOR_OUTDOOR', 'B', ['RAM-05'], 'OUTDOOR'), flip('LOCATION', 'B', ['CROW-09'], 'RUINS'), { type: 'LocationDetermined1e', data: { where: 'OUTDOOR', location: 'RUINS', agreed: false } }],
      flips: ['B:location-1', 'B:location-2'],
    });
  });
  it.each<[string, (CardId | null)[], EncounterSliceEvent1e[], string[]]>([
    // A Red Joker first: the other seat chooses the side; the flipper keeps the second card.
    ['RJ first: A chooses the side', ['RJ'], [flip('INDOOR_OUTDOOR', 'B', ['RJ'], 'CHOICE'), pending({ what: 'INDOOR_OUTDOOR', seat: 'A', flipper: 'B' })], ['B:location-1']],
    ['an empty deck first: B chooses the side', [], [flip('INDOOR_OUTDOOR', 'B', [null], 'CHOICE'), pending({ what: 'INDOOR_OUTDOOR', seat: 'B', flipper: 'B' })], ['B:location-1']],
    ['11 then RJ: A chooses the indoor location', ['TOME-11', 'RJ'], [flip('INDOOR_OUTDOOR', 'B', ['TOME-11'], 'INDOOR'), flip('LOCATION', 'B', ['RJ'], 'CHOICE'), pending({ what: 'LOCATION', seat: 'A', where: 'INDOOR' })], ['B:location-1', 'B:location-2']],
    ['3 then an empty deck: B chooses the outdoor location', ['RAM-03'], [flip('INDOOR_OUTDOOR', 'B', ['RAM-03'], 'OUTDOOR'), flip('LOCATION', 'B', [null], 'CHOICE'), pending({ what: 'LOCATION', seat: 'B', where: 'OUTDOOR' })], ['B:location-1', 'B:location-2']],
  ])('malifaux-1e/SETUP a Joker or no card gives a choice (%s)', (_, cards, out, flips) => {
    expect(flipB(...cards)).toEqual({ out, flips });
  });
});

describe('malifaux-1e/LO-1 special terrain and events (flipSpecial, §14.13)', () => {
  const ruins = at('SPECIAL_LOCATION', { location: 'RUINS' });
  const flipA = (s: Malifaux1eEncounterSlice, ...cards: (CardId | null)[]): { out: EncounterSliceEvent1e[]; flips: string[] } =>
    flipping({ A: cards }, (ctx) => flipSpecial(s, { type: 'FlipSpecialLocation1e', actor: seat('A'), data: { seat: 'A' } }, ctx));
  it.each([['GREAT_TAVERN'], [null]])('malifaux-1e/LO-1 a location %s without a table in the seed is refused before any flip', (location) => {
    const f = new RecordingFlipper({ A: ['RAM-01'] });
    expect(refusal(() => flipSpecial(at('SPECIAL_LOCATION', { location }), { type: 'FlipSpecialLocation1e', actor: seat('A'), data: { seat: 'A' } }, encounterContext(f)))).toEqual({
      ruleId: 'malifaux-1e/LO-1',
      section: '§14.13',
      message: 'this location has no special table in the seed (MISSING)',
    });
    expect(f.flips).toEqual([]);
  });
  it('malifaux-1e/LO-1 Ruins, card 8 → Vents cruels, applied at once', () => {
    expect(flipA(ruins, 'CROW-08')).toEqual({ out: [flip('SPECIAL', 'A', ['CROW-08'], 'Vents cruels'), { type: 'SpecialLocationApplied1e', data: { specials: ['Vents cruels'] } }], flips: ['A:special'] });
  });
  it('malifaux-1e/LO-1 a Red Joker lets the flipper choose', () => {
    expect(flipA(ruins, 'RJ')).toEqual({ out: [flip('SPECIAL', 'A', ['RJ'], 'CHOICE'), pending({ what: 'SPECIAL', seat: 'A' })], flips: ['A:special'] });
  });
  it('malifaux-1e/LO-1 a Black Joker flips two more; the same band reflips the second; both apply, joined by " + "', () => {
    const both = `${SPECIAL_TABLES.RUINS[1]} + ${SPECIAL_TABLES.RUINS[5]}`;
    expect(flipA(ruins, 'BJ', 'RAM-03', 'CROW-04', 'MASK-12')).toEqual({
      out: [flip('SPECIAL', 'A', ['BJ', 'RAM-03', 'CROW-04', 'MASK-12'], both), { type: 'SpecialLocationApplied1e', data: { specials: [SPECIAL_TABLES.RUINS[1], SPECIAL_TABLES.RUINS[5]] } }],
      flips: ['A:special', 'A:special-a', 'A:special-b', 'A:special-reflip'],
    });
  });
  it('malifaux-1e/LO-1 a Black Joker on a spent deck: every reflip is empty again, so the reflips stop after twenty', () => {
    const { out, flips } = flipA(ruins, 'BJ');
    const cards: (CardId | null)[] = ['BJ', ...Array<null>(22).fill(null)];
    expect(out).toEqual([flip('SPECIAL', 'A', cards, SPECIAL_TABLES.RUINS[0]), { type: 'SpecialLocationApplied1e', data: { specials: [SPECIAL_TABLES.RUINS[0]] } }]);
    expect(flips).toEqual(['A:special', 'A:special-a', 'A:special-b', ...Array<string>(20).fill('A:special-reflip')]);
  });
});

describe('malifaux-1e/TE-0 terrain (recordTerrain, §14.5)', () => {
  const piece = (id: string, over: Partial<TerrainPieceInput1e> = {}): TerrainPieceInput1e => ({ id, traits: ['DESTRUCTIBLE'], ht: 2, lengthInches: 7, solidity: 3, ...over });
  const sectionsOf = (out: EncounterSliceEvent1e[]): number[] => out.flatMap((e) => (e.type === 'EncounterTerrainRecorded1e' ? e.data.pieces.map((p) => p.sections.length) : []));
  const record = (s: Malifaux1eEncounterSlice, pieces: TerrainPieceInput1e[]): EncounterSliceEvent1e[] => recordTerrain(s, { type: 'RecordEncounterTerrain1e', actor: seat('A'), data: { pieces } }, encounterContext(new RecordingFlipper({})));
  it('malifaux-1e/TE-0 two pieces with one id are refused; two ids are recorded', () => {
    expect(refusal(() => record(at('RECORD_TERRAIN'), [piece('w'), piece('w')]))).toEqual({ ruleId: 'malifaux-1e/TE-0', section: '§13', message: 'every piece has its own id' });
    expect(sectionsOf(record(at('RECORD_TERRAIN'), [piece('w'), piece('v')]))).toEqual([3, 3]);
  });
  it('malifaux-1e/TE-0 W32: the encounter\'s own terrain policy, not the context default, cuts a 7" wall (no partial section → 2)', () => {
    const own = at('RECORD_TERRAIN', { terrainPolicy: { ...DEFAULT_TERRAIN_POLICY_1E, partialPortionIsSection: false } });
    expect(sectionsOf(record(own, [piece('w')]))).toEqual([2]);
  });
});

describe('malifaux-1e §14.6 deployment (determineDeployment, W22)', () => {
  const dep = at('DETERMINE_DEPLOYMENT');
  it('malifaux-1e/SETUP an agreed deployment outside the three is refused, naming them; an agreed one is recorded as agreed', () => {
    const agreed = (deployment: string): EncounterSliceEvent1e[] => determineDeployment(dep, { type: 'DetermineDeployment1e', actor: seat('A'), data: { mode: 'AGREED', seat: 'A', deployment: deployment as 'CORNER' } }, encounterContext(new RecordingFlipper({})));
    expect(refusal(() => agreed('FLANK'))).toEqual({ ruleId: SETUP_1E, section: '§14.6', message: 'one of DIAGONAL, STANDARD, CORNER' });
    expect(agreed('CORNER')).toEqual([{ type: 'DeploymentDetermined1e', data: { deployment: 'CORNER', agreed: true } }]);
  });
  it.each<[CardId | null, EncounterSliceEvent1e]>([
    ['RAM-07', { type: 'DeploymentDetermined1e', data: { deployment: 'STANDARD', agreed: false } }],
    ['BJ', pending({ what: 'DEPLOYMENT', seat: 'A' })],
    ['RJ', pending({ what: 'DEPLOYMENT', seat: 'B' })],
    [null, pending({ what: 'DEPLOYMENT', seat: 'A' })],
  ])('malifaux-1e/SETUP W22: A flips %s from its own deck', (card, then) => {
    const result = then.type === 'DeploymentDetermined1e' ? then.data.deployment : 'CHOICE';
    expect(flipping({ A: [card] }, (ctx) => determineDeployment(dep, { type: 'DetermineDeployment1e', actor: seat('A'), data: { mode: 'FLIP', seat: 'A' } }, ctx))).toEqual({
      out: [flip('DEPLOYMENT', 'A', [card], result), then],
      flips: ['A:deployment'],
    });
  });
});

describe('malifaux-1e §14.7 encounter type (chooseEncounterType)', () => {
  const type = at('CHOOSE_ENCOUNTER_TYPE');
  const choose = (by: SeatId, t: 'GENERAL' | 'EXTENDED', cards: (CardId | null)[] = []): { out: EncounterSliceEvent1e[]; flips: string[] } =>
    flipping({ [by]: cards }, (ctx) => chooseEncounterType(type, { type: 'ChooseEncounterType1e', actor: seat(by), data: { type: t, seat: by } }, ctx));
  const chosen = (t: 'GENERAL' | 'EXTENDED'): EncounterSliceEvent1e => ({ type: 'EncounterTypeChosen1e', data: { type: t } });
  it('malifaux-1e/SETUP a type other than General or Extended is refused', () => {
    expect(refusal(() => choose('A', 'STORY' as 'GENERAL'))).toEqual({ ruleId: SETUP_1E, section: '§14.7', message: 'GENERAL or EXTENDED' });
  });
  it('malifaux-1e/SETUP a General encounter flips nothing', () => {
    expect(choose('A', 'GENERAL', ['RAM-10'])).toEqual({ out: [chosen('GENERAL')], flips: [] });
  });
  it.each<[SeatId, CardId | null, EncounterSliceEvent1e]>([
    ['A', 'RAM-10', { type: 'ExtendedKindDetermined1e', data: { kind: 'SHARED' } }],
    ['B', 'RAM-05', { type: 'ExtendedKindDetermined1e', data: { kind: 'INDIVIDUAL' } }],
    // Either Joker, or no card: the flipper itself chooses the kind.
    ['B', 'RJ', pending({ what: 'EXTENDED_KIND', seat: 'B' })],
    ['A', 'BJ', pending({ what: 'EXTENDED_KIND', seat: 'A' })],
    ['A', null, pending({ what: 'EXTENDED_KIND', seat: 'A' })],
  ])('malifaux-1e/SETUP an Extended encounter: %s flips %s at once for the kind', (by, card, then) => {
    const result = then.type === 'ExtendedKindDetermined1e' ? then.data.kind : 'CHOICE';
    expect(choose(by, 'EXTENDED', [card])).toEqual({ out: [chosen('EXTENDED'), flip('EXTENDED_KIND', by, [card], result), then], flips: [`${by}:extended`] });
  });
});
