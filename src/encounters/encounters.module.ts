import { MageWarsCodexController, MageWarsCodexResolver } from './mage-wars-codex.controller';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessService } from '../common/auth/access.service';
import { CommandBus } from './command-bus.service';
import { EncounterRow } from './entities/encounter-row.entity';
import { EncounterToken } from './entities/encounter-token.entity';
import { EncountersController } from './encounters.controller';
import { EncountersProjection } from './encounters.projection';
import { EncountersResolver } from './encounters.resolver';
import { EncountersService } from './encounters.service';
import { EncounterEventsSubscription } from './encounter-events.subscription';
import { EncounterSetupController } from './encounter-setup.controller';
import { EncounterSetupResolver } from './encounter-setup.resolver';
import { EncounterSetupService } from './encounter-setup.service';
import { Gg3Commands } from './gg3-commands.service';
import { Gg3Controller } from './gg3.controller';
import { Gg3Resolver } from './gg3.resolver';
import { MageWarsCommands } from './mage-wars-commands.service';
import { MageWarsSpellsController, MageWarsSpellsResolver } from './mage-wars-spells.controller';
import { LoggedEventResolver } from './logged-event.resolver';
import { Malifaux1eCommands } from './malifaux-1e-commands.service';
import { Malifaux1eEncounterController, Malifaux1eEncounterResolver } from './malifaux-1e-encounter.controller';
import { SeatsController } from './seats.controller';
import { SeatsResolver } from './seats.resolver';
import { SeatsService } from './seats.service';

@Module({
  imports: [TypeOrmModule.forFeature([EncounterRow, EncounterToken])],
  providers: [
    MageWarsCodexResolver,
    EncountersService,
    EncountersResolver,
    EncounterEventsSubscription,
    EncountersProjection,
    CommandBus,
    AccessService,
    EncounterSetupService,
    EncounterSetupResolver,
    MageWarsCommands,
    MageWarsSpellsResolver,
    Gg3Commands,
    Gg3Resolver,
    SeatsService,
    SeatsResolver,
    LoggedEventResolver,
    Malifaux1eCommands,
    Malifaux1eEncounterResolver,
  ],
  controllers: [
    EncountersController,
    EncounterSetupController,
    MageWarsSpellsController,
    MageWarsCodexController,
    Gg3Controller,
    SeatsController,
    Malifaux1eEncounterController,
  ],
  exports: [CommandBus, AccessService, EncountersService, MageWarsCommands, Malifaux1eCommands],
})
export class EncountersModule {}
