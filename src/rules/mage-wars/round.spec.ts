// mage-wars §4 setup and §5 the round (rules/mage-wars.md): SU-*, RD-*, MG-1, TV-01, TV-02, TV-45.
import { deciderSpec } from '../core/testing/given';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { CARDS, book, createCommand, enter, passQuickcasts, planBoth, play, seat, stateOf, toActions } from './testing/fixtures';
import type { EncounterCommand } from './commands';

const given = deciderSpec(mageWars);

describe('mage-wars §4 setup', () => {
  const created = play([createCommand()]);
  const s = stateOf(created);

  it('mage-wars/SU-1 mage-wars/SU-2 mage-wars/SU-3 mage-wars/AR-7 two apprentice Mages in opposite corners, ready, with their boards', () => {
    expect(s.objects['mage-A']).toMatchObject({ zone: { row: 0, col: 0 }, actionReady: true, damage: 0, kind: 'mage' });
    expect(s.objects['mage-B']).toMatchObject({ zone: { row: 2, col: 1 }, actionReady: true });
    expect(s.seats.A!.quickcastReady).toBe(true);
  });

  it('mage-wars/TV-02 mage-wars/MG-1 mage-wars/RD-4 10 starting mana plus Channeling 10 in round 1: 20; Life 24', () => {
    expect(s.seats.A!.mana).toBe(20);
    expect(s.seats.B!.mana).toBe(20);
    expect(s.cards[s.objects['mage-A'].cardId].life).toBe(24);
  });

  it('mage-wars/SU-4 each seat holds its §13.5 apprentice book by default (Warlock 30 cards)', () => {
    expect(s.seats.A!.spellbook).toHaveLength(30);
    expect(s.seats.A!.spellbook[0]).toEqual({ instanceId: 'A-1', cardId: 'demonhide-armor' });
  });

  it('mage-wars/SU-4 a §13.5 book by id; an unknown book id is refused', () => {
    const byId = stateOf(play([createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbookId: 'apprentice-beastmaster' }, { name: 'b', mageClass: 'Wizard' }] })]));
    expect(byId.seats.A!.spellbook).toHaveLength(33);
    given([]).when(createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbookId: 'apprentice-necromancer' }, { name: 'b', mageClass: 'Wizard' }] })).thenThrows('mage-wars/SU-4');
  });

  it('mage-wars/SU-5 round 1 initiative is a d12 roll-off won by the highest roll (ties re-rolled, G1)', () => {
    const det = created.find((e) => e.type === 'InitiativeDetermined');
    expect(det?.type).toBe('InitiativeDetermined');
    if (det?.type !== 'InitiativeDetermined') return;
    const last = det.data.rollOff[det.data.rollOff.length - 1];
    const best = Math.max(...Object.values(last));
    expect(last[det.data.initiative]).toBe(best);
    expect(Object.values(last).filter((v) => v === best)).toHaveLength(1);
    det.data.rollOff.slice(0, -1).forEach((r) => expect(new Set(Object.values(r)).size).toBeLessThan(Object.values(r).length));
  });

  it('mage-wars/SU-1 refuses a second creation and an unknown Mage', () => {
    given(created).when(createCommand()).thenThrows('mage-wars/SU-1');
    given([]).when(createCommand({ players: [{ name: 'a', mageClass: 'Warlock' }, { name: 'b', mageClass: 'Necromancer' as never }] })).thenThrows('mage-wars/SU-1');
  });

  it('mage-wars/MD-1 an apprentice match has exactly two Mages on the 3×2 arena', () => {
    expect(s.arena).toEqual({ rows: 3, cols: 2 });
    given([]).when(createCommand({ players: [{ name: 'a', mageClass: 'Warlock' }] })).thenThrows('mage-wars/MD-1');
  });
});

describe('mage-wars §5 the round', () => {
  const created = play([createCommand()]);

  it('mage-wars/RD-9 mage-wars/RD-12 planning: up to two spells each, simultaneously; a third is refused', () => {
    expect(roundStep(stateOf(created))).toMatchObject({ kind: 'planning', seats: expect.arrayContaining(['A', 'B']) });
    given(created).when({ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1', 'A-2', 'A-3'] } }).thenThrows('mage-wars/RD-9');
    given(created).when({ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['B-1'] } }).thenThrows('mage-wars/RD-9');
    given(created).when({ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1', 'A-2'] } }).thenMatches((_e, s) => {
      expect(s.status === 'active' && s.seats.A!.prepared.map((p) => p.instanceId)).toEqual(['A-1', 'A-2']);
    });
  });

  it('mage-wars/RD-14 mage-wars/RD-2 the first quickcast phase asks the initiative player first; the other may not jump the queue', () => {
    const planned = play(planBoth(), created);
    const s = stateOf(planned);
    const first = s.round.initiative;
    const other = first === 'A' ? 'B' : 'A';
    expect(roundStep(s)).toMatchObject({ kind: 'quickcast', phase: 'first', seat: first });
    given(planned).when({ type: 'PassQuickcast', actor: seat(other), data: { seat: other } }).thenThrows('mage-wars/RD-14');
    given(planned).when({ type: 'PassQuickcast', actor: seat(first), data: { seat: first } }).then([{ type: 'QuickcastPassed', data: { seat: first } }]);
  });

  it('mage-wars/RD-15 the initiative player takes the first action phase; the other seat may not activate', () => {
    const ready = toActions();
    const s = stateOf(ready);
    const first = s.round.initiative;
    const other = first === 'A' ? 'B' : 'A';
    expect(roundStep(s)).toMatchObject({ kind: 'activate', seat: first, mayPass: false });
    given(ready).when({ type: 'ActivateCreature', actor: seat(other), data: { seat: other, objectId: `mage-${other}` } }).thenThrows('mage-wars/RD-15');
    given(ready).when({ type: 'ActivateCreature', actor: seat(first), data: { seat: first, objectId: `mage-${first}` } }).thenMatches((e) => {
      expect(e[0]).toMatchObject({ type: 'CreatureActivated', data: { objectId: `mage-${first}` } });
    });
  });

  it('mage-wars/TV-45 mage-wars/RD-16 pass only while the opponent has more ready creatures', () => {
    // B has its Mage and a Timber Wolf (2 ready); A only its Mage (1 ready).
    const base = toActions(createCommand(), [[], []], enter('wolf', CARDS.timberWolf.id, 'B', { row: 2, col: 1 }));
    const s = stateOf(base);
    const pass = (x: 'A' | 'B'): EncounterCommand => ({ type: 'PassActionPhase', actor: seat(x), data: { seat: x } });
    if (s.round.turn === 'A') {
      given(base).when(pass('A')).thenMatches((e, after) => {
        expect(e[0]).toEqual({ type: 'ActionPhasePassed', data: { seat: 'A' } });
        expect(after.status === 'active' && after.round.turn).toBe('B');
      });
      const bActs = play([pass('A'), { type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'wolf' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }], base);
      // Now 1 vs 1: A must act.
      given(bActs).when(pass('A')).thenThrows('mage-wars/RD-16');
    } else {
      given(base).when(pass('B')).thenThrows('mage-wars/RD-16');
    }
  });

  it('mage-wars/RD-17 mage-wars/RD-18 mage-wars/RD-1 mage-wars/RD-3 when every creature has acted: final quickcast, then a new round with the initiative passed and markers ready', () => {
    let log = toActions();
    for (let i = 0; i < 2; i++) {
      const s = stateOf(log);
      const t = s.round.turn;
      log = play([{ type: 'ActivateCreature', actor: seat(t), data: { seat: t, objectId: `mage-${t}` } }, { type: 'EndActionPhase', actor: seat(t), data: { seat: t } }], log);
    }
    const s = stateOf(log);
    expect(roundStep(s)).toMatchObject({ kind: 'quickcast', phase: 'final' });
    const first = s.round.initiative;
    log = play(passQuickcasts(log), log);
    const next = stateOf(log);
    expect(next.round.round).toBe(2);
    expect(next.round.initiative).not.toBe(first);
    expect(next.objects['mage-A'].actionReady).toBe(true);
    expect(next.seats.A!.mana).toBe(30); // RD-4 again
    expect(roundStep(next)).toMatchObject({ kind: 'planning', round: 2 });
  });

  it('mage-wars/RD-11 prepared spells not cast go back to the book at the next Planning Phase', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.fireball, CARDS.minorHeal, CARDS.agony) }, { name: 'b', mageClass: 'Wizard', spellbook: book(CARDS.fireball) }] });
    const log = play([cmd, ...planBoth(['A-1', 'A-2'], [])]);
    expect(stateOf(log).seats.A!.spellbook.map((c) => c.instanceId)).toEqual(['A-3']);
    const again = play([{ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-3'] } }], play([cmd]));
    expect(stateOf(again).seats.A!.prepared.map((c) => c.instanceId)).toEqual(['A-3']);
  });

  it('mage-wars/RD-23 activation flips the action marker and removes the guard marker; mage-wars/RD-22 new creatures enter inactive', () => {
    const log = toActions();
    const s = stateOf(log);
    const t = s.round.turn;
    const guarded = [...log, { type: 'GuardPlaced', data: { objectId: `mage-${t}` } } as const];
    given(guarded).when({ type: 'ActivateCreature', actor: seat(t), data: { seat: t, objectId: `mage-${t}` } }).thenMatches((e, after) => {
      expect(e.map((x) => x.type)).toEqual(['CreatureActivated', 'GuardRemoved']);
      expect(after.status === 'active' && after.objects[`mage-${t}`]).toMatchObject({ actionReady: false, guard: false });
    });
    const entered = stateOf([...log, ...enter('w', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }, false)]);
    expect(entered.objects.w.actionReady).toBe(false);
  });
});
