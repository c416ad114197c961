// The 2E Rules Manual OCR for specs that check tables against the book (test code: it reads a file, so it lives outside src/rules).
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import type { Suit } from '../../src/rules/malifaux/cards';
import { STORY_STRATEGIES, type StoryStrategy } from '../../src/rules/malifaux-2e/encounter/story-tables';

const NAME = path.join('shared', 'seeds', '002_0afdbbe5c7b94945.txt');

/**
 * The path of the 2E Rules Manual OCR (shared/seeds beside the repository root, see its README). Found by walking up
 * from `from`, so that a spec also runs from a copy of the repository (Stryker's sandbox).
 */
export function rulebookPath(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, NAME);
    if (existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error('shared/seeds/002_0afdbbe5c7b94945.txt not found beside the repository');
  }
}

/** The 2E Rules Manual OCR, one entry per line. */
export const rulebookLines = (): string[] => readFileSync(rulebookPath(), 'utf8').split('\n');

/** The suits in the order the book lists a Strategy's Defender objectives, with the book's plural label. */
export const STORY_SUITS: readonly (readonly [Suit, string])[] = [['CROW', 'Crows'], ['RAM', 'Rams'], ['TOME', 'Tomes'], ['MASK', 'Masks']];

/**
 * §21.5 the Defender objective lines of each Story Strategy in the book, keyed by the Strategy id, in STORY_SUITS order.
 * The book prints each Strategy under a heading (`# TURF WAR`, some as `## ...`) and, under Defender Victory, one line
 * per suit: `**Crows:** Slaughter. The Defender earns ...`.
 */
export function storyObjectiveLines(): Map<StoryStrategy, string[]> {
  const out = new Map<StoryStrategy, string[]>();
  let current: string[] | null = null;
  for (const line of rulebookLines()) {
    const heading = /^#{1,3} (.+)$/.exec(line);
    if (heading) {
      const id = heading[1].trim().replace(/'/g, '').replace(/ /g, '_');
      const strategy = STORY_STRATEGIES.find((s) => s === id);
      if (strategy) out.set(strategy, (current = []));
      else if (id === 'SHINDIG') current = null;
      continue;
    }
    if (current && /^\*\*(Crows|Rams|Tomes|Masks):\*\* /.test(line)) current.push(line);
  }
  return out;
}
