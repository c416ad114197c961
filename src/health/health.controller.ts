// GET /v1/health: one `SELECT 1` with a deadline. 200 when the database answers; otherwise 503 SERVICE_UNAVAILABLE
// with Retry-After through the one error mapping. Plain on purpose: it is polled often and is the benchmark's floor.
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isDraining } from '../common/http/lifecycle';
import { busy } from '../common/problem/problem';
import { HealthModel, LivenessModel } from './health.model';

const PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Liveness: the process answers (no database). Also the benchmark's bare HTTP floor. */
  @Get('live')
  @ApiOperation({ operationId: 'liveness', summary: '200 while the process runs (no database); 503 while it shuts down' })
  @ApiOkResponse({ type: LivenessModel })
  live(): LivenessModel {
    if (isDraining()) throw busy('this process is shutting down');
    return { status: 'ok' };
  }

  @Get()
  @ApiOperation({ operationId: 'health', summary: '200 when the database answers; 503 SERVICE_UNAVAILABLE (with Retry-After) when it does not' })
  @ApiOkResponse({ type: HealthModel })
  async check(): Promise<HealthModel> {
    if (isDraining()) throw busy('this process is shutting down');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw busy('the database does not answer');
    } finally {
      clearTimeout(timer);
    }
  }
}
