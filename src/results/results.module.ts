import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EncounterResultRow } from './entities/encounter-result-row.entity';
import { ResultsController } from './results.controller';
import { ResultsProjection } from './results.projection';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({
  imports: [TypeOrmModule.forFeature([EncounterResultRow])],
  providers: [ResultsProjection, ResultsService, ResultsResolver],
  controllers: [ResultsController],
  exports: [ResultsService],
})
export class ResultsModule {}
