// npm run verify -- <base-url> <encounter-id> <token>
// An independent check of an ended encounter: fetch its whole log over the public API, check the revealed seed
// against the commitment published at creation, and re-run every shuffle (src/rules/malifaux-2e/audit.ts) or, for a
// mage-wars encounter, re-roll every die (src/rules/mage-wars/audit.ts).
import { createHash } from 'node:crypto';
import { auditShuffles } from '../src/rules/malifaux-2e/audit';
import type { EncounterEvent } from '../src/rules/malifaux-2e/events';
import { mageWars, type EncounterEvent as MageWarsEvent } from '../src/rules/mage-wars';

async function main(): Promise<void> {
  const [base, id, token] = process.argv.slice(2);
  if (!base || !id || !token) throw new Error('usage: npm run verify -- <base-url> <encounter-id> <token>');
  const headers = { authorization: `Bearer ${token}` };
  const events: EncounterEvent[] = [];
  for (let after: number | null = 0; after !== null; ) {
    const res = await fetch(`${base}/v1/encounters/${id}/events?after=${after}&limit=500`, { headers });
    if (!res.ok) throw new Error(`GET events: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { events: { type: string; data: unknown; redacted: boolean }[]; nextAfter: number | null };
    if (page.events.some((e) => e.redacted)) throw new Error('the log is still redacted: the encounter has not ended yet');
    events.push(...page.events.map((e) => ({ type: e.type, data: e.data }) as EncounterEvent));
    after = page.nextAfter;
  }
  const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
  const created = events.find((e) => e.type === 'EncounterCreated')?.data as { ruleset?: string } | undefined;
  const dice = created?.ruleset === 'mage-wars';
  const report = dice ? mageWars.audit(events as unknown as MageWarsEvent[], sha256) : auditShuffles(events, sha256);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(report.fair ? `FAIR: the seed matches its commitment and every ${dice ? 'die' : 'shuffle'} is what it gives\n` : 'NOT FAIR: see the report\n');
  process.exit(report.fair ? 0 : 1);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
});
