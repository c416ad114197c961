// malifaux-1e §8 actions and AP, §9.2 movement actions, §10.1 combat actions (rules/malifaux-1e.md; seed
// 000_8cac2ea3b25a10d7.txt lines 2141-2306, 2394-2440, 2614-2636): AP-2 costs (W2), AP-3 one (0) action, AP-6/AP-7,
// MV-1 Walk within Wk, Jump half Wk (W30), Charge (§9.2), Strike, Focus, Defensive Stance (W24), Heal (SS-4, HE-2), Pass.
import { checkSight } from './sight';
import type { EncounterCommand1e, Facts1e } from '../commands';
import { Desk } from '../desk';
import { healingAmount } from '../duel/damage-flow';
import { MALIFAUX_1E } from '../edition';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import { startAttack, weaponOf } from './attack';
import { disengageOpened } from './disengage';
import { chargeOf, flies, halve, levitates, usesSoulstones, walkOf, type ModelState } from './model';

type TakeAction = Extract<EncounterCommand1e, { type: 'TakeAction' }>;
const S81 = '§8.1 (seed 2141-2183)';

/** §8.2, §9.2, §10.1 general actions and their AP (W2). A weapon's own cost applies to a Strike with it. */
export const GENERAL_ACTIONS: Readonly<Record<string, number | 'WEAPON' | 'DECLARED' | 'ALL'>> = {
  WALK: 1,
  CHARGE: 2,
  JUMP: 2,
  STRIKE: 'WEAPON',
  FOCUS: MALIFAUX_1E.focusCost,
  DEFENSIVE_STANCE: 1,
  HEAL: 1,
  PASS: 1,
  INTERACT: 'DECLARED',
  SEARCH: 'ALL',
};

/** `STRIKE:Sword` → { base: 'STRIKE', weapon: 'Sword' }. */
export function parseAction(action: string): { base: string; weapon: string | null } {
  const i = action.indexOf(':');
  return i < 0 ? { base: action, weapon: null } : { base: action.slice(0, i), weapon: action.slice(i + 1) };
}

export function takeAction(state: GameState1e, c: TakeAction): EncounterEvent1e[] {
  const a = state.turn.activation;
  check(a !== null && a.modelId === c.data.modelId, 'AP-2', S81, `${c.data.modelId} is not activating`);
  check(c.actor.role === 'seat' && c.actor.seat === a.seat, 'CT-1', '§3.5 (seed 800-850)', 'the controller makes every decision for a model');
  check(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'TI-2', '§2 (seed 396-452)', 'finish the duel or flip in progress first');
  check(!state.turn.disengage, 'DE-1', '§10.12 (seed 3175-3191)', 'the enemies whose melee zone the model left answer first (disengaging strikes)');
  const m = state.models[a.modelId];
  const { base, weapon: weaponName } = parseAction(c.data.action);
  // Own keys only: a name such as `constructor` or `toString` is an unknown action, not an inherited function.
  const cost = Object.hasOwn(GENERAL_ACTIONS, base) ? GENERAL_ACTIONS[base] : undefined;
  check(cost !== undefined, 'AP-6', '§8.3 (seed 2264-2306)', `unknown action ${c.data.action}: WALK, CHARGE, JUMP, STRIKE[:weapon], FOCUS[:weapon], DEFENSIVE_STANCE, HEAL, PASS, INTERACT`);
  const weapon = base === 'STRIKE' || base === 'FOCUS' || base === 'CHARGE' ? weaponOf(m, weaponName, base === 'CHARGE' ? 'MELEE' : null) : null;
  // TG-3: an extra action granted by a trigger this model declared in its last duel costs no AP, even after (all).
  const granted = c.data.grantedByTrigger !== undefined;
  if (granted) {
    const d = state.duel.status === 'DUEL_RESOLVED' || state.duel.status === 'FLIP_RESOLVED' ? state.duel.duel : null;
    const mine = d?.sides.find((x) => x.modelId === m.id);
    check(mine?.trigger.status === 'DECLARED' && mine.trigger.name === c.data.grantedByTrigger && a.grantUsed !== d?.duelId, 'TG-3', '§6.1 (seed 1691-1714)', `${m.id} declared no trigger ${c.data.grantedByTrigger} in its last duel (or its action was taken)`);
    // TG-5: a trigger's effects are limited to the action that triggered it (no other action in between), and affect one model.
    check(d !== null && a.lastActionId === d.duelId, 'TG-5', '§6.1 (seed 1691-1714)', `the ${c.data.grantedByTrigger} trigger belonged to its action; another action was taken since`);
    check((c.data.targets?.length ?? 0) <= 1, 'TG-5', '§6.1 (seed 1691-1714)', 'a trigger’s effects affect one model');
  }
  // AP-4: an (all) action is the only action of the activation: the first, with at least 1 AP, spending them all.
  check(a.allTaken !== true || granted, 'AP-4', S81, 'an (all) action was taken: it is the only action of this activation');
  if (cost === 'ALL') check(a.actionsTaken === 0 && a.ap >= 1, 'AP-4', S81, 'an (all) action must be the first action, with at least 1 AP');
  const ap = granted ? 0 : cost === 'WEAPON' ? (weapon?.ap ?? 1) : cost === 'DECLARED' ? (c.data.ap ?? 1) : cost === 'ALL' ? a.ap : cost;
  check(Number.isInteger(ap) && ap >= 0, 'AP-2', S81, 'an action costs a whole number of AP');
  // AP-7 (W3): specific AP pay only for the actions their ability lists (here: melee attacks), spent first.
  const melee = (base === 'STRIKE' || base === 'FOCUS') && weapon?.kind === 'MELEE';
  const meleeAp = melee ? Math.min(ap, a.meleeAp ?? 0) : 0;
  // AP-2 (W2): a model without enough AP can't take the action. AP-3: one (0) action per activation.
  check(ap - meleeAp <= a.ap, 'AP-2', S81, `${base} costs ${ap} AP; ${a.ap} left${melee && (a.meleeAp ?? 0) > 0 ? ` and ${a.meleeAp} for melee attacks` : ''}`);
  check(ap > 0 || granted || !a.zeroUsed, 'AP-3', S81, 'one (0) action per activation');
  const facts = c.data.facts ?? {};
  const taken: EncounterEvent1e = { type: 'ActionTaken', data: { actionId: c.data.actionId, modelId: m.id, action: c.data.action, ap: ap - meleeAp, ...(meleeAp > 0 ? { meleeAp } : {}), ...(cost === 'ALL' && !granted ? { all: true } : {}), ...(granted && state.duel.status !== 'IDLE' && state.duel.duel ? { grantedBy: state.duel.duel.duelId } : {}), facts: { ...facts }, note: c.data.note ?? null } };
  const target = c.data.targets?.[0];
  const desk = new Desk(state);
  switch (base) {
    case 'WALK':
      // MV-1: no part of the base travels further than Wk (Defensive Stance: −2, floor 1, W24).
      // §9.3 (W29): every inch in difficult terrain, or of height climbed, costs 2": declared as `severeInches`, counted twice.
      // MV-8: Flight and Levitation move over terrain without penalty.
      endsWhereAllowed(m, facts);
      check((facts.moved ?? 0) + (flies(m) ? 0 : (facts.severeInches ?? 0)) <= walkOf(MALIFAUX_1E, m), 'MV-1', '§9.1 (seed 2343-2392)', `a Walk moves at most Wk ${walkOf(MALIFAUX_1E, m)}" (difficult or climbed inches count twice)`);
      // Stryker disable next-line ArrayDeclaration: disengageOpened only reads ids of models in play, so a default holding no such id opens nothing
      return [taken, ...disengageOpened(state, c.data.actionId, m.id, facts.leavesEngagementOf ?? [], facts.engagedWith ?? [])];
    case 'JUMP':
      // §9.2 (W30): half Wk, a distance, never rounded (GEN-2).
      endsWhereAllowed(m, facts);
      check((facts.moved ?? 0) <= halve(walkOf(MALIFAUX_1E, m), true), 'GEN-2', '§9.2 (seed 2437-2440)', `a Jump moves at most half Wk (${halve(walkOf(MALIFAUX_1E, m), true)}")`);
      // Stryker disable next-line ArrayDeclaration: disengageOpened only reads ids of models in play, so a default holding no such id opens nothing
      return [taken, ...disengageOpened(state, c.data.actionId, m.id, facts.leavesEngagementOf ?? [], facts.engagedWith ?? [])];
    case 'DEFENSIVE_STANCE':
      check(a.actionsTaken === 0, 'AP-2', '§10.1 (seed 2614-2636)', 'Defensive Stance must be the first action of the activation');
      return [taken, { type: 'ModifierChanged', data: { modelId: m.id, modifier: 'defensive', value: true, reason: 'Defensive Stance until the end of the Closing Phase (§10.1)' } }];
    case 'HEAL': {
      // SS-4 item 3, HE-2: Use Soulstone models discard 1 soulstone for a healing flip on themselves; no cheating.
      check(usesSoulstones(m), 'SS-4', '§3.8 (seed 504-530)', `${m.id} has no Use Soulstone`);
      check((state.seats[m.seat]?.soulstones ?? 0) >= 1, 'SS-3', '§3.8 (seed 892-930)', 'the Soulstone Pool is empty');
      desk.spend(m.seat, 'heal');
      const first = desk.flip(m.seat, 1, `${c.data.actionId}:heal`);
      // §5.2 [AMBIGUOUS] rjHealPreventMode EXTRA_FLIP: the Red Joker flips a second card (ALL: it heals every wound).
      const cards = first[0] === 'RJ' && state.options.rjHealPreventMode === 'EXTRA_FLIP' ? [...first, ...desk.flip(m.seat, 1, `${c.data.actionId}:heal:extra`)] : first;
      desk.discardFromPlay(m.seat, cards);
      // FD-12 [AMBIGUOUS]: with deck and discard pile both empty no card is flipped, read as the Black Joker (heals 0).
      const [card, extra] = cards;
      const suffered = m.stats.wd - m.wounds;
      const healed = healingAmount(MALIFAUX_1E, card ?? null, suffered, extra ?? null, state.options);
      return [taken, ...desk.events, { type: 'ModelWoundsChanged', data: { modelId: m.id, wounds: m.wounds + healed, killed: false, cause: `healing flip ${card ?? 'none'}: +${healed} (HE-1, HE-2)` } }];
    }
    case 'SEARCH':
      // §8.2 Récupérer: Scavengers only; gains one scrap counter (counters are not tracked yet: recorded on the event).
      check(m.characteristics.some((x) => /^(scavenger|récupérateur|recuperateur)$/i.test(x.trim())), 'AP-4', '§8.2 (seed 2227-2262)', `${m.id} is not a Scavenger (Récupérateur)`);
      return [taken];
    case 'STRIKE':
    case 'FOCUS': {
      check(target !== undefined && state.models[target] !== undefined, 'AT-1', '§4.3', 'name the target model');
      // §10.1: a weapon that costs more than 1 AP can't be focused.
      if (base === 'FOCUS') check((weapon?.ap ?? 1) <= 1, 'AP-2', '§10.1 (seed 2614-2636)', 'a weapon costing more than 1 AP cannot be focused');
      const w = weapon ?? weaponOf(m, null, null);
      return [taken, ...startAttack(state, { actionId: c.data.actionId, attacker: m, target: state.models[target], weapon: w, facts, focus: base === 'FOCUS', charge: false }, desk)];
    }
    case 'CHARGE': {
      const cg = chargeOf(MALIFAUX_1E, m);
      check(cg !== null, 'MV-2', '§9.2 (seed 2394-2420)', `${m.id} has Cg - and cannot Charge`);
      check(target !== undefined && state.models[target] !== undefined && state.models[target].seat !== m.seat, 'AT-1', '§9.2', 'a Charge needs an enemy target');
      // LOS-2..LOS-6: declared sight lines must see the target before the Charge moves (turn/sight.ts).
      checkSight(target, facts, m.stats.ht, state.models[target].stats.ht);
      check(facts.los?.[target] !== 'NONE', 'LOS-7', '§9.2 (seed 2394-2420)', 'a Charge needs an enemy in LoS');
      check(facts.engagedWith?.includes(target) !== true, 'CB-3', '§9.2 (seed 2394-2420)', `${m.id} is already engaged with ${target}`);
      // A Charge that leaves other enemies' melee zones is not yet played with its disengaging strikes (README "Missing").
      check((facts.leavesEngagementOf ?? []).length === 0, 'DE-1', '§10.12 (seed 3175-3191)', 'a Charge out of a melee zone: Walk out first (disengaging strikes on a Charge are not supported yet)');
      check((facts.moved ?? 0) + (facts.severeInches ?? 0) <= cg, 'MV-1', '§9.2 (seed 2394-2420)', `a Charge moves at most Cg ${cg}" (difficult inches count twice)`);
      // §9.2: not engaged with the target at the end: the Charge ends at once (AP spent).
      if (!facts.endsInEngagementRange) return [taken];
      const w = weapon ?? weaponOf(m, null, 'MELEE');
      check(w.kind === 'MELEE', 'CB-4', '§9.2 (seed 2394-2420)', 'a Charge ends with a melee attack: name a melee weapon');
      // A melee attack reads only the distance to its target (engagedWith and the other distances serve ranged attacks).
      const inMelee = { ...facts, distances: { [target]: facts.distances?.[target] ?? 0 } };
      return [taken, ...startAttack(state, { actionId: c.data.actionId, attacker: m, target: state.models[target], weapon: w, facts: inMelee, focus: false, charge: true }, desk)];
    }
    // PASS and INTERACT only record the action (every other action has its case; AP-6 refused unknown ones).
    default:
      return [taken];
  }
}

/** §9.3 impassable terrain can't be entered; MV-8 a flying model passes over it but may not stop there; MV-9 Levitation may. */
function endsWhereAllowed(m: ModelState, facts: Facts1e): void {
  if (!facts.endsInImpassable) return;
  check(levitates(m), flies(m) ? 'MV-8' : 'MV-9', '§9.3, §9.5 (seed 2430-2473, 2506-2549)', `${m.id} can't end its move in impassable terrain (only Levitation may)`);
}
