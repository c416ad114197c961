// Mage Wars matches that wander (for the contract tests): at each decision the deciding seat tries the commands the
// moment allows (any spell at any target, every attack, ability, reveal, trap and counter answer, defenses with
// reveals, upkeep with a ward) in a seeded random order and plays the first the rules core accepts, falling back to
// the autoplayer. Unlike the autoplayer it reaches the hidden parts: enchantments, traps, bound spells, bonds, wards.
import type { SeatId } from '../../src/rules/core/decider';
import { rngFor, uniformInt, type Rng } from '../../src/rules/core/prng';
import { RuleViolation } from '../../src/rules/core/rule-violation';
import { mageWars } from '../../src/rules/mage-wars';
import { inArena, zonesOf, type Zone } from '../../src/rules/mage-wars/arena';
import type { CreateEncounter, EncounterCommand } from '../../src/rules/mage-wars/commands';
import type { EncounterEvent } from '../../src/rules/mage-wars/events';
import { roundStep } from '../../src/rules/mage-wars/round-step';
import type { GameState, SpellTarget } from '../../src/rules/mage-wars/state';
import { nextCommand } from '../../src/rules/mage-wars/testing/autoplay';
import { seat as seatActor, stateOf } from '../../src/rules/mage-wars/testing/fixtures';

const shuffle = <T>(rng: Rng, xs: readonly T[]): T[] => {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length === 0 ? undefined : xs[uniformInt(rng, xs.length)]);

/** The commands the deciding seat might give now (most of them refused: the rules core decides). */
function candidates(rng: Rng, s: GameState): EncounterCommand[] {
  const step = roundStep(s);
  if (step.kind === 'ended') return [];
  const who: SeatId = 'seat' in step ? step.seat : step.seats[0];
  const me = s.seats[who]!;
  const act = (c: Omit<EncounterCommand, 'actor'>): EncounterCommand => ({ ...c, actor: seatActor(who) }) as EncounterCommand;
  const live = Object.values(s.objects).filter((o) => !o.destroyed);
  const zones = zonesOf(s.arena);
  const targets: SpellTarget[] = [
    ...live.map((o) => ({ kind: 'object' as const, id: o.id })),
    ...zones.map((zone) => ({ kind: 'zone' as const, zone })),
    ...s.enchantments.map((e) => ({ kind: 'enchantment' as const, id: e.id })),
    ...zones.flatMap((a) => [{ row: a.row + 1, col: a.col }, { row: a.row, col: a.col + 1 }].filter((b) => inArena(s.arena, b)).map((b) => ({ kind: 'border' as const, a, b }))),
  ];
  const book = [...me.spellbook, ...me.prepared];
  const casts = (casterIds: readonly string[], quickcast: boolean): EncounterCommand[] =>
    shuffle(rng, [...me.prepared, ...me.spellbook.slice(0, 3)]).slice(0, 4).flatMap((c) =>
      shuffle(rng, targets).slice(0, 6).flatMap((target) =>
        casterIds.map((casterId) =>
          act({
            type: 'CastSpell',
            data: { seat: who, casterId, instanceId: c.instanceId, target, quickcast, x: 2, to: pick(rng, zones), direction: pick(rng, ['N', 'E', 'S', 'W'] as const), bind: pick(rng, me.spellbook)?.instanceId, bond: true, asQuick: true },
          }),
        ),
      ),
    );
  const reveals = s.enchantments.filter((e) => e.controller === who && e.hidden).map((e) => act({ type: 'RevealEnchantment', data: { seat: who, enchantmentId: e.id, pay: true } }));
  switch (step.kind) {
    case 'upkeep':
    {
      const upkept = [...live, ...s.enchantments].filter((x) => x.controller === who && (s.cards[x.cardId]?.upkeep ?? 0) > 0).map((x) => x.id);
      return [true, false].flatMap((activateWard) => [upkept, []].map((pay) => act({ type: 'PayUpkeep', data: { seat: who, pay, activateWard, burnBeforeRegenerate: uniformInt(rng, 2) === 0 } })));
    }
    case 'planning': {
      const familiars = live.filter((o) => o.controller === who && o.kind !== 'mage');
      const plan = shuffle(rng, book).slice(0, 2);
      const assign = familiars.flatMap((o) => {
        const c = pick(rng, book.filter((x) => !plan.includes(x)));
        return c ? [{ objectId: o.id, instanceId: c.instanceId }] : [];
      });
      return [act({ type: 'PlanSpells', data: { seat: who, instanceIds: plan.map((c) => c.instanceId), assign } }), act({ type: 'PlanSpells', data: { seat: who, instanceIds: plan.map((c) => c.instanceId) } })];
    }
    case 'deployment':
      return [...casts(live.filter((o) => o.controller === who).map((o) => o.id), false), act({ type: 'PassDeployment', data: { seat: who } })];
    case 'quickcast':
      return [...casts([me.mageId], true), ...reveals];
    case 'activate':
      return [...casts([me.mageId], true), ...reveals, ...live.filter((o) => o.controller === who && o.actionReady).map((o) => act({ type: 'ActivateCreature', data: { seat: who, objectId: o.id } }))];
    case 'actionPhase': {
      const self = s.objects[step.objectId];
      const objectTargets = live.map((o) => ({ kind: 'object' as const, id: o.id }));
      const attacks = [0, 1, 2].flatMap((attack) => shuffle(rng, [...objectTargets, ...zones.map((zone) => ({ kind: 'zone' as const, zone }))]).slice(0, 5).map((target) => act({ type: 'Attack', data: { seat: who, attackerId: self.id, attack, target, sweep: pick(rng, live)?.id } })));
      const abilities = [0, 1].flatMap((ability) => shuffle(rng, targets).slice(0, 4).map((target) => act({ type: 'UseAbility', data: { seat: who, objectId: self.id, ability, target, to: pick(rng, zones) } })));
      const moves = self.zone ? zones.filter((z: Zone) => Math.abs(z.row - self.zone!.row) + Math.abs(z.col - self.zone!.col) === 1).map((to) => act({ type: 'MoveCreature', data: { seat: who, objectId: self.id, to } })) : [];
      return [...casts([self.id], false), ...attacks, ...abilities, ...moves, ...reveals, act({ type: 'Guard', data: { seat: who, objectId: self.id } })];
    }
    case 'defend': {
      const keys = live.flatMap((o) => [`${o.id}#0`, `${o.id}#1`, ...o.equipment.map((p) => `${p.instanceId}#0`)]);
      const mine = s.enchantments.filter((e) => e.controller === who && e.hidden).map((e) => ({ enchantmentId: e.id, pay: true }));
      return [...keys, null].flatMap((defense) => [act({ type: 'DeclareDefense', data: { seat: who, defense, reveals: mine } }), act({ type: 'DeclareDefense', data: { seat: who, defense } })]);
    }
    case 'counterstrike':
      return [act({ type: 'DeclareCounterstrike', data: { seat: who, attack: 0 } })];
    case 'trap':
      return step.enchantmentIds.map((enchantmentId) => act({ type: 'RespondToTrap', data: { seat: who, enchantmentId, pay: true } }));
    case 'counterSpell':
      return [act({ type: 'RespondToSpell', data: { seat: who, pay: true } })];
  }
}

/** What always moves a match on when the autoplayer's choice does not fit a position the wandering made. */
function safe(s: GameState): EncounterCommand[] {
  const step = roundStep(s);
  if (step.kind === 'ended') return [];
  const who: SeatId = 'seat' in step ? step.seat : step.seats[0];
  const act = (c: Omit<EncounterCommand, 'actor'>): EncounterCommand => ({ ...c, actor: seatActor(who) }) as EncounterCommand;
  return [
    act({ type: 'EndActionPhase', data: { seat: who } }),
    act({ type: 'PayUpkeep', data: { seat: who, pay: [] } }),
    act({ type: 'PlanSpells', data: { seat: who, instanceIds: [] } }),
    act({ type: 'DeclareDefense', data: { seat: who, defense: null, reveals: s.enchantments.filter((e) => e.controller === who && e.hidden).map((e) => ({ enchantmentId: e.id, pay: false })) } }),
    act({ type: 'DeclareCounterstrike', data: { seat: who, attack: null } }),
    ...('enchantmentIds' in step ? step.enchantmentIds.map((enchantmentId) => act({ type: 'RespondToTrap', data: { seat: who, enchantmentId, pay: false } })) : []),
    act({ type: 'RespondToSpell', data: { seat: who, pay: false } }),
  ];
}

/** Plays `create` until the end or `limit` commands, `label` seeding the choices; returns the log. */
export function explore(create: CreateEncounter, label: string, limit: number): EncounterEvent[] {
  const rng = rngFor(label, 0);
  const log: EncounterEvent[] = mageWars.decide(mageWars.initialState(), create);
  let s = stateOf(log);
  for (let i = 0; i < limit; i++) {
    let produced: EncounterEvent[] | null = null;
    // A third of the decisions are the autoplayer's: the match moves on towards its end.
    const tries = uniformInt(rng, 3) === 0 ? [] : shuffle(rng, candidates(rng, s)).slice(0, 40);
    for (const c of tries) {
      try {
        produced = mageWars.decide(s, { ...c, now: '2026-01-01T01:00:00Z' } as EncounterCommand);
        break;
      } catch (e) {
        if (!(e instanceof RuleViolation)) throw e;
      }
    }
    const auto = nextCommand(s);
    if (!auto) break;
    for (const c of produced ? [] : [auto, ...safe(s)]) {
      try {
        produced = mageWars.decide(s, { ...c, now: '2026-01-01T01:00:00Z' } as EncounterCommand);
        break;
      } catch (e) {
        if (!(e instanceof RuleViolation)) throw e;
      }
    }
    if (!produced) throw new Error(`no command accepted at ${JSON.stringify(roundStep(s))}`);
    log.push(...produced);
    s = produced.reduce((st, e) => mageWars.evolve(st, e) as GameState, s);
  }
  return log;
}
