// Mage Wars decide: routes each command to the rule file that implements it, then ends the match when it is decided (§16).
import { RuleViolation, require_ } from '../core/rule-violation';
import { respondToTrap } from './traps';
import { activateCreature, afterMove, attack, endOwnActionPhase, guard, moveCreature, passActionPhase, useAbility } from './actions';
import { castSpell, respondToSpell } from './casting';
import type { EncounterCommand } from './commands';
import { declareCounterstrike, declareDefense } from './defenses';
import { Emitter } from './emitter';
import { revealEnchantment } from './enchantments';
import type { EncounterEvent } from './events';
import { passDeployment, passQuickcast, payUpkeep, planSpells } from './planning';
import { createEncounter } from './setup';
import { isGame, type EncounterState } from './state';
import { checkVictory } from './victory';

export function decide(state: EncounterState, command: EncounterCommand): EncounterEvent[] {
  if (command.type === 'CreateEncounter') return createEncounter(state, command).events;
  require_(isGame(state), 'mage-wars/SU-1', '§4', 'no encounter yet: create it first');
  require_(state.status === 'active', 'mage-wars/VC-2', '§16', 'the match has ended');
  const em = new Emitter(state);
  // SP-4 / CB-12 / CB-29: while a seat must answer a spell or an attack, only that answer (and free reveals, EN-12) is taken.
  const answering: readonly string[] = state.spell?.awaiting ? ['RespondToSpell'] : state.attack?.awaiting ? ['DeclareDefense', 'DeclareCounterstrike'] : [];
  if (answering.length > 0 && ![...answering, 'RevealEnchantment', 'EndEncounter'].includes(command.type)) {
    throw new RuleViolation(state.spell?.awaiting ? 'mage-wars/SP-4' : 'mage-wars/CB-12', '§7.3, §10.2', `seat ${state.spell?.awaiting?.seat ?? state.attack?.awaiting?.seat} must answer first`);
  }
  // EN-24: a sprung trap interrupts everything until its controller has decided (reveals stay free, EN-12).
  if (state.trap && !state.attack?.awaiting && !state.spell?.awaiting && !['RespondToTrap', 'RevealEnchantment', 'EndEncounter'].includes(command.type)) {
    throw new RuleViolation('mage-wars/EN-24', '§9.6', `a trap is waiting for seat ${state.trap.seat}`);
  }
  switch (command.type) {
    case 'PayUpkeep':
      payUpkeep(em, command);
      break;
    case 'PlanSpells':
      planSpells(em, command);
      break;
    case 'PassQuickcast':
      passQuickcast(em, command);
      break;
    case 'ActivateCreature':
      activateCreature(em, command);
      break;
    case 'PassActionPhase':
      passActionPhase(em, command);
      break;
    case 'MoveCreature':
      moveCreature(em, command);
      break;
    case 'Guard':
      guard(em, command);
      break;
    case 'EndActionPhase':
      endOwnActionPhase(em, command);
      break;
    case 'Attack':
      attack(em, command);
      break;
    case 'DeclareDefense':
      declareDefense(em, command);
      break;
    case 'DeclareCounterstrike':
      declareCounterstrike(em, command);
      break;
    case 'CastSpell':
      castSpell(em, command);
      break;
    case 'RespondToSpell':
      respondToSpell(em, command);
      break;
    case 'RevealEnchantment':
      revealEnchantment(em, command);
      break;
    case 'UseAbility':
      useAbility(em, command);
      break;
    case 'RespondToTrap':
      respondToTrap(em, command, afterMove);
      break;
    case 'PassDeployment':
      passDeployment(em, command);
      break;
    case 'EndEncounter':
      em.emit({ type: 'EncounterEnded', data: { result: { winner: null, draw: false, reason: `ended by the organiser: ${command.data.reason}` }, seed: state.seed, endedAt: command.data.now } });
      break;
    // Stryker disable next-line ConditionalExpression,BlockStatement: an exhaustive switch: a typed command never reaches default (the registration refuses unknown types first, rulesets/mage-wars.ts)
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
  checkVictory(em, command.now ?? null);
  return em.events;
}
