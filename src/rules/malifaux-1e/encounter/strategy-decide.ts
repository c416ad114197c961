// malifaux-1e §14.7 Strategies and the setup choices Jokers give (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4367-4535): W35-W37, HI-13; §20.2 #20
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { CardId } from '../../malifaux/cards';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { atStep, isSeat, noPending, SETUP_1E, S141, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import type { Malifaux1eEncounterSlice, StrategyHeld } from './encounter-state';
import { actsFor, chooserSeat, flipped, pend, secondLocationCard, type Out } from './setup-decide';
import { SPECIAL_TABLES } from './special-location';
import { DEPLOYMENTS_1E, extendedStrategyFor, GENERAL_STRATEGY_IDS, generalStrategyFor, INDOOR_LOCATIONS, OUTDOOR_LOCATIONS, STRATEGY_IDS, type TableResult } from './tables';

type C<T extends EncounterSliceCommand1e['type']> = Extract<EncounterSliceCommand1e, { type: T }>;
const S147 = '§14.7 (seed 4367-4535)';

const sharedKind = (s: Malifaux1eEncounterSlice): boolean => s.encounterType === 'EXTENDED' && s.extendedKind !== 'INDIVIDUAL';

/** §14.7: individual strategies that coincide are played in their shared version. */
export function settle(s: Malifaux1eEncounterSlice, strategies: Readonly<Partial<Record<SeatId, StrategyHeld>>>): EncounterSliceEvent1e {
  const ids = s.seats.map((x) => strategies[x]?.id);
  const same = ids.every((id) => id !== undefined && id === ids[0]);
  return { type: 'StrategiesSettled1e', data: { strategies: Object.fromEntries(s.seats.map((x) => [x, { id: strategies[x]?.id ?? '', shared: (strategies[x]?.shared ?? false) || same }])) } };
}

/** After one strategy is known: settle when every seat has one, unless the paid reflip is still open (W37). */
function afterDetermined(s: Malifaux1eEncounterSlice, seat: SeatId | null, strategy: string): Out {
  const det: EncounterSliceEvent1e = { type: 'StrategyDetermined1e', data: { seat, strategy } };
  const next: Partial<Record<SeatId, StrategyHeld>> =
    seat === null
      ? // Stryker disable next-line BooleanLiteral: settle marks coinciding ids shared, and a null seat gives every seat the same id
        Object.fromEntries(s.seats.map((x) => [x, { id: strategy, shared: true }]))
      : { ...s.strategies, [seat]: { id: strategy, shared: false } };
  if (!s.seats.every((x) => next[x] !== undefined)) return [det];
  const reflipOpen = s.encounterType === 'EXTENDED' && s.extendedKind === 'INDIVIDUAL' && s.policy.allowStrategyReflip;
  if (s.step === 'DETERMINE_STRATEGIES' && reflipOpen) return [det];
  // The reflipping seat is already in reflipDecided: decideReflip adds it before flipping, and a Joker's choice comes after
  // StrategyReflipDecided1e was applied.
  if (s.step === 'REFLIP_STRATEGIES' && !s.seats.every((x) => s.reflipDecided.includes(x))) return [det];
  return [det, settle(s, next)];
}

function strategyResult(s: Malifaux1eEncounterSlice, card: CardId | null): TableResult<string> {
  if (card === null) return { kind: 'CHOICE', chooser: 'FLIPPER' };
  return s.encounterType === 'GENERAL' ? generalStrategyFor(card) : extendedStrategyFor(card);
}

function flipOne(s: Malifaux1eEncounterSlice, seat: SeatId, ctx: EncounterContext1e, label: string): Out {
  const card = ctx.flipper.flip(seat, label);
  const r = strategyResult(s, card);
  const forSeat = sharedKind(s) ? undefined : seat;
  if (r.kind === 'CHOICE') return [flipped('STRATEGY', seat, [card], 'CHOICE'), pend({ what: 'STRATEGY', seat: chooserSeat(s, seat, r), ...(forSeat ? { forSeat } : {}) })];
  return [flipped('STRATEGY', seat, [card], r.value), ...afterDetermined(s, forSeat ?? null, r.value)];
}

/** W35, W36: each player flips their own strategy; a shared (or story) strategy is flipped once for everyone. */
export function flipStrategy(s: Malifaux1eEncounterSlice, c: C<'FlipStrategy1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'DETERMINE_STRATEGIES');
  noPending(s);
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  if (sharedKind(s)) require_(Object.keys(s.strategies).length === 0, SETUP_1E, S147, 'the shared strategy was already flipped');
  else require_(s.strategies[c.data.seat] === undefined, SETUP_1E, S147, 'this seat already has its strategy');
  if (s.extendedKind === 'STORY') return [pend({ what: 'STRATEGY', seat: c.data.seat })];
  return flipOne(s, c.data.seat, ctx, 'strategy');
}

/** W37, HI-13: once everyone has flipped, each may reflip once for 1 SS of the hiring budget (forbidden in official tournaments). */
export function decideReflip(s: Malifaux1eEncounterSlice, c: C<'DecideStrategyReflip1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'REFLIP_STRATEGIES');
  noPending(s);
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_(!s.reflipDecided.includes(c.data.seat), 'malifaux-1e/HI-13', S147, 'a strategy is reflipped at most once');
  const decided: EncounterSliceEvent1e = { type: 'StrategyReflipDecided1e', data: { seat: c.data.seat, reflip: c.data.reflip } };
  const after: Malifaux1eEncounterSlice = { ...s, reflipDecided: [...s.reflipDecided, c.data.seat] };
  if (c.data.reflip) return [decided, ...flipOne(after, c.data.seat, ctx, 'strategy-reflip')];
  return after.seats.every((x) => after.reflipDecided.includes(x)) ? [decided, settle(s, s.strategies)] : [decided];
}

/** The seat a Joker named answers: location side, location, special option, deployment, extended kind or a strategy. */
export function makeChoice(s: Malifaux1eEncounterSlice, c: C<'MakeSetupChoice1e'>, ctx: EncounterContext1e): Out {
  const p = s.pending;
  require_(p !== null, SETUP_1E, S141, 'no choice is due');
  require_(p.seat === c.data.seat, SETUP_1E, S141, `seat ${p.seat} makes this choice`);
  actsFor(c.actor, c.data.seat);
  const v = c.data.value;
  const made: EncounterSliceEvent1e = { type: 'SetupChoiceMade1e', data: { ...p, value: v } };
  switch (p.what) {
    case 'INDOOR_OUTDOOR':
      require_(v === 'OUTDOOR' || v === 'INDOOR', SETUP_1E, '§14.4', 'OUTDOOR or INDOOR');
      return [made, ...secondLocationCard({ ...s, pending: null }, p.flipper ?? p.seat, v, ctx)];
    case 'LOCATION': {
      const list = p.where === 'INDOOR' ? INDOOR_LOCATIONS : OUTDOOR_LOCATIONS;
      require_(list.some((l) => l.id === v), SETUP_1E, '§14.4', `one of the ${p.where?.toLowerCase()} locations`);
      return [made, { type: 'LocationDetermined1e', data: { where: p.where ?? 'OUTDOOR', location: v, agreed: false } }];
    }
    case 'SPECIAL': {
      const table: readonly string[] | undefined = s.location ? SPECIAL_TABLES[s.location] : undefined;
      require_(table?.includes(v) === true, 'malifaux-1e/LO-1', '§14.13', "on a Red Joker the player chooses from the location's list");
      return [made, { type: 'SpecialLocationApplied1e', data: { specials: [v] } }];
    }
    case 'DEPLOYMENT':
      require_((DEPLOYMENTS_1E as readonly string[]).includes(v), SETUP_1E, '§14.6', `one of ${DEPLOYMENTS_1E.join(', ')}`);
      return [made, { type: 'DeploymentDetermined1e', data: { deployment: v as (typeof DEPLOYMENTS_1E)[number], agreed: false } }];
    case 'EXTENDED_KIND':
      require_(v === 'INDIVIDUAL' || v === 'SHARED' || (v === 'STORY' && s.policy.storyEncountersAllowed), SETUP_1E, S147, 'INDIVIDUAL, SHARED, or STORY when agreed beforehand');
      return [made, { type: 'ExtendedKindDetermined1e', data: { kind: v as 'INDIVIDUAL' | 'SHARED' | 'STORY' } }];
    case 'STRATEGY': {
      // §20.2 #20: a General-table Joker chooses from the General five unless the policy opens all thirteen.
      const list = s.encounterType === 'GENERAL' && !s.policy.generalJokerChoiceFromAll ? (GENERAL_STRATEGY_IDS as readonly string[]) : STRATEGY_IDS;
      require_(list.includes(v), SETUP_1E, S147, `one of ${list.join(', ')}`);
      return [made, ...afterDetermined({ ...s, pending: null }, p.forSeat ?? null, v)];
    }
  }
}
