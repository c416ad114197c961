// malifaux-1e §10.1-§10.6 attacks (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2608-2972): AT-1, CB-0..CB-4,
// CB-6, GEN-1 (the table's diagonal), LOS-1..LOS-7 (sight.ts), §10.3-§10.4 modifiers (Focus, Charge, Defensive Stance, Paired, cover), §10.5 step 1 (out of range: the
// attack fails, GEN-4), §10.6 firing into melee (the lowest card becomes the target; +1 Df per enemy engaged with it).
import { type CardId, parseCard } from '../../malifaux/cards';
import type { FateModifiers } from '../../malifaux/fate-modifiers';
import { fateFor } from '../encounter/table-duels-1e';
import type { Facts1e } from '../commands';
import type { Desk } from '../desk';
import { startDuel } from '../duel/duel-decisions';
import type { DuelContext1e } from '../duel/duel-state';
import { MALIFAUX_1E } from '../edition';
import type { DuelOut1e, EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import { DEFAULT_1E_OPTIONS, type GameState1e } from '../state';
import { BASH, type ModelState, type Weapon } from './model';
import { checkSight } from './sight';

/** CB-0: a named weapon of the card, or Bash; the first of the wanted kind when none is named. */
export function weaponOf(m: ModelState, name: string | null, kind: Weapon['kind'] | null): Weapon {
  const all = [...m.weapons, BASH];
  const w = name ? all.find((x) => x.name === name) : all.find((x) => kind === null || x.kind === kind);
  check(w !== undefined, 'CB-4', '§10.2 (seed 2683-2727)', `${m.id} has no weapon ${name ?? kind}`);
  return w;
}

export interface AttackSpec {
  readonly actionId: string;
  readonly attacker: ModelState;
  readonly target: ModelState;
  readonly weapon: Weapon;
  readonly facts: Facts1e;
  /** §10.3: Focus (attack and damage `+`), Charge (damage `+`). */
  readonly focus: boolean;
  readonly charge: boolean;
  readonly disengaging?: boolean;
}

/** §10.6 (D31, W31): one card per candidate, two for Ht ≥ 3 (the lower counts, [AMBIGUOUS] default); the lowest is the new target, ties to the earliest declared. */
export function firingIntoMelee(desk: Desk, seat: ModelState['seat'], candidates: readonly ModelState[], flipId: string): { flips: { modelId: string; cards: (CardId | null)[]; value: number }[]; target: string } {
  const flips = candidates.map((c) => {
    const n = c.stats.ht >= 3 ? MALIFAUX_1E.firingIntoMelee.cardsForHt3 : 1;
    const flipped = desk.flip(seat, n, `${flipId}:${c.id}`);
    // FD-11: the cards flipped go to the discard pile at once (these flips are never cheated).
    desk.discardFromPlay(seat, flipped);
    // FD-12 [AMBIGUOUS] default: a card the empty deck and discard pile could not give reads as the Black Joker (0).
    const cards: (CardId | null)[] = [...flipped];
    while (cards.length < n) cards.push(null);
    const value = Math.min(...cards.map((x) => (x === null ? 0 : parseCard(x).value)));
    return { modelId: c.id, cards, value };
  });
  const low = Math.min(...flips.map((f) => f.value));
  return { flips, target: flips.find((f) => f.value === low)?.modelId ?? candidates[0].id };
}

export function startAttack(state: GameState1e, spec: AttackSpec, desk: Desk): EncounterEvent1e[] {
  const { attacker, weapon, facts } = spec;
  let target = spec.target;
  check(target.id !== attacker.id, 'AT-1', '§4.3 (seed 2847-2848)', 'a model can never target itself with an attack');
  // LOS-1..LOS-6: declared sight lines decide whether the target is seen and its cover (turn/sight.ts).
  const sightCover = checkSight(target.id, facts, attacker.stats.ht, target.stats.ht);
  check(facts.los?.[target.id] !== 'NONE', 'LOS-7', '§4.2 (seed 981-1183)', `${target.id} is not in LoS: the target must be seen`);
  // CB-6: an engaged model can't make ranged attacks.
  if (weapon.kind === 'RANGED') check((facts.engagedWith ?? []).length === 0, 'CB-6', '§10.4 (seed 2729-2779)', `${attacker.id} is engaged in melee: no ranged attacks`);
  const distance = facts.distances?.[target.id];
  check(distance !== undefined, 'GEN-4', '§1 (seed 377-386)', `declare the measured distance to ${target.id} (after the AP are spent)`);
  // GEN-1: both models stand on the square table, so no base-to-base distance exceeds its diagonal.
  const side = state.options.tableInches ?? DEFAULT_1E_OPTIONS.tableInches;
  check(distance <= side * Math.SQRT2, 'GEN-1', '§1 (seed 324-344, 4289-4291)', `${distance}" to ${target.id} does not fit on a ${side}" × ${side}" table`);
  // CB-5 [AMBIGUOUS] default: a melee attack to or from a ledge adds max(0, ledge Ht − the lower model's Ht) to the distance.
  const ledge = weapon.kind === 'MELEE' ? facts.elevation?.[target.id] : undefined;
  const reach = distance + (ledge ? Math.max(0, ledge.difference - ledge.lowerModelHt) : 0);
  // §10.5 step 1 (GEN-4): the declared target out of range is no legal target: the attack fails, the AP stay spent, and
  // no §10.6 card is flipped (firing into melee starts from a declared target that is legal).
  if (reach > weapon.rg) return [];
  // §10.6 applies to ranged attacks only: the target and every model in play declared inside its melee zone flip.
  const inMeleeZone = weapon.kind === 'RANGED' ? (facts.inTargetMeleeZone ?? []) : [];
  const pre: EncounterEvent1e[] = [];
  let dfBonus = 0;
  if (inMeleeZone.length > 0) {
    const candidates = [target, ...inMeleeZone.map((id) => state.models[id]).filter((m): m is ModelState => m !== undefined && m.status === 'IN_PLAY')];
    const r = firingIntoMelee(desk, attacker.seat, candidates, `${spec.actionId}:fim`);
    pre.push(...desk.events.splice(0), { type: 'FiringIntoMeleeFlipped', data: { actionId: spec.actionId, flips: r.flips, target: r.target } });
    target = state.models[r.target] ?? target;
    // §10.6 step 4: the final target gets +1 Df per enemy engaged with it (declared per candidate).
    dfBonus = MALIFAUX_1E.firingIntoMelee.dfPerEngagedEnemy * (facts.enemiesEngagedWith?.[target.id] ?? 0);
  }
  // The declared target has the cover its sight lines give (else the declared one, LOS-1); a new target after §10.6 has
  // its declared cover (it need not be in LoS, so no sight check may refuse it).
  const cover = target.id === spec.target.id ? sightCover : facts.cover?.[target.id];
  const attackFate: FateModifiers = {
    bonus: (spec.focus ? 1 : 0) + (weapon.paired ? 1 : 0),
    // MO-8, MO-10 (encounter/table-duels-1e.ts): a fleeing or rallying model's non-morale duels get one `−`.
    penalty: (cover === 'SOFT' || cover === 'HARD' ? (weapon.kind === 'RANGED' ? 1 : 0) : 0) + fateFor(state, attacker.id, false).penalty,
  };
  // LOS-7: never cover against melee attacks. §10.4: hard cover adds Armor +1 against ranged attacks.
  const armor =
    weapon.kind === 'RANGED' &&
    cover === 'HARD' &&
    // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.hardCover is ARMOR_PLUS_1, so this always holds in 1E
    MALIFAUX_1E.hardCover === 'ARMOR_PLUS_1'
      ? 1
      : 0;
  const context: DuelContext1e = {
    actionId: spec.actionId,
    weapon: weapon.name,
    damage: weapon.dg,
    damageBonus: (spec.focus ? 1 : 0) + (spec.charge ? MALIFAUX_1E.charge.damageBonus : 0),
    disengaging: spec.disengaging ?? false,
    targetArmor: armor,
  };
  const duel: DuelOut1e[] = startDuel(
    state.duel,
    {
      duelId: spec.actionId,
      kind: 'OPPOSED',
      attacker: { modelId: attacker.id, seat: attacker.seat, station: attacker.station, stat: { name: 'Cb', value: weapon.cb, printedSuits: weapon.cbSuits }, fate: attackFate, statTriggers: weapon.triggers, wounds: attacker.wounds, maxWounds: attacker.stats.wd },
      defender: {
        modelId: target.id,
        seat: target.seat,
        station: target.station,
        stat: { name: 'Df', value: target.stats.df, totalBonus: dfBonus },
        fate: { bonus: target.modifiers.defensive ? 1 : 0, penalty: fateFor(state, target.id, false).penalty },
        wounds: target.wounds,
        maxWounds: target.stats.wd,
      },
      action: { name: weapon.name, damage: weapon.dg },
    },
    desk,
    context,
  );
  return [...pre, ...desk.events.splice(0), ...duel];
}
