// Malifaux 1E evolve: folds one event into the state. Total: never throws, so old streams always replay.
import { SEAT_JOINED, type SeatJoined } from '../core/seat-joined';
import type { SeatId } from '../core/decider';
import { evolveDeckSeat, isDeckEvent } from '../malifaux/deck-evolve';
import { evolveDuel1e } from './duel/duel-evolve';
import { IDLE_DUEL } from './duel/duel-state';
import type { EncounterEvent1e } from './events';
import { isGame1e, type EncounterState1e, type GameState1e, type SeatState } from './state';
import { activatable, nextDue } from './turn/activation';
import type { ModelState } from './turn/model';
import { applyExtensions1e, initialExtensions } from './encounter/extensions-1e';

function withSeat(state: GameState1e, seat: SeatId, change: (s: SeatState) => SeatState): GameState1e {
  const current = state.seats[seat];
  return current ? { ...state, seats: { ...state.seats, [seat]: change(current) } } : state;
}

function withModel(state: GameState1e, id: string, change: (m: ModelState) => ModelState): GameState1e {
  const m = state.models[id];
  return m ? { ...state, models: { ...state.models, [id]: change(m) } } : state;
}

const DUEL_TYPES: ReadonlySet<string> = new Set([
  'DuelStarted', 'ActiveCardChosen', 'RedJokerSuitNamed', 'FateCheated', 'CheatDeclined', 'StepSkipped', 'SoulstoneCardFlipped', 'SoulstoneCardDeclined',
  'TriggerDeclared', 'TriggerPassed', 'DuelResolved', 'DamageFlipStarted', 'DamageCardsFlipped', 'PreventionFlipped', 'PreventionDeclined', 'DamageResolved', 'BlastDamageApplied',
]);

function isSeatJoined(e: { readonly type: string }): e is SeatJoined {
  return e.type === SEAT_JOINED;
}

export function evolve1e(state: EncounterState1e, event: EncounterEvent1e): EncounterState1e {
  const next = evolveCore1e(state, event);
  // §11-§14: the magic, morale, terrain and encounter slices fold every event too (encounter/extensions-1e.ts).
  return isGame1e(next) && event.type !== 'EncounterCreated' ? applyExtensions1e(next, event) : next;
}

function evolveCore1e(state: EncounterState1e, event: EncounterEvent1e): EncounterState1e {
  // An open seat taken (ruleset-blind event appended by the application layer): only the seat's name changes.
  const joined: { readonly type: string } = event;
  if (isSeatJoined(joined)) {
    if (state.status === 'empty') return state;
    const seat = state.seats[joined.data.seat];
    return seat ? { ...state, seats: { ...state.seats, [joined.data.seat]: { ...seat, name: joined.data.name } } } : state;
  }
  if (event.type === 'EncounterCreated') {
    const d = event.data;
    const seats: Partial<Record<SeatId, SeatState>> = {};
    for (const p of d.players) seats[p.seat] = { ...p, deck: [], hand: [], discard: [], inPlay: [], pendingCutBy: null };
    return {
      status: 'active',
      encounterId: d.encounterId,
      seatOrder: d.players.map((p) => p.seat),
      seats,
      seed: d.seed,
      seedCommitment: d.seedCommitment,
      nonce: 0,
      options: d.options,
      size: d.size,
      turn: { number: 0, phase: 'SETUP', drawn: [], initiative: null, activationOrder: null, due: null, activation: null },
      models: {},
      duel: IDLE_DUEL,
      ext: initialExtensions(d.players.map((p) => p.seat)),
      createdAt: d.createdAt,
      endedAt: null,
    };
  }
  if (!isGame1e(state)) return state;
  if (isDeckEvent(event)) {
    const next = withSeat(state, event.data.seat, (s) => evolveDeckSeat(s, event));
    return event.type === 'DeckShuffled' ? { ...next, nonce: Math.max(state.nonce, event.data.nonce + 1) } : next;
  }
  if (DUEL_TYPES.has(event.type)) return evolveDuelOnTable(state, event);
  return evolveTurn(state, event);
}

function evolveDuelOnTable(state: GameState1e, event: EncounterEvent1e): GameState1e {
  const duel = evolveDuel1e(state.duel, event as Parameters<typeof evolveDuel1e>[1]);
  let next: GameState1e = { ...state, duel };
  const d = state.turn.disengage;
  if (event.type === 'DuelStarted' && event.data.duel.context.disengaging && d) {
    const striker = event.data.duel.sides.find((x) => x.role === 'ATTACKER')?.modelId ?? null;
    next = { ...next, turn: { ...next.turn, disengage: { ...d, striking: striker } } };
  }
  // DMG-5: the wounds the damage flip inflicted; at 0 Wd the model is killed and removed.
  if (event.type === 'DamageResolved' && duel.status === 'FLIP_RESOLVED') {
    const r = event.data.result;
    next = withModel(next, duel.flip.target.modelId, (m) => ({ ...m, wounds: r.woundsAfter, status: r.killed ? 'KILLED' : m.status }));
  }
  return next;
}

function evolveTurn(state: GameState1e, event: EncounterEvent1e): GameState1e {
  const t = state.turn;
  switch (event.type) {
    case 'CrewHired':
      return { ...state, models: { ...state.models, ...Object.fromEntries(event.data.models.map((m) => [m.id, m])) } };
    case 'DrawPhaseBegun':
      return { ...state, duel: IDLE_DUEL, turn: { ...t, number: event.data.turn, phase: 'DRAW', drawn: [], initiative: null, due: null, activation: null } };
    case 'HandDrawn': {
      const drawn = [...t.drawn, event.data.seat];
      const done = state.seatOrder.every((s) => drawn.includes(s));
      // Every seat has drawn: the Activation Phase begins (its step B is the initiative, §7.3).
      return { ...state, turn: done ? { ...t, drawn, phase: 'ACTIVATION', activationOrder: null } : { ...t, drawn } };
    }
    case 'InitiativeFlipped':
      return { ...state, turn: { ...t, initiative: { cards: event.data.cards, window: event.data.window } } };
    case 'InitiativeReflipDecided': {
      const ini = t.initiative;
      if (!ini) return state;
      const cards = event.data.reflip ? { ...ini.cards, [event.data.seat]: event.data.card } : ini.cards;
      return { ...state, turn: { ...t, initiative: { cards, window: ini.window.slice(1) } } };
    }
    case 'ActivationOrderSet': {
      const next: GameState1e = { ...state, turn: { ...t, initiative: null, activationOrder: event.data.order } };
      const due = nextDue(next, null);
      return { ...next, turn: { ...next.turn, due, phase: due === null ? 'CLOSING' : 'ACTIVATION' } };
    }
    case 'ModelActivated': {
      const d = event.data;
      const next = withModel(state, d.modelId, (m) => ({ ...m, activations: m.activations + 1 }));
      return { ...next, turn: { ...t, activated: [...(t.activated ?? []), d.modelId], activation: { modelId: d.modelId, seat: d.seat, ap: d.ap, meleeAp: d.meleeAp ?? 0, actionsTaken: 0, zeroUsed: false } } };
    }
    case 'ActionTaken': {
      const a = t.activation;
      if (!a) return state;
      return { ...state, turn: { ...t, activation: { ...a, ap: Math.max(0, a.ap - event.data.ap), meleeAp: Math.max(0, (a.meleeAp ?? 0) - (event.data.meleeAp ?? 0)), actionsTaken: a.actionsTaken + 1, zeroUsed: a.zeroUsed || (event.data.ap === 0 && !(event.data.meleeAp ?? 0) && !event.data.grantedBy), allTaken: a.allTaken === true || event.data.all === true, grantUsed: event.data.grantedBy ?? a.grantUsed, lastActionId: event.data.actionId } } };
    }
    case 'ActivationEnded': {
      const a = t.activation;
      const after: GameState1e = { ...state, turn: { ...t, activation: null } };
      // TU-A6: a model to activate immediately goes next; afterwards the alternation resumes where it stood.
      const im = t.immediate;
      if (im && im.modelId !== a?.modelId) {
        const m = state.models[im.modelId];
        return { ...after, turn: { ...after.turn, immediate: { ...im, resumeWith: nextDue(after, a?.seat ?? null) }, due: m?.seat ?? null } };
      }
      const resume = im?.resumeWith ?? null;
      const due = resume !== null && activatable(after, resume).length > 0 ? resume : nextDue(after, resume ?? a?.seat ?? t.due);
      return { ...after, turn: { ...after.turn, immediate: null, due, phase: due === null ? 'CLOSING' : 'ACTIVATION' } };
    }
    case 'ImmediateActivationDeclared': {
      const m = state.models[event.data.modelId];
      // With no activation in progress, it activates at once; otherwise when the current one ends.
      return { ...state, turn: { ...t, immediate: { modelId: event.data.modelId, resumeWith: t.activation ? null : t.due }, due: t.activation ? t.due : (m?.seat ?? t.due) } };
    }
    case 'ModifierChanged': {
      const d = event.data;
      const a = t.activation;
      // §8.5 [AMBIGUOUS] default: Fast / Slow gained during the model's own activation change its AP at once, then go.
      if (a && a.modelId === d.modelId && (d.modifier === 'fast' || d.modifier === 'slow')) {
        if (d.value) {
          const ap = Math.max(0, a.ap + (d.modifier === 'fast' ? 1 : -1));
          return { ...state, turn: { ...t, activation: { ...a, ap, apModifier: { modifier: d.modifier, apDelta: ap - a.ap } } } };
        }
        // AM-1 cancelled (or removed): the AP it changed come back.
        if (a.apModifier?.modifier === d.modifier) {
          const { apModifier, ...rest } = a;
          return { ...state, turn: { ...t, activation: { ...rest, ap: Math.max(0, a.ap - apModifier.apDelta) } } };
        }
      }
      return withModel(state, d.modelId, (m) => ({ ...m, modifiers: { ...m.modifiers, [d.modifier]: d.value } }));
    }
    case 'ModelWoundsChanged': {
      const d = event.data;
      return withModel(state, d.modelId, (m) => ({ ...m, wounds: Math.min(m.stats.wd, Math.max(0, d.wounds)), status: d.killed ? 'KILLED' : m.status }));
    }
    case 'ClosingPhaseResolved':
      return {
        ...state,
        duel: IDLE_DUEL,
        models: Object.fromEntries(Object.entries(state.models).map(([id, m]) => [id, { ...m, activations: 0 }])),
        turn: { ...t, phase: 'SETUP', due: null, activation: null, activated: [], activationOrder: event.data.order },
      };
    case 'DisengageOpened':
      return { ...state, turn: { ...t, disengage: { actionId: event.data.actionId, modelId: event.data.modelId, strikers: event.data.strikers, striking: null } } };
    case 'DisengagingStrikeDeclined': {
      const d = t.disengage;
      if (!d) return state;
      const strikers = d.strikers.filter((x) => x !== event.data.strikerId);
      return { ...state, turn: { ...t, disengage: strikers.length > 0 ? { ...d, strikers, striking: null } : null } };
    }
    case 'DisengageResolved':
      return { ...state, turn: { ...t, disengage: null } };
    case 'RuleDisputeSettled1e':
      return { ...state, precedents: [...(state.precedents ?? []), { disputeId: event.data.disputeId, topic: event.data.topic, winner: event.data.winner, ruling: event.data.ruling }] };
    case 'ModelReplaced1e': {
      // PL-3: the replaced model(s) leave; the first replacement carries on the activation with its share of the AP left.
      const d = event.data;
      const ids = [d.modelId, ...(d.alsoReplaced ?? [])];
      const gone = ids.reduce((s, id) => withModel(s, id, (m) => ({ ...m, status: 'REPLACED' as const })), state);
      const added = Object.fromEntries([d.replacement, ...(d.others ?? [])].map((m) => [m.id, m]));
      const a = t.activation;
      const carries = a !== null && ids.includes(a.modelId);
      return { ...gone, models: { ...gone.models, ...added }, turn: { ...t, activation: a && carries ? { ...a, modelId: d.replacement.id, ap: d.apSplit?.[0] ?? a.ap } : a } };
    }
    case 'ModelProfileChanged1e':
      return withModel(state, event.data.modelId, () => event.data.profile);
    case 'RandomPlayerDetermined':
    case 'ModelPushed':
    case 'ModelPlaced':
    case 'ModelsSwapped':
    case 'EffectsOrdered1e':
    case 'EffectSkipped1e':
    case 'CountersDropped':
    case 'FallingDamageFlipped':
    case 'FiringIntoMeleeFlipped':
      return state;
    case 'EncounterEnded':
      return { ...state, status: 'ended', endedAt: event.data.endedAt };
    default:
      return state;
  }
}
