import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeagueEncounterRow } from './entities/league-encounter-row.entity';
import { LeagueRow } from './entities/league-row.entity';
import { LeagueStream } from './league-stream';
import { LeaguesController } from './leagues.controller';
import { LeaguesResolver } from './leagues.resolver';
import { LeaguesService } from './leagues.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeagueRow, LeagueEncounterRow])],
  providers: [LeagueStream, LeaguesService, LeaguesResolver],
  controllers: [LeaguesController],
})
export class LeaguesModule {}
