// The one error a decider throws: a refused move, naming the rule and the rulebook section (DESIGN.md "Layers").

export class RuleViolation extends Error {
  constructor(
    /** `<ruleset>/<RULE-ID>`, e.g. `malifaux-2e/CF-2`. */
    readonly ruleId: string,
    /** Section of the specification / rulebook, e.g. `§3.4 (seed 531-543)`. */
    readonly section: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

/** Throws a RuleViolation unless `condition` holds; the small guard every rule file uses. */
export function require_(condition: boolean, ruleId: string, section: string, message: string): asserts condition {
  if (!condition) throw new RuleViolation(ruleId, section, message);
}
