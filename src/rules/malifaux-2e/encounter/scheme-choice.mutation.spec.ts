// malifaux-2e §20.9 choosing and revealing Schemes, §20.7 their notes (SC-0c, SC-0d), §21.7 faction Schemes: the
// whole refusal (rule, section, message) of each broken choice, and the legal side of each note's boundary.
import type { SeatId } from '../../core/decider';
import { refusalOf, type Refusal } from '../testing/refusal';
import type { Game } from '../testing/turns';
import { choice, guildCrew, neverbornCrew, newStandard, terrain, toHiring } from './testing/fixtures';
import type { CrewList } from './hiring';
import type { SchemeChoice } from './standard-types';
import { toSchemes } from './testing/story-fixtures';
import type { SchemeId } from './tables';

const S209 = '§20.9 (seed 2401-2419)';
const S207 = '§20.7 (seed 2152-2345)';
const S217 = '§21.7 (seed 3087-3137)';
const no = (rule: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${rule}`, section, message });
const POOL: SchemeId[] = ['A_LINE_IN_THE_SAND', 'BODYGUARD', 'ENTOURAGE', 'FRAME_FOR_MURDER', 'VENDETTA', 'TAKE_PRISONER', 'MURDER_PROTEGE', 'ASSASSINATE'];
/** A Standard Encounter at CHOOSE_SCHEMES with every Scheme of POOL on offer; A's crew is `a`. */
const atChoice = (a: CrewList = guildCrew()): Game => {
  const g = toHiring({ pool: POOL });
  g.do('A', 'SubmitCrew', { seat: 'A', list: a });
  g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
  return g;
};
const choose = (g: Game, schemes: SchemeChoice[], reveal: SchemeId[] = [], seat: SeatId = 'A'): Refusal | undefined =>
  refusalOf(() => g.clone().do(seat, 'ChooseSchemes', { seat, schemes, reveal }));
const pick = (c: SchemeChoice, crew?: CrewList): Refusal | undefined => choose(atChoice(crew), [c, choice('A_LINE_IN_THE_SAND')]);

describe('malifaux-2e §20.9 choosing Schemes: each refusal in full', () => {
  it.each<[string, SchemeChoice[], Refusal]>([
    ['one Scheme', [choice('A_LINE_IN_THE_SAND')], no('SETUP', S209, 'choose two different Schemes')],
    ['the same Scheme twice', [choice('A_LINE_IN_THE_SAND'), choice('A_LINE_IN_THE_SAND')], no('SETUP', S209, 'choose two different Schemes')],
    ['three Schemes', [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE'), choice('ENTOURAGE', { friendlyModelId: 'A:judge' })], no('SETUP', S209, 'choose two different Schemes')],
    ['a Scheme outside the pool', [choice('A_LINE_IN_THE_SAND'), choice('OUTFLANK')], no('SETUP', S209, "OUTFLANK is not one of this seat's Scheme options")],
    ['a faction Scheme in a Standard Encounter', [choice('A_LINE_IN_THE_SAND'), choice('ROUNDUP')], no('SETUP', S217, "ROUNDUP is not one of this seat's Scheme options")],
  ])('malifaux-2e/SETUP refuses %s', (_w, schemes, expected) => {
    expect(choose(atChoice(), schemes)).toEqual(expected);
  });

  it.each<[string, SchemeId[], Refusal | undefined]>([
    ['a Scheme not chosen', ['BODYGUARD'], no('SETUP', S209, 'BODYGUARD is not one of the chosen Schemes')],
    ['Assassinate, which starts unrevealed', ['ASSASSINATE'], no('SETUP', S209, 'ASSASSINATE may not be revealed at the start of the game')],
    ['A Line in the Sand', ['A_LINE_IN_THE_SAND'], undefined],
  ])('malifaux-2e/SETUP revealing %s at the start', (_w, reveal, expected) => {
    expect(choose(atChoice(), [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')], reveal)).toEqual(expected);
  });

  it.each<[string, SchemeId, Refusal]>([
    ['Vendetta', 'VENDETTA', no('SETUP', S209, 'VENDETTA may not be revealed at the start of the game')],
    ['Frame for Murder', 'FRAME_FOR_MURDER', no('SETUP', S209, 'FRAME_FOR_MURDER may not be revealed at the start of the game')],
  ])('malifaux-2e/SETUP %s is never revealed at the start', (_w, scheme, expected) => {
    const c = scheme === 'VENDETTA' ? choice(scheme, { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }) : choice(scheme, { friendlyModelId: 'A:judge' });
    expect(choose(atChoice(), [c, choice('A_LINE_IN_THE_SAND')], [scheme])).toEqual(expected);
  });

  it('malifaux-2e/SETUP a Story Encounter offers the own faction\'s Scheme; For the Money must be revealed', () => {
    expect(choose(toSchemes({}), [choice('ROUNDUP'), choice('OUTFLANK')])).toBeUndefined();
    expect(choose(toSchemes({}), [choice('EXTERMINATE'), choice('OUTFLANK')])).toEqual(no('SETUP', S217, "EXTERMINATE is not one of this seat's Scheme options"));
    expect(choose(toSchemes({ factionA: 'OUTCASTS' }), [choice('FOR_THE_MONEY'), choice('OUTFLANK')])).toEqual(no('SETUP', S217, 'For the Money must be revealed at the start'));
    expect(choose(toSchemes({ factionA: 'OUTCASTS' }), [choice('FOR_THE_MONEY'), choice('OUTFLANK')], ['FOR_THE_MONEY'])).toBeUndefined();
  });
});

describe('malifaux-2e §20.7 the notes of a Scheme: each refusal in full', () => {
  it.each<[string, SchemeChoice, Refusal]>([
    ['Bodyguard without its friendly model', choice('BODYGUARD'), no('SC-0d', S207, 'BODYGUARD: note the friendly model when choosing it')],
    ['Take Prisoner without its enemy model', choice('TAKE_PRISONER'), no('SC-0d', S207, 'TAKE_PRISONER: note the enemy model when choosing it')],
    ['Vendetta without its enemy model', choice('VENDETTA', { friendlyModelId: 'A:guard' }), no('SC-0d', S207, 'VENDETTA: note the enemy model when choosing it')],
    ['Entourage noting an enemy', choice('ENTOURAGE', { friendlyModelId: 'B:hench' }), no('SC-0d', S207, 'ENTOURAGE: the noted friendly model is not in your crew')],
    ['Murder Protégé noting an own model', choice('MURDER_PROTEGE', { enemyModelId: 'A:judge' }), no('SC-0d', S207, 'MURDER_PROTEGE: the noted enemy model is not in the opposing crew')],
    ['Bodyguard noting the Leader', choice('BODYGUARD', { friendlyModelId: 'A:justice' }), no('SC-0c', S207, 'Bodyguard notes a non-Leader Henchman or Enforcer, or without one the highest-cost model (printed cost)')],
    ['Bodyguard noting a Minion', choice('BODYGUARD', { friendlyModelId: 'A:marshal1' }), no('SC-0c', S207, 'Bodyguard notes a non-Leader Henchman or Enforcer, or without one the highest-cost model (printed cost)')],
    ['Entourage noting an Enforcer', choice('ENTOURAGE', { friendlyModelId: 'A:guard' }), no('SC-0d', S207, 'Entourage notes one of your Masters or Henchmen')],
    ['Frame for Murder noting a Peon', choice('FRAME_FOR_MURDER', { friendlyModelId: 'A:peon' }), no('SC-0d', S207, 'Frame for Murder notes a non-Peon model')],
    ['Vendetta by the Leader', choice('VENDETTA', { friendlyModelId: 'A:justice', enemyModelId: 'B:nephilim' }), no('SC-0c', S207, 'Vendetta notes a non-Leader, non-Peon model with a printed cost above 0')],
    ['Vendetta by a Peon', choice('VENDETTA', { friendlyModelId: 'A:peon', enemyModelId: 'B:nephilim' }), no('SC-0c', S207, 'Vendetta notes a non-Leader, non-Peon model with a printed cost above 0')],
    ['Vendetta against a cheaper enemy', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:young1' }), no('SC-0c', S207, 'Vendetta: the enemy model costs at least as much as yours (printed cost)')],
    ['Murder Protégé noting a cheaper enemy', choice('MURDER_PROTEGE', { enemyModelId: 'B:hench' }), no('SC-0c', S207, 'Murder Protégé notes the enemy model with the highest printed cost')],
  ])('malifaux-2e/SC-0d refuses %s', (_w, c, expected) => {
    expect(pick(c)).toEqual(expected);
  });

  it.each<[string, SchemeChoice]>([
    ['Bodyguard on an Enforcer', choice('BODYGUARD', { friendlyModelId: 'A:guard' })],
    ['Bodyguard on a Henchman', choice('BODYGUARD', { friendlyModelId: 'A:judge' })],
    ['Entourage on the Master', choice('ENTOURAGE', { friendlyModelId: 'A:justice' })],
    ['Entourage on a Henchman', choice('ENTOURAGE', { friendlyModelId: 'A:judge' })],
    ['Frame for Murder on a Minion', choice('FRAME_FOR_MURDER', { friendlyModelId: 'A:marshal1' })],
    ['Vendetta against an enemy of equal cost (8 v 8, printed)', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:hench' })],
    ['Murder Protégé on the most expensive enemy', choice('MURDER_PROTEGE', { enemyModelId: 'B:nephilim' })],
    ['Take Prisoner on an enemy', choice('TAKE_PRISONER', { enemyModelId: 'B:tot' })],
  ])('malifaux-2e/SC-0c takes %s', (_w, c) => {
    expect(pick(c)).toBeUndefined();
  });

  it('malifaux-2e/SC-0c without a non-Leader Henchman or Enforcer, Bodyguard notes the highest-cost model', () => {
    const crew: CrewList = { ...guildCrew(), models: guildCrew().models.filter((m) => !['A:judge', 'A:guard', 'A:merc'].includes(m.model.id)) };
    expect(pick(choice('BODYGUARD', { friendlyModelId: 'A:marshal1' }), crew)).toBeUndefined();
    expect(pick(choice('BODYGUARD', { friendlyModelId: 'A:peon' }), crew)).toEqual(no('SC-0c', S207, 'Bodyguard notes a non-Leader Henchman or Enforcer, or without one the highest-cost model (printed cost)'));
  });
});

// The Leader is excluded by identity, not by station: only a Henchman Leader (a Dustup of 26-40 SS, §20.3) shows it,
// since a Master Leader is never a Henchman or Enforcer and has no printed cost.
/** A Dustup (40 SS) at CHOOSE_SCHEMES with every Scheme of POOL on offer; A is led by the Henchman A:judge (printed cost 9). */
const atHenchmanLedChoice = (): Game => {
  const g = newStandard(['MASK-03', 'RAM-04'], [], { schemePool: POOL });
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: 40 });
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
  g.do('A', 'DetermineDeployment', { flipId: 'dep' });
  g.do('A', 'DetermineStrategy', { flipId: 'str' });
  g.do('A', 'GenerateSchemePool', { flipId: 'pool' });
  // Lady Justice and her Totem leave; the Judge leads.
  const crew: CrewList = { ...guildCrew(), leaderId: 'A:judge', models: guildCrew().models.filter((m) => !['A:justice', 'A:scales'].includes(m.model.id)) };
  g.do('A', 'SubmitCrew', { seat: 'A', list: crew });
  g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
  return g;
};

describe('malifaux-2e §20.7 a Henchman Leader is never noted by Bodyguard or Vendetta (SC-0c)', () => {
  const other = choice('A_LINE_IN_THE_SAND');
  it.each<[string, SchemeChoice, Refusal | undefined]>([
    ['Bodyguard on the Henchman Leader', choice('BODYGUARD', { friendlyModelId: 'A:judge' }), no('SC-0c', S207, 'Bodyguard notes a non-Leader Henchman or Enforcer, or without one the highest-cost model (printed cost)')],
    ['Bodyguard on an Enforcer of the same crew', choice('BODYGUARD', { friendlyModelId: 'A:guard' }), undefined],
    // Cost 9 against 10: only the Leader clause refuses.
    ['Vendetta by the Henchman Leader', choice('VENDETTA', { friendlyModelId: 'A:judge', enemyModelId: 'B:nephilim' }), no('SC-0c', S207, 'Vendetta notes a non-Leader, non-Peon model with a printed cost above 0')],
    ['Vendetta by an Enforcer of the same crew', choice('VENDETTA', { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }), undefined],
  ])('malifaux-2e/SC-0c %s', (_w, c, expected) => {
    expect(choose(atHenchmanLedChoice(), [c, other])).toEqual(expected);
  });
});

describe('malifaux-2e §20.7 Vendetta needs a printed cost above 0 (SC-0c), at the boundary', () => {
  /** guildCrew with the Totem printed at `cost` (a non-Leader, non-Peon model). */
  const withTotemAt = (cost: number): CrewList => ({ ...guildCrew(), models: guildCrew().models.map((m) => (m.model.id === 'A:scales' ? { ...m, cost } : m)) });
  it.each<[number, Refusal | undefined]>([
    [0, no('SC-0c', S207, 'Vendetta notes a non-Leader, non-Peon model with a printed cost above 0')],
    [1, undefined],
  ])('malifaux-2e/SC-0c a Totem printed at %i SS', (cost, expected) => {
    expect(pick(choice('VENDETTA', { friendlyModelId: 'A:scales', enemyModelId: 'B:young1' }), withTotemAt(cost))).toEqual(expected);
  });
});

describe('malifaux-2e §20.7 Frame for Murder notes its friendly model when chosen (SC-0d)', () => {
  it.each<[string, SchemeChoice, Refusal]>([
    ['without a note', choice('FRAME_FOR_MURDER'), no('SC-0d', S207, 'FRAME_FOR_MURDER: note the friendly model when choosing it')],
    ['noting an enemy', choice('FRAME_FOR_MURDER', { friendlyModelId: 'B:hench' }), no('SC-0d', S207, 'FRAME_FOR_MURDER: the noted friendly model is not in your crew')],
  ])('malifaux-2e/SC-0d refuses Frame for Murder %s', (_w, c, expected) => {
    expect(pick(c)).toEqual(expected);
  });
});
