// A file of shared/seeds (see its README) for specs that check tables against the books (test code: it reads files,
// so it lives outside src/rules).
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';

/**
 * The path of `shared/seeds/<name>` beside the repository root, found by walking up from `from`, so that a spec also
 * runs from a copy of the repository (Stryker's sandbox).
 */
export function seedFilePath(name: string, from: string = __dirname): string {
  const rel = path.join('shared', 'seeds', name);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, rel);
    if (existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error(`${rel} not found beside the repository`);
  }
}

/** The seed file, one entry per line. */
export const seedFileLines = (name: string): string[] => readFileSync(seedFilePath(name), 'utf8').split('\n');
