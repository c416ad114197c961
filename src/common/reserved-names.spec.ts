// Reserved names (reserved-names.ts): every string value or key under an input that a plain JavaScript object already
// answers to is found with its path, so the one ValidationPipe can refuse it before the rules read it as an id.
import { ProblemException } from './problem/problem';
import { refuseReservedNames, reservedNames } from './reserved-names';

describe('reserved names in client input', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__'])('"%s" is reserved wherever it is', (name) => {
    expect(reservedNames({ modelId: name })).toEqual([{ field: 'modelId', message: `"${name}" is a reserved name (a built-in property of JavaScript objects); use another id or name` }]);
    expect(reservedNames({ facts: { engagedWith: ['guard', name] } }).map((e) => e.field)).toEqual(['facts.engagedWith.1']);
    expect(reservedNames(name).map((e) => e.field)).toEqual(['value']);
  });
  it('ordinary ids, names in other cases, numbers and nulls pass', () => {
    expect(reservedNames({ modelId: 'Constructor', targets: ['lady', 'to string', 'proto'], n: 3, x: null, f: false, d: [[1, 'a']] })).toEqual([]);
  });
  it('a reserved key is named too (a JSON body may carry an own "__proto__" or "constructor" key)', () => {
    const body: unknown = JSON.parse('{"readings":{"__proto__":"x","A":"y"},"constructor":1}');
    expect(reservedNames(body).map((e) => e.field)).toEqual(['readings.__proto__', 'constructor']);
  });
  it('at most ten fields are listed, and a cycle ends the walk', () => {
    expect(reservedNames({ ids: Array.from({ length: 25 }, () => 'toString') })).toHaveLength(10);
    const cyclic: { self?: unknown; id: string } = { id: 'valueOf' };
    cyclic.self = cyclic;
    expect(reservedNames(cyclic).map((e) => e.field)).toEqual(['id']);
  });
  it('refuseReservedNames throws a VALIDATION_FAILED problem whose detail names the first field', () => {
    expect(() => refuseReservedNames({ modelId: 'lady' })).not.toThrow();
    try {
      refuseReservedNames({ modelId: 'lady', targets: ['constructor'] });
      throw new Error('not refused');
    } catch (e) {
      expect(e).toBeInstanceOf(ProblemException);
      const p = e as ProblemException;
      expect([p.code, p.message, p.extras.errors?.map((x) => x.field)]).toEqual(['VALIDATION_FAILED', 'targets.0: "constructor" is a reserved name (a built-in property of JavaScript objects); use another id or name', ['targets.0']]);
    }
  });
});
