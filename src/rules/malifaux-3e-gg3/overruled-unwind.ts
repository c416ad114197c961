// malifaux-3e-gg3 §2.4 FACT-1 "If a fact is overturned, the server appends compensating events. It never edits history"
// (rules/malifaux-3e-gg3.md), and §4.1 CO-6 for the Curse tokens of a kill: FACT-1, CO-6.
// An overruled table event is put back by new events, each naming the overruled fact: damage (DamageReverted), healing
// (HealingReverted), a kill (ModelRestored: back to its status before the kill, with its Health; the Curse tokens it
// passed on come back with CurseTokenMoved, the discarded and removed ones with ModelRestored), a bury or unbury (the
// opposite event), a Curse pass (CurseTokenMoved back). A token that has moved on since cannot be taken back from a
// model that no longer holds one: that one stays where it is (the table's later play stands). Pushes, summons,
// replacements and Claim tokens are not unwound (README "Not done"); their VP are revoked like any other (facts.ts).
import type { Gg3Event } from './events';
import type { FactRecord, Gg3State } from './state';

// Stryker disable next-line StringLiteral: table-records writes every id of a fact as a string, so the fallback is never read
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

export function unwind(s: Gg3State, f: FactRecord): Gg3Event[] {
  const by = f.assertedBy;
  switch (f.kind) {
    case 'damage':
      return [{ type: 'DamageReverted', data: { factId: f.factId, target: str(f.fact.target), amount: num(f.fact.amount) } }];
    case 'healing':
      return [{ type: 'HealingReverted', data: { factId: f.factId, target: str(f.fact.target), amount: num(f.fact.amount) } }];
    case 'kill': {
      const k = s.kills.find((x) => x.factId === f.factId);
      const v = k ? s.models[k.victim] : undefined;
      if (!k || !v ||
        // Stryker disable next-line ConditionalExpression: a kill's record is dropped when its victim is restored, so a recorded victim is always killed
        v.status !== 'killed') return [];
      // CO-6: the tokens handed on come back one by one from models still holding one; the rest are restored directly.
      const held: Record<string, number> = {};
      const back = k.curseTo.filter((id) => {
        // Stryker disable next-line OptionalChaining: curseTo names models of the crew (CO-6 checks them), and models are never deleted
        const have = (s.models[id]?.curse ?? 0) - (held[id] ?? 0);
        if (have <= 0) return false;
        held[id] = (held[id] ?? 0) + 1;
        return true;
      });
      return [
        { type: 'ModelRestored', data: { factId: f.factId, lineageId: v.lineageId, status: k.wasBuried ? 'buried' : 'in-play', health: k.healthBefore, curse: k.curseBefore - k.curseTo.length } },
        ...back.map((from): Gg3Event => ({ type: 'CurseTokenMoved', data: { factId: f.factId, by, from, to: v.lineageId } })),
      ];
    }
    case 'bury': {
      const id = str(f.fact.lineageId);
      // Stryker disable next-line OptionalChaining: a bury fact names a model of the encounter (modelOf), and models are never deleted
      return s.models[id]?.status === 'buried' ? [{ type: 'ModelUnburied', data: { factId: f.factId, by, lineageId: id } }] : [];
    }
    case 'unbury': {
      const id = str(f.fact.lineageId);
      // Stryker disable next-line OptionalChaining: an unbury fact names a model of the encounter (modelOf), and models are never deleted
      return s.models[id]?.status === 'in-play' ? [{ type: 'ModelBuried', data: { factId: f.factId, by, lineageId: id } }] : [];
    }
    case 'curse-pass': {
      const from = str(f.fact.from);
      const to = str(f.fact.to);
      // Stryker disable next-line OptionalChaining: a pass fact names two models of the encounter (modelOf), and models are never deleted
      return (s.models[to]?.curse ?? 0) > 0 &&
        // Stryker disable next-line ConditionalExpression: a pass fact names two models of the encounter (modelOf), and models are never deleted
        s.models[from] !== undefined
        ? [{ type: 'CurseTokenMoved', data: { factId: f.factId, by, from: to, to: from } }]
        : [];
    }
    default:
      return [];
  }
}
