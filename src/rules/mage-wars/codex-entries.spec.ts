// mage-wars §15 the codex (rules/mage-wars.md; seed 2002-2316) as served by GET /v1/mage-wars/codex: every keyword has its
// French and English names, one of the statuses and where the engine handles it, in the book's order (issue 15: the
// mutants of codex.ts, a table of data).
import { CODEX, type CodexStatus } from './codex';

const STATUSES: readonly CodexStatus[] = ['refereed', 'decision', 'tracked', 'term', 'no-effect', 'not-refereed'];

describe('mage-wars §15 codex entries', () => {
  it.each(CODEX.map((c, i) => [i, c.english, c] as const))('mage-wars/MD-3 keyword %d (%s): both names, a status, and how it is handled', (_i, _name, c) => {
    expect(c.french.trim()).not.toBe('');
    expect(c.english.trim()).not.toBe('');
    expect(STATUSES).toContain(c.status);
    expect(c.how.trim()).not.toBe('');
    expect(Object.keys(c).sort()).toEqual(['english', 'french', 'how', 'status']);
  });

  it('mage-wars/MD-3 the glossary runs in the book’s (French) order, from Action complexe to Zone', () => {
    expect(CODEX[0]).toEqual({ french: 'Action complexe', english: 'Full action', status: 'refereed', how: 'AC-2..AC-4 action economy (actions.ts)' });
    expect(CODEX[CODEX.length - 1]).toEqual({ french: 'Zone', english: 'Zone', status: 'refereed', how: 'zones (arena.ts)' });
    expect(new Set(CODEX.map((c) => c.french)).size).toBe(CODEX.length);
  });

  it('mage-wars/MD-3 decisions are the keywords a seat chooses (§17.2): Counterstrike, Defense, Guard, Trap among them', () => {
    const decisions = CODEX.filter((c) => c.status === 'decision').map((c) => c.english);
    expect(decisions).toEqual(expect.arrayContaining(['Counterstrike', 'Defense', 'Guard', 'Trap', 'Reveal cost', 'Sweeping']));
    expect(CODEX.filter((c) => c.status === 'no-effect').map((c) => c.english)).toContain('(Heat?)');
  });
});
