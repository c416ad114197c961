// Auditing an ended Mage Wars match (DESIGN.md "Randomness and fairness"; rules/mage-wars.md §17.1): with the revealed seed,
// re-roll every die of the log from its nonce and compare with what the DiceRolled event recorded; nonces must run
// 0, 1, 2, … without a gap (a skipped nonce would hide a discarded roll). Pure: a league site can run it on a fetched log.
import { reroll } from './dice';
import type { EncounterEvent } from './events';

export interface RollCheck {
  readonly version: number;
  readonly nonce: number;
  readonly purpose: string;
  readonly verdict: 'ok' | 'mismatch' | 'out-of-sequence';
}

export interface DiceAuditReport {
  readonly seedMatchesCommitment: boolean | null;
  readonly rolls: readonly RollCheck[];
  readonly fair: boolean;
}

/** `events`: the whole, unredacted log in version order; `sha256` hashes the seed to compare with the commitment. */
export function auditDice(events: readonly EncounterEvent[], sha256?: (text: string) => string): DiceAuditReport {
  // Stryker disable next-line ConditionalExpression: a stream's first event is its EncounterCreated (setup.ts), the one find(() => true) returns too
  const created = events.find((e) => e.type === 'EncounterCreated');
  const ended = events.find((e) => e.type === 'EncounterEnded');
  const seed = ended?.type === 'EncounterEnded' ? ended.data.seed : created?.type === 'EncounterCreated' ? created.data.seed : null;
  const commitment = created?.type === 'EncounterCreated' ? created.data.seedCommitment : null;
  const faces = created?.type === 'EncounterCreated' ? created.data.options.attackDie : undefined;
  const rolls: RollCheck[] = [];
  let expected = 0;
  events.forEach((e, i) => {
    if (e.type !== 'DiceRolled' || seed === null) return;
    const d = e.data;
    let verdict: RollCheck['verdict'] = d.nonce === expected ? 'ok' : 'out-of-sequence';
    expected = d.nonce + 1;
    if (verdict === 'ok') {
      const again = reroll(seed, d.nonce, d.outcome.die, d.count, faces);
      verdict = JSON.stringify(again) === JSON.stringify(d.outcome) ? 'ok' : 'mismatch';
    }
    rolls.push({ version: i + 1, nonce: d.nonce, purpose: d.purpose, verdict });
  });
  const seedMatchesCommitment = seed && commitment && sha256 ? sha256(seed) === commitment : null;
  return { seedMatchesCommitment, rolls, fair: seed !== null && seedMatchesCommitment !== false && rolls.every((r) => r.verdict === 'ok') };
}
