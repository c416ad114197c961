import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { EVENT_RULESET, type LoggedEvent } from './command-result';
import { EventDataUnion, tagEventData, type TaggedEventData } from './models/event-data.union';
import { LoggedEventModel } from './models/logged-event.model';

/** LoggedEvent.payload: the same redacted data as `data`, typed by the event's type. */
@Resolver(() => LoggedEventModel)
export class LoggedEventResolver {
  @ResolveField('payload', () => EventDataUnion, { description: 'The data, typed by event type (a member of EncounterEventData); the same as `data`, redacted the same way' })
  payload(@Parent() event: LoggedEventModel): TaggedEventData {
    return tagEventData(event.type, event.data, (event as Partial<LoggedEvent>)[EVENT_RULESET]);
  }
}
