// malifaux-2e §21.3, §21.4, §21.5 the Story Encounter tables checked against the rulebook: the deployment bands at
// their exact boundaries (DV-16), the Joker refusal of the Strategy flip (DV-17) and each Defender objective's name
// as the 2E Rules Manual prints it under its Strategy (seed 2697-3061).
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import type { CardId, Suit } from '../../malifaux/cards';
import { objectiveFor, STORY_STRATEGIES, storyDeploymentFor, storyStrategyFor, type StoryDeployment, type StoryStrategy } from './story-tables';

/** The 2E Rules Manual OCR (shared/seeds beside the repository root, see its README). */
// Found by walking up from this folder, so that the spec also runs from a copy of the repository (Stryker's sandbox).
const BOOK = ((): string => {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'seeds', '002_0afdbbe5c7b94945.txt');
    if (existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error('shared/seeds/002_0afdbbe5c7b94945.txt not found beside the repository');
  }
})();

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

// The book prints each Strategy under a heading (`# TURF WAR`, some as `## ...`) and, under Defender Victory, one line
// per suit: `**Crows:** Slaughter. The Defender earns ...`. The table may shorten a name ("Hold the prisoner" for
// "Hold the prisoner at all costs") but must be where the book's line starts, ending at a word.
const SUITS: readonly [Suit, string][] = [['CROW', 'Crows'], ['RAM', 'Rams'], ['TOME', 'Tomes'], ['MASK', 'Masks']];

/** The Defender objective lines of each Strategy in the book, keyed by the Strategy id. */
function bookObjectives(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of readFileSync(BOOK, 'utf8').split('\n')) {
    const heading = /^#{1,3} (.+)$/.exec(line);
    if (heading) {
      const id = heading[1].trim().replace(/'/g, '').replace(/ /g, '_');
      if ((STORY_STRATEGIES as readonly string[]).includes(id)) out.set(id, (current = []));
      else if (id === 'SHINDIG') current = null;
      continue;
    }
    if (current && /^\*\*(Crows|Rams|Tomes|Masks):\*\* /.test(line)) current.push(line);
  }
  return out;
}

describe('malifaux-2e §21.5 the Defender objectives as the rulebook names them (DV-17)', () => {
  const book = bookObjectives();

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
