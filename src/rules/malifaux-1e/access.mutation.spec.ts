// Who may give which 1E command (access.ts), clause by clause (issue 15): the seat acting for itself (CT-1), the cut
// belonging to the opponent (FD-12), the pushes anyone's effect moves (MV-5), the wounds of the model that inflicts them
// (DMG-3), one effect's sentences (TI-1) against simultaneous effects (TI-5), the dispute flip (GEN-7).
import type { Actor } from '../core/decider';
import { authorize1e } from './access';
import type { EncounterCommand1e } from './commands';
import type { EncounterState1e, GameState1e } from './state';
import { A, B, cmd, model, ORGANISER, toActivation } from './testing/fixtures';

const g = toActivation([model('a1')], [model('b1')]);
const EMPTY: EncounterState1e = { status: 'empty' };
const ok = (state: EncounterState1e, c: EncounterCommand1e): string | null => authorize1e(state, c);

describe('malifaux-1e access: commands anyone at the table may give', () => {
  it.each(['BeginDrawPhase', 'FlipInitiative', 'ResolveClosingPhase', 'ChooseFirstPlayer', 'FlipForRandomPlayer', 'CreateEncounter'] as const)('malifaux-1e/TU-1 %s is anyone’s (the decider checks the timing)', (type) => {
    expect(ok(g.state, cmd(type, B, {} as never))).toBeNull();
  });

  it('malifaux-1e/GEN-7 a seat that gave a reading, or the organiser, calls for the dispute flip; a seat without one may not', () => {
    const dispute = (actor: Actor, readings: Record<string, string>): EncounterCommand1e => cmd('SettleRuleDispute1e', actor, { disputeId: 'd', topic: 't', readings });
    expect(ok(g.state, dispute(A, { A: 'x', B: 'y' }))).toBeNull();
    expect(ok(g.state, dispute(ORGANISER, {}))).toBeNull();
    expect(ok(g.state, dispute(B, { A: 'x' }))).toBe('seat B gave no reading');
  });

  it('malifaux-1e/GL-2 only the organiser ends the encounter', () => {
    expect(ok(g.state, cmd('EndEncounter', ORGANISER, { reason: 'r', now: 'n' }))).toBeNull();
    expect(ok(g.state, cmd('EndEncounter', A, { reason: 'r', now: 'n' }))).toBe('only the organiser may end the encounter');
  });
});

describe('malifaux-1e/FD-12 the cut belongs to the opponent the deck was offered to', () => {
  const offered: GameState1e = { ...g.state, seats: { ...g.state.seats, A: { ...g.state.seats.A!, pendingCutBy: 'B' } } };
  it.each(['CutDeck', 'DeclineCut'] as const)('malifaux-1e/FD-12 %s of seat A’s deck: B may, A may not, nor the organiser', (type) => {
    const data = type === 'CutDeck' ? { seat: 'A', index: 3 } : { seat: 'A' };
    expect(ok(offered, cmd(type, B, data as never))).toBeNull();
    expect(ok(offered, cmd(type, A, data as never))).toBe("only seat B, the opponent, may cut seat A's deck");
    expect(ok(offered, cmd(type, ORGANISER, data as never))).toBe("only seat B, the opponent, may cut seat A's deck");
    // No cut pending: the opponent is still the one (the decider then refuses the cut itself).
    expect(ok(g.state, cmd(type, B, data as never))).toBeNull();
    expect(ok(g.state, cmd(type, A, data as never))).not.toBeNull();
    // Before the encounter exists nobody is refused here.
    expect(ok(EMPTY, cmd(type, A, data as never))).toBeNull();
  });
});

describe('malifaux-1e/CT-1 a seat acts only for itself', () => {
  it.each([
    ['ShuffleDeck', { seat: 'A', fresh: false }],
    ['DrawCards', { seat: 'A', count: 1 }],
    ['DiscardCards', { seat: 'A', cards: [] }],
    ['FlipCards', { seat: 'A', count: 1, flipId: 'f' }],
    ['RefillHand', { seat: 'A', discard: [], useSoulstone: false }],
    ['DecideInitiativeReflip', { seat: 'A', reflip: false, flipId: 'f' }],
  ] as const)('malifaux-1e/CT-1 %s for seat A: A only (not B, not the organiser)', (type, data) => {
    expect(ok(g.state, cmd(type, A, data as never))).toBeNull();
    expect(ok(g.state, cmd(type, B, data as never))).toBe('only seat A may do this for seat A');
    expect(ok(g.state, cmd(type, ORGANISER, data as never))).toBe('only seat A may do this for seat A');
  });

  it('malifaux-1e/HI-1 a crew is hired by its seat or by the organiser', () => {
    expect(ok(g.state, cmd('HireCrew', ORGANISER, { seat: 'A', models: [] }))).toBeNull();
    expect(ok(g.state, cmd('HireCrew', A, { seat: 'A', models: [] }))).toBeNull();
    expect(ok(g.state, cmd('HireCrew', B, { seat: 'A', models: [] }))).toBe('only seat A may do this for seat A');
  });

  it.each([
    ['ActivateModel', { modelId: 'a1' }],
    ['EndActivation', { modelId: 'a1' }],
    ['TakeAction', { actionId: 'x', modelId: 'a1', action: 'Walk' }],
    ['DeclareEffect', { effectId: 'x', kind: 'GAIN_CONDITION', modelId: 'a1' }],
  ] as const)('malifaux-1e/CT-1 %s of A’s model: its controller only', (type, data) => {
    expect(ok(g.state, cmd(type, A, data as never))).toBeNull();
    expect(ok(g.state, cmd(type, B, data as never))).toBe('only seat A may do this for seat A');
    expect(ok(g.state, cmd(type, ORGANISER, data as never))).toBe('only seat A may do this for seat A');
  });

  it('malifaux-1e/CT-1 a model nobody controls, or no model named, or no encounter: not refused here', () => {
    expect(ok(g.state, cmd('ActivateModel', B, { modelId: 'ghost' }))).toBeNull();
    expect(ok(g.state, cmd('DeclareEffect', B, { effectId: 'x', kind: 'GAIN_CONDITION' }))).toBeNull();
    expect(ok(EMPTY, cmd('ActivateModel', B, { modelId: 'a1' }))).toBeNull();
  });
});

describe('malifaux-1e/MV-5 malifaux-1e/DMG-3 declared effects on another seat’s model', () => {
  it.each(['PUSH', 'PLACE', 'SWAP'])('malifaux-1e/MV-5 a %s of A’s model may be declared by either seat, not by the organiser', (kind) => {
    expect(ok(g.state, cmd('DeclareEffect', B, { effectId: 'x', kind, modelId: 'a1' }))).toBeNull();
    expect(ok(g.state, cmd('DeclareEffect', A, { effectId: 'x', kind, modelId: 'a1' }))).toBeNull();
    expect(ok(g.state, cmd('DeclareEffect', ORGANISER, { effectId: 'x', kind, modelId: 'a1' }))).toBe('only seat A may do this for seat A');
  });

  it('malifaux-1e/DMG-3 wounds are declared by the controller of the model inflicting them; with none, by any seat', () => {
    const wounds = (actor: Actor, byModelId?: string): EncounterCommand1e => cmd('DeclareEffect', actor, { effectId: 'x', kind: 'WOUNDS', modelId: 'a1', wounds: 1, byModelId });
    expect(ok(g.state, wounds(B, 'b1'))).toBeNull();
    expect(ok(g.state, wounds(A, 'b1'))).toBe('only seat B may do this for seat B');
    expect(ok(g.state, wounds(B))).toBeNull();
    expect(ok(g.state, wounds(B, 'ghost'))).toBeNull();
    // The organiser is no seat: the CT-1 clause of the wounded model applies.
    expect(ok(g.state, wounds(ORGANISER, 'b1'))).toBe('only seat A may do this for seat A');
  });
});

describe('malifaux-1e/TI-1 malifaux-1e/TI-5 resolving effects', () => {
  const resolve = (actor: Actor, mode: 'SEQUENCE' | 'SIMULTANEOUS', controllers: (string | null | undefined)[]): EncounterCommand1e =>
    cmd('ResolveEffects1e', actor, { effectsId: 'e', mode, effects: controllers.map((controller) => ({ kind: 'WOUNDS', modelId: 'a1', wounds: 1, controller: controller as never })) });

  it('malifaux-1e/TI-1 one effect’s sentences: every named controller must be the caller; unnamed or null ones are anyone’s', () => {
    expect(ok(g.state, resolve(A, 'SEQUENCE', ['A', undefined, null]))).toBeNull();
    expect(ok(g.state, resolve(A, 'SEQUENCE', ['A', 'B']))).toBe("seat A declares only its own effect's sentences (one names B)");
  });

  it('malifaux-1e/TI-5 simultaneous effects of several players: either seat; the organiser declares any', () => {
    expect(ok(g.state, resolve(A, 'SIMULTANEOUS', ['B']))).toBeNull();
    expect(ok(g.state, resolve(ORGANISER, 'SEQUENCE', ['B']))).toBeNull();
  });
});

describe('malifaux-1e/DE-1 the disengaging strike is the striker’s controller’s', () => {
  it('malifaux-1e/DE-1 B strikes with b1; A may not; an unknown striker is not refused here', () => {
    expect(ok(g.state, cmd('DisengagingStrike', B, { strikerId: 'b1' }))).toBeNull();
    expect(ok(g.state, cmd('DisengagingStrike', A, { strikerId: 'b1' }))).toBe('only seat B may do this for seat B');
    expect(ok(g.state, cmd('DisengagingStrike', A, { strikerId: 'ghost' }))).toBeNull();
    expect(ok(EMPTY, cmd('DisengagingStrike', A, { strikerId: 'b1' }))).toBeNull();
  });
});

describe('malifaux-1e/DU-1 duel decisions', () => {
  const participant = (seat: string) => ({ modelId: `${seat.toLowerCase()}1`, seat, station: 'MINION', stat: { name: 'Ml', value: 5 }, wounds: 6, maxWounds: 6 });
  const decision = (actor: Actor, command: unknown): EncounterCommand1e => cmd('DuelDecision', actor, { command: command as never });

  it('malifaux-1e/DU-1 a simple duel is started by its actor’s seat, an opposed one by the attacker’s', () => {
    expect(ok(g.state, decision(A, { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: participant('A'), action: { name: 'x' } } }))).toBeNull();
    expect(ok(g.state, decision(B, { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: participant('A'), action: { name: 'x' } } }))).toBe('only seat A may do this for seat A');
    expect(ok(g.state, decision(B, { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: participant('B'), defender: participant('A'), action: { name: 'x' } } }))).toBeNull();
    expect(ok(g.state, decision(A, { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: participant('B'), defender: participant('A'), action: { name: 'x' } } }))).toBe('only seat B may do this for seat B');
  });

  it('malifaux-1e/HE-1 a healing flip is the healed model’s seat’s', () => {
    const heal = { type: 'StartHealing', data: { healed: { modelId: 'b1', seat: 'B', station: 'MINION', wounds: 1, maxWounds: 6 }, amount: { kind: 'FLIP' } } };
    expect(ok(g.state, decision(B, heal))).toBeNull();
    expect(ok(g.state, decision(A, heal))).toBe('only seat B may do this for seat B');
  });

  it('malifaux-1e/DMG-6 the damage flip of a resolved duel is the attacker’s; before it resolves nobody is refused here', () => {
    const resolved = { ...g.state, duel: { status: 'DUEL_RESOLVED', duel: { sides: [{ role: 'DEFENDER', seat: 'A' }, { role: 'ATTACKER', seat: 'B' }] } } } as unknown as GameState1e;
    const start = { type: 'StartDamageFromDuel', data: {} };
    expect(ok(resolved, decision(B, start))).toBeNull();
    expect(ok(resolved, decision(A, start))).toBe('only seat B may do this for seat B');
    expect(ok(g.state, decision(A, start))).toBeNull();
    expect(ok(EMPTY, decision(A, start))).toBeNull();
  });

  it('malifaux-1e/DU-1 any other decision is the seat named `by`', () => {
    expect(ok(g.state, decision(B, { type: 'FlipDuelCards', data: { by: 'B' } }))).toBeNull();
    expect(ok(g.state, decision(A, { type: 'FlipDuelCards', data: { by: 'B' } }))).toBe('only seat B may do this for seat B');
  });
});

describe('malifaux-1e §11-§14 extension commands go to encounter/extensions-1e.ts', () => {
  it('malifaux-1e/CT-1 a magic command of A’s model is A’s (the controller is read from the game’s models)', () => {
    const summon = (actor: Actor): EncounterCommand1e => ({ type: 'DrainSouls1e', actor, data: { leaderId: 'a1' } }) as unknown as EncounterCommand1e;
    expect(ok(g.state, summon(A))).toBeNull();
    expect(ok(g.state, summon(B))).toBe('only seat A may do this');
    expect(ok(EMPTY, summon(B))).toBeNull();
  });

  it('malifaux-1e/CT-1 a magic command of a model the game does not know is not refused here (no controller to ask)', () => {
    const drain = (leaderId: string): EncounterCommand1e => ({ type: 'DrainSouls1e', actor: B, data: { leaderId } }) as unknown as EncounterCommand1e;
    expect(ok(g.state, drain('ghost'))).toBeNull();
  });
});
