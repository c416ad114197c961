import { Module } from '@nestjs/common';
import { EncountersModule } from '../encounters/encounters.module';
import { Malifaux1eTableController, Malifaux1eTableResolver } from './malifaux-1e-table.controller';
import { TableController } from './table.controller';
import { TableResolver } from './table.resolver';
import { TableViewResolver } from './table-view.resolver';
import { TurnsController } from './turns.controller';
import { TurnsResolver } from './turns.resolver';
import { TurnsService } from './turns.service';
import { MageWarsRoundController, MageWarsRoundResolver } from './mage-wars-round.controller';

@Module({ imports: [EncountersModule], providers: [TurnsService, TurnsResolver, TableResolver, TableViewResolver, MageWarsRoundResolver, Malifaux1eTableResolver], controllers: [TurnsController, TableController, MageWarsRoundController, Malifaux1eTableController] })
export class TurnsModule {}
