import 'reflect-metadata';
import { IsInt, MetadataStorage, Min, validate, ValidationTypes } from 'class-validator';
import { memoiseValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsInt() @Min(0) expectedVersion!: number;
}
class Child extends Base {
  @IsInt() count!: number;
}

type Metadata = Parameters<MetadataStorage['addValidationMetadata']>[0];
/** A custom-validation entry of `target.propertyName`, as a decorator would register it. */
const entry = (target: new () => object, propertyName: string): Metadata =>
  ({ type: ValidationTypes.CUSTOM_VALIDATION, target, propertyName, constraints: [], each: false }) as unknown as Metadata;

describe('memoised class-validator metadata (issue 13)', () => {
  it('answers the same lookups as class-validator, once per class and options', () => {
    const storage = new MetadataStorage();
    const plain = new MetadataStorage();
    for (const s of [storage, plain]) {
      for (const [target, propertyName] of [[Base, 'expectedVersion'], [Child, 'count']] as const) {
        s.addValidationMetadata(entry(target, propertyName));
      }
    }
    memoiseValidationMetadata(storage);
    const first = storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(first.map((m) => m.propertyName).sort()).toEqual(plain.getTargetValidationMetadatas(Child, '', false, false).map((m) => m.propertyName).sort());
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    // Other options are another entry, not the memoised one.
    expect(storage.getTargetValidationMetadatas(Child, '', false, false, ['g'])).not.toBe(first);
  });

  it('forgets what it knew when a class registers more metadata', () => {
    const storage = new MetadataStorage();
    storage.addValidationMetadata(entry(Base, 'expectedVersion'));
    memoiseValidationMetadata(storage);
    expect(storage.getTargetValidationMetadatas(Base, '', false, false)).toHaveLength(1);
    storage.addValidationMetadata(entry(Base, 'more'));
    expect(storage.getTargetValidationMetadatas(Base, '', false, false)).toHaveLength(2);
  });

  it('validates as before through the global storage: inherited and own fields, field names in the errors', async () => {
    memoiseValidationMetadata();
    const bad = Object.assign(new Child(), { expectedVersion: -1, count: 'x' });
    const twice = [await validate(bad), await validate(bad)];
    for (const errors of twice) expect(errors.map((e) => e.property).sort()).toEqual(['count', 'expectedVersion']);
    expect(await validate(Object.assign(new Child(), { expectedVersion: 0, count: 2 }))).toEqual([]);
  });
});
