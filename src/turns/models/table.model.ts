// GraphQL types of the table in every Malifaux 2E view (rules/malifaux-2e.md §6-§19; turn/table-state.ts). GraphQL has no
// maps: models and Conditions are lists here (REST keeps the view's maps, described in OpenAPI as objects).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../../common/json.scalar';
import { RestrictedApModel } from '../../encounters/models/turn-step.model';
import { CardAction, ModelCard } from '../../encounters/models/malifaux-2e-card.model';
import { SeatVp2e } from '../../encounters/models/malifaux-2e-shapes.model';
import { Seat } from '../../common/contract/shared-enums';

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

@ObjectType('Marker', { description: '§15: Corpse, Scrap, Scheme and other markers' })
export class MarkerModel {
  @Field() id!: string;
  @Field() kind!: string;
  @Field(() => String, { nullable: true }) seat!: string | null;
  @Field(() => String, { nullable: true }) droppedBy!: string | null;
}

@ObjectType('GrantedActions', { description: 'AA-1 / TR-6: Actions paid for by a Charge or granted by a Trigger' })
export class GrantedActionsModel {
  @Field() by!: string;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field(() => Int) remaining!: number;
}

@ObjectType('CurrentActivation')
export class CurrentActivationModel {
  @Field() modelId!: string;
  @Field() seat!: string;
  @Field(() => Int) ap!: number;
  @Field(() => RestrictedApModel) restricted!: RestrictedApModel;
  @Field({ description: 'AP-6: the one zero-AP Action was taken' }) zeroApUsed!: boolean;
  @Field(() => GrantedActionsModel, { nullable: true }) granted!: GrantedActionsModel | null;
}

@ObjectType('ActivationPhase')
export class ActivationPhaseModel {
  @Field(() => String, { nullable: true, description: 'AC-1: whose Activation is next' }) next!: string | null;
  @Field(() => String, { nullable: true }) lastSeat!: string | null;
  @Field(() => Int, { description: 'AC-4: Activations of lastSeat in a row' }) run!: number;
  @Field(() => String, { nullable: true }) lastModelId!: string | null;
  @Field(() => CurrentActivationModel, { nullable: true }) current!: CurrentActivationModel | null;
}

@ObjectType('PendingAction', { description: '§8.2: an Attack or duel Action waiting for its duel or damage flip, and what the server applies when it resolves' })
export class PendingActionModel {
  @Field() actionId!: string;
  @Field() duelId!: string;
  @Field() modelId!: string;
  @Field(() => Seat) seat!: string;
  @Field(() => CardAction) action!: unknown;
  @Field(() => [String]) targetIds!: string[];
  @Field(() => Int, { description: 'Focused +N spent on this Action: `+` ×N on its damage flip too' }) focus!: number;
  @Field() hardCover!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'null until the duel is resolved' }) hit!: boolean | null;
}

@ObjectType('PendingWalk', { description: 'DE-1..DE-3: a Walk out of engagement waiting for the engaged enemies’ strikes' })
export class PendingWalkModel {
  @Field() actionId!: string;
  @Field() modelId!: string;
  @Field(() => [String], { description: 'Engaged enemies that have not yet struck or declined' }) strikers!: string[];
  @Field(() => String, { nullable: true, description: 'The strike duel in progress' }) duelId!: string | null;
  @Field() blocked!: boolean;
}

@ObjectType('Dispute', { description: 'A disputed declared fact and its ruling' })
export class DisputeModel {
  @Field() actionId!: string;
  @Field() fact!: string;
  @Field() by!: string;
  @Field() reason!: string;
  @Field({ description: 'OPEN, UPHELD or OVERTURNED' }) ruling!: string;
  @Field(() => String, { nullable: true }) resolvedBy!: string | null;
}

@ObjectType('Table', { description: '§6-§19: crews and models, markers, the Activation in progress, declared facts and disputes' })
export class TableViewModel {
  @Field({ description: 'SETUP, DRAW, INITIATIVE, ACTIVATION or END' }) phase!: string;
  @Field(() => [String]) crews!: string[];
  @Field(() => [TableModelModel], { description: 'In hiring order' }) models!: TableModelModel[];
  @Field(() => [MarkerModel]) markers!: MarkerModel[];
  @Field(() => ActivationPhaseModel, { nullable: true }) activation!: ActivationPhaseModel | null;
  @Field(() => PendingActionModel, { nullable: true, description: 'The Action waiting for its duel or damage flip' }) pending!: PendingActionModel | null;
  @Field(() => PendingWalkModel, { nullable: true, description: 'DE-1: a Walk waiting for disengaging strikes' }) walk!: PendingWalkModel | null;
  @Field(() => JSONScalar, { description: 'Declared facts by Action (or effect) id: { seat, facts }' }) facts!: unknown;
  @Field(() => [DisputeModel]) disputes!: DisputeModel[];
  @Field(() => SeatVp2e, { description: 'EP-2: VP by seat' }) vp!: unknown;
}
