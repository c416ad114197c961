// mage-wars §7.1 / §17.3 card definitions (rules/mage-wars.md): the survivors of the card-validator.ts mutation run
// (issue 15). A null where an attack bar, a defense or an effect belongs is refused by name (not a TypeError), a
// missing cost is refused, optional damage types and "trained in" limits may be left out, and the fields inside an
// ability are named. A refusal is `mage-wars/MD-3`, §7.1, §17.3.
import { CARDS } from '../testing/fixtures';
import { refusal } from '../testing/card-refusal';

type Loose = Record<string, unknown>;
const wolf = CARDS.timberWolf as unknown as Loose;
const cleric = CARDS.cleric as unknown as Loose;
const heal = CARDS.cleric.abilities![0] as unknown as Loose;
const minorHeal = CARDS.minorHeal as unknown as Loose;
const with_ = (base: Loose, over: Loose): unknown => ({ ...base, ...over });
const withAbility = (over: Loose): unknown => with_(cleric, { abilities: [{ ...heal, ...over }] });


describe('mage-wars §7.1 null entries are refused by name (MD-3)', () => {
  it.each<[string, unknown, string]>([
    ['mage-wars/CB-2 a null attack bar', with_(wolf, { attacks: [null] }), 'attacks[0] must be an attack bar'],
    ['mage-wars/DF-1 a null defense', with_(wolf, { defenses: [null] }), 'defenses[0] must be a defense'],
    ['mage-wars/MD-3 a null spell effect', with_(minorHeal, { effects: [null] }), 'effects[0] must be an effect'],
    ['mage-wars/MD-3 a missing cost', with_(wolf, { cost: undefined }), 'cost must be a whole number, "X" or { perTargetLevel }'],
  ])('%s', (_title, input, why) => expect(refusal(input)).toBe(why));
});

describe('mage-wars §7.1 optional fields may be left out (MD-3, SB-8)', () => {
  it.each<[string, unknown]>([
    ['mage-wars/MD-3 direct damage without a damage type', with_(minorHeal, { effects: [{ kind: 'directDamage', amount: 2 }] })],
    ['mage-wars/SB-8 "only for" a class without a school', with_(wolf, { onlyFor: { classes: ['Beastmaster'] } })],
  ])('%s is accepted', (_title, input) => expect(refusal(input)).toBeNull());
});

describe('mage-wars §7 ability fields are named (AC-20)', () => {
  it.each<[string, unknown, string]>([
    ['targets that are not a list', withAbility({ targets: 'creature' }), 'abilities[0].targets must be a list'],
    ['effects that are not a list', withAbility({ effects: 'heal' }), 'abilities[0].effects must be a list'],
  ])('mage-wars/AC-20 an ability with %s', (_what, input, why) => expect(refusal(input)).toBe(why));
});
