// BL-4 (rules/malifaux-2e.md §16.3; seed 1506-1532): the other models under a blast, after the Attack's damage flip. Shape only.
import { InputType } from '@nestjs/graphql';
import { CommandInput } from '../../common/command.input';
import { NestedList } from '../../common/dto/nested.decorators';
import { FlipTargetInput } from './damage-parts.input';

@InputType()
export class BlastDamageInput extends CommandInput {
  @NestedList(() => FlipTargetInput, 1, 20, 'The other models under the Blast Markers (with crews hired, their wounds and station come from the encounter)')
  targets!: FlipTargetInput[];
}
