// malifaux-1e effects declared by card text (rules/malifaux-1e.md §8.5 action modifiers AM-1, AM-2; §9.5 falling MV-11;
// seed 000_8cac2ea3b25a10d7.txt lines 2314-2345, 2506-2549): Fast / Slow / Paralyzed / Reactivate gained or lost, and falls;
// §9.1, §9.4 forced moves and pushes (MV-3..MV-7, lines 2380-2392, 2446, 2475-2488) and §9.6 placement (PL-1, PL-2,
// lines 2492-2519), PL-3 replace, PL-4 swap; §10.7 wounds suffered directly (DMG-3, DMG-4, lines 2974-3025). Positions are not tracked:
// the distances are declared facts (§16.2), checked for consistency.
import { bandOf, amountOf } from '../../malifaux/damage-track';
import type { EncounterCommand1e } from '../commands';
import { Desk } from '../desk';
import { MALIFAUX_1E } from '../edition';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import { damageReductions, reduceWounds, type Modifiers1e } from './model';
import { mayActivate } from './activation';
import { replace } from './replace';
import { checkAreaReach } from './area-of-effect';

type DeclareEffect = Extract<EncounterCommand1e, { type: 'DeclareEffect' }>;
const S85 = '§8.5 (seed 2314-2345)';
const MODIFIERS: Readonly<Record<string, keyof Modifiers1e>> = { FAST: 'fast', SLOW: 'slow', PARALYZED: 'paralyzed', REACTIVATE: 'reactivate' };
const CANCELS: Readonly<Partial<Record<keyof Modifiers1e, keyof Modifiers1e>>> = { fast: 'slow', slow: 'fast', reactivate: 'paralyzed', paralyzed: 'reactivate' };

const S94 = '§9.1, §9.4 (seed 2380-2392, 2475-2488)';
const S96 = '§9.6 (seed 2492-2519)';

/**
 * MV-6: a push moves the declared distance and is a movement effect, but never provokes disengaging strikes (DE-3).
 * MV-3 / MV-4: "towards / away from X" is measured from X (a model in play, or a point or edge the players name); a
 * push directly towards X stops on contact, so it is at most the declared distance to X. MV-5: the controller of the
 * effect picks the path, so nothing else is checked.
 */
function push(state: GameState1e, modelId: string, c: DeclareEffect): EncounterEvent1e[] {
  const inches = c.data.inches;
  check(typeof inches === 'number' && inches >= 0 && inches <= 36, 'MV-6', S94, 'declare the distance pushed (0..36")');
  const dir = c.data.direction;
  if (dir) {
    check(dir.of !== modelId, 'MV-3', S94, 'a model is not moved towards or away from itself');
    const x = state.models[dir.of];
    check(x === undefined || x.status === 'IN_PLAY', 'MV-3', S94, `${dir.of} is no longer in play`);
    check(dir.distance >= 0 && dir.distance <= 72, 'MV-3', S94, 'declare the distance to what the move is measured from');
    check(dir.kind === 'AWAY' || inches <= dir.distance, 'MV-4', S94, `directly towards ${dir.of}: it stops on contact, at most ${dir.distance}", not ${inches}"`);
    // MV-7: "pushed to distance X" ignores penalties and ends exactly X away: the push is the difference, in its direction.
    if (dir.to !== undefined) {
      const exact = dir.kind === 'AWAY' ? dir.to - dir.distance : dir.distance - dir.to;
      // "Exactly" is within 1e-9 (declared distances are decimals: 0.1 + 0.2 is not 0.3). No separate sign check: the push
      // is ≥ 0 (MV-6), so a nearer "away" (or farther "towards") beyond rounding is refused here, and one within it is 0".
      check(Math.abs(inches - exact) < 1e-9, 'MV-7', S94, `pushed ${dir.kind === 'AWAY' ? 'away from' : 'towards'} ${dir.of} to ${dir.to}" from ${dir.distance}": ${exact}" exactly, not ${inches}"`);
    }
  }
  return [{ type: 'ModelPushed', data: { modelId, inches, direction: dir ? { kind: dir.kind, of: dir.of } : null, stoppedBy: c.data.stoppedBy ?? null } }];
}

/**
 * PL-4 (intervertir): each model is placed where the other was, covering as much of that footprint as possible. A swap is
 * a placement (PL-1): it provokes no disengaging strike, and both bases must fit. Positions are not tracked, so the
 * event records the exchange; PL-2's cancelled movement limits have nothing to cancel yet (README "Missing").
 */
function swap(state: GameState1e, modelId: string, c: DeclareEffect): EncounterEvent1e[] {
  const other = c.data.withModelId;
  check(other !== undefined && other !== modelId, 'PL-4', S96, 'name the other model of the swap (withModelId), not the same model');
  const o = state.models[other];
  check(o !== undefined && o.status === 'IN_PLAY', 'PL-4', S96, `no model ${other} in play to swap with`);
  check(c.data.fits !== false, 'PL-1', S96, `${modelId} and ${other} must both fit where the other stood`);
  return [{ type: 'ModelsSwapped', data: { modelId, withModelId: other } }];
}

const S107 = '§10.7 (seed 2974-3025)';

/**
 * DMG-3: wounds suffered directly are totalled after the triggers' increases and reductions (`adjustments`), and no
 * damage modifier touches them (no Armor, no Spirit halving, no Object #, no prevention): they are removed as they are.
 * DMG-4: a model may wound itself with a talent or spell (never with an attack: AT-1), but not down to 0 Wd.
 * ST-5: wounds are an immediate effect: they apply at once and always stack, with each other and with continuous effects
 * (no ST-1 / ST-4 same-name check, unlike the action modifiers below).
 */
function woundsSuffered(state: GameState1e, modelId: string, c: DeclareEffect): EncounterEvent1e[] {
  const m = state.models[modelId];
  const base = c.data.wounds;
  check(typeof base === 'number' && Number.isInteger(base) && base >= 0, 'DMG-3', S107, 'declare the wounds suffered (a whole number ≥ 0)');
  const total = Math.max(0, (c.data.adjustments ?? []).reduce((n, x) => n + x, base));
  const self = c.data.byModelId === modelId;
  check(!self || total < m.wounds, 'DMG-4', S107, `${modelId} may not inflict ${total} wounds on itself: it has ${m.wounds} Wd left and would be killed`);
  // DMG-5: never below 0 Wd.
  const wounds = Math.max(0, m.wounds - total);
  return [{ type: 'ModelWoundsChanged', data: { modelId, wounds, killed: wounds === 0, cause: `${total} wounds suffered directly${self ? ' (self-inflicted)' : ''} (DMG-3)` } }];
}

/** MV-11 (W13): one 2/4/6 flip per full 3" of height; added together; never cheated. */
export function fallingFlips(inches: number): number {
  return Math.floor(inches / 3);
}

export function declareEffect(state: GameState1e, c: DeclareEffect): EncounterEvent1e[] {
  const m = c.data.modelId ? state.models[c.data.modelId] : undefined;
  check(m !== undefined && m.status === 'IN_PLAY', 'TI-1', '§2', `no model ${c.data.modelId ?? ''} in play`);
  // §4.7, LOS-8: an effect from an aura or a pulse reaches the model only inside the area and in its sight.
  if (c.data.via !== undefined) checkAreaReach(state, m.id, c.data.via);
  if (c.data.kind === 'FALL') {
    const inches = c.data.inches ?? 0;
    check(inches >= 0, 'MV-11', '§9.5 (seed 2506-2549)', 'a fall height is never negative');
    // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.falling.kind is FLIP_PER_FULL_3_INCHES, so this early return never happens in 1E
    if (MALIFAUX_1E.falling.kind !== 'FLIP_PER_FULL_3_INCHES') return [];
    const track = MALIFAUX_1E.falling.track;
    const desk = new Desk(state);
    // Each flip under its own id; FD-11: the flipped cards are discarded once the fall is resolved. FD-12 [AMBIGUOUS]: a
    // flip with deck and discard both empty reveals nothing, recorded as null (read as the Black Joker by bandOf).
    const flips = Array.from({ length: fallingFlips(inches) }, (_, i) => desk.flip(m.seat, 1, `${c.data.effectId}:fall:${i}`));
    desk.discardFromPlay(m.seat, flips.flat());
    const cards = flips.map((f) => f[0] ?? null);
    // A Red Joker on a fall counts as severe: the second damage flip belongs to attacks (DMG-9) [DERIVED].
    const damage = cards.reduce((n, card) => {
      const b = bandOf(card);
      return n + (b === 'RED_JOKER' ? track.severe : amountOf(b, track));
    }, 0);
    // DMG-1, DMG-2: a fall deals damage, not wounds, so the model's §10.11 reductions apply. MV-11 adds the flips
    // together first, so the total is one instance of damage, reduced once (a reading: the seed does not say).
    const wounds = Math.max(0, m.wounds - reduceWounds(damage, damageReductions(m, 0)));
    return [
      ...desk.events,
      { type: 'FallingDamageFlipped', data: { modelId: m.id, inches, cards, damage } },
      { type: 'ModelWoundsChanged', data: { modelId: m.id, wounds, killed: wounds === 0, cause: `fall of ${inches}" (MV-11)` } },
    ];
  }
  if (c.data.kind === 'PUSH') return push(state, m.id, c);
  if (c.data.kind === 'PLACE') {
    // PL-1: the base must fit where it goes; a placement is no movement effect, so it opens no disengaging strike.
    check(c.data.fits !== false, 'PL-1', S96, `${m.id} does not fit there: it can't be placed`);
    const inches = c.data.inches;
    check(inches === undefined || (inches >= 0 && inches <= 72), 'PL-2', S96, 'the distance from where it stood is 0..72"');
    return [{ type: 'ModelPlaced', data: { modelId: m.id, inches: inches ?? null } }];
  }
  if (c.data.kind === 'SWAP') return swap(state, m.id, c);
  if (c.data.kind === 'REPLACE') return replace(state, m.id, c);
  if (c.data.kind === 'WOUNDS') return woundsSuffered(state, m.id, c);
  if (c.data.kind === 'ACTIVATE_IMMEDIATELY') {
    // TU-A6: before everything else, but after the current model's activation ends.
    check(state.turn.phase === 'ACTIVATION' && state.turn.activationOrder !== null, 'TU-A6', '§7.4 (seed 2106-2131)', 'only during the Activation Phase');
    check(mayActivate(m) && !state.turn.immediate, 'TU-A6', '§7.4 (seed 2106-2131)', `${m.id} cannot activate now`);
    return [{ type: 'ImmediateActivationDeclared', data: { modelId: m.id } }];
  }
  check(c.data.kind === 'GAIN_CONDITION' || c.data.kind === 'REMOVE_CONDITION', 'TI-1', '§2', `effect ${c.data.kind}: GAIN_CONDITION, REMOVE_CONDITION, FALL, PUSH, PLACE, SWAP, REPLACE, WOUNDS or ACTIVATE_IMMEDIATELY`);
  // Stryker disable next-line StringLiteral: the fallback for no condition names no action modifier, whatever its text: the same AM-1 refusal
  const key = MODIFIERS[(c.data.condition?.name ?? '').toUpperCase()];
  check(key !== undefined, 'AM-1', S85, 'the action modifiers are FAST, SLOW, PARALYZED, REACTIVATE');
  if (c.data.kind === 'REMOVE_CONDITION') return [{ type: 'ModifierChanged', data: { modelId: m.id, modifier: key, value: false, reason: 'declared' } }];
  // A Fast or Slow gained during the model's own activation is held by the activation, not the model (evolve.ts).
  const a = state.turn.activation;
  const heldNow = a !== null && a.modelId === m.id ? a.apModifier?.modifier : undefined;
  const holds = (k: keyof Modifiers1e): boolean => m.modifiers[k] || heldNow === k;
  // ST-4: the same modifier twice doesn't stack.
  if (holds(key)) return [];
  // AM-1 (D27): Fast meets Slow, Reactivate meets Paralyzed: both are lost.
  const other = CANCELS[key];
  if (other && holds(other)) return [{ type: 'ModifierChanged', data: { modelId: m.id, modifier: other, value: false, reason: `cancelled by ${key} (AM-1)` } }];
  const gained: EncounterEvent1e = { type: 'ModifierChanged', data: { modelId: m.id, modifier: key, value: true, reason: 'declared' } };
  // §8.5: Paralyzed during its own activation: it loses its remaining AP and the activation ends.
  if (key === 'paralyzed' && a !== null && a.modelId === m.id) return [gained, { type: 'ActivationEnded', data: { modelId: m.id, apLost: a.ap } }];
  return [gained];
}
