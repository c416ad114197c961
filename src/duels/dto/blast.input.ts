// BL-4 (rules/malifaux-2e.md §16.3; seed 1506-1532): the other models under a blast, after the Attack's damage flip. Shape only.
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedList, OptionalNestedList } from '../../common/dto/nested.decorators';
import { SightFactInput } from '../../turns/dto/turn-commands.input';
import { FlipTargetInput } from './damage-parts.input';

@InputType()
export class BlastMarkerInput {
  @Field()
  @ApiProperty({ maxLength: 64, description: 'BL-1: what this 50mm Blast Marker touches: the original target (first marker) or an earlier one, `blast:<index>`' })
  @IsString()
  @Length(1, 64)
  touches!: string;
}

@InputType()
export class BlastDamageInput extends CommandInput {
  @NestedList(() => FlipTargetInput, 1, 20, 'The other models under the Blast Markers (with crews hired, their wounds and station come from the encounter)')
  targets!: FlipTargetInput[];

  @OptionalNestedList(() => BlastMarkerInput, 10, 'BL-1: the Blast Markers placed, in order (required with crews hired; their count is BL-2’s)')
  markers?: BlastMarkerInput[];

  @OptionalNestedList(() => SightFactInput, 20, 'malifaux-1e LOS-8: per victim, the sight lines from the Blast Marker (Ht 3); a victim the blast can’t see behind solid terrain is refused')
  sight?: SightFactInput[];
}
