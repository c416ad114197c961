// malifaux-2e §20.7, §20.11 Declared scoring facts (rules/malifaux-2e.md; seed 2152-2454; DESIGN.md "Declared facts"): SC-0e, VP-2
// The table's facts for scoring are declared by the scoring seat, checked against what the server knows, and
// confirmed or disputed by the opponent (recorded either way). Bodyguard may be revealed at any time (seed 2221).
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { EncounterEvent } from '../events';
import { opponentOf, type GameState } from '../state';
import type { SchemeFacts, StandardCommand } from './standard-types';
import { standardOf } from './setup';
import type { SchemeId } from './tables';
import { storySources } from './story-scoring';

const S207 = '§20.7 (seed 2152-2345)';

/** The marker ids a scheme's facts use (SC-0e: each Scheme Marker counts toward one Scheme only). */
export const markersOf = (f: SchemeFacts | undefined): string[] => [
  ...(f?.markers ?? []),
  ...(f?.terrain ?? []).map((t) => t.markerId),
  ...(f?.corners ?? []).map((c) => c.markerId),
  ...(f?.nearOwnDz ?? []),
  ...(f?.nearEnemyDz ?? []),
];

export function declareScoringFacts(state: GameState, c: Extract<StandardCommand, { type: 'DeclareScoringFacts' }>): EncounterEvent[] {
  const s = standardOf(state);
  require_(s.step === 'COMPLETE' && state.turn >= 1, 'malifaux-2e/SETUP', '§20.1', 'scoring facts are declared once the game is under way');
  require_(!s.declarations.some((d) => d.declarationId === c.data.declarationId), 'malifaux-2e/SETUP', '§20.7', 'this declaration id is taken');
  require_(c.data.moment === 'TURN' || c.data.moment === 'END', 'malifaux-2e/SETUP', '§20.7', 'moment is TURN or END');
  const seat = c.data.seat;
  const own = s.schemes[seat] ?? [];
  const schemes = (Object.keys(c.data.schemes ?? {}) as SchemeId[]);
  for (const k of schemes) require_(own.some((x) => x.scheme === k), 'malifaux-2e/SETUP', S207, `${k} is not one of your Schemes`);
  // VP-2: the scheme scored first at the end (step 4) is one of the seat's own.
  require_(c.data.firstScheme === undefined || own.some((x) => x.scheme === c.data.firstScheme), 'malifaux-2e/VP-2', '§20.11 (seed 2431-2454)', 'score first one of your own Schemes');
  // VP-5: Gathering Power is worked out after every other Scheme and Strategy: never the step-4 Scheme.
  require_(c.data.firstScheme !== 'GATHERING_POWER', 'malifaux-2e/VP-5', '§20.11, §21.7 (seed 3121)', 'Gathering Power is always scored last (step 6), after every other Scheme');
  const decay = c.data.schemes?.SPREAD_OF_DECAY?.decayPerQuarter;
  require_(decay === undefined || (decay.length === 4 && decay.every((n) => Number.isInteger(n) && n >= 0)), 'malifaux-2e/SETUP', '§21.7', 'four Quarter counts');
  // SC-0e: every marker named is one of this crew's Scheme Markers on the table, and counts for one Scheme only.
  const markers = state.table?.markers ?? [];
  const used = new Set<string>();
  for (const k of schemes) {
    for (const id of markersOf(c.data.schemes?.[k])) {
      const m = markers.find((x) => x.id === id);
      require_(m !== undefined && m.kind === 'SCHEME' && m.seat === seat, 'malifaux-2e/SC-0e', S207, `${id} is not one of your Scheme Markers in play`);
      require_(!used.has(id), 'malifaux-2e/SC-0e', '§20.7 (seed 2452)', `Scheme Marker ${id} counts toward one Scheme only`);
      used.add(id);
    }
  }
  // §21.5: a Story Encounter's declared facts name the sources of the seat's own side, each a count 0..50.
  const story = c.data.strategy?.story;
  if (story !== undefined) {
    require_(s.mode === 'STORY' && s.story !== null && s.story !== undefined, 'malifaux-2e/STR-0', '§21.5', 'story facts belong to a Story Encounter');
    const keys = new Set(storySources(s.story, seat).filter((x) => x.kind !== 'SLAUGHTER' && x.kind !== 'CONTAIN_POWER').map((x) => x.key));
    for (const [k, n] of Object.entries(story)) {
      require_(keys.has(k), 'malifaux-2e/STR-0', '§21.5', `${k} is not a VP source of your side of the Strategy (${[...keys].join(', ') || 'none to declare'})`);
      require_(Number.isInteger(n) && n >= 0 && n <= 50, 'malifaux-2e/STR-0', '§21.5', `${k}: a whole number 0..50`);
    }
  }
  const q = c.data.strategy?.quarters;
  require_(q === undefined || (q.length === 4 && q.every((n) => Number.isInteger(n) && n >= 0)), 'malifaux-2e/STR-0', '§20.5', 'four Quarter counts');
  const counted = (['nonPeonWithin6', 'claimsHeld'] as const).map((k) => c.data.strategy?.[k]).filter((n): n is number => n !== undefined);
  const live = Object.values(state.table?.models ?? {}).filter((m) => m.seat === seat && m.status === 'IN_PLAY' && m.def.station !== 'PEON').length;
  require_(counted.every((n) => Number.isInteger(n) && n >= 0), 'malifaux-2e/STR-0', '§20.5', 'counts are whole numbers');
  require_(c.data.strategy?.nonPeonWithin6 === undefined || c.data.strategy.nonPeonWithin6 <= live, 'malifaux-2e/STR-0', '§20.5', `you have ${live} non-Peon models in play`);
  return [
    {
      type: 'ScoringFactsDeclared',
      data: { declarationId: c.data.declarationId, seat, turn: state.turn, moment: c.data.moment, strategy: c.data.strategy, schemes: c.data.schemes, firstScheme: c.data.firstScheme },
    },
  ];
}

export function answerScoringFacts(state: GameState, c: Extract<StandardCommand, { type: 'AnswerScoringFacts' }>): EncounterEvent[] {
  const s = standardOf(state);
  const d = s.declarations.find((x) => x.declarationId === c.data.declarationId);
  require_(d !== undefined, 'malifaux-2e/SETUP', '§20.7', 'no such declaration');
  require_(d.answer === 'PENDING', 'malifaux-2e/SETUP', '§20.7', 'this declaration has already been answered');
  const by: SeatId = c.actor.role === 'seat' ? c.actor.seat : opponentOf(state, d.seat);
  return [{ type: 'ScoringFactsAnswered', data: { declarationId: d.declarationId, by, answer: c.data.answer, reason: c.data.reason ?? null } }];
}

/** DESIGN.md "Declared facts": the organiser rules on a disputed declaration; an overturned one no longer scores. */
export function ruleOnScoringFacts(state: GameState, c: Extract<StandardCommand, { type: 'RuleOnScoringFacts' }>): EncounterEvent[] {
  const d = standardOf(state).declarations.find((x) => x.declarationId === c.data.declarationId);
  require_(d !== undefined, 'malifaux-2e/SETUP', '§20.7', 'no such declaration');
  require_(d.answer === 'DISPUTED', 'malifaux-2e/SETUP', '§20.7', 'only a disputed declaration is ruled on');
  require_(!d.ruling, 'malifaux-2e/SETUP', '§20.7', 'this dispute has already been ruled on');
  require_(c.data.ruling === 'UPHELD' || c.data.ruling === 'OVERTURNED', 'malifaux-2e/SETUP', '§20.7', 'UPHELD or OVERTURNED');
  return [{ type: 'ScoringFactsRuled', data: { declarationId: d.declarationId, ruling: c.data.ruling } }];
}

/** Bodyguard "may be revealed at any time" (seed 2221); other Schemes reveal at the start or by their own mechanism. */
export function revealScheme(state: GameState, c: Extract<StandardCommand, { type: 'RevealScheme' }>): EncounterEvent[] {
  const s = standardOf(state);
  const card = (s.schemes[c.data.seat] ?? []).find((x) => x.scheme === c.data.scheme);
  require_(card !== undefined && s.schemesRevealed, 'malifaux-2e/SETUP', '§20.9', 'not one of your Schemes');
  require_(card.scheme === 'BODYGUARD', 'malifaux-2e/SC-0b', S207, `${card.scheme} is revealed only at the start of the game or by its own mechanism`);
  require_(card.revealed === null, 'malifaux-2e/SETUP', S207, 'already revealed');
  return [{ type: 'SchemeRevealed', data: { seat: c.data.seat, scheme: card.scheme, notes: card.notes, how: 'OWN', reason: 'Bodyguard may be revealed at any time' } }];
}
