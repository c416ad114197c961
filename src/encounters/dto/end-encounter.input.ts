import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';
import { CommandInput } from '../../common/command.input';

@InputType()
export class EndEncounterInput extends CommandInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ example: 'game over', maxLength: 200 })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  reason?: string;
}
