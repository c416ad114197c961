// Mage Wars per-viewer redaction (rules/mage-wars.md §17.1 "Redaction"; RD-12, EN-1, SP-6, EQ-1): a seat sees its own
// spellbook, prepared spells and hidden enchantments; nobody sees another's until revealed; discard piles, equipment and
// objects are public. The seed is revealed when the match ends; the auditor sees everything.
import type { SeatId, Viewer, VisibleEvent } from '../core/decider';
import type { ArenaMode, ArenaSize, Zone } from './arena';
import type { MageClass } from './cards/apprentice-spellbooks';
import type { CardDefinition } from './cards/card-definition';
import type { EncounterEvent } from './events';
import { roundStep, type RoundStep } from './round-step';
import { isGame, type AttackState, type CardInstance, type EncounterState, type GameObject, type GameState, type MageWarsOptions, type MatchResult, type RoundPhase, type SpellTarget } from './state';

export interface SeatView {
  readonly seat: SeatId;
  readonly name: string;
  readonly mageClass: MageClass | null;
  readonly mageId: string;
  readonly mana: number;
  readonly spellbookCount: number;
  /** Own seat (or everyone after the end) only. */
  readonly spellbook: readonly CardInstance[] | null;
  readonly preparedCount: number;
  readonly prepared: readonly CardInstance[] | null;
  readonly discard: readonly CardInstance[];
  readonly quickcastReady: boolean;
  readonly planned: boolean;
  /** RD-12: the assignment to a familiar or spawnpoint is public; the spell (card) only for its seat. */
  readonly assigned: readonly { readonly objectId: string; readonly card: CardInstance | null }[];
  /** MP-3: the team in a team game. */
  readonly team?: string;
}

export interface EnchantmentView {
  readonly id: string;
  readonly controller: SeatId;
  readonly target: { readonly kind: 'object'; readonly id: string } | { readonly kind: 'zone'; readonly zone: Zone };
  readonly hidden: boolean;
  /** Null while hidden from this viewer (EN-1: its presence, target and order are public, its identity is not). */
  readonly cardId: string | null;
}

export interface SpellView {
  readonly castId: string;
  readonly seat: SeatId;
  readonly casterId: string;
  readonly cardId: string | null;
  readonly target: SpellTarget;
  readonly awaitingSeat: SeatId | null;
}

export interface EncounterView {
  readonly encounterId: string;
  readonly ruleset: 'mage-wars';
  readonly status: 'active' | 'ended';
  readonly mode: ArenaMode;
  readonly arena: ArenaSize;
  readonly round: number;
  readonly phase: RoundPhase;
  readonly initiative: SeatId;
  readonly roundStep: RoundStep;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly options: MageWarsOptions;
  readonly seats: readonly SeatView[];
  readonly objects: readonly GameObject[];
  readonly enchantments: readonly EnchantmentView[];
  readonly attack: AttackState | null;
  readonly spell: SpellView | null;
  readonly cards: readonly CardDefinition[];
  readonly result: MatchResult | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
}

const isRevealed = (state: EncounterState, viewer: Viewer): boolean => viewer.role === 'auditor' || (isGame(state) && state.status === 'ended');
const sees = (viewer: Viewer, seat: SeatId, revealed: boolean): boolean => revealed || (viewer.role === 'seat' && viewer.seat === seat);

export function view(state: EncounterState, viewer: Viewer): EncounterView | null {
  if (!isGame(state)) return null;
  const s: GameState = state;
  const revealed = isRevealed(s, viewer);
  const spell = s.spell;
  const spellHidden = spell !== null && s.cards[spell.cardId]?.type === 'enchantment' && !sees(viewer, spell.seat, revealed);
  return {
    encounterId: s.encounterId,
    ruleset: 'mage-wars',
    status: s.status,
    mode: s.mode,
    arena: s.arena,
    round: s.round.round,
    phase: s.round.phase,
    initiative: s.round.initiative,
    roundStep: roundStep(s),
    seedCommitment: s.seedCommitment,
    seed: revealed ? s.seed : null,
    options: s.options,
    seats: s.seatOrder.map((id) => {
      const x = s.seats[id]!;
      const mine = sees(viewer, id, revealed);
      return {
        seat: x.seat, name: x.name, mageClass: x.mageClass, mageId: x.mageId, mana: x.mana,
        spellbookCount: x.spellbook.length, spellbook: mine ? x.spellbook : null,
        preparedCount: x.prepared.length, prepared: mine ? x.prepared : null,
        discard: x.discard, quickcastReady: x.quickcastReady, planned: x.planned,
        assigned: (x.assigned ?? []).map((a) => ({ objectId: a.objectId, card: mine ? a.card : null })),
        ...(x.team ? { team: x.team } : {}),
      };
    }),
    // EQ-8 / §17.1: a bound spell is face down until its first cast; only its binder sees it.
    objects: Object.values(s.objects).map((o) => ({
      ...o,
      equipment: o.equipment.map((p) => (p.bound && !p.boundRevealed && !sees(viewer, p.boundBy ?? o.owner, revealed) ? { ...p, bound: null, boundHidden: true } : p)),
    })),
    enchantments: s.enchantments.map((e) => ({
      id: e.id, controller: e.controller, target: e.target, hidden: e.hidden,
      cardId: !e.hidden || sees(viewer, e.controller, revealed) ? e.cardId : null,
    })),
    attack: s.attack,
    spell: spell && {
      castId: spell.castId, seat: spell.seat, casterId: spell.casterId, cardId: spellHidden ? null : spell.cardId, target: spell.target,
      awaitingSeat: spell.awaiting?.seat ?? null,
    },
    cards: Object.values(s.cards).filter((c) => revealed || cardIsPublic(s, c, viewer)),
    result: s.result,
    createdAt: s.createdAt,
    endedAt: s.endedAt,
  };
}

/**
 * §17.1: a definition that came only from another seat's secret book is shown once the card is public: an object of it
 * in play, a revealed enchantment or equipment, a card in a discard pile, or the spell being cast (unless hidden).
 */
function cardIsPublic(s: GameState, card: CardDefinition, viewer: Viewer): boolean {
  const cardId = card.id;
  const owners = Object.entries(s.privateCards ?? {}).filter(([, ids]) => ids?.includes(cardId)).map(([seat]) => seat);
  if (owners.length === 0) return true;
  if (viewer.role === 'seat' && owners.includes(viewer.seat)) return true;
  if (Object.values(s.objects).some((o) => o.cardId === cardId || o.equipment.some((p) => p.cardId === cardId))) return true;
  if (s.enchantments.some((e) => !e.hidden && e.cardId === cardId)) return true;
  if (s.seatOrder.some((seat) => s.seats[seat]!.discard.some((c) => c.cardId === cardId))) return true;
  return s.spell !== null && s.spell.cardId === cardId && card.type !== 'enchantment';
}

export function redactEvent(event: EncounterEvent, viewer: Viewer, now: EncounterState): VisibleEvent {
  const revealed = isRevealed(now, viewer);
  const shown = (): VisibleEvent => ({ type: event.type, data: event.data, redacted: false });
  const hidden = (data: unknown): VisibleEvent => ({ type: event.type, data, redacted: true });
  if (revealed) return shown();
  const cardOf = (cardId: string): CardDefinition | undefined => (isGame(now) ? now.cards[cardId] : undefined);
  switch (event.type) {
    case 'EncounterCreated': {
      const d = event.data;
      const mine = new Set<string>(viewer.role === 'seat' ? d.privateCards?.[viewer.seat] : undefined);
      const secret = new Set(Object.values(d.privateCards ?? {}).flat());
      return hidden({
        ...d, seed: null,
        cards: d.cards.filter((c) => mine.has(c.id) || !secret.has(c.id)),
        privateCards: undefined,
        seats: d.seats.map((x) => (sees(viewer, x.seat, false) ? x : { ...x, spellbook: null, spellbookCount: x.spellbook.length, spellbookPoints: undefined })),
      });
    }
    case 'SpellsPlanned':
      return sees(viewer, event.data.seat, false)
        ? shown()
        : hidden({ seat: event.data.seat, instanceIds: null, count: event.data.instanceIds.length, assigned: (event.data.assigned ?? []).map((a) => ({ objectId: a.objectId, instanceId: null })) });
    case 'SpellCast':
      // EN-1: an enchantment is cast face down; other spells are shown as they are cast.
      return cardOf(event.data.cardId)?.type === 'enchantment' && !sees(viewer, event.data.seat, false)
        ? hidden({ ...event.data, cardId: null, instanceId: null })
        : shown();
    case 'EquipmentAttached':
      return event.data.bound && !(event.data.seat !== undefined && sees(viewer, event.data.seat, false)) ? hidden({ ...event.data, bound: null, boundHidden: true }) : shown();
    case 'CurseReturned':
      // MG-WL-1: a hidden curse goes back to the spellbook unseen.
      return event.data.hidden && !sees(viewer, event.data.seat, false) ? hidden({ ...event.data, cardId: null, instanceId: null }) : shown();
    case 'EnchantmentAttached':
      return sees(viewer, event.data.seat, false) ? shown() : hidden({ ...event.data, cardId: null, instanceId: null });
    default:
      return shown();
  }
}
