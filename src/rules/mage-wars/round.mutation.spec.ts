// mage-wars §5 the round (rules/mage-wars.md; seed 450-648, 2437-2466): who is ready (RD-15), who channels what (RD-4),
// what has upkeep (RD-6), the upkeep effects in order (RD-7 / RD-8, CB-44, §11.1 Burn and Rot), the phases that need no
// decision (RD-13, RD-14, RD-16, RD-17) and the passing of the initiative (RD-18, RD-1) — each event checked.
import type { SeatId } from '../core/decider';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { afterDeploymentDecision, afterPlanning, afterQuickcastDecision, beginRound, channelingGains, nextActionPhase, readyCreatures, resolveUpkeepEffects, upkeepItems } from './round';
import type { GameState, RoundState } from './state';
import { CARDS, addConditions, createCommand, enter, play, stateOf, toActions } from './testing/fixtures';
import { A0, attached, z } from './testing/pending';

const costly = { ...CARDS.timberWolf, id: 'hungry-wolf', upkeep: 2 };
const costlyCurse = { ...CARDS.agony, id: 'costly-curse', upkeep: 1 };
const cmd = createCommand({ cards: [...Object.values(CARDS), costly, costlyCurse] });
const created = play([cmd]);
const at = (log: readonly EncounterEvent[], round: Partial<RoundState> = {}): GameState => {
  const s = stateOf(log);
  return { ...s, round: { ...s.round, ...round } };
};
const run = (s: GameState, f: (em: Emitter) => void): EncounterEvent[] => {
  const em = new Emitter(s);
  f(em);
  return em.events;
};
const types = (events: EncounterEvent[]): string[] => events.map((e) => e.type);
const reveal = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const conjuration = (objectId: string, cardId: string, owner: SeatId): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-card`, kind: 'conjuration', owner, zone: z(1, 0), border: null, attachedTo: null },
});
const gone = (objectId: string): EncounterEvent => ({ type: 'ObjectDestroyed', data: { objectId, reason: 'test' } });
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });

describe('mage-wars §5 who is ready, who channels, what has upkeep', () => {
  const s = stateOf([
    ...created, ...enter('w', 'timber-wolf', 'A', A0, false), ...enter('h', 'huginn', 'A', A0, false), conjuration('lair', 'lair', 'A'), ...enter('dead', 'huginn', 'A', A0, false), gone('dead'),
    { type: 'RoundBegun', data: { round: 1, initiative: 'A' } },
  ]);

  it('mage-wars/RD-15 ready creatures: the seat’s live creatures and Mage whose action marker is ready, no conjuration', () => {
    expect(readyCreatures(s, 'A').map((o) => o.id).sort()).toEqual(['h', 'mage-A', 'w']);
    expect(readyCreatures({ ...s, objects: { ...s.objects, w: { ...s.objects.w, actionReady: false } } }, 'A').map((o) => o.id).sort()).toEqual(['h', 'mage-A']);
    expect(readyCreatures(s, 'B').map((o) => o.id)).toEqual(['mage-B']);
  });

  it('mage-wars/RD-4 Mages channel into their seat’s supply, other objects as markers, nothing at 0, nothing for the destroyed', () => {
    expect(channelingGains(s).sort((a, b) => a.objectId.localeCompare(b.objectId))).toEqual([
      { objectId: 'h', seat: null, amount: 1 }, { objectId: 'lair', seat: null, amount: 2 }, { objectId: 'mage-A', seat: 'A', amount: 10 }, { objectId: 'mage-B', seat: 'B', amount: 10 },
    ]);
  });

  it('mage-wars/RD-6 upkeep: the seat’s own objects and revealed enchantments with an upkeep cost, objects first', () => {
    const u = stateOf([
      ...created, ...enter('hw', 'hungry-wolf', 'A', A0, false), ...enter('hw2', 'hungry-wolf', 'B', A0, false), ...enter('w', 'timber-wolf', 'A', A0, false),
      attached('e-1', 'costly-curse', 'A', { kind: 'object', id: 'mage-B' }), reveal('e-1', 'costly-curse'),
      attached('e-2', 'costly-curse', 'A', { kind: 'object', id: 'mage-B' }),
      attached('e-3', 'agony', 'A', { kind: 'object', id: 'mage-B' }), reveal('e-3', 'agony'),
      attached('e-4', 'costly-curse', 'B', { kind: 'object', id: 'mage-A' }), reveal('e-4', 'costly-curse'),
    ]);
    expect(upkeepItems(u, 'A')).toEqual([{ id: 'hw', cost: 2 }, { id: 'e-1', cost: 1 }]);
    expect(upkeepItems(u, 'B')).toEqual([{ id: 'hw2', cost: 2 }, { id: 'e-4', cost: 1 }]);
  });
});

describe('mage-wars §5.3-§5.4 a new round', () => {
  it('mage-wars/RD-1 mage-wars/RD-4 mage-wars/RD-6 the round begins, channels, and with nothing to pay goes straight to Planning', () => {
    const events = run(at(created), (em) => beginRound(em, 2, 'B'));
    expect(events[0]).toEqual({ type: 'RoundBegun', data: { round: 2, initiative: 'B' } });
    expect(events[1]).toEqual({ type: 'ManaChanneled', data: { gains: [{ objectId: 'mage-A', seat: 'A', amount: 10 }, { objectId: 'mage-B', seat: 'B', amount: 10 }] } });
    expect(events.slice(2)).toEqual([
      { type: 'PhaseBegun', data: { phase: 'upkeep', queue: [], turn: 'B' } },
      { type: 'PhaseBegun', data: { phase: 'planning', queue: ['B', 'A'], turn: 'B' } },
    ]);
  });

  it('mage-wars/RD-4 nothing to channel: no ManaChanneled event', () => {
    const bare = at(created);
    expect(types(run({ ...bare, objects: {} }, (em) => beginRound(em, 2, 'A')))).not.toContain('ManaChanneled');
  });

  it('mage-wars/RD-6 a seat with upkeep to pay holds the round in Upkeep', () => {
    const s = at([...created, ...enter('hw', 'hungry-wolf', 'B', A0, false)]);
    expect(run(s, (em) => beginRound(em, 2, 'A')).slice(2)).toEqual([{ type: 'PhaseBegun', data: { phase: 'upkeep', queue: ['B'], turn: 'A' } }]);
  });
});

describe('mage-wars §5.4 upkeep effects', () => {
  const uni = (extra: EncounterEvent[]): GameState => at([...created, ...enter('u', CARDS.unicorn.id, 'A', A0, false), ...extra], { initiative: 'A' });
  const effects = (s: GameState): EncounterEvent[] => run(s, resolveUpkeepEffects);

  it('mage-wars/CB-44 Regenerate heals only a damaged creature', () => {
    expect(effects(uni([hurt('u', 3)])).find((e) => e.type === 'DamageHealed')).toMatchObject({ data: { objectId: 'u', amount: 2 } });
    expect(types(effects(uni([])))).not.toContain('DamageHealed');
  });

  it('mage-wars/TV-53 Burn: one die per marker; each blank removes a marker; the faces are direct damage', () => {
    const events = effects(uni([addConditions('u', 'Burn', 3)]));
    const roll = events.find((e) => e.type === 'DiceRolled');
    if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack') throw new Error('no Burn roll');
    expect(roll.data).toMatchObject({ purpose: 'burn', count: 3, subject: 'u' });
    const faces = roll.data.outcome.faces;
    const blanks = faces.filter((f) => f.kind === 'blank').length;
    const removed = events.filter((e) => e.type === 'ConditionsRemoved');
    expect(removed).toEqual(blanks > 0 ? [{ type: 'ConditionsRemoved', data: { objectId: 'u', condition: 'Burn', count: blanks, reason: 'blank on the Burn die' } }] : []);
    const total = faces.reduce((a, f) => a + f.value, 0);
    if (total > 0) expect(events.find((e) => e.type === 'DamageDealt')).toMatchObject({ data: { objectId: 'u', amount: total, direct: true, source: 'Burn' } });
  });

  it('mage-wars/TV-53 a blank on some Burn die across seeds: the removal count is the number of blanks', () => {
    let seen = 0;
    for (const seed of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) {
      const s = { ...uni([addConditions('u', 'Burn', 4)]), seed };
      const events = effects(s);
      const roll = events.find((e) => e.type === 'DiceRolled');
      if (roll?.type !== 'DiceRolled' || roll.data.outcome.die !== 'attack') throw new Error('no Burn roll');
      const blanks = roll.data.outcome.faces.filter((f) => f.kind === 'blank').length;
      seen += blanks;
      const removed = events.find((e) => e.type === 'ConditionsRemoved');
      expect(removed?.type === 'ConditionsRemoved' ? removed.data.count : 0).toBe(blanks);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('mage-wars/TV-54 Rot: one direct damage per marker; none without markers', () => {
    expect(effects(uni([addConditions('u', 'Rot', 2)])).find((e) => e.type === 'DamageDealt')).toMatchObject({ data: { objectId: 'u', amount: 2, direct: true, source: 'Rot' } });
    expect(types(effects(uni([])))).toEqual(['PhaseBegun']);
  });

  it('mage-wars/RD-7 mage-wars/RD-8 Regenerate, then Burn, then Rot by default; Burn first for a seat that chose it', () => {
    const order = (s: GameState): string[] =>
      effects(s).flatMap((e) => (e.type === 'DamageHealed' ? ['regenerate'] : e.type === 'DiceRolled' ? ['burn'] : e.type === 'DamageDealt' && e.data.source === 'Rot' ? ['rot'] : []));
    const s = uni([hurt('u', 5), addConditions('u', 'Burn', 1), addConditions('u', 'Rot', 1)]);
    expect(order(s)).toEqual(['regenerate', 'burn', 'rot']);
    expect(order({ ...s, round: { ...s.round, burnFirst: ['A'] } })).toEqual(['burn', 'regenerate', 'rot']);
    expect(order({ ...s, round: { ...s.round, burnFirst: ['B'] } })).toEqual(['regenerate', 'burn', 'rot']);
  });

  it('mage-wars/RD-7 the initiative player’s objects first, then the next seat’s', () => {
    const s = at([...created, addConditions('mage-A', 'Rot', 1), addConditions('mage-B', 'Rot', 1)], { initiative: 'B' });
    expect(effects(s).filter((e) => e.type === 'DamageDealt').map((e) => e.type === 'DamageDealt' && e.data.objectId)).toEqual(['mage-B', 'mage-A']);
  });

  it('mage-wars/VC-1 a Mage killed by Rot ends the round flow: no Planning Phase; a creature killed by Burn is skipped after', () => {
    const dying = at([...created, hurt('mage-B', 23), addConditions('mage-B', 'Rot', 1)]);
    expect(types(effects(dying))).not.toContain('PhaseBegun');
    const dead = at([...created, ...enter('u', CARDS.unicorn.id, 'A', A0, false), addConditions('u', 'Rot', 1), gone('u')]);
    expect(types(effects(dead))).toEqual(['PhaseBegun']);
  });
});

describe('mage-wars §5.6-§5.10 the phases that need no decision', () => {
  it('mage-wars/RD-13 a seat with nothing to deploy is passed for; when every seat is done, the First Quickcast Phase', () => {
    const s = at(created, { phase: 'deployment', queue: ['A', 'B'] });
    expect(run(s, afterDeploymentDecision)).toEqual([{ type: 'DeploymentPassed', data: { seat: 'A' } }]);
    const last = at(created, { phase: 'deployment', queue: ['B'] });
    expect(run(last, afterDeploymentDecision).slice(0, 2)).toEqual([
      { type: 'DeploymentPassed', data: { seat: 'B' } },
      { type: 'PhaseBegun', data: { phase: 'firstQuickcast', queue: ['A', 'B'].filter((x) => last.seats[x as SeatId]!.quickcastReady), turn: last.round.initiative } },
    ]);
    expect(run(at(created, { phase: 'planning' }), afterDeploymentDecision)).toEqual([]);
    expect(run({ ...at(created, { phase: 'deployment', queue: ['A'] }), status: 'ended' }, afterDeploymentDecision)).toEqual([]);
  });

  it('mage-wars/RD-13 a seat with a spell on its spawnpoint stays in the Deployment queue', () => {
    const withLair = stateOf([...created, conjuration('lair', 'lair', 'A')]);
    const s: GameState = {
      ...withLair, round: { ...withLair.round, phase: 'deployment', queue: ['A'] },
      seats: { ...withLair.seats, A: { ...withLair.seats.A!, assigned: [{ objectId: 'lair', card: { instanceId: 'A-1', cardId: 'timber-wolf' } }] } },
    };
    expect(run(s, afterDeploymentDecision)).toEqual([]);
    const onFamiliar: GameState = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, assigned: [{ objectId: 'mage-A', card: { instanceId: 'A-1', cardId: 'timber-wolf' } }] } } };
    expect(types(run(onFamiliar, afterDeploymentDecision))[0]).toBe('DeploymentPassed');
  });

  it('mage-wars/RD-14 mage-wars/RD-15 the First Quickcast Phase ends when its queue is empty: the action phases begin', () => {
    const s = at(created, { phase: 'firstQuickcast', queue: [] });
    expect(run(s, afterQuickcastDecision)[0]).toEqual({ type: 'PhaseBegun', data: { phase: 'actions', queue: [], turn: s.round.initiative } });
    expect(run(at(created, { phase: 'firstQuickcast', queue: ['B'] }), afterQuickcastDecision)).toEqual([]);
    expect(run({ ...s, status: 'ended' }, afterQuickcastDecision)).toEqual([]);
  });

  it('mage-wars/RD-16 a seat without a ready creature passes at once; mage-wars/RD-17 when nobody has one, the Final Quickcast Phase', () => {
    const base = stateOf(toActions(cmd));
    const aSpent: GameState = { ...base, round: { ...base.round, turn: 'A' }, objects: { ...base.objects, 'mage-A': { ...base.objects['mage-A'], actionReady: false } } };
    expect(run(aSpent, nextActionPhase)).toEqual([{ type: 'ActionPhasePassed', data: { seat: 'A' } }]);
    const none: GameState = { ...aSpent, objects: { ...aSpent.objects, 'mage-B': { ...aSpent.objects['mage-B'], actionReady: false } } };
    expect(run(none, nextActionPhase)[0]).toEqual({ type: 'PhaseBegun', data: { phase: 'finalQuickcast', queue: ['A', 'B'].filter((x) => none.seats[x as SeatId]!.quickcastReady), turn: none.round.initiative } });
  });

  it('mage-wars/RD-18 mage-wars/RD-1 nobody to quickcast at the end: the next round, the initiative passed on, no roll-off', () => {
    const base = stateOf(toActions(cmd));
    const spentAll: GameState = {
      ...base,
      objects: { ...base.objects, 'mage-A': { ...base.objects['mage-A'], actionReady: false }, 'mage-B': { ...base.objects['mage-B'], actionReady: false } },
      seats: { A: { ...base.seats.A!, quickcastReady: false }, B: { ...base.seats.B!, quickcastReady: false } },
    };
    const events = run(spentAll, nextActionPhase);
    const next: SeatId = base.round.initiative === 'A' ? 'B' : 'A';
    expect(events.slice(0, 3)).toEqual([
      { type: 'PhaseBegun', data: { phase: 'finalQuickcast', queue: [], turn: base.round.initiative } },
      { type: 'InitiativeDetermined', data: { round: 2, initiative: next, rollOff: [] } },
      { type: 'RoundBegun', data: { round: 2, initiative: next } },
    ]);
    expect(run({ ...spentAll, round: { ...spentAll.round, phase: 'finalQuickcast', queue: [] } }, afterQuickcastDecision)[0]).toEqual(events[1]);
  });

  it('mage-wars/RD-15 nothing starts while a creature acts, an attack is under way, or outside the action phases', () => {
    const base = stateOf(toActions(cmd));
    const acting = stateOf(play([{ type: 'ActivateCreature', actor: { role: 'seat', seat: base.round.turn }, data: { seat: base.round.turn, objectId: `mage-${base.round.turn}` } }], toActions(cmd)));
    expect(run(acting, nextActionPhase)).toEqual([]);
    expect(run({ ...base, round: { ...base.round, phase: 'planning' } }, nextActionPhase)).toEqual([]);
    expect(run(base, nextActionPhase)).toEqual([]);
  });
});

describe('mage-wars §5 the round: answers to the surviving mutants (2026-11-28 run)', () => {
  const UNKNOWN = 'no-such-card';
  const upkept = stateOf([
    ...created, ...enter('hw', 'hungry-wolf', 'A', A0, false),
    attached('e-1', 'costly-curse', 'A', { kind: 'object', id: 'mage-B' }), reveal('e-1', 'costly-curse'),
  ]);

  it.each<[string, GameState, { id: string; cost: number }[]]>([
    ['an object whose card is unknown', { ...upkept, objects: { ...upkept.objects, hw: { ...upkept.objects.hw, cardId: UNKNOWN } } }, [{ id: 'e-1', cost: 1 }]],
    ['a revealed enchantment whose card is unknown', { ...upkept, enchantments: upkept.enchantments.map((e) => ({ ...e, cardId: UNKNOWN })) }, [{ id: 'hw', cost: 2 }]],
  ])('mage-wars/RD-6 %s has no upkeep to pay (MD-3: no card, no cost), and asks nothing', (_case, s, items) => {
    expect(upkeepItems(upkept, 'A')).toEqual([{ id: 'hw', cost: 2 }, { id: 'e-1', cost: 1 }]);
    expect(upkeepItems(s, 'A')).toEqual(items);
  });

  // Seed s2 rolls two normal faces of 2 on the first two attack dice of this position (checked below).
  const wolfWith = (extra: EncounterEvent[]): GameState => ({ ...at([...created, ...enter('w', CARDS.timberWolf.id, 'A', A0, false), ...extra], { initiative: 'A' }), seed: 's2' });

  it('mage-wars/TV-53 no blank on the Burn dice: every Burn marker stays (no ConditionsRemoved), the faces are direct damage', () => {
    const s = wolfWith([addConditions('w', 'Burn', 2)]);
    const em = new Emitter(s);
    resolveUpkeepEffects(em);
    expect(em.events.slice(0, 2)).toEqual([
      { type: 'DiceRolled', data: { nonce: s.nonce, purpose: 'burn', count: 2, outcome: { die: 'attack', faces: [{ kind: 'normal', value: 2 }, { kind: 'normal', value: 2 }] }, subject: 'w' } },
      { type: 'DamageDealt', data: { objectId: 'w', amount: 4, direct: true, source: 'Burn' } },
    ]);
    expect(types(em.events)).toEqual(['DiceRolled', 'DamageDealt', 'PhaseBegun']);
    expect(em.state.objects.w.conditions.filter((c) => c.condition === 'Burn')).toHaveLength(2);
  });

  it('mage-wars/RD-13 mage-wars/RD-11 a spell assigned to an object that is gone holds no seat in Deployment: the seat is passed for', () => {
    const s = at(created, { phase: 'deployment', queue: ['A', 'B'] });
    const ghost: GameState = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, assigned: [{ objectId: 'ghost', card: { instanceId: 'A-1', cardId: 'timber-wolf' } }] } } };
    expect(run(ghost, afterDeploymentDecision)).toEqual([{ type: 'DeploymentPassed', data: { seat: 'A' } }]);
  });

  const withQuickcast = (s: GameState, ready: Partial<Record<SeatId, boolean>>): GameState => ({
    ...s, seats: Object.fromEntries(Object.entries(s.seats).map(([id, x]) => [id, { ...x, quickcastReady: ready[id as SeatId] ?? x.quickcastReady }])),
  });

  it.each<[string, SeatId, Partial<Record<SeatId, boolean>>, EncounterEvent[]]>([
    ['every seat ready: initiative order', 'B', { A: true, B: true }, [{ type: 'PhaseBegun', data: { phase: 'firstQuickcast', queue: ['B', 'A'], turn: 'B' } }]],
    ['only the seats whose quickcast is ready', 'B', { A: true, B: false }, [{ type: 'PhaseBegun', data: { phase: 'firstQuickcast', queue: ['A'], turn: 'B' } }]],
    ['nobody ready: the action phases begin at once', 'A', { A: false, B: false }, [
      { type: 'PhaseBegun', data: { phase: 'firstQuickcast', queue: [], turn: 'A' } },
      { type: 'PhaseBegun', data: { phase: 'actions', queue: [], turn: 'A' } },
    ]],
  ])('mage-wars/RD-14 after Planning with nothing to deploy, the First Quickcast Phase: %s', (_case, initiative, ready, expected) => {
    const s = withQuickcast(at(created, { phase: 'planning', queue: [], initiative, turn: initiative }), ready);
    expect(run(s, afterPlanning)).toEqual(expected);
  });

  it('mage-wars/VC-1 once a Mage is destroyed nothing else starts in that command: no First Quickcast after Planning, no Final Quickcast after the actions', () => {
    const planned = stateOf([...created, gone('mage-B')]);
    const planning: GameState = { ...planned, round: { ...planned.round, phase: 'planning', queue: [] } };
    expect(planning.status).toBe('active');
    expect(run(planning, afterPlanning)).toEqual([]);
    const acted = stateOf([...toActions(cmd), gone('mage-B')]);
    const spent: GameState = { ...acted, objects: { ...acted.objects, 'mage-A': { ...acted.objects['mage-A'], actionReady: false } } };
    expect(spent.status).toBe('active');
    expect(run(spent, nextActionPhase)).toEqual([]);
  });

  const waiting = ((): GameState => {
    // A is due with no ready creature, B still has its Mage ready: outside these guards A would be passed for.
    const base = stateOf(toActions(cmd));
    return { ...base, round: { ...base.round, turn: 'A' }, objects: { ...base.objects, 'mage-A': { ...base.objects['mage-A'], actionReady: false } } };
  })();

  it.each<[string, GameState, EncounterEvent[]]>([
    ['in the action phases: A passes', waiting, [{ type: 'ActionPhasePassed', data: { seat: 'A' } }]],
    ['the match has ended (by the organiser)', { ...waiting, status: 'ended' }, []],
    ['outside the action phases', { ...waiting, round: { ...waiting.round, phase: 'planning' } }, []],
  ])('mage-wars/RD-16 mage-wars/VC-2 a seat without a ready creature is passed for only in a running action stage: %s', (_case, s, expected) => {
    expect(run(s, nextActionPhase)).toEqual(expected);
  });
});
