import { Module } from '@nestjs/common';
import { EncountersModule } from '../encounters/encounters.module';
import { TurnsController } from './turns.controller';
import { TurnsResolver } from './turns.resolver';
import { TurnsService } from './turns.service';

@Module({ imports: [EncountersModule], providers: [TurnsService, TurnsResolver], controllers: [TurnsController] })
export class TurnsModule {}
