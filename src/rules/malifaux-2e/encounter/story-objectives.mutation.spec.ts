// malifaux-2e §21.5 the Story Strategies' VP sources (story-objectives.ts): every Strategy the book prints gives the
// Attacker something to score and every Defender objective it names has its sources; each source names the fact the
// scoring seat declares; only the objectives the book limits per game score once.
import { STORY_SUITS, storyObjectiveLines } from '../../../../test/support/malifaux-2e-rulebook';
import { ATTACKER_SOURCES, DEFENDER_SOURCES, type StorySource } from './story-objectives';
import { objectiveFor, STORY_STRATEGIES, type StoryStrategy } from './story-tables';

/** Every Defender objective the tables name, each once (several Strategies share Slaughter, Contain power, ...). */
const OBJECTIVES: readonly string[] = [...new Set(STORY_STRATEGIES.flatMap((s) => STORY_SUITS.map(([suit]) => objectiveFor(s, suit))))];
/** Every side of the table with its sources: [name, sources]. */
const SIDES: readonly (readonly [string, readonly StorySource[]])[] = [
  ...STORY_STRATEGIES.map((s): [string, readonly StorySource[]] => [s, ATTACKER_SOURCES[s]]),
  ...OBJECTIVES.map((o): [string, readonly StorySource[]] => [o, DEFENDER_SOURCES[o]]),
];
const isOnce = (s: StorySource): boolean => (s as { readonly once?: boolean }).once === true;

describe('malifaux-2e §21.5 every side of a Story Strategy can score', () => {
  it.each<[StoryStrategy]>(STORY_STRATEGIES.map((s): [StoryStrategy] => [s]))('malifaux-2e §21.5 the Attacker of %s has a VP source', (strategy) => {
    expect(ATTACKER_SOURCES[strategy].length).toBeGreaterThan(0);
  });

  it.each<[string]>(OBJECTIVES.map((o): [string] => [o]))('malifaux-2e §21.5 the Defender objective %s has a VP source', (objective) => {
    // Scoring falls back to no sources for an unknown name, so a missing or empty entry would score nothing silently.
    expect(DEFENDER_SOURCES[objective]?.length ?? 0).toBeGreaterThan(0);
  });

  it('the Defender table names no objective the Strategy tables do not', () => {
    expect(Object.keys(DEFENDER_SOURCES).sort()).toEqual([...OBJECTIVES].sort());
  });
});

describe('malifaux-2e §21.5 each source names the fact its seat declares', () => {
  it.each<[string, readonly StorySource[]]>(SIDES.map(([n, s]): [string, readonly StorySource[]] => [n, s]))('%s: every key is a camelCase name, none twice', (_name, sources) => {
    // The key is what the seat declares and what a ledger reason starts with (the once-per-game read-back).
    for (const s of sources) expect(s.key).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(new Set(sources.map((s) => s.key)).size).toBe(sources.length);
  });
});

describe('malifaux-2e §21.5 once-per-game sources', () => {
  it('the book limits only Retrieve information (Jail Break, Masks) to once per game among the objectives', () => {
    const book = storyObjectiveLines();
    const limited = STORY_STRATEGIES.flatMap((s) => STORY_SUITS.flatMap(([suit], i) => (/Once per game/.test(book.get(s)![i]) ? [objectiveFor(s, suit)] : [])));
    expect(limited).toEqual(['Retrieve information']);
  });

  it('only the retrieved prisoner and the Attacker Leader lost to her own crew score once; every other flag every time it holds', () => {
    const once = SIDES.flatMap(([name, sources]) => sources.filter(isOnce).map((s) => `${name}: ${s.key}`));
    // Retrieve information: "Once per game ... to earn 4 VP" (its Escort namesake, 2 VP twice, is a count);
    // Steal Components: its 2 VP for the Attacker's Master or Henchman lost to her own crew's effects, once as the table reads it.
    expect(once.sort()).toEqual(['Retrieve information: retrievedFromPrisoner', 'Steal Components: leaderLostToOwnCrew']);
  });
});
