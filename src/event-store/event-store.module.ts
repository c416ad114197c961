import { Global, Module } from '@nestjs/common';
import { EventStoreService } from './event-store.service';
import { StreamNotifier } from './stream-notifier.service';

@Global()
@Module({ providers: [EventStoreService, StreamNotifier], exports: [EventStoreService, StreamNotifier] })
export class EventStoreModule {}
