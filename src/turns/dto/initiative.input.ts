// Inputs of the Initiative Phase (rules/malifaux-2e.md §6.3). Shape only; legality is the rules' job (422).
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { SEAT_IDS } from '../../rules/core/decider';

@InputType()
export class InitiativeReflipInput extends CommandInput {
  @Field()
  @ApiProperty({ description: 'IN-3: spend one Soulstone to reflip your initiative card (true) or keep it (false)' })
  @IsBoolean()
  reflip!: boolean;
}

@InputType()
export class FirstPlayerInput extends CommandInput {
  @Field()
  @ApiProperty({ enum: SEAT_IDS, description: 'IN-5: the seat that will be First Player this Turn' })
  @IsIn(SEAT_IDS)
  firstPlayer!: string;
}
