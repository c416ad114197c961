// One decorator per shape of nested input, so that GraphQL, OpenAPI, class-validator and class-transformer always
// agree on it (and a DTO reads as its fields, not as eight lines of decorators each).
import { applyDecorators, type Type } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type as TransformTo } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';

type Of<T> = () => Type<T>;
// Note: @nestjs/swagger recognises a lazy type only by the name `type` that an arrow function takes from its property,
// hence `type: () => of()` below rather than `type: of`.
const docOf = (description?: string): { description?: string } => (description === undefined ? {} : { description });

/** A required nested object. */
export const NestedInput = <T>(of: Of<T>, description?: string): PropertyDecorator =>
  applyDecorators(Field(of), ApiProperty({ type: () => of(), ...docOf(description) }), IsObject(), ValidateNested(), TransformTo(of));

/** An optional nested object. */
export const OptionalNestedInput = <T>(of: Of<T>, description?: string): PropertyDecorator =>
  applyDecorators(Field(of, { nullable: true }), ApiPropertyOptional({ type: () => of(), ...docOf(description) }), IsOptional(), IsObject(), ValidateNested(), TransformTo(of));

/** An optional list of nested objects, at most `max` of them. */
export const OptionalNestedList = <T>(of: Of<T>, max: number, description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => [of()], { nullable: true }),
    ApiPropertyOptional({ type: () => of(), isArray: true, ...docOf(description) }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(max),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    TransformTo(of),
  );

/** A required list of nested objects, `min` to `max` of them. */
export const NestedList = <T>(of: Of<T>, min: number, max: number, description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => [of()]),
    ApiProperty({ type: () => of(), isArray: true, minItems: min, maxItems: max, ...docOf(description) }),
    IsArray(),
    ArrayMinSize(min),
    ArrayMaxSize(max),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    TransformTo(of),
  );
