// mage-wars §1 modes and §4 setup (rules/mage-wars.md; seed 71-131, 420-430, 485): two apprentice Mages in opposite
// corners (MD-1, AR-7, SU-2), 10 mana each (SU-3), their §13.5 books (SU-4), and the d12 roll-off for round 1 (SU-5).
import { SEAT_IDS, type SeatId } from '../core/decider';
import { RuleViolation, require_ } from '../core/rule-violation';
import type { Zone } from './arena';
import { arenaFor, startingZones, teamStartingZones } from './arena';
import { APPRENTICE_SPELLBOOKS, APPRENTICE_SPELLBOOK_IDS, MAGE_CLASSES, expandSpellbook } from './cards/apprentice-spellbooks';
import { assertAgreesWithFacts } from './cards/card-facts';
import { validateCardDefinition } from './cards/card-validator';
import type { CardDefinition } from './cards/card-definition';
import { ELEMENTAL_SCHOOLS, apprenticeMageCard, fullMageCard, mageTraining } from './cards/mages';
import { validateSpellbook } from './cards/spellbook';
import { STARTER_SPELLBOOKS, STARTER_SPELLBOOK_IDS } from './cards/starter-spellbooks';
import type { CreateEncounter, PlayerSetup } from './commands';
import { Emitter } from './emitter';
import { beginRound } from './round';
import { DEFAULT_OPTIONS, isGame, type EncounterState } from './state';

export function createEncounter(state: EncounterState, c: CreateEncounter): Emitter {
  require_(!isGame(state), 'mage-wars/SU-1', '§4', 'this encounter already exists');
  const mode = c.data.mode ?? 'apprentice';
  const players = c.data.players;
  if (mode === 'apprentice') require_(players.length === 2, 'mage-wars/MD-1', '§1', 'an apprentice match is played by two Mages');
  require_(players.length >= 2 && players.length <= SEAT_IDS.length, 'mage-wars/MP-6', '§14', `2 to ${SEAT_IDS.length} Mages`);
  // MP-3: teams are two, seated alternately (A1, B1, A2, B2) so that the initiative alternates between them.
  const teamed = players.some((p) => p.team !== undefined);
  if (teamed) {
    require_(mode !== 'apprentice' && players.every((p) => typeof p.team === 'string' && p.team.length > 0), 'mage-wars/MP-3', '§14', 'in a team game every full-mode Mage names its team');
    require_(new Set(players.map((p) => p.team)).size === 2, 'mage-wars/MP-3', '§14', 'a team game has two teams');
    require_(players.every((p, i) => p.team !== players[(i + 1) % players.length].team), 'mage-wars/MP-3', '§14', 'seat the teams alternately (A1, B1, A2, B2)');
  }
  // MD-4 / MP-5 / MP-6: more than two Mages: a team game on the 3 × 4 arena, or a free-for-all on the double arena.
  if (players.length > 2) require_(teamed || mode === 'double', 'mage-wars/MP-6', '§14', 'a free-for-all of more than two Mages is played on the double arena (mode double)');
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
  // AR-7 / MP-5: opposite corners; a team's Mages share their team's corner.
  const teamNames = [...new Set(players.map((p) => p.team))];
  const membersOf = (t: string | undefined): SeatId[] =>
    players
      .map((p, i) => (p.team === t ? SEAT_IDS[i] : null))
      // Stryker disable next-line ConditionalExpression: a null member only adds a "null" key to the corner map, which is read by seat id only
      .filter((x): x is SeatId => x !== null);
  const byTeam = teamed ? teamStartingZones(arena, teamNames.map(membersOf)) : null;
  const corners = players.map((_, i) => (byTeam ? byTeam[SEAT_IDS[i]] : startingZones(arena)[i]));
  const seats = c.data.players.map((p, i) => {
    require_(MAGE_CLASSES.includes(p.mageClass), 'mage-wars/SU-1', '§4', `player ${i + 1}: unknown Mage ${String(p.mageClass)}`);
    const seat: SeatId = SEAT_IDS[i];
    if (mode !== 'apprentice') return { ...fullSeat(p, i, seat, corners[i], cards), ...(p.team ? { team: p.team } : {}) };
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
  // §17.1 redaction: definitions only a seat's secret book brought stay that seat's until the cards are public.
  const secret = players.flatMap((p, i) => ((p.privateCardIds ?? []).length > 0 ? [[SEAT_IDS[i], [...(p.privateCardIds ?? [])]] as const] : []));
  const privateCards = secret.length > 0 ? Object.fromEntries(secret) : undefined;
  const em = Emitter.fromEmpty();
  em.emit({
    type: 'EncounterCreated',
    data: {
      encounterId: c.data.encounterId, ruleset: 'mage-wars', mode, arena, seats, cards, seed: c.data.seed, seedCommitment: c.data.seedCommitment, options, createdAt: c.data.now,
      ...(privateCards ? { privateCards } : {}),
    },
  });
  const { winner, rounds } = rollOff(em);
  em.emit({ type: 'InitiativeDetermined', data: { round: 1, initiative: winner, rollOff: rounds } });
  beginRound(em, 1, em.state.round.initiative);
  return em;
}

/**
 * §1 / §12 / §13 full mode: the Mage's ability card instead of apprentice stats, and a book built with spellbook points:
 * `spellbook` (card ids) or `spellbookId` (a §13.4 starter book, `starter-<class>`), checked against the Mage (SB-1..SB-8)
 * with the registered definitions (every card must have one: the book's cost is never guessed).
 */
function fullSeat(p: PlayerSetup, i: number, seat: SeatId, zone: Zone, cards: readonly CardDefinition[]) {
  const who = `player ${i + 1}`;
  require_(p.element === undefined || ELEMENTAL_SCHOOLS.includes(p.element), 'mage-wars/SB-2', '§12.5, §13.1', `${who}: ${String(p.element)} is not an elemental school`);
  require_(p.element === undefined || p.mageClass === 'Wizard', 'mage-wars/SB-2', '§12.5, §13.1', `${who}: only the Wizard chooses an elemental school`);
  let list: readonly string[] | undefined = p.spellbook;
  if (list === undefined) {
    const starter = STARTER_SPELLBOOK_IDS[p.spellbookId ?? `starter-${p.mageClass.toLowerCase()}`];
    require_(starter !== undefined, 'mage-wars/SU-4', '§13.4', `${who}: unknown spellbook ${String(p.spellbookId)}`);
    list = expandSpellbook(STARTER_SPELLBOOKS[starter]);
  }
  require_(list.length > 0, 'mage-wars/SU-4', '§4', `${who}: an empty spellbook`);
  const check = validateSpellbook(mageTraining(p.mageClass, p.element), list, cards);
  if (!check.valid) {
    const first = check.refusals[0];
    throw new RuleViolation(first.rule, '§13.1', `${who}: ${check.refusals.map((r) => `${r.rule}: ${r.message}`).join('; ')}`);
  }
  return {
    seat,
    name: p.name,
    mageClass: p.mageClass,
    mage: fullMageCard(p.mageClass),
    zone,
    spellbook: list.map((cardId, k) => ({ instanceId: `${seat}-${k + 1}`, cardId })),
    ...(p.element ? { element: p.element } : {}),
    spellbookPoints: check.total,
  };
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
