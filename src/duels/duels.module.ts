import { Module } from '@nestjs/common';
import { EncountersModule } from '../encounters/encounters.module';
import { DuelOddsService } from './duel-odds.service';
import { DuelsController } from './duels.controller';
import { DuelsResolver } from './duels.resolver';
import { DuelsService } from './duels.service';
import { MageWarsAttackController, MageWarsAttackResolver } from './mage-wars-attack.controller';

/** Duels live on the encounter stream (DESIGN.md "Streams and consistency"): no tables of their own, the view is public. */
@Module({
  imports: [EncountersModule],
  providers: [DuelsService, DuelOddsService, DuelsResolver, MageWarsAttackResolver],
  controllers: [DuelsController, MageWarsAttackController],
})
export class DuelsModule {}
