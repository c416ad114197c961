// malifaux-2e §4, §12, §16.3 Duels on the encounter's models (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-796, 1312-1388, 1506-1532): DU-S4, DM-1, DM-3, GT-1, TR-7, BL-1, BL-3, BL-4, TV-16
// With crews on the table an attack is an Action (TakeAction): the stats, the damage track and the triggers come from
// the cards; the server adds what the models carry (Focused, hard cover, Hard to Wound, Armor) to the damage flip and
// writes wounds, kills and conditions back. Request-supplied stats stay for practice encounters without crews.
import { require_ } from '../../core/rule-violation';
import type { DuelDecision, StartHorrorDuel } from '../commands';
import type { DuelCommand, FlipTarget } from '../duel/duel-commands';
import type { DamageModifiers } from '../duel/damage';
import { duelDecision } from '../duels';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { orderSimultaneousEffects } from '../duel/triggers';
import { abilityValue, hasAbility } from './crew';
import { gainCondition } from './conditions';
import type { ModelState, TableState } from './table-state';

function crewsHired(state: GameState): TableState | null {
  if (state.table === null) return null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the table is made by the first CrewHired, so a table never holds zero crews
  return state.table.crews.length > 0 ? state.table : null;
}

const asTarget = (m: ModelState): FlipTarget => ({ modelId: m.def.id, seat: m.seat, station: m.def.station, wounds: m.wounds, maxWounds: m.def.wounds });

/** TV-16, DM-3: Armor +N (ability and Condition merged) reduces damage by N, to a minimum of 1; Hard to Kill (GT-1). */
export function armorOf(m: ModelState): DamageModifiers {
  const n = abilityValue(m.def, 'ARMOR') + (m.conditions.ARMOR ?? 0);
  const htk = hasAbility(m.def, 'HARD_TO_KILL') ? { hardToKill: true } : {};
  return n > 0 ? { reduce: [{ amount: n, minimum: 1 }], ...htk } : htk;
}

/**
 * GT-1 / TR-7 (seed 1314): what happens as the damage is dealt, the declared "when damaging" Triggers of the duel and the
 * target's damage Abilities, in the book's order: Triggers first (the Defender's first, TR-5), then Abilities. A Trigger's
 * +N joins the damage (DM-3) before any Ability looks at it; an Ability changes the damage as the model suffers it.
 */
function whenDamaging(state: GameState, p: NonNullable<TableState['pending']>, target: ModelState): DamageModifiers {
  const duel = state.duel.status === 'IDLE' ? null : state.duel.duel;
  const declared = (duel?.sides ?? []).flatMap((s) => {
    // TR-3: the Action's Triggers belong to the acting model only.
    if (s.trigger.status !== 'DECLARED') return [];
    // Stryker disable next-line ConditionalExpression: the duel offers the Action's Triggers to the acting model only (TR-1), so no other side has one declared
    if (s.participant.modelId !== p.modelId) return [];
    const name = s.trigger.trigger.name;
    const def = (p.action.triggers ?? []).find((x) => x.name === name);
    if (def?.addsDamage === undefined) return [];
    // Stryker disable next-line ConditionalExpression: a hired card gives addsDamage only to a "when damaging" Trigger (crew validation), so the timing never decides alone
    return def.timing === 'WHEN_DAMAGING' ? [{ kind: 'TRIGGER' as const, role: s.role, add: def.addsDamage }] : [];
  });
  const abilities = [{ kind: 'ABILITY' as const, role: 'DEFENDER' as const, mods: armorOf(target) }];
  let mods: DamageModifiers = {};
  for (const e of orderSimultaneousEffects<(typeof declared)[number] | (typeof abilities)[number]>([...abilities, ...declared])) {
    mods = e.kind === 'TRIGGER' ? { ...mods, add: [...(mods.add ?? []), e.add] } : merge(mods, e.mods);
  }
  return mods;
}

/** Both sets of modifiers: additions and reductions of each kept (listed only when there are some). */
function merge(a: DamageModifiers | undefined, b: DamageModifiers): DamageModifiers {
  const add = [...(a?.add ?? []), ...(b.add ?? [])];
  const reduce = [...(a?.reduce ?? []), ...(b.reduce ?? [])];
  return { ...(a ?? {}), ...b, ...(add.length > 0 ? { add } : {}), reduce };
}

function onTable(state: GameState, t: TableState, cmd: DuelCommand): DuelCommand {
  const model = (id: string): ModelState => {
    const m = t.models[id];
    require_(m !== undefined, 'malifaux-2e/DM-1', '§12.1', `there is no model ${id} in this encounter`);
    require_(m.status === 'IN_PLAY', 'malifaux-2e/DM-1', '§12.1 (seed 1321-1331)', `${m.def.name} is not in play`);
    return m;
  };
  switch (cmd.type) {
    case 'StartDuel':
      // DU-S4: the stat comes from the model's card, so with crews hired a duel starts from an Action (TakeAction).
      require_(false, 'malifaux-2e/DU-S4', '§4.3 (seed 689-693)', 'with crews hired, duels come from Actions (TakeAction) with the stats on the cards');
      return cmd;
    case 'StartDamageFromDuel': {
      const p = t.pending;
      const duel = state.duel.status === 'IDLE' ? null : state.duel.duel;
      // Only a won Attack (opposed) has a target to damage; anything else goes on as given, for the duel to refuse (DU-O7).
      if (!p || !duel || p.duelId !== duel.duelId || duel.kind !== 'OPPOSED') return cmd;
      const target = model(p.targetIds[0]);
      // Focused (+ ×N), hard cover (CV-3: −), Hard to Wound +N (− ×N) change this damage flip; Armor the amount.
      const htw = abilityValue(target.def, 'HARD_TO_WOUND');
      const fate = [...(cmd.data.fate ?? []), { bonus: p.focus, penalty: (p.hardCover ? 1 : 0) + htw }];
      return { ...cmd, data: { ...cmd.data, fate, modifiers: merge(cmd.data.modifiers, whenDamaging(state, p, target)) } };
    }
    case 'StartDamage': {
      const m = t.models[cmd.data.target.modelId];
      return m ? { ...cmd, data: { ...cmd.data, target: asTarget(model(m.def.id)), modifiers: merge(cmd.data.modifiers, armorOf(m)) } } : cmd;
    }
    case 'StartHealing': {
      const m = t.models[cmd.data.healed.modelId];
      return m ? { ...cmd, data: { ...cmd.data, healed: asTarget(model(m.def.id)) } } : cmd;
    }
    case 'ApplyBlastDamage': {
      // BL-3: the models under the blast are the ones the attacker declared on the Action (facts.blastHits).
      const p = t.pending;
      // Stryker disable next-line OptionalChaining: the ActionTaken that makes an Action pending records its facts under the same actionId
      const hits = p ? t.facts[p.actionId]?.facts.blastHits : undefined;
      const declared = hits ?? [];
      // BL-1: on the table the attacker declares where the Blast Markers went (checked against BL-2's count).
      require_(cmd.data.markers !== undefined, 'malifaux-2e/BL-1', '§16.3 (seed 1506-1520)', 'declare the Blast Markers placed (markers: what each one touches)');
      const targets = cmd.data.targets.map((x) => {
        require_(declared.includes(x.modelId), 'malifaux-2e/BL-3', '§16.3 (seed 1506-1526)', `${x.modelId} was not declared under the blast (facts.blastHits)`);
        return model(x.modelId);
      });
      return { ...cmd, data: { ...cmd.data, targets: targets.map(asTarget), modifiers: targets.map(armorOf) } };
    }
    default:
      return cmd;
  }
}

/**
 * HO-1 with crews hired: the Horror Duel is on the model's own Wp from its card; immunity to Paralyzed from the card
 * (HO-3); whether it is the model's own Activation from the table (HO-2, AP-8). Practice encounters keep the request's.
 */
export function tableHorror(state: GameState, c: StartHorrorDuel): StartHorrorDuel {
  const t = crewsHired(state);
  if (t === null) return c;
  const m = t.models[c.data.model.modelId];
  require_(m !== undefined, 'malifaux-2e/HO-1', '§14 (seed 1415-1437)', `there is no model ${c.data.model.modelId} in this encounter`);
  require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13', `${m.def.name} is not in play`);
  const model = { modelId: m.def.id, seat: m.seat, station: m.def.station, stat: { name: 'Wp', value: m.def.stats.wp, printedSuits: m.def.stats.suits?.Wp ?? [] }, wounds: m.wounds, maxWounds: m.def.wounds };
  // Stryker disable next-line ArrayDeclaration: a card without immunities is not immune to Paralyzed, and a stand-in entry is not 'PARALYZED' either
  const immunities = m.def.immuneTo ?? [];
  const immuneToParalyzed = immunities.some((n) => n.trim().toUpperCase() === 'PARALYZED');
  return { ...c, data: { ...c.data, model, immuneToParalyzed, duringOwnActivation: t.activation?.current?.modelId === m.def.id } };
}

/** A duel decision in an encounter: on the table's models when crews are hired, as given otherwise (practice). */
export function tableDuelDecision(state: GameState, c: DuelDecision): EncounterEvent[] {
  const t = crewsHired(state);
  if (t === null) return duelDecision(state, c);
  const command = onTable(state, t, c.data.command);
  const events = duelDecision(state, { ...c, data: { command } });
  const p = t.pending;
  const hit = events.find((e) => e.type === 'DuelResolved' && p !== null && e.data.duelId === p.duelId && e.data.success);
  if (p && hit) for (const id of p.targetIds.length > 0 ? p.targetIds : [p.modelId]) for (const g of p.action.conditionsOnHit ?? []) events.push(...gainCondition(t.models[id], g.name, g.value ?? null));
  const lost = p?.action.removesOnSuccess;
  // Stryker disable next-line ConditionalExpression,OptionalChaining: only a model carrying the Cursed Object takes this Interact (CO-6) and nothing else removes it before the duel resolves, so it is always held here
  const held = p !== null && lost !== undefined && t.models[p.modelId]?.conditions[lost] !== undefined;
  if (p && hit && lost && held) events.push({ type: 'ConditionRemoved', data: { modelId: p.modelId, name: lost, reason: 'its Interact succeeded (§17.2)' } });
  return events;
}
