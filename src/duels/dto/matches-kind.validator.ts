// A union type in a flat input class (GraphQL inputs have no unions): the discriminant `kind` names the fields its
// variant needs and the fields it must not carry, so a malformed variant is a 400 on `kind`, not a 422 or a 500.
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

export interface KindShape {
  readonly needs: readonly string[];
  readonly forbids: readonly string[];
}

const present = (o: Record<string, unknown>, f: string): boolean => o[f] !== undefined && o[f] !== null;

export function MatchesKind(shapes: Readonly<Record<string, KindShape>>, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol): void => {
    registerDecorator({
      name: 'matchesKind',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const shape = shapes[String(value)];
          if (!shape) return true; // an unknown kind is reported by @IsIn
          const o = args.object as Record<string, unknown>;
          return shape.needs.every((f) => present(o, f)) && shape.forbids.every((f) => !present(o, f));
        },
        defaultMessage(args: ValidationArguments): string {
          const shape = shapes[String(args.value)];
          if (!shape) return `${args.property} is unknown`;
          const needs = shape.needs.length ? `needs ${shape.needs.join(', ')}` : '';
          const forbids = shape.forbids.length ? `takes no ${shape.forbids.join(', ')}` : '';
          return `${args.property} ${String(args.value)} ${[needs, forbids].filter(Boolean).join(' and ')}`;
        },
      },
    });
  };
}
