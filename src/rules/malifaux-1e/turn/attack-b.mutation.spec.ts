// malifaux-1e §10.1-§10.6 attacks (attack.ts; rules/malifaux-1e.md §4.3 AT-1, §10.2-§10.6, §12.3-§12.4 MO-8 / MO-10):
// the order of the attack's checks, the weapon a Charge picks, firing into melee (§10.6) event by event, and the `−` a
// fleeing model carries into an attack duel. Second spec of attack.ts (attack.mutation.spec.ts holds the refusals).
import { A, cmd, model, rifle, step, sword, toActivation } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { DuelRecord1e } from '../duel/duel-state';
import type { EncounterEvent1e } from '../events';
import type { MoraleModel } from '../morale/morale-state';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S43 = '§4.3 (seed 2847-2848)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
/** Ht 3: two cards when firing into melee (§10.6 step 2, W31). */
const ogre = model('ogre', { stats: { df: 3, wp: 4, wk: 4, cg: 6, ht: 3 } });

/** `a` activating in turn 1 against `b`; `nextA`: A's next cards (the firing-into-melee flips, then the attack flip). */
const ready = (a: HiredModel = lady, crewB: HiredModel[] = [guard], nextA: string[] = []): Game =>
  step(toActivation([a, model('aide')], crewB, nextA), cmd('ActivateModel', A, { modelId: a.id }));
const act = (action: string, facts: object, targets: string[] = ['guard']): EncounterCommand1e => cmd('TakeAction', A, { actionId: 'x', modelId: 'lady', action, targets, facts });
const added = (g: Game, c: EncounterCommand1e): EncounterEvent1e[] => step(g, c).added;
const duelOf = (events: readonly EncounterEvent1e[]): DuelRecord1e | undefined => {
  const e = events.find((x) => x.type === 'DuelStarted');
  return e?.type === 'DuelStarted' ? e.data.duel : undefined;
};
/** The flip ids of the cards flipped, in order. */
const flipIds = (events: readonly EncounterEvent1e[]): string[] => events.flatMap((e) => (e.type === 'CardsFlipped' ? [e.data.flipId] : []));
const fim = (events: readonly EncounterEvent1e[]): EncounterEvent1e | undefined => events.find((e) => e.type === 'FiringIntoMeleeFlipped');
/** Puts a state change straight into the game (what the test needs, not how play got there). */
const edit = (g: Game, f: (s: GameState1e) => GameState1e): Game => ({ ...g, state: f(g.state) });
const fleeing = (id: string, seat: string): MoraleModel => ({ id, seat, wp: 5, wk: 5, living: true, immuneToMorale: false, terrifying: null, flies: false, fleeing: true, rallying: false, passedTerrifying: [], removed: false });

describe('malifaux-1e §10.5 step 1: the order of the attack’s checks', () => {
  it('malifaux-1e/AT-1 an attack on itself is refused before anything is measured (GEN-4) and whatever the distance', () => {
    // §10.5 step 1: the target is declared (never itself) before any distance is measured, so the self-target is the refusal.
    const self = named('malifaux-1e/AT-1', S43, 'a model can never target itself with an attack');
    expect(refusalIn(ready(), act('STRIKE:Sword', {}, ['lady']))).toEqual(self);
    // Out of range an attack merely fails (no refusal): an attack on itself must still be refused.
    expect(refusalIn(ready(), act('STRIKE:Sword', { distances: { lady: 3 } }, ['lady']))).toEqual(self);
  });

  it('malifaux-1e/CB-6 an engaged model still makes melee attacks: only ranged attacks are refused', () => {
    const out = added(ready(), act('STRIKE:Sword', { distances: { guard: 1 }, engagedWith: ['guard'] }));
    expect(duelOf(out)).toMatchObject({ name: 'Sword', sides: [{ modelId: 'lady' }, { modelId: 'guard' }] });
  });
});

describe('malifaux-1e §9.2 / §10.2 the weapon an attack uses when none is named', () => {
  it('malifaux-1e/CB-4 a Charge attacks with the first melee weapon of the card (a ranged one listed before it is skipped), Bash (CB-0) when it has none', () => {
    const charge = act('CHARGE', { moved: 2, endsInEngagementRange: true });
    // §9.2: "one melee attack with one of its melee weapons": the Rifle listed first is not one.
    expect(duelOf(added(ready(model('lady', { station: 'MASTER', actions: [rifle, sword] })), charge))?.context.weapon).toBe('Sword');
    // CB-0: every model can always attack in melee with Bash, even with only a ranged weapon on its card.
    expect(duelOf(added(ready(model('lady', { station: 'MASTER', actions: [rifle] })), charge))?.context).toMatchObject({ weapon: 'Bash', damage: { weak: 0, moderate: 1, severe: 2 } });
    // A Strike with no weapon named takes the first weapon of the card, whatever its kind.
    expect(duelOf(added(ready(model('lady', { station: 'MASTER', actions: [rifle, sword] })), act('STRIKE', { distances: { guard: 5 } })))?.context.weapon).toBe('Rifle');
  });
});

describe('malifaux-1e §10.6 firing into melee', () => {
  const intoMelee = (extra: object = {}): EncounterCommand1e => act('STRIKE:Rifle', { distances: { guard: 5 }, inTargetMeleeZone: ['ogre'], ...extra });

  it('malifaux-1e/CB-6 W31 each candidate’s flip is named after the action and the model, and its cards go to the discard pile at once (FD-11)', () => {
    const out = added(ready(lady, [guard, ogre], ['CROW-09', 'CROW-03', 'CROW-12']), intoMelee());
    // The flips come right after the action, before the attack duel's own flips: guard (Ht 2) one card, ogre (Ht 3) two.
    expect(out.slice(0, 6)).toEqual([
      expect.objectContaining({ type: 'ActionTaken' }),
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['CROW-09'], flipId: 'x:fim:guard' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['CROW-09'], from: 'play' } },
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['CROW-03', 'CROW-12'], flipId: 'x:fim:ogre' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['CROW-03', 'CROW-12'], from: 'play' } },
      { type: 'FiringIntoMeleeFlipped', data: { actionId: 'x', flips: [{ modelId: 'guard', cards: ['CROW-09'], value: 9 }, { modelId: 'ogre', cards: ['CROW-03', 'CROW-12'], value: 3 }], target: 'ogre' } },
    ]);
    expect(out[6]).toMatchObject({ type: 'CardsFlipped', data: { seat: 'A', flipId: 'x:ATTACKER' } });
  });

  it('malifaux-1e/FD-12 [AMBIGUOUS] firing into melee with deck and discard pile empty: each missing card reads as the Black Joker (0), two for a Ht 3 model', () => {
    const g = ready(lady, [guard, ogre]);
    const seatA = g.state.seats.A;
    if (!seatA) throw new Error('no seat A');
    const bare = edit(g, (s) => ({ ...s, seats: { ...s.seats, A: { ...seatA, deck: [], discard: [] } } }));
    // Every value is 0: the tie goes to the earliest declared candidate, the target itself (README defaults).
    expect(fim(added(bare, intoMelee()))).toEqual({ type: 'FiringIntoMeleeFlipped', data: { actionId: 'x', flips: [{ modelId: 'guard', cards: [null], value: 0 }, { modelId: 'ogre', cards: [null, null], value: 0 }], target: 'guard' } });
  });

  it('malifaux-1e/CB-6 only models in play inside the target’s melee zone flip: a killed one, or an unknown id, gets no card', () => {
    const g = ready(lady, [guard, ogre], ['CROW-09', 'CROW-03', 'CROW-12']);
    const killed = edit(g, (s) => ({ ...s, models: { ...s.models, ogre: { ...s.models.ogre, status: 'KILLED' } } }));
    // The ogre would flip the lowest card (3) and become the target; killed, it is no candidate and the guard stays the target.
    expect(fim(added(killed, intoMelee({ inTargetMeleeZone: ['ogre', 'ghost'] })))).toEqual({ type: 'FiringIntoMeleeFlipped', data: { actionId: 'x', flips: [{ modelId: 'guard', cards: ['CROW-09'], value: 9 }], target: 'guard' } });
  });

  it('malifaux-1e/CB-6 §10.6 is for ranged attacks into a melee: a melee attack, or a ranged one with nobody declared in the melee zone, flips no card for it and gives no Df bonus', () => {
    const engaged = { enemiesEngagedWith: { guard: 2 } };
    // A melee attack: only the duel's two flips, whatever is declared inside the target's melee zone.
    const melee = added(ready(), act('STRIKE:Sword', { distances: { guard: 1 }, inTargetMeleeZone: ['aide'], ...engaged }));
    expect([flipIds(melee), fim(melee)]).toEqual([['x:ATTACKER', 'x:DEFENDER'], undefined]);
    expect(duelOf(melee)?.sides[1]).toMatchObject({ modelId: 'guard', bonus: 0 });
    // A ranged attack with no model declared inside the melee zone (absent or empty): no firing into melee, no +1 Df.
    for (const zone of [{}, { inTargetMeleeZone: [] }]) {
      const ranged = added(ready(), act('STRIKE:Rifle', { distances: { guard: 5 }, ...zone, ...engaged }));
      expect([flipIds(ranged), fim(ranged)]).toEqual([['x:ATTACKER', 'x:DEFENDER'], undefined]);
      expect(duelOf(ranged)?.sides[1]).toMatchObject({ modelId: 'guard', bonus: 0 });
    }
  });

  it('malifaux-1e/LOS-1 §10.4 a new target after §10.6 has its own declared cover, not the declared target’s', () => {
    const cards = ['CROW-09', 'CROW-03', 'CROW-12'];
    // The ogre (new target) in hard cover: `−` on the attack flip and Armor +1, though the guard had none.
    expect(duelOf(added(ready(lady, [guard, ogre], cards), intoMelee({ cover: { ogre: 'HARD' } })))).toMatchObject({ sides: [{ fate: { penalty: 1 } }, { modelId: 'ogre' }], context: { targetArmor: 1 } });
    // The guard (declared target) in hard cover, the ogre (new target) in none: neither applies.
    expect(duelOf(added(ready(lady, [guard, ogre], cards), intoMelee({ cover: { guard: 'HARD' } })))).toMatchObject({ sides: [{ fate: { penalty: 0 } }, { modelId: 'ogre' }], context: { targetArmor: 0 } });
  });

  it('malifaux-1e/GEN-4 §10.5 step 1 comes first: a declared target out of range fails the attack before any firing-into-melee card is flipped', () => {
    // Rifle Rg 12; 13" to the guard. The ogre would flip lowest and become the target: the attack still fails (AP spent).
    const s = step(ready(lady, [guard, ogre], ['CROW-09', 'CROW-03', 'CROW-12']), act('STRIKE:Rifle', { distances: { guard: rifle.range.inches + 1 }, inTargetMeleeZone: ['ogre'] }));
    expect(s.added.map((e) => e.type)).toEqual(['ActionTaken']);
    expect(s.state.duel.status).toBe('IDLE');
    expect(s.state.seats.A?.deck.slice(0, 3)).toEqual(['CROW-09', 'CROW-03', 'CROW-12']);
  });
});

describe('malifaux-1e §12.3-§12.4 a fleeing model’s attack duels', () => {
  it('malifaux-1e/MO-8 a fleeing attacker’s attack flip gets one `−` more than its cover gives; a fleeing defender’s defense flip gets its `−`', () => {
    const g = ready();
    const withFleeing = (m: MoraleModel): Game => edit(g, (s) => ({ ...s, ext: { ...s.ext, morale: { ...s.ext.morale, models: { ...s.ext.morale.models, [m.id]: m } } } }));
    // MO-8: the attack is no morale duel: soft cover `−` plus the fleeing `−`.
    expect(duelOf(added(withFleeing(fleeing('lady', 'A')), act('STRIKE:Rifle', { distances: { guard: 5 }, cover: { guard: 'SOFT' } })))?.sides[0].fate).toEqual({ bonus: 0, penalty: 2 });
    expect(duelOf(added(withFleeing(fleeing('guard', 'B')), act('STRIKE:Sword', { distances: { guard: 1 } })))?.sides.map((x) => x.fate)).toEqual([
      { bonus: 0, penalty: 0 },
      { bonus: 0, penalty: 1 },
    ]);
  });
});
