// malifaux-3e-gg3 §5 scheme lines: what a claim is checked against (rules/malifaux-3e-gg3.md): SC-3, GEO-3, OQ-7
// The claim's context: the state at the moment of the claim (ORD-2), the declared facts, the markers named for removal.
import { require_ } from '../core/rule-violation';
import type { ClaimFacts } from './commands';
import { inPlay } from './crews';
import { circleInZone, circleOnHalf, otherHalf, radiusOf, type Circle } from './geometry';
import { opponent, type Gg3Marker, type Gg3Model, type Gg3State, type SchemeSecret, type Seat } from './state';
import { RULESET } from './tables';

export interface Claimed {
  readonly reason: string;
  readonly remove: readonly string[];
  /** Recorded table facts the line relied on (kills, damage), cited by the award (FACT-1). */
  readonly cites?: readonly string[];
}

export const need = (ok: boolean, id: string, msg: string): void => require_(ok, `${RULESET}/${id}`, '§5', msg);

export class Ctx {
  readonly enemy: Seat;
  constructor(
    readonly s: Gg3State,
    readonly seat: Seat,
    readonly facts: ClaimFacts,
    readonly removeIds: readonly string[],
  ) {
    this.enemy = opponent(seat);
  }
  circle(m: Gg3Marker): Circle {
    return { x: m.x, y: m.y, r: radiusOf(this.s.policies.markerDiameterMm) };
  }
  marker(id: string): Gg3Marker | undefined {
    return this.s.markers.find((m) => m.id === id);
  }
  schemeMarkers(of: Seat): Gg3Marker[] {
    return this.s.markers.filter((m) => m.type === 'scheme' && m.owner === of);
  }
  model(id: string | undefined): Gg3Model | undefined {
    return id === undefined ? undefined : this.s.models[id];
  }
  inEnemyDz(m: Gg3Marker, mode = this.s.policies.containment): boolean {
    return circleInZone(this.circle(m), this.s.zones[this.enemy]!, mode);
  }
  onEnemyHalf(m: Gg3Marker): boolean {
    return circleOnHalf(this.circle(m), otherHalf(this.s.halves[this.seat]!), this.s.policies.containment);
  }
  /** The named removals: distinct, friendly Scheme Markers, each meeting `ok` (SC-3). */
  removals(n: number | 'any', ok: (m: Gg3Marker) => boolean, id: string, what: string): string[] {
    const ids = this.removeIds;
    need(new Set(ids).size === ids.length && (n === 'any' ? ids.length >= 1 : ids.length === n), id, `name ${n === 'any' ? 'the' : n} marker(s) to remove`);
    for (const k of ids) {
      const m = this.marker(k);
      need(m !== undefined && m.type === 'scheme' && m.owner === this.seat && ok(m), id, `${k} is not a friendly Scheme Marker ${what}`.trimEnd());
    }
    return [...ids];
  }
  enemyModel(id: string | undefined, ruleId: string): Gg3Model {
    const m = this.model(id);
    need(m !== undefined && m.controller === this.enemy && inPlay(this.s, m), ruleId, `${String(id)} is not an enemy model in play`);
    return m!;
  }
  halfHealth(m: Gg3Model): boolean {
    return m.health <= m.maxHealth / 2;
  }
  noRemoval(): void {
    need(this.removeIds.length === 0, 'SC-3', 'this line removes no markers');
  }
}

export type Line = (c: Ctx, p: SchemeSecret) => Claimed;

