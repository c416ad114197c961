// mage-wars §1 modes, §4 setup, §13 books and §14 multiplayer seating (rules/mage-wars.md; seed 71-131, 420-430, 485,
// 1980-2000): every refusal of setup.ts with rule, section and message, the bounds on the number of Mages, and what the
// creation event records (mode, options, private definitions, seats, the d12 roll-off of SU-5 / G1).
import type { CardDefinition } from './cards/card-definition';
import type { CreateEncounter, PlayerSetup } from './commands';
import { decide } from './decide';
import type { EncounterCreatedData } from './events';
import { Emitter } from './emitter';
import { createEncounter } from './setup';
import { CARDS, createCommand, fullCommand, play, stateOf } from './testing/fixtures';
import { refusalOf } from './testing/refusal';
import { starterCatalogue } from './testing/starter-catalogue';

const empty = { status: 'empty' } as const;
const refusal = (c: CreateEncounter) => refusalOf(() => createEncounter(empty, c));
const withData = (c: CreateEncounter, over: Partial<CreateEncounter['data']>): CreateEncounter => ({ ...c, data: { ...c.data, ...over } });
const warlock = (name: string, over: Partial<PlayerSetup> = {}): PlayerSetup => ({ name, mageClass: 'Warlock', spellbook: ['fireball'], ...over });
const priestess = (name: string, over: Partial<PlayerSetup> = {}): PlayerSetup => ({ name, mageClass: 'Priestess', spellbook: ['minor-heal'], ...over });
const full = (players: PlayerSetup[], cards?: CardDefinition[]): CreateEncounter => fullCommand(players, cards);
const double = (players: PlayerSetup[]): CreateEncounter => withData(fullCommand(players), { mode: 'double' });
const createdData = (c: CreateEncounter): EncounterCreatedData => {
  const e = createEncounter(empty, c).events[0];
  if (e.type !== 'EncounterCreated') throw new Error('no creation');
  return e.data;
};

describe('mage-wars §4 creation refusals', () => {
  it.each<[string, CreateEncounter, string, string, string]>([
    ['one apprentice Mage', createCommand({ players: [warlock('a')] }), 'mage-wars/MD-1', '§1', 'an apprentice match is played by two Mages'],
    ['three apprentice Mages', createCommand({ players: [warlock('a'), priestess('b'), warlock('c')] }), 'mage-wars/MD-1', '§1', 'an apprentice match is played by two Mages'],
    ['one full-mode Mage', full([warlock('a')]), 'mage-wars/MP-6', '§14', '2 to 4 Mages'],
    ['five Mages', double([warlock('a'), priestess('b'), warlock('c'), priestess('d'), warlock('e')]), 'mage-wars/MP-6', '§14', '2 to 4 Mages'],
    ['three Mages on the full arena', full([warlock('a'), priestess('b'), warlock('c')]), 'mage-wars/MP-6', '§14', 'a free-for-all of more than two Mages is played on the double arena (mode double)'],
    ['a team in an apprentice match', createCommand({ players: [warlock('a', { team: 'red' }), priestess('b', { team: 'blue' })] }), 'mage-wars/MP-3', '§14', 'in a team game every full-mode Mage names its team'],
    ['a team game where one Mage names none', full([warlock('a', { team: 'red' }), priestess('b'), warlock('c', { team: 'red' }), priestess('d', { team: 'blue' })]), 'mage-wars/MP-3', '§14', 'in a team game every full-mode Mage names its team'],
    ['a team named by an empty string', full([warlock('a', { team: '' }), priestess('b', { team: 'blue' })]), 'mage-wars/MP-3', '§14', 'in a team game every full-mode Mage names its team'],
    ['one team only', full([warlock('a', { team: 'red' }), priestess('b', { team: 'red' })]), 'mage-wars/MP-3', '§14', 'a team game has two teams'],
    ['three teams', full([warlock('a', { team: 'red' }), priestess('b', { team: 'blue' }), warlock('c', { team: 'green' }), priestess('d', { team: 'blue' })]), 'mage-wars/MP-3', '§14', 'a team game has two teams'],
    ['teams not seated alternately', full([warlock('a', { team: 'red' }), priestess('b', { team: 'red' }), warlock('c', { team: 'blue' }), priestess('d', { team: 'blue' })]), 'mage-wars/MP-3', '§14', 'seat the teams alternately (A1, B1, A2, B2)'],
    ['no seed', withData(createCommand(), { seed: '' }), 'mage-wars/SU-5', '§17.1', 'a seed and its commitment are required'],
    ['no commitment', withData(createCommand(), { seedCommitment: undefined as unknown as string }), 'mage-wars/SU-5', '§17.1', 'a seed and its commitment are required'],
    ['a card registered twice', createCommand({ cards: [CARDS.fireball, CARDS.agony, CARDS.fireball] }), 'mage-wars/MD-3', '§17.3', 'card fireball is registered twice'],
    ['an unknown Mage', createCommand({ players: [warlock('a'), { name: 'b', mageClass: 'Necromancer' as never }] }), 'mage-wars/SU-1', '§4', 'player 2: unknown Mage Necromancer'],
    ['an unknown apprentice book', createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbookId: 'apprentice-x' }, priestess('b')] }), 'mage-wars/SU-4', '§13.5', 'player 1: unknown spellbook apprentice-x'],
    ['an empty apprentice book', createCommand({ players: [warlock('a'), priestess('b', { spellbook: [] })] }), 'mage-wars/SU-4', '§4', 'player 2: an empty spellbook'],
    ['a school that is not elemental', full([warlock('a'), { name: 'b', mageClass: 'Wizard', element: 'Holy', spellbook: ['fireball'] }]), 'mage-wars/SB-2', '§12.5, §13.1', 'player 2: Holy is not an elemental school'],
    ['an element for another Mage', full([warlock('a', { element: 'Fire' }), priestess('b')]), 'mage-wars/SB-2', '§12.5, §13.1', 'player 1: only the Wizard chooses an elemental school'],
    ['an unknown starter book', full([{ name: 'a', mageClass: 'Warlock', spellbookId: 'starter-x' }, priestess('b')]), 'mage-wars/SU-4', '§13.4', 'player 1: unknown spellbook starter-x'],
    ['an empty full-mode book', full([warlock('a', { spellbook: [] }), priestess('b')]), 'mage-wars/SU-4', '§4', 'player 1: an empty spellbook'],
    ['a book of unknown cards', full([warlock('a', { spellbook: ['x1', 'x2'] }), priestess('b')]), 'mage-wars/MD-3', '§13.1',
      'player 1: mage-wars/MD-3: x1: no card definition, its cost cannot be counted; mage-wars/MD-3: x2: no card definition, its cost cannot be counted'],
  ])('mage-wars/SU-1 refuses %s', (_case, c, ruleId, section, message) => {
    expect(refusal(c)).toEqual({ ruleId, section, message });
  });

  it('mage-wars/SU-1 a second creation is refused', () => {
    expect(refusalOf(() => decide(stateOf(play([createCommand()])), createCommand()))).toEqual({ ruleId: 'mage-wars/SU-1', section: '§4', message: 'this encounter already exists' });
  });

  it.each<[string, CreateEncounter]>([
    ['two full-mode Mages', full([warlock('a'), priestess('b')])],
    ['four Mages on the double arena', double([warlock('a'), priestess('b'), warlock('c'), priestess('d')])],
    ['a 2v2 team game on the full arena', full([warlock('a', { team: 'red' }), priestess('b', { team: 'blue' }), warlock('c', { team: 'red' }), priestess('d', { team: 'blue' })])],
    ['the Wizard with an element', full([warlock('a'), { name: 'b', mageClass: 'Wizard', element: 'Fire', spellbook: ['fireball'] }])],
  ])('mage-wars/MP-6 mage-wars/SB-2 accepts %s', (_case, c) => {
    expect(refusal(c)).toBeUndefined();
  });
});

describe('mage-wars §4 the creation event', () => {
  it('mage-wars/MD-1 mage-wars/SU-4 an apprentice match by default: mode, 3×2 arena, the Mage’s own book, default options, no private cards', () => {
    const d = createdData(createCommand({ options: { simultaneousDestruction: 'initiative' } }));
    expect(d).toMatchObject({ encounterId: 'mw-1', ruleset: 'mage-wars', mode: 'apprentice', arena: { rows: 3, cols: 2 }, seed: 'c0ffee', seedCommitment: 'commit(c0ffee)', createdAt: '2026-01-01T00:00:00Z' });
    expect(d.options).toMatchObject({ simultaneousDestruction: 'initiative', rangedSkipsAdditionalStrikes: true });
    expect('privateCards' in d).toBe(false);
    expect(d.seats[0]).toMatchObject({ seat: 'A', name: 'Ana', mageClass: 'Warlock', zone: { row: 0, col: 0 } });
    expect(d.seats[1]).toMatchObject({ seat: 'B', name: 'Ben', mageClass: 'Priestess', zone: { row: 2, col: 1 } });
    expect(d.seats[0].spellbook.slice(0, 2)).toEqual([{ instanceId: 'A-1', cardId: 'demonhide-armor' }, { instanceId: 'A-2', cardId: 'lash-of-hellfire' }]);
    expect('team' in d.seats[0]).toBe(false);
  });

  it('mage-wars/SU-4 an apprentice book chosen by id', () => {
    const d = createdData(createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbookId: 'apprentice-wizard' }, priestess('b')] }));
    expect(d.seats[0].spellbook).toHaveLength(createdData(createCommand({ players: [{ name: 'a', mageClass: 'Wizard' }, priestess('b')] })).seats[0].spellbook.length);
  });

  it('mage-wars/SP-6 only the seats that name private definitions are listed', () => {
    const d = createdData(createCommand({ players: [warlock('a', { privateCardIds: ['fireball'] }), priestess('b', { privateCardIds: [] })] }));
    expect(d.privateCards).toEqual({ A: ['fireball'] });
  });

  it('mage-wars/SB-1 mage-wars/SB-2 a full-mode seat records its element and book points; others no element', () => {
    const d = createdData(full([warlock('a'), { name: 'b', mageClass: 'Wizard', element: 'Fire', spellbook: ['fireball'] }]));
    expect(d.mode).toBe('full');
    expect(d.seats[1]).toMatchObject({ seat: 'B', name: 'b', mageClass: 'Wizard', element: 'Fire', zone: { row: 2, col: 3 }, spellbook: [{ instanceId: 'B-1', cardId: 'fireball' }] });
    expect(typeof d.seats[1].spellbookPoints).toBe('number');
    expect('element' in d.seats[0]).toBe(false);
  });

  it('mage-wars/SU-4 a full-mode seat without a book plays its starter book', () => {
    const d = createdData(full([{ name: 'a', mageClass: 'Warlock' }, { name: 'b', mageClass: 'Priestess', spellbookId: 'starter-priestess' }], starterCatalogue()));
    expect(d.seats[0].spellbook.length).toBe(59);
    expect(d.seats[1].spellbook.length).toBe(55);
  });

  it('mage-wars/MP-5 team-mates share their team’s corner and carry their team', () => {
    const d = createdData(full([warlock('a', { team: 'red' }), priestess('b', { team: 'blue' }), warlock('c', { team: 'red' }), priestess('d', { team: 'blue' })]));
    expect(d.seats.map((x) => [x.team, x.zone])).toEqual([['red', { row: 0, col: 0 }], ['blue', { row: 2, col: 3 }], ['red', { row: 0, col: 0 }], ['blue', { row: 2, col: 3 }]]);
  });

  it('mage-wars/SU-5 mage-wars/G1 the roll-off: every seat rolls, ties re-roll among the tied, the highest wins', () => {
    let ties = 0;
    for (const seed of Array.from({ length: 24 }, (_, i) => `roll-${i}`)) {
      const events = createEncounter(empty, createCommand({ seed })).events;
      const det = events.find((e) => e.type === 'InitiativeDetermined');
      if (det?.type !== 'InitiativeDetermined') throw new Error('no initiative');
      const rolls = events.flatMap((e) => (e.type === 'DiceRolled' && e.data.purpose === 'initiative' ? [e.data] : []));
      expect(rolls.map((r) => r.count)).toEqual(det.data.rollOff.map((r) => Object.keys(r).length));
      det.data.rollOff.forEach((r, i) => {
        const values = Object.values(r);
        const best = Math.max(...values);
        if (i < det.data.rollOff.length - 1) {
          const tied = Object.keys(r).filter((k) => r[k] === best);
          expect(tied.length).toBeGreaterThan(1);
          expect(Object.keys(det.data.rollOff[i + 1])).toEqual(tied);
        } else expect(det.data.initiative).toBe(Object.keys(r).find((k) => r[k] === best));
      });
      expect(stateOf(events).round.initiative).toBe(det.data.initiative);
      ties += det.data.rollOff.length - 1;
    }
    expect(ties).toBeGreaterThan(0);
  });
});

describe('mage-wars §4 creation inputs and the roll-off bound (issue 15: setup.ts survivors)', () => {
  it('mage-wars/SU-5 a seed that is not a string is refused, even one with a length', () => {
    expect(refusal(withData(createCommand(), { seed: ['c0ffee'] as unknown as string }))).toEqual({ ruleId: 'mage-wars/SU-5', section: '§17.1', message: 'a seed and its commitment are required' });
  });

  it('mage-wars/MD-3 an apprentice match may register no card definitions at all', () => {
    const c = withData(createCommand(), { cards: undefined });
    expect(refusal(c)).toBeUndefined();
    expect(createdData(c).cards).toEqual([]);
  });

  it('mage-wars/SU-5 mage-wars/G1 a roll-off that never breaks stops after 100 tied rolls: the first seat in order takes the initiative', () => {
    let calls = 0;
    const spy = jest.spyOn(Emitter.prototype, 'd12').mockImplementation((_purpose, _subject, count = 1): number[] => {
      calls += 1;
      if (calls > 200) throw new Error('the roll-off does not stop');
      return Array.from({ length: count }, () => 7);
    });
    try {
      const det = createEncounter(empty, createCommand()).events.find((e) => e.type === 'InitiativeDetermined');
      if (det?.type !== 'InitiativeDetermined') throw new Error('no initiative');
      expect(calls).toBe(100);
      expect(det.data.rollOff).toHaveLength(100);
      expect(det.data.rollOff[99]).toEqual({ A: 7, B: 7 });
      expect(det.data.initiative).toBe('A');
    } finally {
      spy.mockRestore();
    }
  });
});
