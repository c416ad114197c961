// Names every plain JavaScript object already answers to: the properties of Object.prototype (`constructor`,
// `toString`, `__proto__`, `hasOwnProperty`, ...). The rules keep models, seats, cards and tables in plain records keyed
// by the ids and names a client sends, so a model called `constructor` would be read as the inherited function instead
// of "no such model" and end in a TypeError (a 500) or a refusal under the wrong rule. The one ValidationPipe
// (validation.ts) refuses them on every REST and GraphQL input, for every ruleset, before a stream is read: a 400 naming
// the field (`targets.0`, as class-validator names them), and nothing appended.
import { ProblemCode, ProblemException, type FieldError } from './problem/problem';

const RESERVED: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
/** How many offending fields one answer lists (the walk itself stops there too). */
const MAX_ERRORS = 10;

const at = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** Every string value or object key under `value` that is a reserved name, with its path (`targets.0`). */
export function reservedNames(value: unknown, path = '', found: FieldError[] = [], seen: WeakSet<object> = new WeakSet()): FieldError[] {
  if (found.length >= MAX_ERRORS) return found;
  // Parsed JSON has no cycles, but a walk must end whatever it is given.
  if (typeof value === 'object' && value !== null) {
    if (seen.has(value)) return found;
    seen.add(value);
  }
  if (typeof value === 'string') {
    if (RESERVED.has(value)) found.push({ field: path || 'value', message: `"${value}" is a reserved name (a built-in property of JavaScript objects); use another id or name` });
  } else if (Array.isArray(value)) {
    value.forEach((v: unknown, i) => reservedNames(v, at(path, i), found, seen));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (RESERVED.has(k)) found.push({ field: at(path, k), message: `"${k}" is a reserved key (a built-in property of JavaScript objects)` });
      reservedNames(v, at(path, k), found, seen);
    }
  }
  return found.slice(0, MAX_ERRORS);
}

/** Throws the 400 problem when `value` holds a reserved name anywhere. */
export function refuseReservedNames(value: unknown): void {
  const errors = reservedNames(value);
  if (errors.length > 0) throw new ProblemException(ProblemCode.VALIDATION_FAILED, `${errors[0].field}: ${errors[0].message}`, { errors });
}
