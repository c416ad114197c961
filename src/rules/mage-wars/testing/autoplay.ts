// A simple autoplayer for whole-match tests: each Mage walks to the other, casts its prepared attack spells when in range,
// and bites in melee; it answers every decision the roundStep asks for. Decisions only; the rules stay in the decider.
import type { SeatId } from '../../core/decider';
import { distance, type Zone } from '../arena';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent } from '../events';
import { roundStep } from '../round-step';
import { inPlay, sameSide, type GameState } from '../state';
import { play, seat, stateOf } from './fixtures';

const ATTACK_SPELLS = ['fireball', 'flameblast', 'firestorm', 'pillar-of-light', 'lightning-bolt', 'geyser'];

function towards(from: Zone, to: Zone): Zone {
  if (from.row !== to.row) return { row: from.row + Math.sign(to.row - from.row), col: from.col };
  return { row: from.row, col: from.col + Math.sign(to.col - from.col) };
}

export function nextCommand(s: GameState): EncounterCommand | null {
  const step = roundStep(s);
  const act = (x: SeatId, c: Omit<EncounterCommand, 'actor'>): EncounterCommand => ({ ...c, actor: seat(x) }) as EncounterCommand;
  switch (step.kind) {
    case 'ended':
      return null;
    case 'upkeep':
      return act(step.seats[0], { type: 'PayUpkeep', data: { seat: step.seats[0], pay: [] } });
    case 'planning': {
      const x = s.seats[step.seats[0]]!;
      const spells = [...x.prepared, ...x.spellbook].filter((c) => ATTACK_SPELLS.includes(c.cardId) && s.cards[c.cardId]?.type === 'attack' && s.cards[c.cardId]?.targets.includes('creature'));
      return act(x.seat, { type: 'PlanSpells', data: { seat: x.seat, instanceIds: spells.slice(0, 2).map((c) => c.instanceId) } });
    }
    case 'deployment':
      return act(step.seat, { type: 'PassDeployment', data: { seat: step.seat } });
    case 'quickcast':
      return act(step.seat, { type: 'PassQuickcast', data: { seat: step.seat } });
    case 'activate': {
      const ready = Object.values(s.objects).find((o) => !o.destroyed && o.controller === step.seat && o.actionReady === true)!;
      return act(step.seat, { type: 'ActivateCreature', data: { seat: step.seat, objectId: ready.id } });
    }
    case 'actionPhase': {
      const me = s.objects[step.objectId];
      // Multiplayer: the nearest enemy Mage still in play (never a team-mate, MP-3); one in the zone first, so that a
      // Mage stopped by a hindering enemy Mage (AC-11) fights it instead of waiting.
      const foes = s.seatOrder
        .filter((x) => !sameSide(s, x, step.seat) && inPlay(s, x))
        .map((x) => s.objects[s.seats[x]!.mageId])
        .filter((o) => o.zone !== null && me.zone !== null)
        .sort((a, b) => distance(me.zone!, a.zone!) - distance(me.zone!, b.zone!));
      const foe = foes[0];
      if (!me.zone || !foe?.zone) return act(step.seat, { type: 'EndActionPhase', data: { seat: step.seat } });
      const d = distance(me.zone, foe.zone);
      const mana = s.seats[step.seat]!.mana;
      const spell = s.seats[step.seat]!.prepared.find((c) => {
        const card = s.cards[c.cardId];
        return card && typeof card.cost === 'number' && card.cost <= mana && d >= card.range.min && d <= card.range.max && card.action === 'quick';
      });
      if (spell && d > 0) return act(step.seat, { type: 'CastSpell', data: { seat: step.seat, casterId: me.id, instanceId: spell.instanceId, target: { kind: 'object', id: foe.id } } });
      if (d === 0) return act(step.seat, { type: 'Attack', data: { seat: step.seat, attackerId: me.id, attack: 0, target: { kind: 'object', id: foe.id } } });
      // AC-11: a creature that entered a zone with a hindering enemy must stop.
      if (step.moves < 2 && !s.round.activation?.stopped && !s.round.activation?.startedHindered) return act(step.seat, { type: 'MoveCreature', data: { seat: step.seat, objectId: me.id, to: towards(me.zone, foe.zone) } });
      return act(step.seat, { type: 'EndActionPhase', data: { seat: step.seat } });
    }
    case 'defend':
      return act(step.seat, { type: 'DeclareDefense', data: { seat: step.seat, defense: null } });
    case 'counterstrike':
      return act(step.seat, { type: 'DeclareCounterstrike', data: { seat: step.seat, attack: null } });
    case 'trap':
      return act(step.seat, { type: 'RespondToTrap', data: { seat: step.seat, enchantmentId: step.enchantmentIds[0], pay: false } });
    case 'counterSpell':
      return act(step.seat, { type: 'RespondToSpell', data: { seat: step.seat, pay: false } });
  }
}

/** Plays until the match ends (or `limit` commands); returns the log and the commands given. */
export function autoplay(from: readonly EncounterEvent[], limit = 600): { log: EncounterEvent[]; commands: EncounterCommand[] } {
  let log = from.slice();
  const commands: EncounterCommand[] = [];
  for (let i = 0; i < limit; i++) {
    const c = nextCommand(stateOf(log));
    if (!c) break;
    commands.push({ ...c, now: '2026-01-01T01:00:00Z' });
    log = play([commands[commands.length - 1]], log);
  }
  return { log, commands };
}
