// mage-wars robustness: any command, however wrong for the moment, is either decided or refused with a RuleViolation
// (a 422, never a 500), and every event it produces folds without error (DESIGN.md "No input, however malformed").
import type { SeatId } from '../core/decider';
import { rngFor, uniformInt, type Rng } from '../core/prng';
import { RuleViolation } from '../core/rule-violation';
import type { EncounterCommand } from './commands';
import { mageWars } from './index';
import type { GameState } from './state';
import { CARDS, createCommand, play, seat, stateOf } from './testing/fixtures';
import { autoplay } from './testing/autoplay';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, xs.length)];

function randomCommand(rng: Rng, s: GameState): EncounterCommand {
  const who: SeatId = pick(rng, ['A', 'B'] as const);
  const objects = [...Object.keys(s.objects), 'nope', ''];
  const instances = [...s.seatOrder.flatMap((x) => [...s.seats[x]!.spellbook, ...s.seats[x]!.prepared].map((c) => c.instanceId)), 'A-999'];
  const zone = () => ({ row: uniformInt(rng, 5) - 1, col: uniformInt(rng, 4) - 1 });
  const target = () =>
    pick(rng, [
      { kind: 'object' as const, id: pick(rng, objects) },
      { kind: 'zone' as const, zone: zone() },
      { kind: 'border' as const, a: zone(), b: zone() },
      { kind: 'enchantment' as const, id: pick(rng, [...s.enchantments.map((e) => e.id), 'e-x']) },
    ]);
  const base = { actor: seat(who) };
  const all: EncounterCommand[] = [
    { ...base, type: 'PayUpkeep', data: { seat: who, pay: [pick(rng, objects)] } },
    { ...base, type: 'PlanSpells', data: { seat: who, instanceIds: [pick(rng, instances)], assign: [{ objectId: pick(rng, objects), instanceId: pick(rng, instances) }] } },
    { ...base, type: 'PassDeployment', data: { seat: who } },
    { ...base, type: 'PassQuickcast', data: { seat: who } },
    { ...base, type: 'ActivateCreature', data: { seat: who, objectId: pick(rng, objects) } },
    { ...base, type: 'PassActionPhase', data: { seat: who } },
    { ...base, type: 'MoveCreature', data: { seat: who, objectId: pick(rng, objects), to: zone() } },
    { ...base, type: 'Guard', data: { seat: who, objectId: pick(rng, objects) } },
    { ...base, type: 'EndActionPhase', data: { seat: who } },
    { ...base, type: 'Attack', data: { seat: who, attackerId: pick(rng, objects), attack: uniformInt(rng, 3) - 1, target: pick(rng, [{ kind: 'object' as const, id: pick(rng, objects) }, { kind: 'zone' as const, zone: zone() }]), sweep: pick(rng, [undefined, ...objects]) } },
    { ...base, type: 'DeclareDefense', data: { seat: who, defense: pick(rng, [null, 'x#0']) } },
    { ...base, type: 'DeclareCounterstrike', data: { seat: who, attack: pick(rng, [null, 0, 5]) } },
    { ...base, type: 'CastSpell', data: { seat: who, casterId: pick(rng, objects), instanceId: pick(rng, instances), target: target(), quickcast: pick(rng, [true, false]), x: 2, to: zone() } },
    { ...base, type: 'UseAbility', data: { seat: who, objectId: pick(rng, objects), ability: 0, target: target() } },
    { ...base, type: 'RespondToSpell', data: { seat: who, pay: pick(rng, [true, false]) } },
    { ...base, type: 'RespondToTrap', data: { seat: who, enchantmentId: 'e-x', pay: true } },
    { ...base, type: 'RevealEnchantment', data: { seat: who, enchantmentId: pick(rng, [...s.enchantments.map((e) => e.id), 'e-x']), pay: pick(rng, [true, false]) } },
  ];
  return pick(rng, all);
}

describe('mage-wars robustness', () => {
  const { log } = autoplay(play([createCommand({ cards: [CARDS.fireball, CARDS.flameblast, CARDS.pillar, CARDS.rhinoHide, CARDS.minorHeal], seed: 'fuzz' })]), 400);

  it('random commands at many moments of a match are decided or refused with a RuleViolation, and their events fold', () => {
    const rng = rngFor('fuzz-commands', 0);
    let refused = 0;
    let accepted = 0;
    for (let cut = 10; cut < log.length; cut += Math.max(1, Math.floor(log.length / 40))) {
      const state = stateOf(log.slice(0, cut));
      for (let i = 0; i < 25; i++) {
        const c = randomCommand(rng, state);
        try {
          const events = mageWars.decide(state, c);
          let s = state;
          for (const e of events) s = mageWars.evolve(s, e) as GameState;
          accepted++;
        } catch (e) {
          if (!(e instanceof RuleViolation)) throw new Error(`${c.type} at event ${cut} threw ${(e as Error).stack}`);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});
