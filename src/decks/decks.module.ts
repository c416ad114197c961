import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EncountersModule } from '../encounters/encounters.module';
import { DecksController } from './decks.controller';
import { DecksProjection } from './decks.projection';
import { DecksResolver } from './decks.resolver';
import { DecksService } from './decks.service';
import { MageWarsSavedSpellbookController, MageWarsSavedSpellbookResolver, MageWarsSpellbookController, MageWarsSpellbookResolver } from './mage-wars-spellbook.controller';
import { MageWarsSpellbooksService } from './mage-wars-spellbooks.service';
import { SeatDeckRow } from './entities/seat-deck-row.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SeatDeckRow]), EncountersModule],
  providers: [DecksService, DecksResolver, DecksProjection, MageWarsSpellbookResolver, MageWarsSpellbooksService, MageWarsSavedSpellbookResolver],
  controllers: [DecksController, MageWarsSpellbookController, MageWarsSavedSpellbookController],
})
export class DecksModule {}
