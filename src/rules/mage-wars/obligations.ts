// mage-wars §10.9 GD-7 / GD-8 forced melee (rules/mage-wars.md; seed 1770, 2276): a Bloodthirsty creature that can reach a
// wounded Living enemy in its zone without moving must spend its action on a melee attack against one of them, and may
// not move away. Reading (G7): enemies only; the obligation holds when it can be met without moving. Taunt (Sosruko, not
// in the apprentice books) is not tracked: its marker carries no source.
import { require_ } from '../core/rule-violation';
import { sameZone } from './arena';
import { hasTrait } from './cards/card-definition';
import { attackOptions, forcedGuards } from './attack';
import { liveObjects, sameSide, type GameObject, type GameState } from './state';
import { isCreature, isFlying, isIncapacitated, isLiving, traitsOf } from './traits';

/** The targets a Bloodthirsty creature is bound to attack now (empty: no obligation), after the guard restriction (GD-7). */
export function bloodthirstyTargets(state: GameState, o: GameObject): GameObject[] {
  if (!o.zone || isIncapacitated(o) || !hasTrait(traitsOf(state, o), 'Bloodthirsty')) return [];
  const bars = attackOptions(state, o).filter((b) => b.kind === 'melee');
  if (bars.length === 0) return [];
  const zone = o.zone;
  const wounded = liveObjects(state).filter(
    (t) => isCreature(t) && !sameSide(state, t.controller, o.controller) && t.zone !== null && sameZone(t.zone, zone) && isLiving(state, t) && t.damage > 0 &&
      (!isFlying(state, t) || isFlying(state, o) || bars.some((b) => hasTrait(b.traits, 'Reach'))),
  );
  const guards = wounded.length > 0 ? forcedGuards(state, o, wounded[0]) : [];
  return guards.length === 0 ? wounded : wounded.filter((t) => guards.some((g) => g.id === t.id));
}

/** GD-8: refuses any other use of the action phase while the obligation can be met. */
export function assertNoObligation(state: GameState, o: GameObject, doing: string): void {
  const act = state.round.activation;
  if (act && (act.quickDone || act.fullDone)) return;
  require_(bloodthirstyTargets(state, o).length === 0, 'mage-wars/GD-8', '§10.9', `a Bloodthirsty creature next to a wounded enemy must melee it instead of ${doing}`);
}
