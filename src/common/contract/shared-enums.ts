// The vocabularies both contracts share, declared once: each is a GraphQL enum (registerEnumType) and one OpenAPI
// component (`enumName`), under the same name. Their values are the rules' own literal types (`satisfies` keeps them
// in step: a value added to the rules and not here fails to compile). Output fields and the input fields and arguments
// of a shared vocabulary use them (a literal is unquoted, `seat: A`; class-validator still narrows a field to the values it takes).
import { registerEnumType } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { SeatId } from '../../rules/core/decider';
import { FATE_DECK, SUITS } from '../../rules/malifaux/cards';
import { FACTIONS, SCHEMES } from '../../rules/malifaux-2e/encounter/tables';
import { ABILITY_KEYWORDS, DUEL_STATS, MANIFESTATIONS, RANGE_KINDS, RESIST_STATS, type ActionCategory as ActionCategoryName } from '../../rules/malifaux-2e/turn/crew';
import { STATIONS, TRIGGER_TIMINGS } from '../../duels/dto/vocabulary';
import type { FlowStage } from '../../rules/malifaux-2e/duel/duel-events';
import type { DuelRole } from '../../rules/malifaux-2e/duel/duel-roles';
import type { StepName } from '../../rules/malifaux-2e/duel/duel-steps';

type EnumOf<T extends string> = { readonly [K in T]: K };

export const Seat = { A: 'A', B: 'B', C: 'C', D: 'D' } as const satisfies EnumOf<SeatId>;
export const DuelStepName = {
  START: 'START',
  DECLARE_SOULSTONES: 'DECLARE_SOULSTONES',
  FLIP: 'FLIP',
  CHOOSE_ACTIVE_CARD: 'CHOOSE_ACTIVE_CARD',
  NAME_RED_JOKER_SUIT: 'NAME_RED_JOKER_SUIT',
  CHEAT: 'CHEAT',
  DECLARE_TRIGGER: 'DECLARE_TRIGGER',
  PREVENTION: 'PREVENTION',
  RESOLVE: 'RESOLVE',
} as const satisfies EnumOf<StepName>;
export const DuelStage = { DUEL: 'DUEL', DAMAGE: 'DAMAGE', HEALING: 'HEALING' } as const satisfies EnumOf<FlowStage>;
export const DuelRoleName = { ACTOR: 'ACTOR', ATTACKER: 'ATTACKER', DEFENDER: 'DEFENDER' } as const satisfies EnumOf<DuelRole>;

/** A vocabulary as an enum object ({ RAM: 'RAM', ... }), the shape registerEnumType and @ApiProperty take. */
const enumOf = <T extends string>(values: readonly T[]): { readonly [K in T]: K } =>
  Object.fromEntries(values.map((v) => [v, v])) as { readonly [K in T]: K };

export const Suit = enumOf(SUITS);
export const Station = enumOf(STATIONS);
export const TriggerTiming = enumOf(TRIGGER_TIMINGS);
export const Faction = enumOf(FACTIONS);
export const Scheme = enumOf(SCHEMES);
// A Malifaux 2E stat card's vocabularies (turn/crew.ts), as the crew inputs accept them.
export const AbilityKeyword = enumOf(ABILITY_KEYWORDS);
export const RangeKind = enumOf(RANGE_KINDS);
export const DuelStat = enumOf(DUEL_STATS);
export const ResistStat = enumOf(RESIST_STATS);
export const Manifestation = enumOf(MANIFESTATIONS);
export const ActionCategory = { ATTACK: 'ATTACK', TACTICAL: 'TACTICAL' } as const satisfies EnumOf<ActionCategoryName>;

/** Every shared vocabulary; `graphql: false` for one whose values are no GraphQL names (card ids: `RAM-01`). */
const SHARED = {
  Seat: { values: Seat, graphql: true, description: 'A seat at the table (a player)' },
  DuelStepName: { values: DuelStepName, graphql: true, description: 'The step of a duel or damage / healing flip that is due (§4.3-§4.5, §12.5)' },
  DuelStage: { values: DuelStage, graphql: true, description: 'Which flow the step belongs to: the duel, its damage flip, or a healing flip' },
  DuelRole: { values: DuelRoleName, graphql: true, description: 'A side of a duel: the Actor of a Simple Duel, or the Attacker and Defender of an Opposed one' },
  Suit: { values: Suit, graphql: true, description: 'A suit of the Fate Deck (§1.1)' },
  Station: { values: Station, graphql: true, description: 'A model’s Station (§18.4); NONE for the rest, e.g. Totems' },
  TriggerTiming: { values: TriggerTiming, graphql: true, description: 'When a Trigger takes effect (§4.4, TR-4)' },
  Faction: { values: Faction, graphql: true, description: 'A Malifaux 2E Faction (§20.7)' },
  Scheme: { values: Scheme, graphql: true, description: 'A Malifaux 2E Scheme (§20.6, §21)' },
  AbilityKeyword: { values: AbilityKeyword, graphql: true, description: 'A keyword ability of a Malifaux 2E stat card that the server applies (§7, §10.1, §12, §18)' },
  RangeKind: { values: RangeKind, graphql: true, description: 'The range of an Action: close, projectile, aura, pulse or self (§8.1)' },
  DuelStat: { values: DuelStat, graphql: true, description: 'A stat a model duels with (§18.1)' },
  ResistStat: { values: ResistStat, graphql: true, description: 'A stat an Attack Action is resisted with (§8.1)' },
  Manifestation: { values: Manifestation, graphql: true, description: 'AV-2: an Avatar’s Manifestation card' },
  ActionCategory: { values: ActionCategory, graphql: true, description: 'An Attack or a Tactical Action (§8.1)' },
  CardId: { values: enumOf(FATE_DECK), graphql: false, description: 'A Fate card: RAM-01..MASK-13, RJ (Red Joker), BJ (Black Joker)' },
} as const;
export type SharedEnumName = keyof typeof SHARED;

for (const [name, e] of Object.entries(SHARED)) if (e.graphql) registerEnumType(e.values, { name, description: e.description });

/** The OpenAPI components of the shared enums, with their own descriptions (not a property's that used them first). */
export function sharedEnumSchemas(): Record<string, { type: 'string'; enum: string[]; description: string }> {
  return Object.fromEntries(Object.entries(SHARED).map(([name, e]) => [name, { type: 'string' as const, enum: Object.values(e.values), description: e.description }]));
}

/** An OpenAPI property holding one value of a shared enum, as a $ref to its one component. */
export const ApiEnumProperty = (name: SharedEnumName, options: Omit<ApiPropertyOptions, 'enum' | 'enumName'> = {}): PropertyDecorator =>
  // `type: string` beside the $ref keeps `nullable` legal in OpenAPI 3.0 (Redocly's nullable-type-sibling).
  ApiProperty({ ...options, type: 'string', enum: Object.values(SHARED[name].values), enumName: name } as ApiPropertyOptions);
