// The 2E Rules Manual OCR for specs that check tables against the book (test code: it reads a file, so it lives outside src/rules).
import { seedFileLines, seedFilePath } from './seed-file';
import type { Suit } from '../../src/rules/malifaux/cards';
import { STORY_STRATEGIES, type StoryStrategy } from '../../src/rules/malifaux-2e/encounter/story-tables';

const NAME = '002_0afdbbe5c7b94945.txt';

/** The path of shared/seeds/002_0afdbbe5c7b94945.txt beside the repository root. */
export const rulebookPath = (from?: string): string => seedFilePath(NAME, from);

/** The seed, one entry per line. */
export const rulebookLines = (): string[] => seedFileLines(NAME);

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
