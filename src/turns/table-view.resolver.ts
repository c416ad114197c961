// GraphQL: the table's maps (models, Conditions) as lists, in hiring order.
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { TableState } from '../rules/malifaux-2e/turn/table-state';
import { TableModelModel, TableViewModel } from './models/table.model';

@Resolver(() => TableViewModel)
export class TableViewResolver {
  @ResolveField(() => [TableModelModel])
  models(@Parent() t: TableState): TableModelModel[] {
    return t.order.map((id) => {
      const m = t.models[id];
      return {
        id,
        name: m.def.name,
        seat: m.seat,
        station: m.def.station,
        wounds: m.wounds,
        maxWounds: m.def.wounds,
        status: m.status,
        activations: m.activations,
        reactivatedThisTurn: m.reactivatedThisTurn,
        conditions: Object.entries(m.conditions).map(([name, value]) => ({ name, value })),
        summonedTurn: m.summonedTurn,
        avatar: m.avatar ?? null,
        card: m.def,
      };
    });
  }
}
