// malifaux-1e §14.12 the 1E end flip and the winner (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4950-4974): GL-1, GL-2 (W7, W8, W20, D22, D29)
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { atStep, isSeat, type EncounterContext1e } from './encounter-context';
import type { Malifaux1eEncounterSlice } from './encounter-state';
import { cappedVp, endFlip, FIRST_END_FLIP_TURN, winnerOf, type VpLine } from './game-length';
import { actsFor, type Out } from './setup-decide';
import { awardedVp, conditionsOf, type VpAward1e } from './objectives';

type C<T extends EncounterSliceCommand1e['type']> = Extract<EncounterSliceCommand1e, { type: T }>;
const S1412 = '§14.12 (seed 4950-4974)';

/** GL-1: after the Closing Phase of turn t ≥ 6 the player who activated the last model flips (no cheating); ≥ 10 + (t − 6) plays on. */
export function endTurn(s: Malifaux1eEncounterSlice, c: C<'EndTurn1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'PLAYING');
  isSeat(s, c.data.lastActivator);
  require_(c.data.turn === s.turn, 'malifaux-1e/GL-1', S1412, `the turn being played is ${s.turn}`);
  require_(c.actor.role === 'organiser' || c.actor.seat === c.data.lastActivator, 'malifaux-1e/GL-1', S1412, 'the player who activated the last model flips');
  if (c.data.turn < FIRST_END_FLIP_TURN) return [{ type: 'TurnCompleted1e', data: { turn: c.data.turn, gameOver: false } }];
  const card = ctx.flipper.flip(c.data.lastActivator, `end-flip-${c.data.turn}`);
  const r = endFlip(c.data.turn, card);
  const out: Out = [
    { type: 'EndFlipped1e', data: { turn: c.data.turn, seat: c.data.lastActivator, card, threshold: r.threshold, continues: r.continues } },
    { type: 'TurnCompleted1e', data: { turn: c.data.turn, gameOver: !r.continues } },
  ];
  // GL-2: at the end every secret scheme is revealed.
  return r.continues ? out : [...out, { type: 'SchemesRevealed1e', data: { schemes: s.schemes } }];
}

/**
 * GL-2: each player adds the VP of their strategy and schemes (every victory condition that applies), capped at 8 / 10.
 * A registered rule scores from facts; a strategy or scheme whose text is MISSING takes the VP the player declares.
 */
/** §14.7: a supplied strategy's awards (its shared version's when it is shared and they are given). */
function awardsOfStrategy(s: Malifaux1eEncounterSlice, id: string, shared: boolean): readonly VpAward1e[] | undefined {
  const d = (s.strategyDefinitions ?? []).find((x) => x.id === id);
  return d === undefined ? undefined : shared && d.sharedAwards !== undefined ? d.sharedAwards : d.awards;
}

export function scoreVictoryPoints(s: Malifaux1eEncounterSlice, c: C<'ScoreVictoryPoints1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'SCORING');
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_(s.vp[c.data.seat] === undefined, 'malifaux-1e/GL-2', S1412, 'this seat has already scored');
  const strategy = s.strategies[c.data.seat];
  const mine = s.schemes[c.data.seat] ?? [];
  const seen = new Set<string>();
  const lines: VpLine[] = c.data.lines.map((l, i) => {
    const key = `${l.source}:${l.id}`;
    require_(!seen.has(key), 'malifaux-1e/GL-2', S1412, `lines[${i}]: ${l.id} is scored once`);
    seen.add(key);
    if (l.source === 'STRATEGY') require_(strategy?.id === l.id, 'malifaux-1e/GL-2', S1412, `lines[${i}]: ${l.id} is not this seat's strategy`);
    else require_(mine.some((m) => m.id === l.id), 'malifaux-1e/GL-2', S1412, `lines[${i}]: ${l.id} is not one of this seat's schemes`);
    const scheme = mine.find((m) => m.id === l.id);
    // §14.7, SC-2: a text the league supplied as data scores itself from the conditions the player declares met.
    // Stryker disable next-line BooleanLiteral: unreachable default, a STRATEGY line got past the guard above only if strategy is defined
    const awards = l.source === 'STRATEGY' ? awardsOfStrategy(s, l.id, strategy?.shared ?? false) : s.schemeDefinitions.find((d) => d.id === l.id)?.awards;
    if (awards !== undefined) {
      const known = conditionsOf(awards);
      const met = l.met ?? [];
      for (const x of met) require_(known.has(x), 'malifaux-1e/GL-2', S1412, `lines[${i}]: "${x}" is not a victory condition of ${l.id} (${[...known].join('; ')})`);
      const vp = awardedVp(awards, met, scheme?.announced ?? false);
      require_(l.vp === undefined || l.vp === vp, 'malifaux-1e/SC-2', S1412, `lines[${i}]: ${l.id}'s text gives ${vp} VP for the conditions met, not ${l.vp}`);
      return { source: l.source, id: l.id, vp };
    }
    const rule = l.source === 'STRATEGY' ? ctx.catalogue.strategies[l.id] : ctx.catalogue.schemes[l.id];
    if (rule?.score) {
      const facts = l.facts ?? {};
      // Stryker disable next-line BooleanLiteral: unreachable defaults, the guards above made strategy (a STRATEGY line) and scheme (a SCHEME line) defined
      const vp = l.source === 'STRATEGY' ? (rule as { score: (f: typeof facts, shared: boolean) => number }).score(facts, strategy?.shared ?? false) : (rule as { score: (f: typeof facts, a: boolean) => number }).score(facts, scheme?.announced ?? false);
      return { source: l.source, id: l.id, vp };
    }
    require_(l.vp !== undefined && Number.isInteger(l.vp) && l.vp >= 0 && l.vp <= 10, 'malifaux-1e/GL-2', S1412, `lines[${i}]: the text of ${l.id} is MISSING, so its VP are declared (0..10)`);
    return { source: l.source, id: l.id, vp: l.vp };
  });
  const t = cappedVp(s.size ?? 'SCRAP', lines);
  const out: Out = [{ type: 'VictoryPointsScored1e', data: { seat: c.data.seat, lines, raw: t.raw, capped: t.capped } }];
  const vp = { ...s.vp, [c.data.seat]: { capped: t.capped } };
  if (!s.seats.every((x) => vp[x] !== undefined)) return out;
  const totals = Object.fromEntries(s.seats.map((x) => [x, vp[x]?.capped ?? 0])) as Record<SeatId, number>;
  return [...out, { type: 'EncounterDecided1e', data: { totals, winner: winnerOf(totals) } }];
}
