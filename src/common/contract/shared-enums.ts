// The vocabularies both contracts share, declared once: each is a GraphQL enum (registerEnumType) and one OpenAPI
// component (`enumName`), under the same name. Their values are the rules' own literal types (`satisfies` keeps them
// in step: a value added to the rules and not here fails to compile). Output fields use them; GraphQL inputs keep
// String so that queries written with "A" literals stay valid (a variable holding "A" is valid for either).
import { registerEnumType } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { SeatId } from '../../rules/core/decider';
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

const SHARED = { Seat, DuelStepName, DuelStage, DuelRole: DuelRoleName } as const;
export type SharedEnumName = keyof typeof SHARED;

/** One description per vocabulary, for its GraphQL enum and its OpenAPI component alike. */
export const SHARED_ENUM_DESCRIPTIONS: Readonly<Record<SharedEnumName, string>> = {
  Seat: 'A seat at the table (a player)',
  DuelStepName: 'The step of a duel or damage / healing flip that is due (§4.3-§4.5, §12.5)',
  DuelStage: 'Which flow the step belongs to: the duel, its damage flip, or a healing flip',
  DuelRole: 'A side of a duel: the Actor of a Simple Duel, or the Attacker and Defender of an Opposed one',
};

for (const [name, values] of Object.entries(SHARED) as [SharedEnumName, Record<string, string>][]) {
  registerEnumType(values, { name, description: SHARED_ENUM_DESCRIPTIONS[name] });
}

/** The OpenAPI components of the shared enums, with their own descriptions (not a property's that used them first). */
export function sharedEnumSchemas(): Record<string, { type: 'string'; enum: string[]; description: string }> {
  return Object.fromEntries(
    (Object.keys(SHARED) as SharedEnumName[]).map((name) => [name, { type: 'string' as const, enum: Object.values(SHARED[name]), description: SHARED_ENUM_DESCRIPTIONS[name] }]),
  );
}

/** An OpenAPI property holding one value of a shared enum, as a $ref to its one component. */
export const ApiEnumProperty = (name: SharedEnumName, options: Omit<ApiPropertyOptions, 'enum' | 'enumName'> = {}): PropertyDecorator =>
  // `type: string` beside the $ref keeps `nullable` legal in OpenAPI 3.0 (Redocly's nullable-type-sibling).
  ApiProperty({ ...options, type: 'string', enum: Object.values(SHARED[name]), enumName: name } as ApiPropertyOptions);
