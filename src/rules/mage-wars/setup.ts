// mage-wars §1 modes and §4 setup (rules/mage-wars.md; seed 71-131, 420-430, 485): two apprentice Mages in opposite
// corners (MD-1, AR-7, SU-2), 10 mana each (SU-3), their §13.5 books (SU-4), and the d12 roll-off for round 1 (SU-5).
import { SEAT_IDS, type SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import { arenaFor, startingZones } from './arena';
import { APPRENTICE_SPELLBOOKS, APPRENTICE_SPELLBOOK_IDS, MAGE_CLASSES, expandSpellbook } from './cards/apprentice-spellbooks';
import { assertAgreesWithFacts } from './cards/card-facts';
import { validateCardDefinition } from './cards/card-validator';
import { apprenticeMageCard } from './cards/mages';
import type { CreateEncounter } from './commands';
import { Emitter } from './emitter';
import { beginRound } from './round';
import { DEFAULT_OPTIONS, isGame, type EncounterState } from './state';

export function createEncounter(state: EncounterState, c: CreateEncounter): Emitter {
  require_(!isGame(state), 'mage-wars/SU-1', '§4', 'this encounter already exists');
  const mode = c.data.mode ?? 'apprentice';
  require_(mode === 'apprentice', 'mage-wars/MD-1', '§1', 'this version referees apprentice mode (full mode needs ability cards and built books)');
  require_(c.data.players.length === 2, 'mage-wars/MD-1', '§1', 'an apprentice match is played by two Mages');
  require_(typeof c.data.seed === 'string' && c.data.seed.length > 0 && typeof c.data.seedCommitment === 'string', 'mage-wars/SU-5', '§17.1', 'a seed and its commitment are required');
  const cards = (c.data.cards ?? []).map((raw) => {
    const card = validateCardDefinition(raw);
    assertAgreesWithFacts(card);
    return card;
  });
  const ids = new Set<string>();
  for (const card of cards) {
    require_(!ids.has(card.id), 'mage-wars/MD-3', '§17.3', `card ${card.id} is registered twice`);
    ids.add(card.id);
  }
  const arena = arenaFor(mode);
  const corners = startingZones(arena);
  const seats = c.data.players.map((p, i) => {
    require_(MAGE_CLASSES.includes(p.mageClass), 'mage-wars/SU-1', '§4', `player ${i + 1}: unknown Mage ${String(p.mageClass)}`);
    const seat: SeatId = SEAT_IDS[i];
    const bookOf = p.spellbookId === undefined ? p.mageClass : APPRENTICE_SPELLBOOK_IDS[p.spellbookId];
    require_(bookOf !== undefined, 'mage-wars/SU-4', '§13.5', `player ${i + 1}: unknown spellbook ${String(p.spellbookId)}`);
    const list = p.spellbook ?? expandSpellbook(APPRENTICE_SPELLBOOKS[bookOf]);
    require_(list.length > 0, 'mage-wars/SU-4', '§4', `player ${i + 1}: an empty spellbook`);
    return {
      seat,
      name: p.name,
      mageClass: p.mageClass,
      mage: apprenticeMageCard(p.mageClass),
      zone: corners[i],
      spellbook: list.map((cardId, k) => ({ instanceId: `${seat}-${k + 1}`, cardId })),
    };
  });
  const options = { ...DEFAULT_OPTIONS, ...(c.data.options ?? {}) };
  const em = Emitter.fromEmpty();
  em.emit({
    type: 'EncounterCreated',
    data: { encounterId: c.data.encounterId, ruleset: 'mage-wars', mode, arena, seats, cards, seed: c.data.seed, seedCommitment: c.data.seedCommitment, options, createdAt: c.data.now },
  });
  const { winner, rounds } = rollOff(em);
  em.emit({ type: 'InitiativeDetermined', data: { round: 1, initiative: winner, rollOff: rounds } });
  beginRound(em, 1, em.state.round.initiative);
  return em;
}

/** SU-5 / G1: every seat rolls the d12; the highest takes the initiative; tied seats re-roll until the tie breaks. */
function rollOff(em: Emitter): { winner: SeatId; rounds: Record<string, number>[] } {
  const rounds: Record<string, number>[] = [];
  let rolling: SeatId[] = [...em.state.seatOrder];
  for (let guard = 0; guard < 100; guard++) {
    const values = em.d12('initiative', null, rolling.length);
    rounds.push(Object.fromEntries(rolling.map((s, i) => [s, values[i]])));
    const best = Math.max(...values);
    const top = rolling.filter((_, i) => values[i] === best);
    if (top.length === 1) return { winner: top[0], rounds };
    rolling = top;
  }
  return { winner: rolling[0], rounds };
}
