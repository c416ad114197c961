// npm run verify -- <base-url> <encounter-id> <token>
// An independent check of an ended encounter: fetch its whole log over the public API, check the revealed seed
// against the commitment published at creation, and re-run every shuffle (src/rules/malifaux-2e/audit.ts).
import { createHash } from 'node:crypto';
import { auditShuffles } from '../src/rules/malifaux-2e/audit';
import type { EncounterEvent } from '../src/rules/malifaux-2e/events';

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
  const report = auditShuffles(events, (s) => createHash('sha256').update(s).digest('hex'));
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(report.fair ? 'FAIR: the seed matches its commitment and every shuffle is what it gives\n' : 'NOT FAIR: see the report\n');
  process.exit(report.fair ? 0 : 1);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
});
