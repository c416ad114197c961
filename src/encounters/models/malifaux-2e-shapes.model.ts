// The shapes of Malifaux 2E's state that the rules define (src/rules/malifaux-2e/view.ts EncounterView: `initiative`,
// `horror`, `duel`), described once for both contracts (src/common/contract/event-model.ts; issue 12). A value that is
// a union on `status` in the rules is one object here whose fields other than `status` are absent (null) unless that
// status carries them, as in src/encounters/models/malifaux-1e-shapes.model.ts.
import type { Type } from '@nestjs/common';
import { list, map, model, nullable, optional } from '../../common/contract/event-model';
import { FateModifiersData, FlipperData, RoleTotal, TriggerData } from '../../rulesets/malifaux-2e-duel-parts';
import { DamageTrack1e } from './malifaux-1e-shapes.model';

/** A card per seat (null: its deck and discard were both empty, A-6). */
export const SeatCards2e = model('Malifaux2eSeatCards', 'A card per seat (null: none could be flipped)', {
  A: optional(nullable('string')),
  B: optional(nullable('string')),
  C: optional(nullable('string')),
  D: optional(nullable('string')),
});

/** §20.2: the Faction each seat announced (a Standard Encounter has two seats). */
export const SeatFactions2e = model('Malifaux2eSeatFactions', 'A Faction per seat', { A: optional('Faction'), B: optional('Faction') });
/** VP-3: the Victory Points of each seat. */
export const SeatVp2e = model('Malifaux2eSeatVp', 'Victory Points per seat', { A: optional('int'), B: optional('int') });

/** src/rules/malifaux-2e/initiative.ts InitiativeState. */
export const Initiative2e = model('Malifaux2eInitiative', '§6.3: the Initiative Phase under way: each seat’s face-up card, the Soulstone reflips, the open window and the winner', {
  turn: 'int',
  cards: () => SeatCards2e,
  reflipped: list('Seat', { description: 'IN-3: who has used the one Soulstone reflip of this phase' }),
  window: list('Seat', { description: 'IN-3: seats still to decide in the open Soulstone window, in order; empty: closed' }),
  winner: nullable('Seat', { description: 'IN-5: who chooses First or Second Player, once the window has closed without a tie' }),
});

/** src/rules/malifaux-2e/horror-duels.ts HorrorState. */
export const Horror2e = model('Malifaux2eHorror', '§14: Horror Duel immunity this Turn (HO-4) and the Horror Duel in progress', {
  immunity: map(list('string'), { description: 'HO-4: model id -> the source models it passed a Horror Duel against this Turn' }),
  pending: nullable(
    () =>
      model('Malifaux2ePendingHorror', 'HO-1: the Horror Duel in progress and what its result will mean', {
        duelId: 'string',
        modelId: 'string',
        seat: 'Seat',
        sourceModelId: 'string',
        tn: 'int',
        immuneToParalyzed: 'boolean',
        duringOwnActivation: 'boolean',
      }),
    { description: 'The Horror Duel in progress (null: none)' },
  ),
});

export const DuelPolicy2e = model('Malifaux2eDuelPolicy', 'The rulings a duel is played under (A-4, A-5, A-8, A-9)', {
  blackJokerMayBeCheatedFromHand: 'boolean',
  opponentRedJokerBlocksEvenWithBlackJoker: 'boolean',
  oneSoulstoneOfEachKindPerDuel: 'boolean',
  statSuitCountsWithBlackJoker: 'boolean',
  relentingDefenderMaySpendSoulstone: 'boolean',
});

/** A step of a duel or flip (`soulstones`, `choice`, `cheat`, `trigger`, `prevention`), a union on `status` in duel-state.ts. */
export const DuelStepStatus2e = model('Malifaux2eDuelStepStatus', 'Where a step of a duel or flip stands: its status and what that status carries', {
  status: { kind: 'string', description: 'PENDING, SKIPPED, DECLARED, RELENTED, CHOSEN, DECLINED, CHEATED, PASSED or FLIPPED' },
  ruleId: optional('string', { description: 'SKIPPED: the rule that took the choice away' }),
  reason: optional('string', { description: 'SKIPPED: why' }),
  declaration: optional(
    () => model('Malifaux2eSoulstoneDeclaration', 'SS-D1: the Soulstones declared: Fate Modifiers and suits', { fateModifiers: 'int', suits: list('Suit') }),
    { description: 'soulstones DECLARED' },
  ),
  damageFlipPenalty: optional('int', { description: 'soulstones RELENTED (DU-O8)' }),
  card: optional(nullable('string'), { description: 'CHOSEN, CHEATED, FLIPPED: the card (null: none)' }),
  replaced: optional('string', { description: 'CHEATED: the card cheated over' }),
  redJokerSuit: optional(nullable('Suit'), { description: 'CHEATED: the suit named for a Red Joker' }),
  trigger: optional(() => TriggerData, { description: 'trigger DECLARED' }),
  prevented: optional('int', { description: 'prevention FLIPPED: the damage prevented' }),
});
const step = (): Type<unknown> => DuelStepStatus2e;

export const DuelAction2e = model('Malifaux2eDuelAction', 'The Action a duel is for: name, TN and suits, damage track, Triggers (§4, TR-3)', {
  name: 'string',
  tn: optional('int'),
  requiredSuits: optional(list('Suit')),
  damage: optional(() => DamageTrack1e),
  triggers: optional(list(() => TriggerData)),
});

/** src/rules/malifaux-2e/duel/duel-commands.ts DuelParticipant: a model taking part, as declared. */
export const DuelParticipant2e = model('Malifaux2eDuelParticipant', 'A model taking part in a duel: seat, Station, stat, Stat Triggers, Fate Modifiers, wounds', {
  modelId: 'string',
  seat: 'Seat',
  station: 'Station',
  stat: () =>
    model('Malifaux2eDuelStat', 'The stat a model duels with: value, printed suits, modifiers, total bonus, extra suits (§4.1)', {
      name: 'string',
      value: 'int',
      printedSuits: optional(list('Suit')),
      modifiers: optional(list(() => model('Malifaux2eStatModifier', 'A modifier to a stat: MULTIPLY, DIVIDE, ADD or SUBTRACT an amount', { op: 'string', amount: 'int' }))),
      totalBonus: optional('int'),
      extraSuits: optional(list('Suit')),
    }),
  statTriggers: optional(list(() => TriggerData)),
  fate: optional(() => FateModifiersData),
  wounds: 'int',
  maxWounds: 'int',
});

export const DuelSide2e = model('Malifaux2eDuelSideState', 'A side of a duel: its model, Soulstones, flip, active card, cheat and Trigger', {
  role: 'DuelRole',
  participant: () => DuelParticipant2e,
  soulstones: step,
  flipped: nullable(list('string'), { description: 'null until flipped' }),
  net: nullable('int'),
  choice: step,
  redJokerSuit: nullable('Suit'),
  cheat: step,
  trigger: step,
});

export const DuelRecord2e = model('Malifaux2eDuelRecord', 'A duel as declared and played so far (§4.5)', {
  duelId: 'string',
  kind: { kind: 'string', description: 'SIMPLE or OPPOSED' },
  action: () => DuelAction2e,
  defenderFriendly: 'boolean',
  policy: () => DuelPolicy2e,
  sides: list(() => DuelSide2e, { description: 'SIMPLE: [ACTOR]; OPPOSED: [ATTACKER, DEFENDER]' }),
});

export const DuelOutcome2e = model('Malifaux2eDuelOutcome', 'A resolved duel: winner, success, margin and totals (§4.5)', {
  winner: nullable('DuelRole'),
  success: 'boolean',
  margin: nullable('int'),
  totals: list(() => RoleTotal),
});

export const DamageModifiers2e = model('Malifaux2eDamageModifiers', '§12: what changes the damage of a flip: ×, ÷, +, reductions, irreducible, Hard to Kill', {
  multiply: optional(list('int')),
  divide: optional(list('int')),
  add: optional(list('int')),
  reduce: optional(list(() => model('Malifaux2eDamageReduction', 'A reduction of damage and its floor', { amount: 'int', minimum: optional('int') }))),
  irreducible: optional('boolean'),
  hardToKill: optional('boolean'),
});

export const FlipTarget2e = model('Malifaux2eFlipTarget', 'The model a damage or healing flip is for', { modelId: 'string', seat: 'Seat', station: 'Station', wounds: 'int', maxWounds: 'int' });
export const FlipAmount2e = model('Malifaux2eFlipAmount', 'FLIP: a damage track to flip on; FIXED: a fixed amount', {
  kind: { kind: 'string', description: 'FLIP or FIXED' },
  track: optional(() => DamageTrack1e, { description: 'FLIP' }),
  amount: optional('int', { description: 'FIXED' }),
});

export const FlipRecord2e = model('Malifaux2eFlipRecord', 'A damage or healing flip (§12), possibly following a duel', {
  stage: 'DuelStage',
  flipType: 'string',
  flipper: () => FlipperData,
  target: () => FlipTarget2e,
  amount: () => FlipAmount2e,
  fate: () => FateModifiersData,
  net: 'int',
  modifiers: () => DamageModifiers2e,
  steppedDown: 'boolean',
  fromDuel: 'boolean',
  policy: () => DuelPolicy2e,
  flipped: nullable(list('string'), { description: 'null until flipped' }),
  choice: step,
  cheat: step,
  prevention: step,
});

export const FlipOutcome2e = model('Malifaux2eFlipOutcome', 'A resolved damage or healing flip: severity, amounts and wounds after (§12)', {
  severity: nullable('string', { description: 'NONE, WEAK, MODERATE, SEVERE or SEVERE_PLUS_WEAK' }),
  base: 'int',
  afterModifiers: 'int',
  prevented: 'int',
  amount: 'int',
  woundsAfter: 'int',
});

/** src/rules/malifaux-2e/duel/duel-state.ts DuelState, a union on `status`. */
export const DuelState2e = model('Malifaux2eDuel', 'The duel or damage / healing flip in progress or last resolved (public): IDLE, DUELING, DUEL_RESOLVED, FLIPPING or FLIP_RESOLVED, with what that status carries', {
  status: { kind: 'string', description: 'IDLE, DUELING, DUEL_RESOLVED, FLIPPING or FLIP_RESOLVED' },
  duel: optional(nullable(() => DuelRecord2e)),
  outcome: optional(nullable(() => DuelOutcome2e)),
  flip: optional(() => FlipRecord2e),
  result: optional(() => FlipOutcome2e),
  blasted: optional('boolean', { description: 'BL-4: the blast damage of this flip has been applied' }),
});
