// Inputs of the GG3 pre-game commands (rules/malifaux-3e-gg3.md §3, §4 setup, §5.0, §10.3). Shape only; legality is the
// rules' job (422 naming the rule id).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedList } from '../../common/dto/nested.decorators';
import { STATIONS } from '../../rules/malifaux-3e-gg3/tables';
import { BoolField, EnumField, IdField, IdListField, InchField, IntField, PolygonField, SharedEnumField, TextField } from './gg3-fields';

const SEATS = ['A', 'B'];

@InputType('Gg3TerrainPieceInput')
export class Gg3TerrainPieceInput {
  @IdField('Terrain id, agreed by both players') terrainId!: string;
  @TextField('Label, e.g. Barn', false, 64) label!: string;
  @PolygonField('Footprint polygon (GEO-1 inches)') footprint!: number[][];
}

@InputType('Gg3RegisterTerrainInput')
export class Gg3RegisterTerrainInput extends CommandInput {
  @NestedList(() => Gg3TerrainPieceInput, 1, 40) terrain!: Gg3TerrainPieceInput[];
}

@InputType('Gg3ModelInput', { description: '§2.1: a model of a crew list; its lineage id names it in every later command (MD-1)' })
export class Gg3ModelInput {
  @IdField('Lineage id, unique in the encounter') lineageId!: string;
  @IdField('Model instance id; default the lineage id', true) modelId?: string;
  @TextField('Name', false, 64) name!: string;
  @SharedEnumField('Station', STATIONS, 'Station') station!: string;
  @Field(() => Int, { nullable: true, description: 'Printed Cost; omitted or null: `–` (OQ-13)' })
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 30, description: 'Printed Cost; omitted or null: `–` (OQ-13)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(30)
  cost?: number | null;
  @BoolField('SD-3: the crew’s Leader (exactly one)', true) isLeader?: boolean;
  @BoolField('A Totem', true) isTotem?: boolean;
  @BoolField('Insignificant (OQ-25)', true) insignificant?: boolean;
  @IntField(1, 40, 'Maximum Health') maxHealth!: number;
}

@InputType('Gg3DeclareCrewInput')
export class Gg3DeclareCrewInput extends CommandInput {
  @NestedList(() => Gg3ModelInput, 1, 30) models!: Gg3ModelInput[];
}

@InputType('Gg3SchemeInput', { description: '§7 a scheme with its secret parameters (members by scheme number)' })
export class Gg3SchemeInput {
  @IntField(1, 13, 'Scheme number (§3.2)') no!: number;
  @IdField('Vendetta, Secret Meetup: friendly lineage', true) friendly?: string;
  @IdField('Vendetta, Secret Meetup: enemy lineage', true) enemy?: string;
  @IdField('Sabotage, Secret Meetup: terrain id', true) terrainId?: string;
  @IdListField(10, 'Hidden Martyrs (2), Public Demonstration (3+): friendly lineages', true) models?: string[];
  @IdField('Catch and Release: a friendly Minion', true) minion?: string;
  @IdField("Load 'Em Up: a marker type", true) markerType?: string;
}

@InputType('Gg3ChooseSchemesInput', { description: 'SC-1: two different schemes of the pool, secret; the server salts and commits each (SEC-1)' })
export class Gg3ChooseSchemesInput extends CommandInput {
  @NestedList(() => Gg3SchemeInput, 2, 2) schemes!: Gg3SchemeInput[];
}

@InputType('Gg3AttackerInput')
export class Gg3AttackerInput extends CommandInput {
  @SharedEnumField('Seat', SEATS, 'Policy initiative=declared: the Attacker (the table’s flip); omitted under server-flip (the server flips)', true) attacker?: string;
}

@InputType('Gg3FlipChoiceInput', { description: 'IN-5 of the Malifaux engine: the winner of the server’s flip picks the Attacker, or the seat with Initiative' })
export class Gg3FlipChoiceInput extends CommandInput {
  @SharedEnumField('Seat', SEATS, 'The Attacker (attacker flip) or the seat with Initiative this turn (initiative flip)') pick!: string;
}

@InputType('Gg3DeploymentZonesInput', { description: 'GEO-5 / OQ-22: the Defender picks its half; non-standard deployments give both DZ polygons' })
export class Gg3DeploymentZonesInput extends CommandInput {
  @EnumField(['low', 'high'], 'The Defender’s half (y < 18 or y > 18)') half!: string;
  @PolygonField('Seat A’s DZ (non-standard deployments)', true) zoneA?: number[][];
  @PolygonField('Seat B’s DZ (non-standard deployments)', true) zoneB?: number[][];
}

@InputType('Gg3PointInput')
export class Gg3PointInput extends CommandInput {
  @InchField('x (GEO-1 inches)') x!: number;
  @InchField('y (GEO-1 inches)') y!: number;
}

@InputType('Gg3SeatInput')
export class Gg3SeatInput extends CommandInput {
  @SharedEnumField('Seat', SEATS, 'OQ-1: the seat with the pre-game Initiative') seat!: string;
}

@InputType('Gg3ModelRefInput')
export class Gg3ModelRefInput extends CommandInput {
  @IdField('Lineage id of the model') model!: string;
}

@InputType('Gg3StartTurnInput')
export class Gg3StartTurnInput extends CommandInput {
  @SharedEnumField('Seat', SEATS, 'Policy initiative=declared: the seat with Initiative this turn (the table’s flip); omitted under server-flip', true) initiative?: string;
}

@InputType('Gg3CovertSelectionInput')
export class Gg3CovertSelectionInput extends CommandInput {
  @IdListField(3, 'CV-3: up to three friendly lineages, secret (SEC-3)') lineageIds!: string[];
}
