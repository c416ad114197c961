// Idempotency records are kept for a day (IDEMPOTENCY_TTL_HOURS): long enough for any client's retries, short enough
// that the first answer of an encounter's creation (which holds its tokens) does not sit in the database for good.
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

@Injectable()
export class IdempotencyJanitor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('IdempotencyJanitor');
  private timer: NodeJS.Timeout | null = null;
  private ttlHours = 24;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  configure(ttlHours: number): void {
    this.ttlHours = ttlHours;
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Deletes the records older than the time to live; returns how many. */
  async sweep(): Promise<number> {
    try {
      const res: [unknown[], number] = await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [this.ttlHours]);
      return res[1];
    } catch (err) {
      this.logger.warn(`sweeping idempotency records failed: ${(err as Error).message}`);
      return 0;
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
