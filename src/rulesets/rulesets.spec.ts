// The registrations: each ruleset builds its own CreateEncounter data and refuses the sections of another (400).
import { ProblemException } from '../common/problem/problem';
import type { CreateEncounterInput } from '../encounters/dto/create-encounter.input';
import { CARDS } from '../rules/mage-wars/testing/fixtures';
import { RULESET_IDS, rulesetFor } from './rulesets';

const server = { encounterId: 'e-1', seed: 'ab', seedCommitment: 'cd', now: '2026-01-01T00:00:00.000Z' };
const input = (over: object): CreateEncounterInput => over as CreateEncounterInput;
const fieldOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (err) {
    if (err instanceof ProblemException) return err.extras.errors?.[0]?.field;
    throw err;
  }
  return undefined;
};

describe('ruleset registrations', () => {
  it('serves malifaux-2e, malifaux-1e and mage-wars', () => {
    expect(RULESET_IDS).toEqual(['malifaux-2e', 'malifaux-1e', 'mage-wars']);
  });

  it('malifaux-1e: size and policies from its own section; 2E-only fields, another ruleset’s section or a third player are 400s', () => {
    const m = rulesetFor('malifaux-1e')!;
    const ok = { ruleset: 'malifaux-1e', players: [{ name: 'Ann', soulstones: 2 }, { name: 'Bob' }], malifaux1e: { size: 'BRAWL', options: { cheatBanOnAnyNegative: true, rjSecondFlipCheatable: undefined } } };
    expect(m.createCommandData(input(ok), server)).toEqual({
      encounterId: 'e-1',
      players: [{ name: 'Ann', soulstones: 2 }, { name: 'Bob' }],
      size: 'BRAWL',
      seed: 'ab',
      seedCommitment: 'cd',
      options: { cheatBanOnAnyNegative: true },
      now: server.now,
    });
    expect(fieldOf(() => m.createCommandData(input({ ...ok, options: { autoDeclineCuts: true } }), server))).toBe('options');
    expect(fieldOf(() => m.createCommandData(input({ ...ok, players: [{ name: 'A', handSize: 7 }, { name: 'B' }] }), server))).toBe('players[0].handSize');
    expect(fieldOf(() => m.createCommandData(input({ ...ok, mageWars: { players: [] } }), server))).toBe('mageWars');
    expect(fieldOf(() => m.createCommandData(input({ ...ok, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }), server))).toBe('players');
    expect(fieldOf(() => rulesetFor('malifaux-2e')!.createCommandData(input({ ruleset: 'malifaux-2e', players: [{ name: 'A' }], malifaux1e: { size: 'SCRAP' } }), server))).toBe('malifaux1e');
  });

  it('malifaux-1e: a 2E-only command (a Horror Duel, a Standard Encounter step, a 2E duel decision) is a 400 naming the route', () => {
    const m = rulesetFor('malifaux-1e')!;
    expect(fieldOf(() => m.authorize({ status: 'empty' }, { type: 'StartHorrorDuel', actor: { role: 'organiser' }, data: {} }))).toBe('route');
    expect(fieldOf(() => m.authorize({ status: 'empty' }, { type: 'DuelDecision', actor: { role: 'organiser' }, data: { command: { type: 'StartDamage', data: {} } } }))).toBe('route');
    expect(m.authorize({ status: 'empty' }, { type: 'FlipInitiative', actor: { role: 'organiser' }, data: {} })).toBeNull();
  });

  it('malifaux-2e: the creation data as before; a mageWars section is a 400 naming it', () => {
    const m = rulesetFor('malifaux-2e')!;
    expect(m.createCommandData(input({ ruleset: 'malifaux-2e', players: [{ name: 'Ann', soulstones: 2 }, { name: 'Bob' }], options: { autoDeclineCuts: true } }), server)).toEqual({
      encounterId: 'e-1',
      players: [{ name: 'Ann', soulstones: 2, handSize: undefined }, { name: 'Bob', soulstones: undefined, handSize: undefined }],
      seed: 'ab',
      seedCommitment: 'cd',
      options: { autoDeclineCuts: true },
      now: server.now,
    });
    expect(fieldOf(() => m.createCommandData(input({ ruleset: 'malifaux-2e', players: [{ name: 'A' }], mageWars: { players: [] } }), server))).toBe('mageWars');
  });

  it('mage-wars: players joined with their Mages; foreign or missing sections and bad cards are 400s naming the field', () => {
    const w = rulesetFor('mage-wars')!;
    const ok = { ruleset: 'mage-wars', players: [{ name: 'Ana' }, { name: 'Ben' }], mageWars: { players: [{ mageClass: 'Warlock' }, { mageClass: 'Priestess', spellbookId: 'apprentice-priestess' }], cards: [CARDS.fireball], options: { zoneAttackHitsAttacker: false, damageBarrierEnemiesOnly: undefined } } };
    expect(w.createCommandData(input(ok), server)).toEqual({
      encounterId: 'e-1',
      players: [{ name: 'Ana', mageClass: 'Warlock' }, { name: 'Ben', mageClass: 'Priestess', spellbookId: 'apprentice-priestess' }],
      cards: [CARDS.fireball],
      seed: 'ab',
      seedCommitment: 'cd',
      options: { zoneAttackHitsAttacker: false },
      now: server.now,
    });
    expect(fieldOf(() => w.createCommandData(input({ ...ok, mageWars: undefined }), server))).toBe('mageWars');
    expect(fieldOf(() => w.createCommandData(input({ ...ok, options: { autoDeclineCuts: true } }), server))).toBe('options');
    expect(fieldOf(() => w.createCommandData(input({ ...ok, players: [{ name: 'Ana', handSize: 6 }, { name: 'Ben' }] }), server))).toBe('players[0].handSize');
    expect(fieldOf(() => w.createCommandData(input({ ...ok, mageWars: { ...ok.mageWars, players: [{ mageClass: 'Warlock' }] } }), server))).toBe('mageWars.players');
    expect(fieldOf(() => w.createCommandData(input({ ...ok, mageWars: { ...ok.mageWars, cards: [CARDS.fireball, { id: 'x' }] } }), server))).toBe('mageWars.cards[1]');
  });

  it('mage-wars: a command of another ruleset is a 400 before any rule or access check', () => {
    const w = rulesetFor('mage-wars')!;
    expect(fieldOf(() => w.authorize({ status: 'empty' }, { type: 'FlipInitiative', actor: { role: 'organiser' }, data: {} }))).toBe('route');
  });
});
