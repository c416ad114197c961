import { Global, Module } from '@nestjs/common';
import { EventStoreService } from './event-store.service';
import { IdempotencyJanitor } from './idempotency-janitor.service';
import { StreamNotifier } from './stream-notifier.service';

@Global()
@Module({ providers: [EventStoreService, StreamNotifier, IdempotencyJanitor], exports: [EventStoreService, StreamNotifier, IdempotencyJanitor] })
export class EventStoreModule {}
