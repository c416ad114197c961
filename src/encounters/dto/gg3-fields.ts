// Field decorators for the GG3 inputs: one line per field, GraphQL, OpenAPI and class-validator always in agreement.
import { applyDecorators } from '@nestjs/common';
import { Field, Float, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Seat, Station } from '../../common/contract/shared-enums';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Matches, Max, Min, ValidateBy } from 'class-validator';

export const ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
const doc = (description?: string): { description?: string } => (description === undefined ? {} : { description });
const opt = (optional: boolean): PropertyDecorator[] => (optional ? [IsOptional()] : []);
const api = (optional: boolean, o: object): PropertyDecorator => (optional ? ApiPropertyOptional(o) : ApiProperty(o));

/** An id (lineage, marker, terrain, fact, activation): 1-64 of [A-Za-z0-9._:-]. */
export const IdField = (description?: string, optional = false): PropertyDecorator =>
  applyDecorators(Field(() => String, { nullable: optional, ...doc(description) }), api(optional, { type: String, pattern: ID_PATTERN.source, ...doc(description) }), ...opt(optional), IsString(), Matches(ID_PATTERN));

export const IdListField = (max: number, description?: string, optional = false, min = 0): PropertyDecorator =>
  applyDecorators(
    Field(() => [String], { nullable: optional, ...doc(description) }),
    api(optional, { type: [String], maxItems: max, ...doc(description) }),
    ...opt(optional),
    IsArray(),
    ArrayMinSize(min),
    ArrayMaxSize(max),
    IsString({ each: true }),
    Matches(ID_PATTERN, { each: true }),
  );

export const TextField = (description?: string, optional = false, max = 200): PropertyDecorator =>
  applyDecorators(Field(() => String, { nullable: optional, ...doc(description) }), api(optional, { type: String, minLength: 1, maxLength: max, ...doc(description) }), ...opt(optional), IsString(), Length(1, max));

export const EnumField = (values: readonly string[], description?: string, optional = false): PropertyDecorator =>
  applyDecorators(Field(() => String, { nullable: optional, ...doc(description) }), api(optional, { enum: values, ...doc(description) }), ...opt(optional), IsIn(values));

/**
 * A value of a shared vocabulary (the registered GraphQL enum: `seat: A` as a literal, "A" in a variable), restricted to
 * the values GG3 takes (`allowed`: OpenAPI lists them, class-validator refuses any other with a 400 naming the field).
 */
const SHARED_ENUMS = { Seat, Station } as const;
export const SharedEnumField = (name: keyof typeof SHARED_ENUMS, allowed: readonly string[], description?: string, optional = false): PropertyDecorator =>
  applyDecorators(Field(() => SHARED_ENUMS[name], { nullable: optional, ...doc(description) }), api(optional, { enum: allowed, ...doc(description) }), ...opt(optional), IsIn(allowed));

export const BoolField = (description?: string, optional = false): PropertyDecorator =>
  applyDecorators(Field(() => Boolean, { nullable: optional, ...doc(description) }), api(optional, { type: Boolean, ...doc(description) }), ...opt(optional), IsBoolean());

export const IntField = (min: number, max: number, description?: string, optional = false): PropertyDecorator =>
  applyDecorators(Field(() => Int, { nullable: optional, ...doc(description) }), api(optional, { type: Number, minimum: min, maximum: max, ...doc(description) }), ...opt(optional), IsInt(), Min(min), Max(max));

/** GEO-1 inches on the 36" table. */
export const InchField = (description?: string): PropertyDecorator =>
  applyDecorators(Field(() => Float, doc(description)), ApiProperty({ type: Number, minimum: 0, maximum: 36, ...doc(description) }), IsNumber({ allowNaN: false, allowInfinity: false }), Min(0), Max(36));

const isPolygon = (v: unknown): boolean =>
  Array.isArray(v) && v.length >= 3 && v.length <= 64 && v.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 36));

/** A polygon: 3-64 points [x, y] in GEO-1 inches. */
export const PolygonField = (description?: string, optional = false): PropertyDecorator =>
  applyDecorators(
    Field(() => [[Float]], { nullable: optional, ...doc(description) }),
    api(optional, { type: 'array', minItems: 3, maxItems: 64, items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number', minimum: 0, maximum: 36 } }, ...doc(description) }),
    ...opt(optional),
    ValidateBy({ name: 'isPolygon', validator: { validate: isPolygon, defaultMessage: () => 'a polygon of 3-64 points [x, y], each 0..36 inches' } }),
  );
