// malifaux-2e §6-§19 How Turn events fold into the table (turn-evolve.ts): activations and reactivation (AC-1..AC-5),
// AP and restricted AP (AP-1..AP-4), charges, hard cover vs projectile (§9.3), markers, damage, VP, disputes (issue 15).
import type { EncounterEvent } from '../events';
import type { TableState } from './table-state';
import type { TurnEvent } from './turn-events';
import { atActivation, Game, guard, lilith, pistol } from '../testing/turns';
import type { ModelDef } from './crew';

/** The table after these hand-written events are folded onto a fresh Activation Phase (guard for A, lilith for B). */
function tableAfter(...events: TurnEvent[]): TableState {
  return tableOf(guard, events);
}
/** The same with another model for A (named 'guard'). */
function tableOf(a: ModelDef, events: readonly TurnEvent[]): TableState {
  const g = atActivation([a], [lilith]);
  g.events = [...g.events, ...(events as EncounterEvent[])];
  return g.state.table!;
}

const started = (modelId: string, seat: 'A' | 'B', over: Partial<Extract<TurnEvent, { type: 'ActivationStarted' }>['data']> = {}): TurnEvent => ({
  type: 'ActivationStarted',
  data: { turn: 1, modelId, seat, chain: null, reactivation: false, ap: 2, restricted: { CASTING: 0, MELEE: 0 }, sources: [], ...over },
});
const taken = (over: Partial<Extract<TurnEvent, { type: 'ActionTaken' }>['data']> = {}): TurnEvent => ({
  type: 'ActionTaken',
  data: { actionId: 'x1', modelId: 'guard', seat: 'A', action: 'Halberd', category: 'ATTACK', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, targets: ['lilith'], facts: {}, focus: 0, duelId: null, grants: 0, note: null, ...over },
});

describe('malifaux-2e §7 Activations fold into the table', () => {
  it('malifaux-2e/AC-1 a hired model starts fresh: no Activation, no reactivation, no once-per-turn Action used', () => {
    const m = atActivation([guard], [lilith]).model('guard');
    expect(m).toEqual({ def: guard, seat: 'A', wounds: guard.wounds, conditions: {}, status: 'IN_PLAY', activations: 0, reactivatedThisTurn: false, oncePerTurnUsed: [], summonedTurn: null, avatar: null, manifestBarredTurn: null, manifestationRevealed: false });
  });

  it('malifaux-2e/AC-3 the run counts consecutive Activations of the same seat only', () => {
    expect(tableAfter(started('guard', 'A')).activation).toMatchObject({ run: 1, lastSeat: 'A' });
    expect(tableAfter(started('guard', 'A'), started('lilith', 'B')).activation).toMatchObject({ run: 1, lastSeat: 'B' });
    expect(tableAfter(started('guard', 'A'), started('guard', 'A')).activation).toMatchObject({ run: 2, lastSeat: 'A' });
  });

  it('malifaux-2e/AC-2 a reactivation is remembered for the rest of the Turn, and cleared when the Turn ends', () => {
    expect(tableAfter(started('guard', 'A')).models.guard.reactivatedThisTurn).toBe(false);
    expect(tableAfter(started('guard', 'A', { reactivation: true })).models.guard.reactivatedThisTurn).toBe(true);
    const t = tableAfter(started('guard', 'A', { reactivation: true }), started('guard', 'A'));
    expect(t.models.guard).toMatchObject({ reactivatedThisTurn: true, activations: 2 });
    const once: ModelDef = { ...guard, actions: [{ ...pistol, name: 'Once', oncePerTurn: true }] };
    const used = [started('guard', 'A', { reactivation: true }), taken({ action: 'Once' })];
    expect(tableOf(once, used).models.guard).toMatchObject({ activations: 1, reactivatedThisTurn: true, oncePerTurnUsed: ['Once'] });
    const ended = tableOf(once, [...used, { type: 'TurnEnded', data: { turn: 1 } }]);
    expect(ended.models.guard).toMatchObject({ activations: 0, reactivatedThisTurn: false, oncePerTurnUsed: [] });
    expect(ended.phase).toBe('SETUP');
  });
});

describe('malifaux-2e §8 Actions fold into the current Activation', () => {
  it('malifaux-2e/AP-2 restricted AP are paid Casting first, then Melee, each pool only once', () => {
    const pools = { CASTING: 1, MELEE: 1 };
    expect(tableAfter(started('guard', 'A', { restricted: pools }), taken({ paid: 0, paidRestricted: 1 })).activation!.current!.restricted).toEqual({ CASTING: 0, MELEE: 1 });
    expect(tableAfter(started('guard', 'A', { restricted: pools }), taken({ paid: 0, paidRestricted: 2 })).activation!.current!.restricted).toEqual({ CASTING: 0, MELEE: 0 });
    expect(tableAfter(started('guard', 'A', { restricted: { CASTING: 0, MELEE: 2 } }), taken({ paid: 0, paidRestricted: 1 })).activation!.current!.restricted).toEqual({ CASTING: 0, MELEE: 1 });
    expect(tableAfter(started('guard', 'A', { restricted: pools }), taken({ paid: 1 })).activation!.current).toMatchObject({ ap: 1, restricted: pools, zeroApUsed: false });
  });

  it('malifaux-2e/AP-5 an Action of another model than the active one spends none of its AP', () => {
    const t = tableAfter(started('guard', 'A'), taken({ modelId: 'lilith', seat: 'B', action: 'Greatsword' }));
    expect(t.activation!.current).toMatchObject({ modelId: 'guard', ap: 2, zeroApUsed: false, granted: null });
  });

  it('malifaux-2e/AA-1 a Charge grants Close Attacks; only free Actions use them up', () => {
    const charged = [started('guard', 'A'), taken({ action: 'Charge', category: 'TACTICAL', grants: 2 })];
    expect(tableAfter(...charged).activation!.current!.granted).toEqual({ by: 'CHARGE', targetId: 'lilith', remaining: 2 });
    expect(tableAfter(...charged, taken({ actionId: 'x2', free: 'CHARGE', paid: 0 })).activation!.current!.granted).toEqual({ by: 'CHARGE', targetId: 'lilith', remaining: 1 });
    expect(tableAfter(...charged, taken({ actionId: 'x2' })).activation!.current!.granted).toEqual({ by: 'CHARGE', targetId: 'lilith', remaining: 2 });
  });

  it('malifaux-2e/AP-5 a 0 AP Action is remembered, others are not', () => {
    expect(tableAfter(started('guard', 'A'), taken({ zeroAp: true, paid: 0 })).activation!.current!.zeroApUsed).toBe(true);
    expect(tableAfter(started('guard', 'A'), taken()).activation!.current!.zeroApUsed).toBe(false);
  });

  it('malifaux-2e/AP-5 only an Action printed once per Turn is recorded as used', () => {
    expect(tableAfter(started('guard', 'A'), taken()).models.guard.oncePerTurnUsed).toEqual([]);
    const once: ModelDef = { ...guard, actions: [{ ...pistol, name: 'Once', oncePerTurn: true }] };
    expect(tableOf(once, [started('guard', 'A'), taken({ action: 'Once' })]).models.guard.oncePerTurnUsed).toEqual(['Once']);
  });

  it('malifaux-2e/AP-5 an Action of a model not on the table is recorded but pends nothing', () => {
    const t = tableAfter(started('guard', 'A'), taken({ modelId: 'ghost', duelId: 'd1' }));
    expect(t.pending).toBeNull();
    expect(t.facts.x1).toEqual({ seat: 'A', facts: {} });
  });

  it('malifaux-2e/CO-1 a Cursed Object Interact with a duel pends like an Action that removes the Condition on success', () => {
    const t = tableAfter(started('guard', 'A'), taken({ action: 'Interact', category: 'TACTICAL', printedAp: 1, targets: [], duelId: 'd1' }));
    expect(t.pending).toEqual({
      actionId: 'x1', duelId: 'd1', modelId: 'guard', seat: 'A', targetIds: [], focus: 0, hardCover: false, hit: null,
      action: { name: 'Interact', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, removesOnSuccess: 'CURSED_OBJECT' },
    });
  });
});

describe('malifaux-2e §9.3 hard cover counts against projectile Attacks only', () => {
  const shot = (action: string, cover: Record<string, 'NONE' | 'SOFT' | 'HARD'>, targets: string[] = ['lilith']): TurnEvent =>
    taken({ action, targets, facts: { cover }, duelId: 'd1' });

  it('malifaux-2e/CV-3 a Projectile at a target in hard cover: any target in hard cover counts', () => {
    expect(tableAfter(started('guard', 'A'), shot('Pistol', { lilith: 'HARD' })).pending!.hardCover).toBe(true);
    expect(tableAfter(started('guard', 'A'), shot('Pistol', { lilith: 'SOFT' })).pending!.hardCover).toBe(false);
    expect(tableAfter(started('guard', 'A'), shot('Pistol', { other: 'HARD', lilith: 'NONE' }, ['lilith', 'other'])).pending!.hardCover).toBe(true);
    expect(tableAfter(started('guard', 'A'), shot('Halberd', { lilith: 'HARD' })).pending!.hardCover).toBe(false);
  });

  it('malifaux-2e/CV-1 a randomized target takes its own cover, for a Projectile only; another Action’s randomization changes nothing', () => {
    const rand = (actionId: string, to: string): TurnEvent => ({ type: 'TargetRandomized', data: { actionId, from: 'lilith', to } });
    const facts = { lilith: 'NONE', guard: 'HARD', other: 'SOFT' } as const;
    expect(tableAfter(started('guard', 'A'), shot('Pistol', facts), rand('x1', 'guard')).pending).toMatchObject({ targetIds: ['guard'], hardCover: true });
    expect(tableAfter(started('guard', 'A'), shot('Pistol', facts), rand('x1', 'other')).pending).toMatchObject({ targetIds: ['other'], hardCover: false });
    expect(tableAfter(started('guard', 'A'), shot('Halberd', facts), rand('x1', 'guard')).pending).toMatchObject({ targetIds: ['guard'], hardCover: false });
    expect(tableAfter(started('guard', 'A'), shot('Pistol', facts), rand('x9', 'guard')).pending).toMatchObject({ targetIds: ['lilith'], hardCover: false });
    expect(tableAfter(started('guard', 'A'), taken({ action: 'Pistol', duelId: 'd1' }), rand('x1', 'guard')).pending).toMatchObject({ targetIds: ['guard'], hardCover: false });
  });
});

describe('malifaux-2e §12-§19 damage, death, markers, VP and disputes fold into the table', () => {
  it('malifaux-2e/DM-1 damage and healing set the wounds left', () => {
    expect(tableAfter({ type: 'ModelDamaged', data: { modelId: 'guard', amount: 2, source: 'x', woundsAfter: 4 } }).models.guard.wounds).toBe(4);
  });

  it('malifaux-2e/MK-2 a killed model drops its marker, named after the kind and the model', () => {
    const t = tableAfter({ type: 'ModelKilled', data: { modelId: 'guard', seat: 'A', byModelId: 'lilith', bySeat: 'B', turn: 1, marker: 'CORPSE', buried: false } });
    expect(t.markers).toEqual([{ id: 'corpse:guard', kind: 'CORPSE', seat: null, droppedBy: 'guard' }]);
    expect(t.models.guard.status).toBe('KILLED');
  });

  it('malifaux-2e/MK-6 removing a marker leaves the others', () => {
    const placed = (id: string): TurnEvent => ({ type: 'MarkerPlaced', data: { id, kind: 'SCHEME', seat: 'A', droppedBy: null } });
    const t = tableAfter(placed('m1'), placed('m2'), { type: 'MarkerRemoved', data: { markerId: 'm1', byModelId: null } });
    expect(t.markers).toEqual([{ id: 'm2', kind: 'SCHEME', seat: 'A', droppedBy: null }]);
  });

  it('malifaux-2e/AV-4 a failed Manifest reveals the Manifestation and bars it for the Turn', () => {
    const t = tableAfter({ type: 'AvatarManifestFailed', data: { modelId: 'lilith', turn: 1, manifestation: 'x' } });
    expect(t.models.lilith).toMatchObject({ manifestBarredTurn: 1, manifestationRevealed: true });
  });

  it('malifaux-2e/EP-2 VP awards add up per seat and leave the Turn as it was', () => {
    const vp = (awards: { seat: 'A' | 'B'; source: string; vp: number }[]): TurnEvent => ({ type: 'VictoryPointsStep', data: { turn: 1, awards } });
    const t = tableAfter(started('guard', 'A'), vp([{ seat: 'A', source: 's', vp: 1 }, { seat: 'B', source: 's', vp: 2 }]), vp([{ seat: 'A', source: 't', vp: 2 }]));
    expect(t.vp).toEqual({ A: 3, B: 2 });
    expect(t.phase).toBe('ACTIVATION');
    expect(t.models.guard.activations).toBe(1);
  });

  it('malifaux-2e/ME-1 a ruling resolves the open dispute of that Action and fact only', () => {
    const disputed = (actionId: string, fact: string): TurnEvent => ({ type: 'FactDisputed', data: { actionId, fact, by: 'B', reason: 'r' } });
    const t = tableAfter(
      disputed('x1', 'cover'),
      { type: 'DisputeResolved', data: { actionId: 'x1', fact: 'cover', ruling: 'OVERTURNED', resolvedBy: 'ORGANISER' } },
      disputed('x1', 'cover'),
      disputed('x1', 'los'),
      disputed('x2', 'cover'),
      { type: 'DisputeResolved', data: { actionId: 'x1', fact: 'cover', ruling: 'UPHELD', resolvedBy: 'AGREEMENT' } },
    );
    expect(t.disputes.map((d) => [d.actionId, d.fact, d.ruling, d.resolvedBy])).toEqual([
      ['x1', 'cover', 'OVERTURNED', 'ORGANISER'],
      ['x1', 'cover', 'UPHELD', 'AGREEMENT'],
      ['x1', 'los', 'OPEN', null],
      ['x2', 'cover', 'OPEN', null],
    ]);
  });

  it('malifaux-2e/DP-1 the Draw Phase begins in phase DRAW and ends into INITIATIVE', () => {
    const g = atActivation([guard], [lilith]);
    const upTo = g.events.findIndex((e) => e.type === 'DrawPhaseBegun');
    const before = new Game(g.events.slice(0, upTo + 1));
    expect(before.state.table!.phase).toBe('DRAW');
    const after = new Game(g.events.slice(0, upTo + 2));
    expect(after.state.table!.phase).toBe('INITIATIVE');
  });

  it('malifaux-2e/DE-3 a duel settles the disengaging strike it belongs to, or else the pending Action of that duel only', () => {
    const resolved = (duelId: string): EncounterEvent => ({ type: 'DuelResolved', data: { duelId, kind: 'OPPOSED', winner: 'ATTACKER', success: true, margin: 1, totals: [], triggers: [], moves: [] } });
    const g = atActivation([guard], [lilith]);
    const walking: TurnEvent[] = [
      started('guard', 'A'),
      taken({ action: 'Pistol', duelId: 'd1' }),
      { type: 'DisengageDeclared', data: { actionId: 'w1', modelId: 'guard', strikers: ['lilith'] } },
      { type: 'DisengagingStrikeStarted', data: { actionId: 'w1', strikerId: 'lilith', action: 'Greatsword', duelId: 's1', distance: 1 } },
    ];
    const after = (last: EncounterEvent): TableState => new Game([...g.events, ...(walking as EncounterEvent[]), last]).state.table!;
    const byAction = after(resolved('d1'));
    expect(byAction.walk).toEqual({ actionId: 'w1', modelId: 'guard', strikers: [], duelId: 's1', blocked: false });
    expect(byAction.pending!.hit).toBe(true);
    const other = after(resolved('zz'));
    expect(other.walk!.blocked).toBe(false);
    expect(other.pending!.hit).toBeNull();
    const strike = after(resolved('s1'));
    expect(strike.walk).toEqual({ actionId: 'w1', modelId: 'guard', strikers: [], duelId: null, blocked: true });
    expect(strike.pending!.hit).toBeNull();
  });
});
