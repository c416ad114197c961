// Mage Wars evolve: applies one recorded fact to the state. Total: an event that no longer fits is ignored, never thrown
// on, so that old streams always replay (DESIGN.md "Layers"). Decisions and dice live in decide; outcomes come from the event.
import type { SeatId } from '../core/decider';
import { STARTING_MANA } from './cards/mages';
import type { EncounterEvent } from './events';
import {
  DEFAULT_OPTIONS,
  isGame,
  nextSeat,
  type CardInstance,
  type EncounterState,
  type GameObject,
  type GameState,
  type SeatState,
} from './state';

const withSeat = (s: GameState, seat: SeatId, f: (x: SeatState) => SeatState): GameState => {
  const x = s.seats[seat];
  return x ? { ...s, seats: { ...s.seats, [seat]: f(x) } } : s;
};
const withObject = (s: GameState, id: string, f: (o: GameObject) => GameObject): GameState => {
  const o = s.objects[id];
  return o ? { ...s, objects: { ...s.objects, [id]: f(o) } } : s;
};
const dropQueue = (s: GameState, seat: SeatId): GameState => ({ ...s, round: { ...s.round, queue: s.round.queue.filter((q) => q !== seat) } });
const toDiscard = (s: GameState, seat: SeatId, card: CardInstance): GameState => withSeat(s, seat, (x) => ({ ...x, discard: [...x.discard, card] }));

export function evolve(state: EncounterState, event: EncounterEvent): EncounterState {
  if (event.type === 'EncounterCreated') {
    if (isGame(state)) return state;
    const d = event.data;
    const seats: Partial<Record<SeatId, SeatState>> = {};
    const objects: Record<string, GameObject> = {};
    const cards = Object.fromEntries(d.cards.map((c) => [c.id, c]));
    for (const s of d.seats) {
      const mageId = `mage-${s.seat}`;
      seats[s.seat] = {
        seat: s.seat, name: s.name, mageClass: s.mageClass, mageId, mana: STARTING_MANA, spellbook: s.spellbook, prepared: [], discard: [], quickcastReady: true, planned: false,
        ...(s.team ? { team: s.team } : {}),
      };
      cards[s.mage.id] = s.mage;
      // MG-PR-2 / MG-WZ-2: the innate spells printed on the Mage's ability card are known cards.
      for (const a of s.mage.mageAbilities ?? []) if (a.kind === 'innateSpell') cards[a.card.id] = a.card;
      objects[mageId] = {
        id: mageId, cardId: s.mage.id, instanceId: null, kind: 'mage', owner: s.seat, controller: s.seat, zone: s.zone, border: null, attachedTo: null,
        damage: 0, manaMarkers: 0, actionReady: true, guard: false, conditions: [], equipment: [], defenseUses: {}, barrierHits: {}, destroyed: false,
      };
    }
    const first = d.seats[0].seat;
    return {
      status: 'active', encounterId: d.encounterId, mode: d.mode, arena: d.arena, seatOrder: d.seats.map((s) => s.seat), seats, cards, objects,
      enchantments: [], seed: d.seed, seedCommitment: d.seedCommitment, nonce: 0, options: { ...DEFAULT_OPTIONS, ...d.options },
      round: { round: 0, initiative: first, phase: 'upkeep', queue: [], turn: first, activation: null, justActed: null, activations: 0, passes: 0, burnFirst: [] },
      attack: null, spell: null, serial: 0, result: null, createdAt: d.createdAt, endedAt: null,
      ...(d.privateCards ? { privateCards: d.privateCards } : {}),
    };
  }
  if (!isGame(state)) return state;
  const s = state;
  switch (event.type) {
    case 'DiceRolled':
      return { ...s, nonce: Math.max(s.nonce, event.data.nonce + 1) };
    case 'InitiativeDetermined':
      return { ...s, round: { ...s.round, initiative: event.data.initiative } };
    case 'RoundBegun': {
      // RD-3: every marker back to ready; defense uses are per round (DF-1).
      const objects = Object.fromEntries(
        Object.entries(s.objects).map(([id, o]) => [id, { ...o, actionReady: o.actionReady === null ? null : true, defenseUses: {} }]),
      );
      const seats = Object.fromEntries(Object.entries(s.seats).map(([k, x]) => [k, x && { ...x, quickcastReady: true, planned: false }]));
      return {
        ...s, objects, seats,
        round: { ...s.round, round: event.data.round, initiative: event.data.initiative, activation: null, justActed: null, activations: 0, passes: 0, burnFirst: [] },
      };
    }
    case 'BondFormed': {
      const d = event.data;
      const next = withObject(s, d.objectId, (o) => ({ ...o, bond: { mageId: d.mageId, marker: d.marker } }));
      return d.pay === 'life' ? withObject(next, d.mageId, (m) => ({ ...m, lifeChange: (m.lifeChange ?? 0) - d.amount })) : next;
    }
    case 'CurseReturned': {
      const d = event.data;
      const e = s.enchantments.find((x) => x.id === d.enchantmentId);
      if (!e) return s;
      const next = withSeat({ ...s, enchantments: s.enchantments.filter((x) => x.id !== e.id) }, d.seat, (x) => ({ ...x, spellbook: [...x.spellbook, { instanceId: e.instanceId, cardId: e.cardId }] }));
      return withObject(next, d.mageId, (m) => ({ ...m, curseReturnRound: d.round }));
    }
    case 'MageRewarded':
      return withObject(s, event.data.mageId, (m) => ({ ...m, lifeChange: (m.lifeChange ?? 0) + event.data.life, rewardRound: event.data.round }));
    case 'BondRewardUsed':
      return withObject(s, event.data.objectId, (o) => ({ ...o, bondRewardRound: event.data.round }));
    case 'WardActivated':
      return withObject(s, event.data.objectId, (o) => ({ ...o, wardActive: true }));
    case 'ManaDrained': {
      const { fromSeat, toSeat, amount } = event.data;
      const drained = withSeat(s, fromSeat, (x) => ({ ...x, mana: Math.max(0, x.mana - amount) }));
      return toSeat ? withSeat(drained, toSeat, (x) => ({ ...x, mana: x.mana + amount })) : drained;
    }
    case 'WardSpent':
    case 'WardExpired':
      return withObject(s, event.data.objectId, (o) => ({ ...o, wardActive: false }));
    case 'ManaChanneled':
      return event.data.gains.reduce<GameState>(
        (acc, g) => (g.seat ? withSeat(acc, g.seat, (x) => ({ ...x, mana: x.mana + g.amount })) : withObject(acc, g.objectId, (o) => ({ ...o, manaMarkers: o.manaMarkers + g.amount }))),
        s,
      );
    case 'PhaseBegun':
      return { ...s, round: { ...s.round, phase: event.data.phase, queue: event.data.queue, turn: event.data.turn, justActed: null, passes: 0 } };
    case 'UpkeepPaid': {
      const next = dropQueue(s, event.data.seat);
      return event.data.burnBeforeRegenerate ? { ...next, round: { ...next.round, burnFirst: [...next.round.burnFirst, event.data.seat] } } : next;
    }
    case 'SpellsPlanned': {
      const { seat, instanceIds } = event.data;
      const assignIds = event.data.assigned ?? [];
      const next = withSeat(s, seat, (x) => {
        // RD-11: prepared (and assigned) spells not cast return to the book at the start of the next Planning Phase.
        const book = [...x.spellbook, ...x.prepared, ...(x.assigned ?? []).map((a) => a.card)];
        const find = (id: string): CardInstance | undefined => book.find((c) => c.instanceId === id);
        const prepared = instanceIds.map(find).filter((c): c is CardInstance => c !== undefined);
        const assigned = assignIds.flatMap((a) => {
          const card = find(a.instanceId);
          return card ? [{ objectId: a.objectId, card }] : [];
        });
        const taken = [...instanceIds, ...assignIds.map((a) => a.instanceId)];
        return { ...x, planned: true, prepared, assigned, spellbook: book.filter((c) => !taken.includes(c.instanceId)) };
      });
      return dropQueue(next, seat);
    }
    case 'QuickcastPassed':
    case 'DeploymentPassed':
      return dropQueue(s, event.data.seat);
    case 'ActionPhasePassed':
      return { ...s, round: { ...s.round, turn: nextSeat(s, event.data.seat), passes: s.round.passes + 1, justActed: null } };
    case 'CreatureActivated': {
      const d = event.data;
      const next = withObject(s, d.objectId, (o) => ({ ...o, actionReady: false }));
      return {
        ...next,
        round: {
          ...next.round, justActed: null, passes: 0, activations: next.round.activations + 1,
          activation: { seq: d.seq, objectId: d.objectId, seat: d.seat, moves: 0, startedHindered: d.startedHindered, stopped: false, quickDone: false, fullDone: false },
        },
      };
    }
    case 'CreatureMoved': {
      const next = withObject(s, event.data.objectId, (o) => ({ ...o, zone: event.data.to }));
      const a = next.round.activation;
      return a && a.objectId === event.data.objectId ? { ...next, round: { ...next.round, activation: { ...a, moves: a.moves + 1, stopped: event.data.stopped } } } : next;
    }
    case 'CreaturePushed':
    case 'CreatureTeleported':
      return withObject(s, event.data.objectId, (o) => ({ ...o, zone: event.data.to }));
    case 'GuardPlaced':
      return withObject(s, event.data.objectId, (o) => ({ ...o, guard: true }));
    case 'GuardRemoved':
      return withObject(s, event.data.objectId, (o) => ({ ...o, guard: false }));
    case 'ActionUsed': {
      const a = s.round.activation;
      if (!a || a.objectId !== event.data.objectId) return s;
      return { ...s, round: { ...s.round, activation: { ...a, quickDone: a.quickDone || event.data.action === 'quick', fullDone: a.fullDone || event.data.action === 'full' } } };
    }
    case 'ActionPhaseEnded':
      return { ...s, round: { ...s.round, activation: null, turn: nextSeat(s, event.data.seat), justActed: event.data.seat } };
    case 'ManaSpent': {
      const { seat, amount, fromObject } = event.data;
      return fromObject
        ? withObject(s, fromObject, (o) => ({ ...o, manaMarkers: Math.max(0, o.manaMarkers - amount) }))
        : withSeat(s, seat, (x) => ({ ...x, mana: Math.max(0, x.mana - amount) }));
    }
    case 'DamageDealt':
      return withObject(s, event.data.objectId, (o) => ({ ...o, damage: o.damage + event.data.amount }));
    case 'DamageHealed':
      // §15 Rage: one token is lost whenever damage is removed (healed or regenerated), all of them with no damage left.
      return withObject(s, event.data.objectId, (o) => {
        const damage = Math.max(0, o.damage - event.data.amount);
        return { ...o, damage, ...(o.rage ? { rage: damage === 0 ? 0 : Math.max(0, o.rage - 1) } : {}) };
      });
    case 'RageGained':
      return withObject(s, event.data.objectId, (o) => ({ ...o, rage: event.data.rage }));
    case 'ConditionsAdded':
      return withObject(s, event.data.objectId, (o) => ({ ...o, conditions: [...o.conditions, ...Array.from({ length: event.data.count }, () => event.data.marker)] }));
    case 'ConditionsRemoved':
      return withObject(s, event.data.objectId, (o) => {
        let left = event.data.count;
        return { ...o, conditions: o.conditions.filter((c) => !(c.condition === event.data.condition && left-- > 0)) };
      });
    case 'ObjectDestroyed': {
      const o = s.objects[event.data.objectId];
      if (!o) return s;
      if (o.kind === 'mage') {
        // MP-1 / MP-2: an eliminated Mage's seat leaves every queue; the turn moves on if it was its own (multiplayer).
        const next = withObject(s, o.id, (m) => ({ ...m, destroyed: true, guard: false }));
        const r = next.round;
        return { ...next, round: { ...r, queue: r.queue.filter((q) => q !== o.owner), turn: r.turn === o.owner && !r.activation ? nextSeat(next, o.owner) : r.turn } };
      }
      // SP-6: destroyed objects go to their owner's discard pile; RD-11 / ST-22: so does a spell assigned to them.
      const { [o.id]: _gone, ...objects } = s.objects;
      let next: GameState = { ...s, objects };
      for (const seatId of next.seatOrder) {
        const lost = (next.seats[seatId]?.assigned ?? []).filter((a) => a.objectId === o.id);
        if (lost.length === 0) continue;
        next = withSeat(next, seatId, (x) => ({ ...x, assigned: (x.assigned ?? []).filter((a) => a.objectId !== o.id), discard: [...x.discard, ...lost.map((a) => a.card)] }));
      }
      return o.instanceId ? toDiscard(next, o.owner, { instanceId: o.instanceId, cardId: o.cardId }) : next;
    }
    case 'SpellCast': {
      const d = event.data;
      let next = withSeat(s, d.seat, (x) => ({
        ...x,
        prepared: x.prepared.filter((c) => c.instanceId !== d.instanceId),
        assigned: (x.assigned ?? []).filter((a) => a.card.instanceId !== d.instanceId),
        quickcastReady: d.quickcast ? false : x.quickcastReady,
      }));
      if (d.quickcast) next = dropQueue(next, d.seat);
      const boundTo = d.boundTo ?? null;
      // ST-32: the extension copy leaves the spellbook with the cast.
      const ext = d.choices.extend;
      if (ext) next = withSeat(next, d.seat, (x) => ({ ...x, spellbook: x.spellbook.filter((c) => c.instanceId !== ext.instanceId) }));
      // EQ-9 / EQ-10: the piece cast from (none for a prepared spell) is revealed on first cast; a bound incantation or
      // attack spell stays bound, anything else leaves it.
      const type = next.cards[d.cardId]?.type;
      const stays = type === 'incantation' || type === 'attack';
      next = withObject(next, d.casterId, (o) => ({
        ...o,
        equipment: o.equipment.map((p) => (p.instanceId === boundTo ? { ...p, boundRevealed: true, boundCastRound: next.round.round, bound: stays ? p.bound : null } : p)),
      }));
      // MG-WZ-2: an innate spell is counted per round on its Mage, never leaves play.
      if (d.asQuick) next = withObject(next, d.casterId, (o) => ({ ...o, quickSummonRound: next.round.round }));
      if (d.innate) next = withObject(next, d.casterId, (o) => ({ ...o, innateCastRound: { ...(o.innateCastRound ?? {}), [d.cardId]: next.round.round } }));
      return {
        ...next, serial: next.serial + 1,
        spell: { castId: d.castId, seat: d.seat, casterId: d.casterId, instanceId: d.instanceId, cardId: d.cardId, target: d.target, quickcast: d.quickcast, boundTo, ...(d.innate ? { innate: true } : {}), choices: d.choices, awaiting: null },
      };
    }
    case 'SpellCounterWindow':
      return s.spell ? { ...s, spell: { ...s.spell, awaiting: { seat: event.data.seat, enchantmentId: event.data.enchantmentId } } } : s;
    case 'SpellCountered':
      // SP-4: a countered spell goes to the discard pile; its mana is lost. EQ-10: a bound one stays bound.
      if (!s.spell) return s;
      const extension = s.spell.choices.extend;
      if (extension) return { ...toDiscard(toDiscard(s, s.spell.seat, { instanceId: s.spell.instanceId, cardId: s.spell.cardId }), s.spell.seat, { instanceId: extension.instanceId, cardId: s.spell.cardId }), spell: null };
      if (s.spell.innate) return { ...s, spell: null };
      const counteredType = s.cards[s.spell.cardId]?.type;
      return s.spell.boundTo && (counteredType === 'incantation' || counteredType === 'attack')
        ? { ...s, spell: null }
        : { ...toDiscard(s, s.spell.seat, { instanceId: s.spell.instanceId, cardId: s.spell.cardId }), spell: null };
    case 'SpellResolved':
      return { ...s, spell: null };
    case 'SpellDiscarded':
      return toDiscard(s, event.data.seat, { instanceId: event.data.instanceId, cardId: event.data.cardId });
    case 'ObjectEntered': {
      const d = event.data;
      const o: GameObject = {
        id: d.objectId, cardId: d.cardId, instanceId: d.instanceId, kind: d.kind, owner: d.owner, controller: d.owner, zone: d.zone, border: d.border,
        attachedTo: d.attachedTo, damage: 0, manaMarkers: 0,
        // RD-22: creatures enter inactive; conjurations have no action marker.
        actionReady: d.kind === 'creature' ? false : null,
        guard: false, conditions: [], equipment: [], defenseUses: {}, barrierHits: {}, destroyed: false,
      };
      return { ...s, objects: { ...s.objects, [o.id]: o } };
    }
    case 'EnchantmentAttached': {
      const d = event.data;
      if (d.target.kind !== 'object' && d.target.kind !== 'zone') return s;
      const target = d.target.kind === 'object' ? { kind: 'object' as const, id: d.target.id } : { kind: 'zone' as const, zone: d.target.zone };
      return { ...s, enchantments: [...s.enchantments, { id: d.enchantmentId, instanceId: d.instanceId, cardId: d.cardId, owner: d.seat, controller: d.seat, target, hidden: true }] };
    }
    case 'EnchantmentRevealed': {
      const seq = (s.reveals ?? 0) + 1;
      return { ...s, reveals: seq, enchantments: s.enchantments.map((e) => (e.id === event.data.enchantmentId ? { ...e, hidden: false, revealedSeq: seq } : e)) };
    }
    case 'EnchantmentDestroyed': {
      const e = s.enchantments.find((x) => x.id === event.data.enchantmentId);
      if (!e) return s;
      return toDiscard({ ...s, enchantments: s.enchantments.filter((x) => x.id !== e.id) }, e.owner, { instanceId: e.instanceId, cardId: e.cardId });
    }
    case 'EquipmentAttached': {
      const d = event.data;
      const mage = s.objects[d.mageId];
      if (!mage) return s;
      const returned = mage.equipment.filter((p) => d.returned.includes(p.instanceId));
      const bound = d.bound ?? null;
      const next = withObject(s, d.mageId, (o) => ({
        ...o,
        equipment: [
          ...o.equipment.filter((p) => !d.returned.includes(p.instanceId)),
          { instanceId: d.instanceId, cardId: d.cardId, slots: d.slots, bound, boundBy: d.seat ?? mage.owner, boundRevealed: false, boundCastRound: null },
        ],
      }));
      // EQ-4 / EQ-11: replaced equipment returns to its owner's spellbook, not the discard pile, with its bound spell.
      const back = returned.flatMap((p) => [{ instanceId: p.instanceId, cardId: p.cardId }, ...(p.bound ? [p.bound] : [])]);
      const unbound = withSeat(next, d.seat ?? mage.owner, (x) => ({ ...x, spellbook: x.spellbook.filter((c) => c.instanceId !== bound?.instanceId) }));
      return withSeat(unbound, mage.owner, (x) => ({ ...x, spellbook: [...x.spellbook, ...back] }));
    }
    case 'AttackDeclared': {
      const d = event.data;
      // CB-27: a damage barrier hits each attacker at most once per round.
      const marked = d.kind === 'barrier' ? withObject(s, d.attackerId, (o) => ({ ...o, barrierHits: { ...o.barrierHits, ...Object.fromEntries(d.targets.map((t) => [t, s.round.round])) } })) : s;
      return {
        ...marked, serial: s.serial + 1,
        attack: {
          attackId: d.attackId, attackerId: d.attackerId, bar: d.bar, kind: d.kind, targets: d.targets, strike: 1, strikes: d.strikes, succeeded: false,
          dazeMissed: false, isCounterstrike: d.isCounterstrike, spellCastId: d.spellCastId, endsActionPhase: d.endsActionPhase, counterstrikeDone: false,
          awaiting: null, parent: s.attack,
        },
      };
    }
    case 'DazeChecked':
      return s.attack ? { ...s, attack: { ...s.attack, dazeMissed: !event.data.proceeds } } : s;
    case 'AttackAwaiting':
      return s.attack ? { ...s, attack: { ...s.attack, awaiting: { stage: event.data.stage, seat: event.data.seat, targetId: event.data.targetId } } } : s;
    case 'DefenseUsed': {
      const next = withObject(s, event.data.objectId, (o) => ({ ...o, defenseUses: { ...o.defenseUses, [event.data.key]: (o.defenseUses[event.data.key] ?? 0) + 1 } }));
      return next.attack ? { ...next, attack: { ...next.attack, awaiting: null } } : next;
    }
    case 'StrikeResolved':
      return s.attack
        ? { ...s, attack: { ...s.attack, awaiting: null, strike: event.data.strike + 1, succeeded: s.attack.succeeded || event.data.outcome === 'hit' } }
        : s;
    case 'TargetCompleted':
      return s.attack
        ? { ...s, attack: { ...s.attack, targets: s.attack.targets.slice(1), strike: 1, succeeded: false, counterstrikeDone: false, awaiting: null } }
        : s;
    case 'CounterstrikeDecided':
      return s.attack ? { ...s, attack: { ...s.attack, counterstrikeDone: true, awaiting: null } } : s;
    case 'AttackEnded':
      return { ...s, attack: s.attack?.parent ?? null };
    case 'TrapTriggered':
      return { ...s, trap: { objectId: event.data.objectId, seat: event.data.seat, pending: event.data.enchantmentIds, resumeMove: event.data.resumeMove } };
    case 'TrapAnswered':
      if (!s.trap) return s;
      {
        // EN-16: when the deciding seat has answered all its traps, the next one in priority order decides.
        const pending = s.trap.pending.filter((id) => id !== event.data.enchantmentId);
        const next = s.enchantments.find((e) => e.id === pending[0])?.controller ?? s.trap.seat;
        return { ...s, trap: { ...s.trap, pending, seat: next } };
      }
    case 'TrapsResolved':
      return { ...s, trap: null };
    case 'SeatJoined':
      return withSeat(s, event.data.seat, (x) => ({ ...x, name: event.data.name }));
    case 'EncounterEnded':
      return { ...s, status: 'ended', result: event.data.result, endedAt: event.data.endedAt, round: { ...s.round, queue: [], activation: null }, attack: null, spell: null };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
