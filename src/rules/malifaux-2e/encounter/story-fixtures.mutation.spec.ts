// The Story Encounter fixtures (story-fixtures.ts) keep the promises the Story specs lean on: rebadge changes only the
// re-badged faction, and the log toSchemes/storyAt write is the one a client would send (the encounter's identity and
// each flip named by its command's flip id, which the CardsFlipped events carry).
import type { EncounterEvent } from '../events';
import { guildCrew } from './fixtures';
import type { CrewList } from './hiring';
import { rebadge, storyAt, toSchemes } from './story-fixtures';

/** The flip ids the log names, in order (a table flip's rounds name `<id>:<round>:<seat>`). */
const flipIds = (events: readonly EncounterEvent[]): string[] =>
  events.flatMap((e) => {
    const id = (e.data as { flipId?: unknown }).flipId;
    return typeof id === 'string' ? [id] : [];
  });

describe('malifaux-2e §21 Story fixtures: rebadge', () => {
  // The Guild fixture with an Outcasts upgrade on its Mercenary: neither Outcasts badge may change.
  const list: CrewList = {
    ...guildCrew(),
    models: guildCrew().models.map((e) => (e.model.id === 'A:merc' ? { ...e, upgrades: [{ name: 'Hired Gun', cost: 1, faction: 'OUTCASTS' }] } : e)),
  };
  const out = rebadge(list, 'GUILD', 'ARCANISTS');
  const byId = (id: string) => out.models.find((e) => e.model.id === id)!;

  it('re-badges the Guild models and upgrades, and leaves the Mercenary and her Outcasts upgrade as they were', () => {
    expect(byId('A:justice').factions).toEqual(['ARCANISTS']);
    expect(byId('A:judge').upgrades).toEqual([{ name: 'Badge', cost: 1, faction: 'ARCANISTS' }]);
    expect(byId('A:merc').factions).toEqual(['OUTCASTS']);
    expect(byId('A:merc').upgrades).toEqual([{ name: 'Hired Gun', cost: 1, faction: 'OUTCASTS' }]);
  });
});

describe('malifaux-2e §21.1 Story fixtures: the log of the encounter', () => {
  it('creates encounter e1 with its seed, commitment and time', () => {
    expect(toSchemes({}).events[0]).toMatchObject({
      type: 'EncounterCreated',
      data: { encounterId: 'e1', seed: '00112233445566778899aabbccddeeff', seedCommitment: 'x', createdAt: '2026-01-01T00:00:00Z' },
    });
  });

  it('names each setup flip by its command: rd (Random Player), dep (deployment), str (Attacker, then Strategy)', () => {
    expect(flipIds(toSchemes({}).events)).toEqual(['rd:0:A', 'rd:0:B', 'rd', 'dep', 'str:attacker:0:A', 'str:attacker:0:B', 'str:attacker', 'str:0']);
  });

  it('names the deployment-order flip order', () => {
    expect(flipIds(storyAt({}, 1).events)).toContain('order');
  });
});
