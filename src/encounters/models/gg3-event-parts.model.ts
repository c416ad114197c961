// Parts of GG3 event data the event-model helpers (src/common/contract/event-model.ts) do not describe: a list whose
// items may be null, and polygons (lists of [x, y] points). Used by src/rulesets/malifaux-3e-gg3-events.ts.
import { Field, Float, ObjectType } from '@nestjs/graphql';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Gg3SchemeSecretModel } from './gg3-state.model';

const POLYGON = { type: 'array', items: { type: 'array', items: { type: 'number' } }, description: 'GEO-1 inches: [x, y] points' } as const;

@ObjectType('Gg3SeatPolygons', { description: 'GEO-5: a deployment zone by seat' })
export class Gg3SeatPolygonsModel {
  @Field(() => [[Float]]) @ApiProperty(POLYGON) A!: number[][];
  @Field(() => [[Float]]) @ApiProperty(POLYGON) B!: number[][];
}

@ObjectType('Gg3SchemesCommittedSecret', { description: 'SEC-1: each slot’s payload and salt; another seat reads null for a slot until its scheme is revealed' })
export class Gg3SchemesCommittedSecretModel {
  @Field(() => [Gg3SchemeSecretModel], { nullable: 'items' })
  @ApiProperty({ type: 'array', items: { type: 'object', allOf: [{ $ref: getSchemaPath(Gg3SchemeSecretModel) }], nullable: true } })
  payloads!: (Gg3SchemeSecretModel | null)[];
  @Field(() => [String], { nullable: 'items' }) @ApiProperty({ type: 'array', items: { type: 'string', nullable: true } }) salts!: (string | null)[];
}
