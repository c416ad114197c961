// The table in every Malifaux 2E view (rules/malifaux-2e.md §6-§19; turn/table-state.ts TableState), typed for both
// contracts (issue 12). REST serves TableState as it is (`Malifaux2eTableState`: models and Conditions are maps keyed
// by model id and Condition name, described as OpenAPI maps); GraphQL, which has no maps, serves `Table`, whose models
// and Conditions are lists (table-view.resolver.ts). The parts both share are one model each.
import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { list, map, model, nullable } from '../../common/contract/event-model';
import { JSONScalar } from '../../common/json.scalar';
import { RestrictedApModel } from '../../encounters/models/turn-step.model';
import { CardAction, ModelCard } from '../../encounters/models/malifaux-2e-card.model';
import { SeatVp2e } from '../../encounters/models/malifaux-2e-shapes.model';

@ObjectType('Condition', { description: '§17: a Condition on a model; value null for one without a value' })
export class ConditionModel {
  @Field() name!: string;
  @Field(() => Int, { nullable: true }) value!: number | null;
}

@ObjectType('TableModel', { description: 'A model on the table: its card, wounds, Conditions, status and Activations' })
export class TableModelModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() seat!: string;
  @Field() station!: string;
  @Field(() => Int) wounds!: number;
  @Field(() => Int) maxWounds!: number;
  @Field({ description: 'IN_PLAY, BURIED, KILLED or SACRIFICED' }) status!: string;
  @Field(() => Int, { description: 'AC-2: Activations this Turn' }) activations!: number;
  @Field() reactivatedThisTurn!: boolean;
  @Field(() => [ConditionModel]) conditions!: ConditionModel[];
  @Field(() => Int, { nullable: true, description: 'SU-4: the Turn it was summoned' }) summonedTurn!: number | null;
  @Field(() => String, { nullable: true, description: '§19: PRE_MANIFEST or MANIFESTED; null without an Avatar Upgrade' }) avatar!: string | null;
  @Field(() => ModelCard, { description: 'The card as hired: stats, abilities, Actions (AV-2: another seat’s unrevealed Manifestation is null)' }) card!: unknown;
}

const MarkerModel = model('Marker', '§15: Corpse, Scrap, Scheme and other markers', {
  id: 'string',
  kind: { kind: 'string', description: 'CORPSE, SCRAP, SCHEME, BLAST or OTHER' },
  seat: nullable('Seat', { description: 'The crew it belongs to (SM-P); null for Corpse and Scrap markers' }),
  droppedBy: nullable('string'),
});
const GrantedActions = model('GrantedActions', 'AA-1 / TR-6: Actions paid for by a Charge or granted by a Trigger', {
  by: { kind: 'string', description: 'CHARGE or TRIGGER' },
  targetId: nullable('string'),
  remaining: 'int',
});
const CurrentActivation = model('CurrentActivation', 'The Activation in progress and its AP (§7)', {
  modelId: 'string',
  seat: 'Seat',
  ap: 'int',
  restricted: () => RestrictedApModel,
  zeroApUsed: { kind: 'boolean', description: 'AP-6: the one zero-AP Action was taken' },
  granted: nullable(() => GrantedActions),
});
const ActivationPhase = model('ActivationPhase', '§6.4: the Activation Phase: whose Activation is next and the one in progress', {
  next: nullable('Seat', { description: 'AC-1: whose Activation is next (null: the phase is over)' }),
  lastSeat: nullable('Seat'),
  run: { kind: 'int', description: 'AC-4: Activations of lastSeat in a row' },
  lastModelId: nullable('string'),
  current: nullable(() => CurrentActivation),
});
const PendingAction = model('PendingAction', '§8.2: an Attack or duel Action waiting for its duel or damage flip, and what the server applies when it resolves', {
  actionId: 'string',
  duelId: 'string',
  modelId: 'string',
  seat: 'Seat',
  action: () => CardAction,
  targetIds: list('string'),
  focus: { kind: 'int', description: 'Focused +N spent on this Action: `+` ×N on its damage flip too' },
  hardCover: 'boolean',
  hit: nullable('boolean', { description: 'null until the duel is resolved' }),
});
const PendingWalk = model('PendingWalk', 'DE-1..DE-3: a Walk out of engagement waiting for the engaged enemies’ strikes', {
  actionId: 'string',
  modelId: 'string',
  strikers: list('string', { description: 'Engaged enemies that have not yet struck or declined' }),
  duelId: nullable('string', { description: 'The strike duel in progress' }),
  blocked: 'boolean',
});
const Dispute = model('Dispute', 'A disputed declared fact and its ruling', {
  actionId: 'string',
  fact: 'string',
  by: 'Seat',
  reason: 'string',
  ruling: { kind: 'string', description: 'OPEN, UPHELD or OVERTURNED' },
  resolvedBy: nullable('string', { description: 'ORGANISER or AGREEMENT' }),
});

/** REST's model on the table (ModelState): its card as `def`, Conditions by name. */
const TableModelState = model('Malifaux2eTableModelState', 'A model on the table (REST: Conditions by name)', {
  def: { kind: () => ModelCard, description: 'The card as hired (AV-2: another seat’s unrevealed Manifestation is null)' },
  seat: 'Seat',
  wounds: 'int',
  conditions: map('int', { nullableItems: true, description: '§17: Condition name → value (null: a Condition without a value)' }),
  status: { kind: 'string', description: 'IN_PLAY, BURIED, KILLED or SACRIFICED' },
  activations: { kind: 'int', description: 'AC-2: Activations this Turn' },
  reactivatedThisTurn: 'boolean',
  oncePerTurnUsed: list('string', { description: 'AA-3: once-per-Turn Actions taken this Turn' }),
  avatar: nullable('string', { description: '§19: PRE_MANIFEST or MANIFESTED; null without an Avatar Upgrade' }),
  manifestBarredTurn: nullable('int', { description: 'AV-4: the Turn a failed manifest bars further attempts' }),
  manifestationRevealed: { kind: 'boolean', description: 'AV-2: the Manifestation card has been revealed' },
  summonedTurn: nullable('int', { description: 'SU-4: the Turn it was summoned; null for hired models' }),
}, { rest: true });
const DeclaredFacts = model('Malifaux2eDeclaredFacts', 'Facts an Action or effect declared, and by whom (disputable)', {
  seat: 'Seat',
  facts: { kind: 'json', description: 'Free-form: distances, LoS, cover, movement... as the acting seat declared them' },
}, { rest: true });

/** TableState as REST serves it. */
export const TableStateModel: Type<unknown> = model('Malifaux2eTableState', '§6-§19: crews and models (REST: maps by id), markers, the Activation in progress, declared facts, disputes and VP', {
  phase: { kind: 'string', description: 'SETUP, DRAW, INITIATIVE, ACTIVATION or END' },
  crews: list('Seat'),
  order: list('string', { description: 'Model ids in hiring order' }),
  models: map(() => TableModelState, { description: 'By model id' }),
  markers: list(() => MarkerModel),
  activation: nullable(() => ActivationPhase),
  pending: nullable(() => PendingAction, { description: 'The Action waiting for its duel or damage flip' }),
  walk: nullable(() => PendingWalk, { description: 'DE-1: a Walk waiting for disengaging strikes' }),
  facts: map(() => DeclaredFacts, { description: 'By Action (or effect) id' }),
  disputes: list(() => Dispute),
  vp: { kind: () => SeatVp2e, description: 'EP-2: VP by seat' },
}, { rest: true });

@ObjectType('Table', { description: '§6-§19: crews and models, markers, the Activation in progress, declared facts and disputes' })
export class TableViewModel {
  @Field({ description: 'SETUP, DRAW, INITIATIVE, ACTIVATION or END' }) phase!: string;
  @Field(() => [String]) crews!: string[];
  @Field(() => [TableModelModel], { description: 'In hiring order' }) models!: TableModelModel[];
  @Field(() => [MarkerModel]) markers!: unknown[];
  @Field(() => ActivationPhase, { nullable: true }) activation!: unknown;
  @Field(() => PendingAction, { nullable: true, description: 'The Action waiting for its duel or damage flip' }) pending!: unknown;
  @Field(() => PendingWalk, { nullable: true, description: 'DE-1: a Walk waiting for disengaging strikes' }) walk!: unknown;
  @Field(() => JSONScalar, { description: 'Declared facts by Action (or effect) id: { seat, facts } (GraphQL has no map type)' }) facts!: unknown;
  @Field(() => [Dispute]) disputes!: unknown[];
  @Field(() => SeatVp2e, { description: 'EP-2: VP by seat' }) vp!: unknown;
}
