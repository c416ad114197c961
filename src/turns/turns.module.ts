import { Module } from '@nestjs/common';
import { EncountersModule } from '../encounters/encounters.module';
import { TableController } from './table.controller';
import { TableResolver } from './table.resolver';
import { TableViewResolver } from './table-view.resolver';
import { TurnsController } from './turns.controller';
import { TurnsResolver } from './turns.resolver';
import { TurnsService } from './turns.service';
import { MageWarsRoundController, MageWarsRoundResolver } from './mage-wars-round.controller';

@Module({ imports: [EncountersModule], providers: [TurnsService, TurnsResolver, TableResolver, TableViewResolver, MageWarsRoundResolver], controllers: [TurnsController, TableController, MageWarsRoundController] })
export class TurnsModule {}
