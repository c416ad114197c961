// malifaux-2e §21.3, §21.4, §21.5 the Story Encounter tables checked against the rulebook: the deployment bands at
// their exact boundaries (DV-16), the Joker refusal of the Strategy flip (DV-17) and each Defender objective's name
// as the 2E Rules Manual prints it under its Strategy (seed 2697-3061).
import type { CardId, Suit } from '../../malifaux/cards';
import { STORY_SUITS as SUITS, storyObjectiveLines } from '../../../../test/support/malifaux-2e-rulebook';
import { objectiveFor, STORY_STRATEGIES, storyDeploymentFor, storyStrategyFor, type StoryDeployment, type StoryStrategy } from './story-tables';

describe('malifaux-2e §21.3 story deployment bands at their boundaries (DV-16)', () => {
  it.each<[CardId, StoryDeployment]>([
    ['CROW-01', 'STANDARD'],
    ['RAM-07', 'STANDARD'],
    ['TOME-08', 'CORNER'],
    ['MASK-10', 'CORNER'],
    ['CROW-11', 'FLANK'],
    ['RAM-12', 'FLANK'],
    ['TOME-13', 'CLOSE'],
    ['RJ', 'BLIND'],
  ])('malifaux-2e/DV-16 %s gives %s', (card, deployment) => {
    expect(storyDeploymentFor(card)).toBe(deployment);
  });
});

describe('malifaux-2e §21.4 the Strategy flip (DV-17)', () => {
  it.each<[CardId]>([['RJ'], ['BJ']])('malifaux-2e/DV-17 %s names no Strategy: it starts a Shindig and is flipped again', (card) => {
    expect(() => storyStrategyFor(card)).toThrow(new Error('a Joker starts a Shindig and is flipped again'));
  });
});

// The table may shorten a name ("Hold the prisoner" for "Hold the prisoner at all costs") but must be where the
// book's line starts, ending at a word.
describe('malifaux-2e §21.5 the Defender objectives as the rulebook names them (DV-17)', () => {
  const book = storyObjectiveLines();

  it('the book has all thirteen Strategies, each with one objective per suit', () => {
    expect([...book.keys()].sort()).toEqual([...STORY_STRATEGIES].sort());
    for (const lines of book.values()) expect(lines.map((l) => /^\*\*(\w+):/.exec(l)![1])).toEqual(SUITS.map(([, name]) => name));
  });

  it.each(STORY_STRATEGIES.flatMap((strategy) => SUITS.map(([suit, name], i): [StoryStrategy, Suit, string, number] => [strategy, suit, name, i])))(
    'malifaux-2e/DV-17 %s, %s: the objective is the name the book prints for %s',
    (strategy, suit, name, i) => {
      const objective = objectiveFor(strategy, suit);
      // Non-empty, and the book's name ends where the table's does (at "." or before the next word of a longer name).
      expect(objective.length).toBeGreaterThan(0);
      const line = book.get(strategy)![i];
      const head = `**${name}:** ${objective}`;
      expect(line.startsWith(head)).toBe(true);
      expect(line.slice(head.length)).toMatch(/^[ .]/);
    },
  );
});
