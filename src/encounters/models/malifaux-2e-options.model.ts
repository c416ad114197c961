// The options of a Malifaux 2E encounter (src/rules/malifaux-2e/state.ts Malifaux2eOptions): in the state and in the
// EncounterCreated event (one model for both), in a file of its own so that the event models import it without a cycle.
import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType('Malifaux2eOptions')
export class OptionsModel {
  @Field() @ApiProperty({ description: 'FD-13: skip the cut offered after each shuffle' }) autoDeclineCuts!: boolean;
  @Field() @ApiProperty({ description: 'IN-4: a new Soulstone window after a forced reflip of a tie' }) initiativeReopenSoulstoneWindowAfterTie!: boolean;
  @Field() @ApiProperty({ description: 'A practice encounter whose starting deck order was set by its organiser (never a fair game)' }) stackedDecks!: boolean;
  @Field() @ApiProperty({ description: 'MK-5: killed models drop Corpse / Scrap Markers' }) dropCorpseScrap!: boolean;
}
