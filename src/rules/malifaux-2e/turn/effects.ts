// malifaux-2e §10.2, §13, §15, §16, §17 Declared effects (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1216-1226, 1391-1561, 1564-1652): PU-1..PU-4, MV-7, BU-1..BU-6, SA-1, MK-1, SU-1..SU-7, AU-1..AU-3
// Card text the server can't read ("target gains Slow", "bury this model", a summon) is declared by a seat as an
// effect, recorded on its event like any declared fact, checked against what the server knows, and disputable.
import { require_ } from '../../core/rule-violation';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { rareLimit, validateCrew } from './crew';
import { gainCondition, normalName } from './conditions';
import { applyDamageModifiers, hardToKillDamage } from '../duel/damage';
import { modelIn, tableOf } from './activation';
import { armorOf } from './table-duels';
import type { TableState } from './table-state';
import type { DeclareEffect } from './turn-commands';

const S13 = '§13 (seed 1391-1411, 1536-1538)';
const S165 = '§16.5 (seed 1540-1554)';

/** MV-5: `fall > 2 ? ceil(fall) : 0`. */
export const fallingDamage = (inches: number): number => (inches > 2 ? Math.ceil(inches) : 0);

/**
 * AU-1 an aura is measured from the edge of the source's base (ME-4: within X); AU-2 it affects the source too, a pulse
 * never does (PL-1); AU-3 nothing is affected by an aura or pulse from a source it has no LoS to.
 */
function assertVia(state: GameState, c: DeclareEffect): void {
  const v = c.data.via;
  if (!v) return;
  const S16 = '§16.1-§16.2 (seed 1492-1514, 1528-1530)';
  const t = tableOf(state);
  const src = modelIn(t, v.sourceModelId, 'malifaux-2e/AU-1', S16);
  require_(src.status === 'IN_PLAY', 'malifaux-2e/AU-1', S16, `${src.def.name} is not in play`);
  const self = c.data.modelId === src.def.id;
  require_(!(v.kind === 'PULSE' && self), 'malifaux-2e/PL-1', S16, 'a pulse does not affect its source');
  if (self) return; // AU-2: the source is within its own aura
  require_(typeof v.distance === 'number' && v.distance >= 0 && v.distance <= v.range, 'malifaux-2e/AU-1', S16, `${c.data.modelId} is ${v.distance}" from ${src.def.name}, outside the ${v.range}" ${v.kind.toLowerCase()}`);
  require_(v.los === 'CLEAR', 'malifaux-2e/AU-3', S16, `${c.data.modelId} has no LoS to ${src.def.name}: its ${v.kind.toLowerCase()} can't affect it`);
}

/**
 * PU-3 (seed 1216-1226): "towards / away from X" is directly towards or away from X, a model in play or a marker. A push
 * directly towards X can't go past it: it ends in base contact (PU-4), so it is at most the declared distance to X.
 */
function pushDirection(t: TableState, pushed: string, dir: NonNullable<DeclareEffect['data']['direction']>, inches: number): { kind: 'TOWARDS' | 'AWAY'; of: string } {
  const S102 = '§10.2 (seed 1216-1226)';
  const x = t.models[dir.of];
  require_(dir.of !== pushed, 'malifaux-2e/PU-3', S102, 'a model is not pushed towards or away from itself');
  require_((x !== undefined && x.status === 'IN_PLAY') || t.markers.some((mk) => mk.id === dir.of), 'malifaux-2e/PU-3', S102, `${dir.of} is neither a model in play nor a marker`);
  require_(typeof dir.distance === 'number' && dir.distance >= 0 && dir.distance <= 72, 'malifaux-2e/PU-3', S102, 'declare the distance to what the push is measured from');
  require_(dir.kind === 'AWAY' || inches <= dir.distance, 'malifaux-2e/PU-3', S102, `a push directly towards ${dir.of} ends in base contact with it: at most ${dir.distance}", not ${inches}"`);
  return { kind: dir.kind, of: dir.of };
}

export function declareEffect(state: GameState, c: DeclareEffect): EncounterEvent[] {
  assertVia(state, c);
  const events = effectEvents(state, c);
  if (events.length === 0) return [];
  const { effectId, kind, modelId, ...rest } = c.data;
  const detail = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const seat = c.actor.role === 'seat' ? c.actor.seat : null;
  return [{ type: 'EffectDeclared', data: { effectId, seat, kind, modelId: modelId ?? null, detail } }, ...events];
}

function effectEvents(state: GameState, c: DeclareEffect): EncounterEvent[] {
  const t = tableOf(state);
  const d = c.data;
  const model = () => modelIn(t, d.modelId ?? '', 'malifaux-2e/BU-1', S13);
  switch (d.kind) {
    case 'GAIN_CONDITION': {
      require_(d.condition !== undefined, 'malifaux-2e/CO-1', '§17', 'name the Condition');
      const m = model();
      require_(m.status === 'IN_PLAY' || m.status === 'BURIED', 'malifaux-2e/BU-1', S13, `${m.def.name} has left the game`);
      return gainCondition(m, d.condition.name, d.condition.value ?? null);
    }
    case 'REMOVE_CONDITION': {
      const m = model();
      const name = normalName(d.condition?.name ?? '');
      require_(m.conditions[name] !== undefined, 'malifaux-2e/CO-1', '§17', `${m.def.name} has no ${name}`);
      // §17.2: Distracted and Cursed Object are removed only by their own Interact.
      require_(name !== 'DISTRACTED' && name !== 'CURSED_OBJECT', 'malifaux-2e/CO-6', '§17.2 (seed 2191-2233)', `${name} is removed only by its own Interact`);
      return [{ type: 'ConditionRemoved', data: { modelId: m.def.id, name, reason: 'declared effect' } }];
    }
    case 'BURY': {
      const m = model();
      require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', S13, `${m.def.name} is not in play`);
      return [{ type: 'ModelBuried', data: { modelId: m.def.id, seat: m.seat } }];
    }
    case 'UNBURY': {
      const m = model();
      require_(m.status === 'BURIED', 'malifaux-2e/BU-4', S13, `${m.def.name} is not buried`);
      // BU-4: a model that won't fit is placed in its controller's own Deployment Zone.
      return [{ type: 'ModelUnburied', data: { modelId: m.def.id, seat: m.seat, inOwnDeploymentZone: d.fits === false } }];
    }
    case 'SACRIFICE': {
      const m = model();
      require_(m.status === 'IN_PLAY' || m.status === 'BURIED', 'malifaux-2e/SA-1', S13, `${m.def.name} has already left the game`);
      return [{ type: 'ModelSacrificed', data: { modelId: m.def.id, seat: m.seat, turn: state.turn } }];
    }
    case 'PUSH': {
      const m = model();
      require_(m.status === 'IN_PLAY', 'malifaux-2e/PU-1', '§10.2 (seed 1216-1226)', `${m.def.name} is not in play`);
      require_(typeof d.inches === 'number' && d.inches >= 0 && d.inches <= 36, 'malifaux-2e/PU-2', '§10.2 (seed 1216-1226)', 'declare the distance pushed');
      // PU-4: a push that stops short stops in base contact with what blocked it.
      const direction = d.direction ? { direction: pushDirection(t, m.def.id, d.direction, d.inches) } : {};
      return [{ type: 'ModelPushed', data: { modelId: m.def.id, inches: d.inches, stoppedBy: d.stoppedBy ?? null, ...direction } }];
    }
    case 'PLACE': {
      // MV-7 (seed 1556-1560): a placement is not a move: no Wk limit, no Walk, no disengaging strike, no terrain cost,
      // no AP. A buried model comes back by UNBURY (BU-4), not by a placement.
      const m = model();
      require_(m.status === 'IN_PLAY', 'malifaux-2e/MV-7', '§16.6 (seed 1556-1560)', `${m.def.name} is not in play (a buried model is unburied, BU-4)`);
      require_(d.inches === undefined || (typeof d.inches === 'number' && d.inches >= 0 && d.inches <= 72), 'malifaux-2e/MV-7', '§16.6 (seed 1556-1560)', 'the distance from where it stood is 0..72"');
      return [{ type: 'ModelPlaced', data: { modelId: m.def.id, inches: d.inches ?? null } }];
    }
    case 'FALL': {
      // MV-5 (TV-10, DV-22): a fall of 2" or less deals nothing; more deals 1 per inch or part of one.
      const m = model();
      require_(m.status === 'IN_PLAY', 'malifaux-2e/MV-5', '§10.1 (seed 1196-1198)', `${m.def.name} is not in play`);
      require_(typeof d.inches === 'number' && d.inches >= 0 && d.inches <= 36, 'malifaux-2e/MV-5', '§10.1 (seed 1196-1198)', 'declare the height fallen (inches)');
      // The fall's damage is suffered like any other: Armor lowers it (to a minimum of 1), then Hard to Kill.
      const mods = armorOf(m);
      const amount = hardToKillDamage(m.wounds, applyDamageModifiers(fallingDamage(d.inches), mods), mods);
      return amount === 0 ? [] : [{ type: 'ModelDamaged', data: { modelId: m.def.id, amount, source: 'FALLING', woundsAfter: m.wounds - amount } }];
    }
    case 'PLACE_MARKER': {
      require_(d.marker !== undefined, 'malifaux-2e/MK-1', '§15 (seed 1439-1484)', 'describe the marker');
      return [{ type: 'MarkerPlaced', data: { id: `marker:${d.effectId}`, kind: d.marker.kind, seat: d.marker.seat ?? null, droppedBy: d.byModelId ?? null } }];
    }
    case 'REMOVE_MARKER': {
      require_(t.markers.some((m) => m.id === d.markerId), 'malifaux-2e/MK-1', '§15 (seed 1439-1484)', `there is no marker ${d.markerId}`);
      // Stryker disable next-line StringLiteral: the require_ above found a marker with this id, so it is never undefined here
      const markerId = d.markerId ?? '';
      return [{ type: 'MarkerRemoved', data: { markerId, byModelId: d.byModelId ?? null } }];
    }
    case 'SUMMON': {
      const by = modelIn(t, d.byModelId ?? '', 'malifaux-2e/SU-3', S165);
      require_(by.status === 'IN_PLAY', 'malifaux-2e/SU-3', S165, 'the summoning model must be in play');
      require_(d.summon !== undefined, 'malifaux-2e/SU-1', S165, 'give the summoned model');
      require_(d.fits !== false, 'malifaux-2e/SU-1', S165, 'a model that can’t be placed (in range and LoS) is not summoned: the summon fails');
      // SU-5: a summoned model arrives without Upgrades (an Avatar Upgrade included) unless a rule says otherwise.
      require_((d.summon.upgrades ?? []).length === 0 && d.summon.avatar === undefined, 'malifaux-2e/SU-5', S165, 'summoned models arrive without Upgrades');
      validateCrew([d.summon], new Set(Object.keys(t.models)));
      const crew = t.order.map((id) => t.models[id]).filter((m) => m.seat === by.seat && m.status !== 'SACRIFICED');
      const rare = rareLimit(d.summon);
      require_(rare === null || crew.filter((m) => m.def.name === d.summon!.name).length < rare, 'malifaux-2e/SU-2', S165, `Rare ${rare}: the crew already has ${rare} ${d.summon.name}`);
      const totem = (ch: readonly string[]) => ch.some((x) => /^totem/i.test(x.trim()));
      require_(!(totem(d.summon.characteristics) && crew.some((m) => totem(m.def.characteristics))), 'malifaux-2e/SU-7', S165, 'a crew has at most one Totem');
      // SU-3: it joins the acting model's crew; SU-4: it gains Slow (and can't Interact this Turn); SU-6: it counts for
      // victory like any hired model (it enters `order`, so kills, non-Peon counts and scoring see it).
      return [
        { type: 'ModelSummoned', data: { seat: by.seat, byModelId: by.def.id, model: d.summon, turn: state.turn } },
        { type: 'ConditionGained', data: { modelId: d.summon.id, name: 'SLOW', value: null, total: null } },
      ];
    }
    default: {
      const never: never = d.kind;
      return never;
    }
  }
}
