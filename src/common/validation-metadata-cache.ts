// class-validator looks up a class's validation metadata on every validate() call, and the lookup scans every
// decorated class of the application for inheritance (`prototype instanceof` over a few hundred classes), then
// regroups the result by property: about 3% of a command's CPU in the profile (issue 13). The metadata is written
// by decorators when the classes load and never changes afterwards, so the answers are memoised; any later
// registration (a class loaded late, a schema added) empties the memo, so the lookups always match class-validator's.
import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Metadatas = ReturnType<Storage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

const MEMOISED = Symbol('validationMetadataMemoised');

/** Memoises the storage's two per-call lookups in place (idempotent). */
export function memoiseValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [MEMOISED]?: true };
  if (marked[MEMOISED]) return;
  marked[MEMOISED] = true;
  const targets = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const addValidation = storage.addValidationMetadata.bind(storage);
  const addConstraint = storage.addConstraintMetadata.bind(storage);
  let byTarget = new Map<unknown, Map<string, Metadatas>>();
  // Keyed by the (memoised, hence stable) array it groups; a WeakMap lets a forgotten array go.
  let grouped = new WeakMap<Metadatas, Grouped>();
  const clear = (): void => {
    byTarget = new Map();
    grouped = new WeakMap();
  };
  storage.addValidationMetadata = (metadata) => {
    clear();
    addValidation(metadata);
  };
  storage.addConstraintMetadata = (metadata) => {
    clear();
    addConstraint(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups === undefined ? '\u0001' : groups.join('\u0000')}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let hit = forTarget.get(key);
    if (!hit) forTarget.set(key, (hit = targets(target, schema, always, strictGroups, groups)));
    return hit;
  };
  storage.groupByPropertyName = (metadata) => {
    let hit = grouped.get(metadata);
    if (!hit) grouped.set(metadata, (hit = group(metadata)));
    return hit;
  };
}
