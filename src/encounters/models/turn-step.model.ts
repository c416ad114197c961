import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';

const STEPS = ['HIRE_CREWS', 'BEGIN_DRAW_PHASE', 'CUT_DECK', 'REFILL_HAND', 'FLIP_INITIATIVE', 'INITIATIVE_REFLIP', 'CHOOSE_FIRST_PLAYER', 'ACTIVATE', 'ACTION', 'DUEL', 'DAMAGE_FLIP', 'DISENGAGING_STRIKE', 'PICK_RANDOM_MODEL', 'END_PHASE', 'ENCOUNTER_ENDED'];

@ObjectType('RestrictedAp', { description: 'AP-2: AP usable only for Ca Actions (CASTING) or Close Attacks (MELEE)' })
export class RestrictedApModel {
  @Field(() => Int) @ApiProperty() CASTING!: number;
  @Field(() => Int) @ApiProperty() MELEE!: number;
}

@ObjectType('TurnStep', { description: '§6: the decision of the Turn that is due, and from which seat' })
export class TurnStepModel {
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ enum: ['SETUP', 'DRAW', 'INITIATIVE', 'ACTIVATION', 'END', 'ENDED'] }) phase!: string;
  @Field() @ApiProperty({ enum: STEPS }) step!: string;
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true, description: 'Who decides (empty: any seat, or nobody once ended)' }) seats!: SeatId[];
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, description: 'ACTION / DAMAGE_FLIP: the model activating' }) modelId!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'ACTIVATE: the models the seat may activate (AC-1, AC-2)' }) models!: string[];
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'ACTIVATE: models that may chain-activate (AC-4)' }) chain!: string[];
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true, description: 'ACTION: general AP left' }) ap!: number | null;
  @Field(() => RestrictedApModel, { nullable: true }) @ApiProperty({ type: RestrictedApModel, nullable: true }) restrictedAp!: RestrictedApModel | null;
}
