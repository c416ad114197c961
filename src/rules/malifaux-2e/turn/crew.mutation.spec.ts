// malifaux-2e §18 Characteristics and Stations, §8.1 Actions as data, §17.1 abilities from Upgrades, §19 Avatars
// (rules/malifaux-2e.md; seed 247-353, 966-1054, 1564-1576, 1654-1808): the exact refusals of crew.ts's validator, both
// sides of each of its bounds, and the card readers (CO-3, CO-5, EN-1, MK-2..MK-4, SU-2) (issue 15, mutation testing).
import { refusalOf, type Refusal } from '../testing/refusal';
import { created, halberd, model, pistol } from '../testing/turns';
import { abilityValue, effectiveAbilities, engagementRange, markerDropped, rareLimit, validateCrew, type ModelDef } from './crew';

const S18 = '§18 (seed 247-353, 1654-1751)';
const st1 = (message: string): Refusal => ({ ruleId: 'malifaux-2e/ST-1', section: S18, message });
const stats = { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 };

/** A card as a client sends it (untyped JSON): a valid Enforcer (one Upgrade allowed) with `over` laid on it. */
const card = (over: object = {}, id = 'm'): object => ({ ...model(id, { station: 'ENFORCER', actions: [halberd] }), ...over });
const withStats = (over: object): object => card({ stats: { ...stats, ...over } });
const withAction = (over: object): object => card({ actions: [{ ...halberd, ...over }] });
const withAbility = (...abilities: object[]): object => card({ abilities });
const master = (over: object = {}, id = 'm'): object => card({ station: 'MASTER', ...over }, id);
const avatar = { name: 'Avatar of Deceit', manifestedBaseMm: 50, manifestation: 'BLOODY' };
const ups = (...names: unknown[]): object[] => names.map((name) => ({ name }));
const critical = (addsDamage: number, timing = 'WHEN_DAMAGING'): object => ({ name: 'Critical Strike', suits: ['RAM'], timing, addsDamage });

/**
 * The refusal of crew A hired as `models`: through HireCrew (the served path) and validateCrew directly, which must agree.
 * The direct call takes the client's untyped data as the ModelDefs it claims to be: the validator is what checks that.
 */
function refusalOfCrew(models: readonly object[]): Refusal | undefined {
  const served = created().refusal('A', 'HireCrew', { seat: 'A', models });
  expect(refusalOf(() => validateCrew(models as readonly ModelDef[], new Set()))).toEqual(served);
  return served;
}

describe('malifaux-2e §18 a crew as data: each field refused with its path and what is wrong', () => {
  it.each<[string, object[], string]>([
    ['no model at all', [], 'models: a crew has at least one model'],
    ['an empty id', [card({ id: '' })], 'models[0].id: model ids must be unique in the encounter ()'],
    ['an id twice in the crew', [card({}, 'x'), card({}, 'x')], 'models[1].id: model ids must be unique in the encounter (x)'],
    ['an unknown station', [card({ station: 'BOSS' })], 'models[0].station: unknown station BOSS'],
    ['a 35mm base', [card({ baseMm: 35 })], 'models[0].baseMm: bases are 30, 40 or 50mm'],
    ['Wounds 0', [card({ wounds: 0 })], 'models[0].wounds: Wounds 1..50'],
    ['Wounds 51', [card({ wounds: 51 })], 'models[0].wounds: Wounds 1..50'],
    ['Wounds 1.5', [card({ wounds: 1.5 })], 'models[0].wounds: Wounds 1..50'],
    ['Wounds as text', [card({ wounds: '7' })], 'models[0].wounds: Wounds 1..50'],
    ['Df -1', [withStats({ df: -1 })], 'models[0].stats.df: 0..20'],
    ['Wp 21', [withStats({ wp: 21 })], 'models[0].stats.wp: 0..20'],
    ['Wk -1', [withStats({ wk: -1 })], 'models[0].stats.wk: 0..20'],
    ['Ht 21', [withStats({ ht: 21 })], 'models[0].stats.ht: 0..20'],
    ['Cg -1', [withStats({ cg: -1 })], 'models[0].stats.cg: 0..20 or null'],
    ['Cg 21', [withStats({ cg: 21 })], 'models[0].stats.cg: 0..20 or null'],
    ['the second model broken (its index named)', [card({}, 'a'), card({ wounds: 0 }, 'b')], 'models[1].wounds: Wounds 1..50'],
  ])('malifaux-2e/ST-1 %s', (_title, models, message) => {
    expect(refusalOfCrew(models)).toEqual(st1(message));
  });

  it.each<[string, object, string]>([
    ['an unknown keyword (second ability)', withAbility({ keyword: 'FLIGHT' }, { keyword: 'SWIFT' }), 'models[0].abilities[1].keyword: unknown keyword SWIFT'],
    ['Armor without its +N', withAbility({ keyword: 'ARMOR' }), 'models[0].abilities[0].value: ARMOR needs value'],
    ['Hard to Wound without its +N', withAbility({ keyword: 'HARD_TO_WOUND' }), 'models[0].abilities[0].value: HARD_TO_WOUND needs value'],
    ['Terrifying without its TN', withAbility({ keyword: 'TERRIFYING' }), 'models[0].abilities[0].value: TERRIFYING needs value'],
    ['Flight with a value', withAbility({ keyword: 'FLIGHT', value: 1 }), 'models[0].abilities[0].value: FLIGHT takes no value'],
    ['Armor +0', withAbility({ keyword: 'ARMOR', value: 0 }), 'models[0].abilities[0].value: 1..10'],
    ['Armor +11', withAbility({ keyword: 'ARMOR', value: 11 }), 'models[0].abilities[0].value: 1..10'],
    ['Armor +1.5', withAbility({ keyword: 'ARMOR', value: 1.5 }), 'models[0].abilities[0].value: 1..10'],
    ['Hard to Wound +11', withAbility({ keyword: 'HARD_TO_WOUND', value: 11 }), 'models[0].abilities[0].value: 1..10'],
    ['Terrifying 0', withAbility({ keyword: 'TERRIFYING', value: 0 }), 'models[0].abilities[0].value: 1..20'],
    ['Terrifying 21', withAbility({ keyword: 'TERRIFYING', value: 21 }), 'models[0].abilities[0].value: 1..20'],
    ['Flight naming a characteristic', withAbility({ keyword: 'FLIGHT', characteristic: 'Living' }), 'models[0].abilities[0].characteristic: only Terrifying names a characteristic'],
    ['Armor naming a characteristic', withAbility({ keyword: 'ARMOR', value: 1, characteristic: 'Living' }), 'models[0].abilities[0].characteristic: only Terrifying names a characteristic'],
    ['Terrifying naming an empty characteristic', withAbility({ keyword: 'TERRIFYING', value: 11, characteristic: '' }), 'models[0].abilities[0].characteristic: only Terrifying names a characteristic'],
    ['Terrifying naming a number', withAbility({ keyword: 'TERRIFYING', value: 11, characteristic: 5 }), 'models[0].abilities[0].characteristic: only Terrifying names a characteristic'],
    ['an Upgrade with an empty name', card({ upgrades: ups('') }), 'models[0].upgrades[0].name: name the Upgrade'],
    ['an Upgrade named by a number', card({ upgrades: ups(5) }), 'models[0].upgrades[0].name: name the Upgrade'],
    [
      "an Upgrade's ability checked as the card's (its indices named)",
      card({ station: 'HENCHMAN', upgrades: [{ name: 'U' }, { name: 'V', abilities: [{ keyword: 'FLIGHT' }, { keyword: 'ARMOR' }] }] }),
      'models[0].upgrades[1].abilities[1].value: ARMOR needs value',
    ],
    ['an unknown Manifestation card', master({ avatar: { ...avatar, manifestation: 'LUCKY' } }), 'models[0].avatar.manifestation: one of DELAYED, BLOODY, DESPERATE, PLANNED, SACRIFICIAL'],
    ['a 60mm Manifested base', master({ avatar: { ...avatar, manifestedBaseMm: 60 } }), 'models[0].avatar.manifestedBaseMm: bases are 30, 40 or 50mm'],
  ])('malifaux-2e/ST-1 abilities, Upgrades and Avatar: %s', (_title, c, message) => {
    expect(refusalOfCrew([c])).toEqual(st1(message));
  });

  it.each<[string, object, string]>([
    ['an action name twice', card({ actions: [halberd, { ...pistol, name: 'Halberd' }] }), 'models[0].actions[1].name: duplicate action Halberd'],
    ['AP -1', withAction({ ap: -1 }), 'models[0].actions[0].ap: AP cost 0..3'],
    ['AP 4', withAction({ ap: 4 }), 'models[0].actions[0].ap: AP cost 0..3'],
    ['AP 1.5', withAction({ ap: 1.5 }), 'models[0].actions[0].ap: AP cost 0..3'],
    ['an unknown range kind', withAction({ range: { kind: 'MELEE', inches: 2 } }), 'models[0].actions[0].range.kind: unknown range kind MELEE'],
    ['a range of -1"', withAction({ range: { kind: 'CLOSE', inches: -1 } }), 'models[0].actions[0].range.inches: 0..36'],
    ['a range of 37"', withAction({ range: { kind: 'CLOSE', inches: 37 } }), 'models[0].actions[0].range.inches: 0..36'],
    ['a range as text', withAction({ range: { kind: 'CLOSE', inches: '2' } }), 'models[0].actions[0].range.inches: 0..36'],
    ['an Attack with no stat', withAction({ stat: undefined }), 'models[0].actions[0].resist: an Attack Action needs a stat and a resist stat'],
    ['an Attack with no resist stat', withAction({ resist: undefined }), 'models[0].actions[0].resist: an Attack Action needs a stat and a resist stat'],
    ['an Aura Attack', withAction({ range: { kind: 'AURA', inches: 2 } }), 'models[0].actions[0].range.kind: an Attack Action targets a model'],
    ['a Self Attack', withAction({ range: { kind: 'SELF', inches: 0 } }), 'models[0].actions[0].range.kind: an Attack Action targets a model'],
    ['a stat of -1', withAction({ stat: { name: 'Ml', value: -1 } }), 'models[0].actions[0].stat.value: 0..20'],
    ['a stat of 21', withAction({ stat: { name: 'Ml', value: 21 } }), 'models[0].actions[0].stat.value: 0..20'],
    ['a TN of 0', withAction({ tn: 0 }), 'models[0].actions[0].tn: 1..30'],
    ['a TN of 31', withAction({ tn: 31 }), 'models[0].actions[0].tn: 1..30'],
    ['an unknown suit', withAction({ suits: ['RAM', 'JOKER'] }), 'models[0].actions[0].suits: unknown suit JOKER'],
    ["an unknown suit on the Action's stat", withAction({ stat: { name: 'Ml', value: 5, suits: ['BLOOD'] } }), 'models[0].actions[0].suits: unknown suit BLOOD'],
    ['a Trigger adding 0 damage', withAction({ triggers: [critical(0)] }), 'models[0].actions[0].triggers[0].addsDamage: 1..5'],
    ['a Trigger adding 6 damage', withAction({ triggers: [critical(6)] }), 'models[0].actions[0].triggers[0].addsDamage: 1..5'],
    [
      'an "after damaging" Trigger adding damage',
      withAction({ triggers: [{ name: 'Onward', suits: ['MASK'], timing: 'AFTER_DAMAGING' }, critical(1, 'AFTER_DAMAGING')] }),
      'models[0].actions[0].triggers[1].addsDamage: only a "when damaging" Trigger adds damage as it is dealt',
    ],
    ['a second action broken (its index named)', card({ actions: [halberd, { ...pistol, ap: 4 }] }), 'models[0].actions[1].ap: AP cost 0..3'],
  ])('malifaux-2e/ST-1 Actions as data (§8.1): %s', (_title, c, message) => {
    expect(refusalOfCrew([c])).toEqual(st1(message));
  });

  it('malifaux-2e/ST-1 an id another crew already holds in the encounter is refused (the taken ids)', () => {
    const g = created();
    g.do('A', 'HireCrew', { seat: 'A', models: [card({}, 'x')] });
    expect(g.refusal('B', 'HireCrew', { seat: 'B', models: [card({}, 'x')] })).toEqual(st1('models[0].id: model ids must be unique in the encounter (x)'));
    expect(refusalOf(() => validateCrew([model('x')], new Set(['x'])))).toEqual(st1('models[0].id: model ids must be unique in the encounter (x)'));
    expect(refusalOf(() => validateCrew([model('x')], new Set(['y'])))).toBeUndefined();
  });
});

describe('malifaux-2e §18.4 / §18.5 / §19 Stations, Upgrades and Avatars: the rule that refuses', () => {
  const refusal = (ruleId: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${ruleId}`, section, message });
  const ST2 = '§18.4 (seed 1704-1751)';
  const UP = '§18.5 (seed 327-353)';
  it.each<[string, object[], Refusal]>([
    ['ST-1 two Masters', [master({}, 'a'), card({ station: 'MASTER' }, 'b')], refusal('ST-1', '§18.4 (seed 1704-1731)', 'a Master can only lead a crew: at most one Master')],
    ['ST-2 a Minion with an Upgrade', [card({ station: 'MINION', upgrades: ups('U') })], refusal('ST-2', ST2, 'models[0].upgrades: Minions and Peons start the game with no Upgrades')],
    ['ST-2 a Peon with an Upgrade', [card({ station: 'PEON', upgrades: ups('U') })], refusal('ST-2', ST2, 'models[0].upgrades: Minions and Peons start the game with no Upgrades')],
    ['UP-6 an Enforcer with two Upgrades', [card({ upgrades: ups('U', 'V') })], refusal('UP-6', UP, 'models[0].upgrades: a ENFORCER takes at most 1 Upgrades (an Avatar Upgrade counts)')],
    ['UP-6 a Henchman with three Upgrades', [card({ station: 'HENCHMAN', upgrades: ups('U', 'V', 'W') })], refusal('UP-6', UP, 'models[0].upgrades: a HENCHMAN takes at most 2 Upgrades (an Avatar Upgrade counts)')],
    ['UP-6 a Master with four Upgrades', [master({ upgrades: ups('U', 'V', 'W', 'X') })], refusal('UP-6', UP, 'models[0].upgrades: a MASTER takes at most 3 Upgrades (an Avatar Upgrade counts)')],
    ['UP-6 a Master with three Upgrades and an Avatar', [master({ upgrades: ups('U', 'V', 'W'), avatar })], refusal('UP-6', UP, 'models[0].upgrades: a MASTER takes at most 3 Upgrades (an Avatar Upgrade counts)')],
    ['UP-6 a model of no Station with an Upgrade', [card({ station: 'NONE', upgrades: ups('U') })], refusal('UP-6', UP, 'models[0].upgrades: a NONE takes at most 0 Upgrades (an Avatar Upgrade counts)')],
    ['UP-2 one Upgrade twice on a model', [card({ station: 'HENCHMAN', upgrades: ups('U', 'U') })], refusal('UP-2', UP, 'models[0].upgrades[1].name: U twice on one model')],
    ['AV-1 an Enforcer with an Avatar', [card({ avatar })], refusal('AV-1', '§19 (seed 1754-1808)', 'models[0].avatar: an Avatar Upgrade is for a Master')],
    // Not a Master: its Avatar isn't counted toward the cap (two Upgrades fit a Henchman), so AV-1 is what refuses it.
    ['AV-1 a Henchman with two Upgrades and an Avatar', [card({ station: 'HENCHMAN', upgrades: ups('U', 'V'), avatar })], refusal('AV-1', '§19 (seed 1754-1808)', 'models[0].avatar: an Avatar Upgrade is for a Master')],
  ])('malifaux-2e/%s', (_title, models, expected) => {
    expect(refusalOfCrew(models)).toEqual(expected);
  });
});

describe('malifaux-2e §18 a crew as data: the edge cases hired as given', () => {
  it.each<[string, object[]]>([
    ['a Master leading a Henchman and a Minion (one Master)', [master({}, 'a'), card({ station: 'HENCHMAN' }, 'b'), card({ station: 'MINION' }, 'c')]],
    ['every Station', ['MASTER', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON', 'NONE'].map((station) => card({ station }, station))],
    ['every base size', [30, 40, 50].map((baseMm) => card({ baseMm }, `b${baseMm}`))],
    ['Wounds 1 and 50', [card({ wounds: 1 }, 'a'), card({ wounds: 50 }, 'b')]],
    ['every stat 0', [card({ stats: { df: 0, wp: 0, wk: 0, cg: 0, ht: 0 } })]],
    ['every stat 20', [card({ stats: { df: 20, wp: 20, wk: 20, cg: 20, ht: 20 } })]],
    ['no Cg ("—", null)', [withStats({ cg: null })]],
    ['Armor +1, Hard to Wound +10, Terrifying 1 and 20 (of Living), valueless keywords', [withAbility({ keyword: 'ARMOR', value: 1 }, { keyword: 'HARD_TO_WOUND', value: 10 }, { keyword: 'TERRIFYING', value: 1 }, { keyword: 'TERRIFYING', value: 20, characteristic: 'Living' }, { keyword: 'HARD_TO_KILL' }, { keyword: 'INCORPOREAL' })]],
    ['Armor +10', [withAbility({ keyword: 'ARMOR', value: 10 })]],
    ['a Minion and a Peon with an empty Upgrade list', [card({ station: 'MINION', upgrades: [] }, 'a'), card({ station: 'PEON', upgrades: [] }, 'b')]],
    ['Upgrades up to each cap', [card({ upgrades: ups('U') }, 'e'), card({ station: 'HENCHMAN', upgrades: ups('U', 'V') }, 'h'), master({ upgrades: ups('U', 'V', 'W') }, 'm')]],
    ["a Master's two Upgrades and an Avatar (three)", [master({ upgrades: [{ name: 'U', abilities: [{ keyword: 'ARMOR', value: 1 }] }, { name: 'V' }], avatar: { ...avatar, manifestedBaseMm: 30, manifestation: 'SACRIFICIAL' } })]],
    ['the same Upgrade name on two models', [card({ upgrades: ups('U') }, 'a'), card({ upgrades: ups('U') }, 'b')]],
    ['AP 0 and 3', [card({ actions: [{ ...halberd, ap: 0 }, { ...pistol, ap: 3 }] })]],
    ['ranges of 0", 36" and 0.5"', [card({ actions: [{ ...halberd, range: { kind: 'CLOSE', inches: 0 } }, { ...pistol, range: { kind: 'PROJECTILE', inches: 36 } }, { ...pistol, name: 'Spit', range: { kind: 'PULSE', inches: 0.5 } }] })]],
    [
      'Tactical Actions with no duel, an Aura and a Self range',
      [card({ actions: [{ name: 'Rally', ap: 1, category: 'TACTICAL', range: { kind: 'AURA', inches: 6 } }, { name: 'Focus', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 } }] })],
    ],
    ['stats of 0 and 20, TN 1 and 30', [card({ actions: [{ ...halberd, stat: { name: 'Ml', value: 0 }, tn: 1 }, { ...pistol, stat: { name: 'Sh', value: 20 }, tn: 30 }] })]],
    ['every suit on the Action and its stat', [withAction({ suits: ['RAM', 'CROW'], stat: { name: 'Ml', value: 5, suits: ['TOME', 'MASK'] } })]],
    ['"when damaging" Triggers adding 1 and 5, and a Trigger adding none', [withAction({ triggers: [critical(1), { ...critical(5), name: 'Brutal' }, { name: 'Onward', suits: ['MASK'], timing: 'AFTER_DAMAGING' }] })]],
  ])('malifaux-2e/ST-1 %s', (_title, models) => {
    // No normalising: the crew is hired exactly as given.
    expect(created().do('A', 'HireCrew', { seat: 'A', models })).toEqual([{ type: 'CrewHired', data: { seat: 'A', models } }]);
    expect(refusalOfCrew(models)).toBeUndefined();
  });
});

describe('malifaux-2e §17.1 abilities from Upgrades (CO-3) and stacking (CO-5)', () => {
  const armor = (value?: number) => (value === undefined ? { keyword: 'ARMOR' as const } : { keyword: 'ARMOR' as const, value });
  const upgraded = (card: ModelDef['abilities'], upgrade: ModelDef['abilities']): ModelDef => model('m', { station: 'ENFORCER', abilities: card, upgrades: [{ name: 'U', abilities: upgrade }] });
  // The function reads any card it is given (validateCrew is the caller's gate): CO-3 as written, "both have values".
  it.each<[string, ModelDef, ModelDef['abilities']]>([
    ['one the model lacks is gained', upgraded([], [armor(1)]), [armor(1)]],
    ['valued on both: gained, kept apart', upgraded([armor(1)], [armor(2)]), [armor(1), armor(2)]],
    ['valueless on the Upgrade, valued on the card: not gained', upgraded([armor(1)], [armor()]), [armor(1)]],
    ['valued on the Upgrade, valueless on the card: not gained', upgraded([armor()], [armor(1)]), [armor()]],
    ['valued on the Upgrade, the card holding one valued and one valueless copy: not gained', upgraded([armor(1), armor()], [armor(2)]), [armor(1), armor()]],
  ])('malifaux-2e/CO-3 an Upgrade giving an Ability: %s', (_title, m, expected) => {
    expect(effectiveAbilities(m)).toEqual(expected);
  });

  it('malifaux-2e/CO-5 every copy of a valued ability counts; a valueless one counts 1; none counts 0', () => {
    expect(abilityValue(upgraded([armor(1)], [armor(2)]), 'ARMOR')).toBe(3);
    expect(abilityValue(upgraded([{ keyword: 'FLIGHT' }], []), 'FLIGHT')).toBe(1);
    expect(abilityValue(upgraded([], []), 'ARMOR')).toBe(0);
  });
});

describe('malifaux-2e/EN-1 engagement range: the longest Close Attack', () => {
  const reach = { name: 'Reach', ap: 1, category: 'TACTICAL' as const, range: { kind: 'CLOSE' as const, inches: 3 } };
  it.each<[string, ModelDef['actions'], number]>([
    ['Close 2" beside a Projectile 12"', [halberd, pistol], 2],
    ['a longer Close Tactical Action does not count', [halberd, reach], 2],
    ['the longest of two Close Attacks', [halberd, { ...halberd, name: 'Spear', range: { kind: 'CLOSE', inches: 3 } }], 3],
    ['no Close Attack: 0', [pistol, reach], 0],
  ])('malifaux-2e/EN-1 %s', (_title, actions, expected) => {
    expect(engagementRange(model('m', { actions }))).toBe(expected);
  });
});

describe('malifaux-2e MK-2..MK-4 the marker a killed model drops', () => {
  it.each<[string[], 'CORPSE' | 'SCRAP' | undefined, 'CORPSE' | 'SCRAP' | null]>([
    [['Living'], undefined, 'CORPSE'],
    [['Living'], 'SCRAP', 'CORPSE'],
    [['Undead'], undefined, 'CORPSE'],
    [['construct'], 'CORPSE', 'SCRAP'],
    [['Beast'], undefined, null],
    [['Living', 'Construct'], undefined, 'CORPSE'],
    [['Living', 'Construct'], 'SCRAP', 'SCRAP'],
    [['Undead', 'Construct'], 'CORPSE', 'CORPSE'],
  ])('malifaux-2e/MK-4 %j with the choice %s drops %s', (characteristics, choice, expected) => {
    expect(markerDropped(model('m', { characteristics }), choice)).toBe(expected);
  });
});

describe('malifaux-2e/SU-2 the Rare N limit from the "Rare N" characteristic', () => {
  it.each<[string[], number | null]>([
    [['Living', 'Rare 2'], 2],
    [['rare 3'], 3],
    [['Rare2'], 2],
    [['Rare 12'], 12],
    [['  Rare 4 '], 4],
    [['Not Rare 2'], null],
    [['Rare 2 (Guild)'], null],
    [['Rare'], null],
    [['Living'], null],
  ])('malifaux-2e/SU-2 %j reads as %s', (characteristics, expected) => {
    expect(rareLimit(model('m', { characteristics }))).toBe(expected);
  });
});
