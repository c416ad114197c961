// The GG3 seed (French OCR of Gaining Grounds Season 3) for specs that check tables against the book (test code: it
// reads a file, so it lives outside src/rules).
import { seedFileLines, seedFilePath } from './seed-file';

const NAME = '004_898087316cc90b1e.txt';

/** The path of shared/seeds/004_898087316cc90b1e.txt beside the repository root. */
export const seedPath = (from?: string): string => seedFilePath(NAME, from);

/** The seed, one entry per line. */
export const seedLines = (): string[] => seedFileLines(NAME);

/**
 * §3.2 the English scheme names by number, as the seed heads each scheme: `N. <French name> (<English name>)`,
 * e.g. `9. Chargez-les (Load ’Em Up) `.
 */
export function seedSchemeNames(): Map<number, string> {
  const out = new Map<number, string>();
  for (const line of seedLines()) {
    const heading = /^(\d{1,2})\. [^(]+\(([^)]+)\)\s*$/.exec(line);
    if (heading) out.set(Number(heading[1]), heading[2].trim());
  }
  return out;
}
