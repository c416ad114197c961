// mage-wars §18 worked examples not covered beside their rules (rules/mage-wars.md §18): TV-01, TV-28, TV-40..TV-44,
// and the decision guard (a seat that must answer a spell or an attack answers before anything else happens).
import { deciderSpec } from '../core/testing/given';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { CARDS, createCommand, enter, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';
import { channelingGains } from './round';
import { copyLimit, spellCost, type MageTraining } from './cards/spellbook-cost';
import type { CardDefinition, School } from './cards/card-definition';
import { apprenticeMageCard } from './cards/mages';

const given = deciderSpec(mageWars);
const spell = (schools: { school: School; level: number }[], join: 'OR' | 'AND' = 'OR', traits: CardDefinition['traits'] = []) => ({ schools, schoolJoin: join, traits });
const beastmaster: MageTraining = { trained: ['Nature'], opposed: ['Fire'], spellbookPoints: 120 };
const warlock: MageTraining = { trained: ['Fire', 'Dark'], opposed: ['Holy'], spellbookPoints: 120 };
const wizardFire: MageTraining = { trained: ['Arcane', 'Fire'], opposed: [], spellbookPoints: 120 };

describe('mage-wars §18 worked examples', () => {
  it('mage-wars/TV-01 a Beastmaster (Channeling 9) with 10 mana channels to 19 in round 1', () => {
    const created = play([createCommand()]);
    const data = created[0].type === 'EncounterCreated' ? created[0].data : null;
    if (!data) throw new Error('no creation');
    const bm = { ...apprenticeMageCard('Beastmaster'), id: 'beastmaster', channeling: 9, life: 36 };
    const custom: EncounterEvent = { type: 'EncounterCreated', data: { ...data, seats: data.seats.map((x, i) => (i === 0 ? { ...x, mage: bm } : x)) } };
    const s = stateOf([custom]);
    const gain = channelingGains(s).find((g) => g.objectId === 'mage-A');
    expect(gain?.amount).toBe(9);
    expect(stateOf([custom, { type: 'ManaChanneled', data: { gains: [gain!] } }]).seats.A!.mana).toBe(19);
  });

  it('mage-wars/TV-28 the Royal Archer with only a quick action left (she moved) must use her knife; the Longbow needs a full action', () => {
    const log = play(
      [{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'archer' } }, { type: 'MoveCreature', actor: seat('A'), data: { seat: 'A', objectId: 'archer', to: { row: 1, col: 0 } } }],
      toActions(createCommand(), [[], []], [...enter('archer', CARDS.archer.id, 'A', { row: 0, col: 0 }), ...enter('wolf', CARDS.timberWolf.id, 'B', { row: 1, col: 0 }), teleportTo('mage-B', { row: 2, col: 1 }, { row: 2, col: 0 })]),
    );
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 1, target: { kind: 'object', id: 'mage-B' } } }).thenThrows('mage-wars/AC-4');
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 0, target: { kind: 'object', id: 'wolf' } } }).thenMatches((e) => expect(e.map((x) => x.type)).toContain('AttackDeclared'));
  });

  it('mage-wars/TV-40 mage-wars/TV-41 mage-wars/TV-42 mage-wars/TV-43 mage-wars/SB-2 mage-wars/SB-3 mage-wars/SB-4 mage-wars/SB-5 spellbook points: Elemental Wand 2 for the Warlock; Adramelech 10 / 6; level 3 Nature / War / Fire 3 / 6 / 9; Novice 1', () => {
    expect(spellCost(warlock, spell(['Earth', 'Water', 'Air', 'Fire'].map((s) => ({ school: s as School, level: 2 }))))).toBe(2);
    const adramelech = spell([{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }], 'AND');
    expect(spellCost(wizardFire, adramelech)).toBe(10);
    expect(spellCost(warlock, adramelech)).toBe(6);
    expect((['Nature', 'War', 'Fire'] as School[]).map((s) => spellCost(beastmaster, spell([{ school: s, level: 3 }])))).toEqual([3, 6, 9]);
    expect(spellCost(beastmaster, spell([{ school: 'Holy', level: 5 }], 'OR', [{ id: 'Novice' }]))).toBe(1);
  });

  it('mage-wars/TV-44 mage-wars/SB-6 mage-wars/SB-7 copy limits: 6 of a level-1 spell, 4 of a level-2 one, 1 of an Epic one', () => {
    expect(copyLimit(spell([{ school: 'Nature', level: 1 }]))).toBe(6);
    expect(copyLimit(spell([{ school: 'Nature', level: 2 }]))).toBe(4);
    expect(copyLimit(spell([{ school: 'Nature', level: 1 }], 'OR', [{ id: 'Epic' }]))).toBe(1);
  });
});

describe('mage-wars the decision that is due comes first', () => {
  it('mage-wars/CB-12 while the defender decides, the attacker cannot go on', () => {
    const bracers: EncounterEvent = { type: 'EquipmentAttached', data: { mageId: 'mage-B', instanceId: 'B-x', cardId: CARDS.bracers.id, slots: ['wrists'], returned: [], bound: null } };
    const waiting = play(
      [{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }, { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'mage-B' } } }],
      toActions(createCommand(), [[], []], [bracers, teleportTo('mage-B', { row: 2, col: 1 }, { row: 0, col: 0 })]),
    );
    given(waiting).when({ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }).thenThrows('mage-wars/CB-12');
    given(waiting).when({ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }).thenMatches((e) => expect(e.map((x) => x.type)).toContain('AttackEnded'));
  });
});
