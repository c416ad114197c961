// malifaux-3e-gg3 §2.1 Model attributes, crews, costs (rules/malifaux-3e-gg3.md): SD-3, MD-1, OQ-6, OQ-13, OQ-25
// Crews are declared by their seats (hidden until both are in, then revealed together, §10.3 step 3).
import type { ModelInput } from './commands';
import { require_ } from '../core/rule-violation';
import type { Gg3Event } from './events';
import { crewModels, opponent, type Gg3Model, type Gg3State, type Seat } from './state';
import { RULESET, STATIONS } from './tables';

const S21 = '§2.1';

/** OQ-13: a `–` cost (null) is +infinity in every comparison. */
export const costValue = (c: number | null): number => (c === null ? Number.POSITIVE_INFINITY : c);
export const higherCost = (a: number | null, b: number | null): boolean => costValue(a) > costValue(b);

/** OQ-6: buried is not in play unless the policy says so. */
export const inPlay = (s: Gg3State, m: Gg3Model | undefined): boolean =>
  m !== undefined && (m.status === 'in-play' || (m.status === 'buried' && s.policies.buriedInPlay));

/** OQ-25: Insignificant models are ignored by strategies and schemes only when the policy says so. */
export const counts = (s: Gg3State, m: Gg3Model): boolean => !(s.policies.excludeInsignificant && m.insignificant);

export const leaderOf = (s: Gg3State, seat: Seat): Gg3Model | undefined => crewModels(s, seat).find((m) => m.isLeader && m.origin === 'hired');

export function modelOf(s: Gg3State, id: string, seat?: Seat, role = 'model'): Gg3Model {
  const m = s.models[id];
  require_(m !== undefined && (seat === undefined || m.crew === seat), `${RULESET}/MD-1`, S21, `${role} ${id} is not a ${seat ? 'model of that crew' : 'known model'} (lineage id)`);
  return m;
}

export function toModel(input: ModelInput, crew: Seat, origin: Gg3Model['origin'], hasSummonUpgrade: boolean): Gg3Model {
  require_(STATIONS.includes(input.station), `${RULESET}/SD-3`, S21, `unknown station ${String(input.station)}`);
  require_(input.cost === null || (Number.isInteger(input.cost) && input.cost >= 0), `${RULESET}/SD-3`, S21, 'cost is a whole number, or null for `–`');
  require_(Number.isInteger(input.maxHealth) && input.maxHealth >= 1, `${RULESET}/SD-3`, S21, 'maxHealth is a whole number >= 1');
  return {
    lineageId: input.lineageId, modelId: input.modelId ?? input.lineageId, name: input.name, crew, controller: crew, station: input.station, cost: input.cost,
    originalCost: input.cost, isLeader: input.isLeader === true, isTotem: input.isTotem === true, insignificant: input.insignificant === true,
    maxHealth: input.maxHealth, health: input.maxHealth, origin, hasSummonUpgrade, status: 'in-play', curse: 0, claim: 0, replacedByHigherCost: false,
  };
}

export function declareCrew(s: Gg3State, seat: Seat, models: readonly ModelInput[]): Gg3Event[] {
  require_(s.crews[seat] === undefined, `${RULESET}/SD-3`, '§10.3', 'this crew is already declared');
  require_(models.length >= 1, `${RULESET}/SD-3`, S21, 'a crew has at least one model');
  // SD-3: exactly one Leader per crew, kept apart from the Master/Henchman station.
  require_(models.filter((m) => m.isLeader === true).length === 1, `${RULESET}/SD-3`, S21, 'a crew has exactly one Leader');
  const leader = models.find((m) => m.isLeader === true)!;
  require_(leader.station === 'MASTER' || leader.station === 'HENCHMAN', `${RULESET}/SD-3`, S21, 'the Leader is a Master or a Henchman');
  const ids = models.map((m) => m.lineageId);
  require_(new Set(ids).size === ids.length && ids.every((id) => s.models[id] === undefined), `${RULESET}/MD-1`, S21, 'lineage ids are unique in the encounter');
  const out: Gg3Event[] = [{ type: 'CrewDeclared', data: { seat, models: models.map((m) => toModel(m, seat, 'hired', false)) } }];
  if (s.crews[opponent(seat)] !== undefined) out.push({ type: 'CrewsRevealed', data: {} });
  return out;
}
