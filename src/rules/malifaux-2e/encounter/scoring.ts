// malifaux-2e §20.5 Strategies, §20.7 Schemes, §21.7 Faction Schemes: exact scoring (rules/malifaux-2e.md; seed 2059-2345, 3109-3137): STR-0, SC-0a..SC-0e, VP-4, VP-5
// Pure: the server's own facts (kills, conditions, wounds, markers, the Turn) come from the state; the table's facts from
// declarations (ScoringFactsDeclared). Caps (VP-1) are applied by the caller (ledger.ts).
import type { SeatId } from '../../core/decider';
import type { ModelState, TableState } from '../turn/table-state';
import type { KillRecord, SchemeCard, SchemeFacts, StandardEncounter, StrategyFacts } from './standard-types';
import type { SchemeId, Strategy } from './tables';

export interface Award {
  /** A Strategy's or a Scheme's; §21.6 Shindig VP are not an Award (ledger.ts writes that entry itself, uncapped). */
  readonly source: 'STRATEGY' | SchemeId;
  readonly vp: number;
  readonly reason: string;
  readonly events: readonly number[];
  /** The scheme is revealed by its own mechanism as it scores (SC-0b: counts as revealed from now on). */
  readonly reveal?: boolean;
  /** A once-per-game use spent. */
  readonly use?: string;
  /** Markers removed and conditions ended by the scoring. */
  readonly removeMarkers?: readonly string[];
  readonly endCondition?: { readonly modelId: string; readonly name: string };
}

export interface ScoringContext {
  readonly turn: number;
  readonly table: TableState;
  readonly enc: StandardEncounter;
  readonly leaders: Readonly<Partial<Record<SeatId, string>>>;
  /** SC-0c: printed Soulstone Costs. */
  readonly costs: Readonly<Record<string, number>>;
}

const models = (t: TableState, seat: SeatId): ModelState[] => t.order.map((id) => t.models[id]).filter((m) => m && m.seat === seat);
const inPlay = (m: ModelState | undefined): m is ModelState => m !== undefined && m.status === 'IN_PLAY';
// Stryker disable next-line StringLiteral: no model id is '' nor the mutant's text, so an unnoted model finds nothing either way
const modelOf = (t: TableState, id: string | null | undefined): ModelState | undefined => t.models[id ?? ''];
const station = (t: TableState, id: string | null): string | null => (id === null ? null : (t.models[id]?.def.station ?? null));
/** SC-0b: reveal bonuses count a reveal at the start or by the scheme's own mechanism, never the end-of-game showing. */
export const bonusRevealed = (c: SchemeCard): boolean => c.revealed === 'START' || c.revealed === 'OWN';
// No record has an undefined modelId, so an undefined id finds nothing by itself.
const killOf = (kills: readonly KillRecord[], id: string | undefined): KillRecord | undefined => kills.find((k) => k.modelId === id);

/** STR-0: per-Turn Strategy VP, Turns ≥ 2. `mine`/`theirs`: each crew's own declared facts (Reconnoiter compares). */
export function strategyTurn(ctx: ScoringContext, strategy: Strategy, seat: SeatId, enemy: SeatId, mine: StrategyFacts | undefined, theirs: StrategyFacts | undefined): Award | null {
  if (ctx.turn < 2) return null;
  const s = (vp: number, reason: string, events: readonly number[] = []): Award => ({ source: 'STRATEGY', vp, reason, events });
  switch (strategy) {
    case 'TURF_WAR':
      return (mine?.nonPeonWithin6 ?? 0) >= 2 ? s(1, 'Turf War: ≥ 2 non-Peon models within 6" of the Turf Marker') : null;
    case 'RECKONING': {
      // credit for a kill goes to the crew whose model or effect dealt it (bySeat); a sacrifice credits nobody.
      const kills = ctx.enc.kills.filter((k) => k.turn === ctx.turn && k.seat === enemy && k.bySeat === seat && k.how !== 'BURIED_AT_END');
      if (kills.length >= 2) return s(1, `Reckoning: ${kills.length} enemy models killed this Turn`, kills.map((k) => k.version));
      if (!models(ctx.table, enemy).some(inPlay)) return s(1, 'Reckoning: the opponent has no models in play');
      return null;
    }
    case 'RECONNOITER': {
      // a Quarter is controlled with strictly the most eligible non-Peon models.
      // Nothing declared controls no Quarter; the opponent's nothing declared is 0 in each.
      const a = mine?.quarters;
      if (a === undefined) return null;
      const b = theirs?.quarters ?? [0, 0, 0, 0];
      const held = a.filter((n, i) => n > b[i]).length;
      return held >= 2 ? s(1, `Reconnoiter: controls ${held} Quarters`) : null;
    }
    case 'SQUATTERS_RIGHTS':
      return (mine?.claimsHeld ?? 0) >= 2 ? s(1, 'Squatter\'s Rights: holds claims on ≥ 2 Squat Markers') : null;
    case 'STAKE_A_CLAIM': {
      // Claim Markers belong to nobody; on the Centerline they count for neither half.
      const c = mine?.claimMarkers;
      return c !== undefined && c.enemyHalf > c.ownHalf ? s(1, 'Stake a Claim: more Claim Markers on the Enemy Half than on the own half') : null;
    }
  }
}

/** §20.7 schemes that score at the end of a Turn (EP-2). */
export function schemeTurn(ctx: ScoringContext, seat: SeatId, enemy: SeatId, card: SchemeCard, f: SchemeFacts | undefined): Award | null {
  const t = ctx.table;
  const a = (vp: number, reason: string, extra: Partial<Award> = {}): Award => ({ source: card.scheme, vp, reason, events: [], ...extra });
  const enemyLeader = ctx.leaders[enemy];
  switch (card.scheme) {
    case 'DISTRACT': {
      // every Turn, Turn 1 included.
      const distracted = models(t, enemy).filter((m) => inPlay(m) && m.conditions.DISTRACTED !== undefined);
      if (distracted.length < 2) return null;
      return a(1, `Distract: ${distracted.length} enemy models have Distracted`, { events: distracted.map((m) => ctx.enc.conditionSince[`${m.def.id}:DISTRACTED`] ?? 0).filter((v) => v > 0) });
    }
    case 'CURSED_OBJECT': {
      const target = f?.endCursedObjectOn;
      if (ctx.turn < 2 || target === undefined) return null;
      const m = t.models[target];
      if (!m || m.seat !== enemy || !inPlay(m) || m.conditions.CURSED_OBJECT === undefined) return null;
      return a(1, `Cursed Object: ended on ${target}`, { endCondition: { modelId: target, name: 'CURSED_OBJECT' }, events: [ctx.enc.conditionSince[`${target}:CURSED_OBJECT`] ?? 0].filter((v) => v > 0) });
    }
    case 'BODYGUARD': {
      const m = modelOf(t, card.notes.friendlyModelId);
      return ctx.turn >= 4 && bonusRevealed(card) && inPlay(m) && f?.beyond8FromOwnDz === true ? a(1, 'Bodyguard: the noted model is ≥ 8" from its own DZ') : null;
    }
    case 'PLANT_EXPLOSIVES': {
      if (card.used.includes('DETONATED') || f?.detonate !== true) return null;
      // Stryker disable next-line ArrayDeclaration: an id that names no model is no hit, so a made-up id changes nothing
      const hit = (f.enemiesWithin3 ?? []).filter((id) => t.models[id]?.seat === enemy && inPlay(t.models[id]));
      return a(hit.length, `Plant Explosives: ${hit.length} enemy models within 3" of own Scheme Markers`, { reveal: true, use: 'DETONATED', removeMarkers: f.markers ?? [] });
    }
    case 'MAKE_THEM_SUFFER': {
      if (ctx.turn < 2) return null;
      const k = ctx.enc.kills.filter(
        (x) =>
          x.turn === ctx.turn &&
          x.seat === enemy &&
          x.how === 'KILLED' &&
          x.bySeat === seat &&
          ['MINION', 'PEON'].includes(
            // Stryker disable next-line StringLiteral: no station is '' nor the mutant's text, so a model not on the table matches neither list
            station(t, x.modelId) ?? '',
          ) &&
          ['MASTER', 'HENCHMAN'].includes(
            // Stryker disable next-line StringLiteral: no station is '' nor the mutant's text, so a model not on the table matches neither list
            station(t, x.byModelId) ?? '',
          ),
      );
      if (k.length > 0) return a(1, 'Make Them Suffer: an enemy Minion or Peon killed by a Master or Henchman this Turn', { reveal: true, events: k.map((x) => x.version) });
      const none = !models(t, enemy).some((m) => inPlay(m) && (m.def.station === 'MINION' || m.def.station === 'PEON'));
      return none ? a(1, 'Make Them Suffer: the opponent has no Minion or Peon models', { reveal: true }) : null;
    }
    case 'DELIVER_A_MESSAGE': {
      // The server saw it: a (2) Interact this Turn by an own non-Leader, non-Peon model, targeting the enemy Leader it
      // declared itself engaged with (a declared `deliveredBy` narrows it to one model).
      if (card.used.includes('DELIVERED') || enemyLeader === undefined) return null;
      const done = (ctx.enc.interacts ?? []).find((x) => {
        const m = t.models[x.modelId];
        return x.turn === ctx.turn && x.ap >= 2 && x.targets.includes(enemyLeader) && x.engagedWith.includes(enemyLeader) && (f?.deliveredBy === undefined || f.deliveredBy === x.modelId) &&
          m !== undefined && m.seat === seat && x.modelId !== ctx.leaders[seat] && m.def.station !== 'PEON';
      });
      if (!done) return null;
      return a(card.revealed === 'START' ? 3 : 2, `Deliver a Message by ${done.modelId}`, { reveal: true, use: 'DELIVERED', events: [done.version] });
    }
    case 'SPRING_THE_TRAP': {
      if (card.used.includes('SPRUNG') || f?.detonate !== true) return null;
      // Markers "within 4\" of the enemy Leader" need a Leader in play to measure from.
      const marks = inPlay(modelOf(t, enemyLeader)) ? (f.markers ?? []) : [];
      let vp = marks.length;
      const mine = models(t, seat).filter(inPlay).length;
      const theirs = models(t, enemy).filter(inPlay).length;
      if (vp >= 1 && theirs >= mine) vp += 1;
      return a(vp, `Spring the Trap: ${marks.length} Scheme Markers within 4" of the enemy Leader${vp > marks.length ? ', +1 (not outnumbered)' : ''}`, { reveal: true, use: 'SPRUNG', removeMarkers: marks });
    }
    case 'ASSASSINATE': {
      const k = killOf(ctx.enc.kills, enemyLeader);
      if (card.used.includes('SCORED') || !k || k.how === 'BURIED_AT_END') return null;
      return a(k.turn <= 4 ? 3 : 2, `Assassinate: the enemy Leader ${k.how.toLowerCase()} on Turn ${k.turn}`, { reveal: true, use: 'SCORED', events: [k.version] });
    }
    case 'FRAME_FOR_MURDER': {
      const k = killOf(ctx.enc.kills, card.notes.friendlyModelId);
      if (card.used.includes('SCORED') || !k || k.bySeat !== enemy || k.byModelId === null) return null;
      const big = ['MASTER', 'HENCHMAN'].includes(
        // Stryker disable next-line StringLiteral: no station is '' nor the mutant's text, so a killer not on the table matches neither
        station(t, k.byModelId) ?? '',
      );
      const vp = (big ? 2 : 1) + (k.turn < 4 ? 1 : 0);
      return a(vp, `Frame for Murder: the sucker killed by ${k.byModelId} on Turn ${k.turn}`, { reveal: true, use: 'SCORED', events: [k.version] });
    }
    case 'VENDETTA': {
      // Stryker disable next-line StringLiteral: no model id, killer or first-attack key is '' nor the mutant's text, and the reasons name friend only once it matched a killer
      const friend = card.notes.friendlyModelId ?? '';
      // Stryker disable next-line StringLiteral: no kill record is of a model '' nor of the mutant's text, and the reasons name foe only once a record matched
      const foe = card.notes.enemyModelId ?? '';
      const k = killOf(ctx.enc.kills, foe);
      if (!card.used.includes('KILLED') && k && k.byModelId === friend && k.how === 'KILLED') return a(3, `Vendetta: ${friend} killed ${foe}`, { use: 'KILLED', reveal: true, events: [k.version] });
      const first = ctx.enc.firstAttacks[friend];
      if (!card.used.includes('FIRST_ATTACK') && first && first.targets.includes(foe)) return a(1, `Vendetta: ${friend}'s first Attack Action targeted ${foe}`, { use: 'FIRST_ATTACK', reveal: true, events: [first.version] });
      return null;
    }
    default:
      return null;
  }
}

/** §20.7 end-of-game scoring of one scheme (§20.11 steps 4 and 6). VP-4: buried at the end counts as killed. */
export function schemeEnd(ctx: ScoringContext, seat: SeatId, enemy: SeatId, card: SchemeCard, f: SchemeFacts | undefined): Award | null {
  const t = ctx.table;
  const rev = bonusRevealed(card);
  const a = (vp: number, reason: string, extra: Partial<Award> = {}): Award | null => (vp > 0 ? { source: card.scheme, vp, reason, events: [], ...extra } : null);
  const marks = f?.markers ?? [];
  const counted = (n: number, what: string): Award | null => a(n + (rev && n >= 2 ? 1 : 0), `${what}: ${n}${rev && n >= 2 ? ', +1 revealed' : ''}`);
  switch (card.scheme) {
    case 'A_LINE_IN_THE_SAND': {
      const n = marks.length;
      return a((n >= 4 ? 2 : 0) + (rev && n >= 2 ? 1 : 0), `A Line in the Sand: ${n} Scheme Markers on the Centerline${rev ? ' (revealed)' : ''}`);
    }
    case 'BREAKTHROUGH':
      return counted(marks.length, 'Breakthrough: Scheme Markers within 6" of the enemy DZ');
    case 'PROTECT_TERRITORY':
      return counted(marks.length, 'Protect Territory: Scheme Markers ≥ 6" from the own DZ with a friendly non-Peon within 2"');
    case 'PLANT_EVIDENCE':
      return counted(new Set((f?.terrain ?? []).map((x) => x.pieceId)).size, 'Plant Evidence: terrain pieces touched by a Scheme Marker on the Enemy Half');
    case 'POWER_RITUAL': {
      const corners = f?.corners ?? [];
      const own = corners.filter((c) => c.inOwnDz).length > 0 ? 1 : 0;
      const n = new Set(corners.filter((c) => !c.inOwnDz).map((c) => c.corner)).size + own;
      return counted(n, 'Power Ritual: Table Corners with a Scheme Marker within 6" (one in the own DZ at most)');
    }
    case 'OUTFLANK': {
      const ends = (f?.endA ? 1 : 0) + (f?.endB && f.endB !== f.endA ? 1 : 0);
      const bonus = rev && (ends > 0 || f?.unengagedNearEnd === true) ? 1 : 0;
      return a(ends + bonus, `Outflank: ${ends} end(s) of the Centerline held${bonus ? ', +1 revealed' : ''}`);
    }
    case 'ENTOURAGE': {
      if (!inPlay(modelOf(t, card.notes.friendlyModelId))) return null;
      const vp = f?.position === 'ENEMY_DZ' ? 2 : f?.position === 'ENEMY_HALF' ? 1 : 0;
      // Stryker disable next-line StringLiteral: with no position declared vp is 0 and a() gives no Award, so this word is never read
      const where = f?.position ?? 'OTHER';
      return a(vp + (rev && vp > 0 ? 1 : 0), `Entourage: the noted model in the ${where}`);
    }
    case 'TAKE_PRISONER': {
      if (!inPlay(modelOf(t, card.notes.enemyModelId)) || f?.engaged !== true) return null;
      return a(f.noOtherEnemyWithin3 === true ? 3 : 2, 'Take Prisoner: the noted enemy is engaged');
    }
    case 'BODYGUARD': {
      // "more than half of its Wounds" read literally, 2·current > max; no reveal needed.
      const m = modelOf(t, card.notes.friendlyModelId);
      return inPlay(m) && m.wounds * 2 > m.def.wounds ? a(1, `Bodyguard: the noted model is in play with ${m.wounds}/${m.def.wounds} Wounds`) : null;
    }
    case 'VENDETTA': {
      const foe = modelOf(t, card.notes.enemyModelId);
      return rev && !card.used.includes('KILLED') && !inPlay(foe) ? a(1, 'Vendetta: the noted enemy is not in play at the end of the game') : null;
    }
    case 'MURDER_PROTEGE': {
      const k = killOf(ctx.enc.kills, card.notes.enemyModelId);
      return k ? a(rev ? 3 : 2, `Murder Protégé: the noted enemy was ${k.how === 'BURIED_AT_END' ? 'buried at the end (VP-4)' : k.how.toLowerCase()}`, { events: [k.version] }) : null;
    }
    case 'ROUNDUP':
    case 'EXTERMINATE': {
      // §21.7: "more" is strictly more than the opposing Crew (models in play at the end).
      const kinds = card.scheme === 'ROUNDUP' ? ['MINION', 'ENFORCER'] : ['MASTER', 'HENCHMAN'];
      const count = (x: SeatId): number => models(t, x).filter((m) => inPlay(m) && kinds.includes(m.def.station)).length;
      const [mine, theirs] = [count(seat), count(enemy)];
      return mine > theirs ? a(rev ? 3 : 2, `${card.scheme === 'ROUNDUP' ? 'Roundup' : 'Exterminate'}: ${mine} ${kinds.join(' + ')} models against ${theirs}${rev ? ', +1 revealed' : ''}`) : null;
    }
    case 'FIGHT_ANOTHER_DAY': {
      const whole = models(t, seat).filter((m) => inPlay(m) && m.wounds === m.def.wounds);
      return whole.length >= 4 ? a(rev ? 3 : 2, `Fight Another Day: ${whole.length} models with no damage${rev ? ', +1 revealed' : ''}`) : null;
    }
    case 'SPREAD_OF_DECAY': {
      const q = f?.decayPerQuarter;
      return q !== undefined && q.every((n) => n >= 2) ? a(rev ? 3 : 2, `Spread of Decay: ≥ 2 Undead models or Corpse Markers in each Quarter (${q.join('/')})${rev ? ', +1 revealed' : ''}`) : null;
    }
    case 'WATCHFUL_EYES': {
      const [own, foe] = [f?.nearOwnDz?.length ?? 0, f?.nearEnemyDz?.length ?? 0];
      return own >= 2 && foe >= 2 ? a(rev ? 3 : 2, `Watchful Eyes: ${own} Scheme Markers within 6" of the own DZ, ${foe} of the enemy DZ${rev ? ', +1 revealed' : ''}`) : null;
    }
    case 'GATHERING_POWER': {
      // VP-5: called last (ledger.ts), after both seats' step-5 removals: the Scheme Markers still in play.
      const count = (x: SeatId): number => t.markers.filter((m) => m.kind === 'SCHEME' && m.seat === x).length;
      const [mine, theirs] = [count(seat), count(enemy)];
      return mine > theirs ? a(rev ? 3 : 2, `Gathering Power: ${mine} Scheme Markers in play against ${theirs}${rev ? ', +1 revealed' : ''}`) : null;
    }
    case 'ASSASSINATE': {
      // a Leader still buried at the end counts as killed then, with no killer: 2 VP.
      const k = killOf(ctx.enc.kills, ctx.leaders[enemy]);
      return !card.used.includes('SCORED') && k?.how === 'BURIED_AT_END' ? a(2, 'Assassinate: the enemy Leader buried at the end of the game (VP-4)', { events: [k.version] }) : null;
    }
    default:
      return null;
  }
}
