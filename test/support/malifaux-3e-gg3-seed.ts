// The GG3 seed (French OCR of Gaining Grounds Season 3) for specs that check tables against the book (test code: it
// reads a file, so it lives outside src/rules).
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';

const NAME = path.join('shared', 'seeds', '004_898087316cc90b1e.txt');

/**
 * The path of the GG3 seed (shared/seeds beside the repository root, see its README). Found by walking up from
 * `from`, so that a spec also runs from a copy of the repository (Stryker's sandbox).
 */
export function seedPath(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, NAME);
    if (existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error('shared/seeds/004_898087316cc90b1e.txt not found beside the repository');
  }
}

/** The GG3 seed, one entry per line. */
export const seedLines = (): string[] => readFileSync(seedPath(), 'utf8').split('\n');

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
