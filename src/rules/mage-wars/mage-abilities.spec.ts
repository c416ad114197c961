// mage-wars §12 the Mages in full mode (rules/mage-wars.md; seed 1623-1826): the ability cards' stats (§12.1) and their
// abilities as hooks (MG-*), with the §18 worked examples TV-30..TV-39.
import { deciderSpec } from '../core/testing/given';
import { MAGE_ABILITY_CARDS } from './cards/mages';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { absorbByWard } from './mage-abilities';
import { roundStep } from './round-step';
import { ALL_CARDS, CARDS, addConditions, createCommand, enter, finishRound, fullCommand, play, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const wizardGame = () => fullCommand([{ name: 'Ana', mageClass: 'Warlock', spellbook: ['fireball'] }, { name: 'Ben', mageClass: 'Wizard', element: 'Air', spellbook: ['lightning-bolt'] }]);
const wardOn: EncounterEvent = { type: 'WardActivated', data: { objectId: 'mage-B', marker: 'Voltaric Shield', cost: 2 } };

describe('mage-wars §12.1 the Mage ability cards', () => {
  it.each([
    ['Beastmaster', 36, 9, 120, ['Nature'], ['Fire']],
    ['Priestess', 32, 10, 120, ['Holy'], ['Dark']],
    ['Warlock', 38, 9, 120, ['Fire', 'Dark'], ['Holy']],
    ['Wizard', 32, 10, 120, ['Arcane'], []],
  ] as const)('mage-wars/MG-1 the %s: Life %i, Channeling %i, %i spellbook points, trained and opposed schools', (m, life, channeling, points, trained, opposed) => {
    expect(MAGE_ABILITY_CARDS[m]).toMatchObject({ life, channeling, armor: 0, spellbookPoints: points, trained, opposed });
  });

  it('mage-wars/MG-1 mage-wars/TV-01 a full-mode Beastmaster channels 9 on top of his 10 starting mana (19); an apprentice one 10 (20)', () => {
    const full = stateOf(play([fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }])]));
    expect(full.seats.A?.mana).toBe(19);
    expect(full.objects['mage-A']).toMatchObject({ damage: 0 });
    const apprentice = stateOf(play([createCommand({ players: [{ name: 'Ana', mageClass: 'Beastmaster' }, { name: 'Ben', mageClass: 'Warlock' }] })]));
    expect(apprentice.seats.A?.mana).toBe(20);
  });

  it('mage-wars/MG-BM-3 mage-wars/MG-WL-3 mage-wars/TV-31 the Beastmaster\'s basic melee rolls 4 dice in full mode (Melee +1), 3 as an apprentice (MD-2)', () => {
    const diceRolled = (create: ReturnType<typeof createCommand>) => {
      const log = toActions(create, [[], []], [...enter('wolf', CARDS.timberWolf.id, 'B', { row: 0, col: 0 })]);
      const s = stateOf(log);
      const first = s.round.turn;
      // Let the Beastmaster's seat act first: B passes if it is B's turn (A has more ready creatures? no), so drive by roundStep.
      let events = log;
      if (first === 'B') events = play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'wolf' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }], events);
      const step = roundStep(stateOf(events));
      if (step.kind === 'quickcast') events = play([{ type: 'PassQuickcast', actor: seat(step.seat), data: { seat: step.seat } }], events);
      events = play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], events);
      const out = play([{ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'mage-A', attack: 0, target: { kind: 'object', id: 'wolf' } } }], events).slice(events.length);
      return out.find((e) => e.type === 'DiceRolled' && e.data.purpose === 'attack')?.data;
    };
    const players = [{ name: 'Ana', mageClass: 'Beastmaster' as const, spellbook: ['timber-wolf'] }, { name: 'Ben', mageClass: 'Warlock' as const, spellbook: ['fireball'] }];
    expect(diceRolled(fullCommand(players))).toMatchObject({ count: 4 });
    expect(diceRolled(createCommand({ players: players.map((p) => ({ name: p.name, mageClass: p.mageClass })) }))).toMatchObject({ count: 3 });
  });
});

describe('mage-wars §12.5 MG-WZ-1 the Voltaric Shield', () => {
  it('mage-wars/MG-WZ-1 mage-wars/TV-35 the Wizard decides in Upkeep: paying 2 mana activates the shield', () => {
    const created = play([wizardGame()]);
    expect(roundStep(stateOf(created))).toMatchObject({ kind: 'upkeep', seats: ['B'] });
    given(created).when({ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [], activateWard: true } }).thenMatches((events, s) => {
      expect(events.slice(0, 2)).toEqual([
        { type: 'ManaSpent', data: { seat: 'B', amount: 2, fromObject: null, reason: 'activate Voltaric Shield' } },
        { type: 'WardActivated', data: { objectId: 'mage-B', marker: 'Voltaric Shield', cost: 2 } },
      ]);
      expect(s.status === 'active' && [s.seats.B?.mana, s.objects['mage-B'].wardActive]).toEqual([18, true]);
    });
    given(created).when({ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [] } }).thenMatches((_e, s) => {
      expect(s.status === 'active' && [s.seats.B?.mana, s.objects['mage-B'].wardActive ?? false]).toEqual([20, false]);
    });
  });

  it('mage-wars/MG-WZ-1 only a Mage with a shield may activate one; not twice', () => {
    const created = play([wizardGame()]);
    // The Warlock is not asked in Upkeep (no upkeep, no ward); activating is refused.
    given(created).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: [], activateWard: true } }).thenThrows('mage-wars/RD-6');
    const apprentice = play([createCommand({ players: [{ name: 'Ana', mageClass: 'Wizard' }, { name: 'Ben', mageClass: 'Warlock' }] })]);
    expect(roundStep(stateOf(apprentice)).kind).toBe('planning');
    const costly = { ...CARDS.timberWolf, id: 'hungry-wolf', upkeep: 1 };
    const log = finishRound(toActions(createCommand({ cards: [...ALL_CARDS, costly], players: [{ name: 'Ana', mageClass: 'Wizard' }, { name: 'Ben', mageClass: 'Warlock' }] }), [[], []], enter('hw', 'hungry-wolf', 'A', { row: 0, col: 0 })));
    given(log).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: ['hw'], activateWard: true } }).thenThrows('mage-wars/MG-WZ-1');
  });

  it.each([
    ['TV-36 5 after armor: takes 2, the shield is spent', 5, 2, false],
    ['TV-36 2 after armor: takes 0, the shield is spent all the same', 2, 0, false],
    ['TV-37 0 (armor or a defense took it all): takes 0, the shield stays active', 0, 0, true],
  ])('mage-wars/MG-WZ-1 mage-wars/%s', (_t, dealt, taken, stillActive) => {
    const s = stateOf([...play([wizardGame()]), wardOn]);
    const em = new Emitter(s);
    expect(absorbByWard(em, s.objects['mage-B'], dealt, 'attack x')).toBe(taken);
    expect(em.state.objects['mage-B'].wardActive).toBe(stillActive);
    // Without the shield nothing is absorbed.
    const off = stateOf(play([wizardGame()]));
    expect(absorbByWard(new Emitter(off), off.objects['mage-B'], dealt, 'attack x')).toBe(dealt);
  });

  it('mage-wars/MG-WZ-1 an attack strike on the shielded Wizard goes through the shield: dealt = after armor − 3 (at least 0)', () => {
    const wolf = { ...CARDS.timberWolf, attacks: [{ ...CARDS.timberWolf.attacks[0], dice: 8 }] };
    const cmd = fullCommand([{ name: 'Ana', mageClass: 'Warlock', spellbook: ['fireball'] }, { name: 'Ben', mageClass: 'Wizard', element: 'Air', spellbook: ['lightning-bolt'] }], [...ALL_CARDS.filter((c) => c.id !== wolf.id), wolf]);
    const created = play([cmd]);
    const upkept = play([{ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [], activateWard: true } }], [...created, ...enter('w', wolf.id, 'A', { row: 2, col: 3 })]);
    const planned = play([
      { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: [] } },
      { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } },
    ], upkept);
    let log = planned;
    for (let i = 0; i < 10; i++) {
      const step = roundStep(stateOf(log));
      if (step.kind === 'quickcast') log = play([{ type: 'PassQuickcast', actor: seat(step.seat), data: { seat: step.seat } }], log);
      else if (step.kind === 'activate' && step.seat === 'B') log = play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'mage-B' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }], log);
      else break;
    }
    log = play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'w' } }, { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'w', attack: 0, target: { kind: 'object', id: 'mage-B' } } }], log);
    if (roundStep(stateOf(log)).kind === 'defend') log = play([{ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }], log);
    const strike = log.find((e) => e.type === 'StrikeResolved');
    const dealt = strike?.type === 'StrikeResolved' ? strike.data.damage : -1;
    expect(dealt).toBeGreaterThanOrEqual(1);
    expect(log).toContainEqual({ type: 'WardSpent', data: { objectId: 'mage-B', marker: 'Voltaric Shield', absorbed: Math.min(3, dealt), source: expect.any(String) } });
    expect(stateOf(log).objects['mage-B']).toMatchObject({ damage: Math.max(0, dealt - 3), wardActive: false });
  });

  it('mage-wars/MG-WZ-1 mage-wars/TV-38 direct damage (Burn) goes around the shield; the shield goes off at the end of the round, used or not', () => {
    const created = play([wizardGame()], []);
    const upkept = play([{ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [], activateWard: true } }], [...created, addConditions('mage-B', 'Rot', 2)]);
    const planned = play([
      { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: [] } },
      { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } },
    ], upkept);
    // Round 1's Rot (2 direct damage, CB-42) resolved after the Upkeep decisions, with the shield active: not absorbed.
    expect(stateOf(planned).objects['mage-B']).toMatchObject({ damage: 2, wardActive: true });
    const ended = finishRound(planned.concat(play(stateOf(planned).round.queue.map((q) => ({ type: 'PassQuickcast' as const, actor: seat(q), data: { seat: q } })), planned).slice(planned.length)));
    const s = stateOf(ended);
    expect(ended).toContainEqual({ type: 'WardExpired', data: { objectId: 'mage-B', marker: 'Voltaric Shield' } });
    expect(s.objects['mage-B'].wardActive).toBe(false);
    // Round 2: the shield may be activated again; the Rot still goes around it.
    const again = play([{ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [], activateWard: true } }], ended);
    expect(stateOf(again).objects['mage-B']).toMatchObject({ damage: 4, wardActive: true });
  });
});

/** Full mode up to the moment seat `who` may activate a creature: every Upkeep, planning and quickcast passed; the other seat's Mage does nothing. */
function toActivation(create: ReturnType<typeof fullCommand>, extra: EncounterEvent[], who: 'A' | 'B'): EncounterEvent[] {
  let log = [...play([create]), ...extra];
  for (let i = 0; i < 20; i++) {
    const s = stateOf(log);
    const step = roundStep(s);
    if (step.kind === 'activate' && step.seat === who) return log;
    if (step.kind === 'upkeep') log = play([{ type: 'PayUpkeep', actor: seat(step.seats[0]), data: { seat: step.seats[0], pay: [] } }], log);
    else if (step.kind === 'planning') log = play([{ type: 'PlanSpells', actor: seat(step.seats[0]), data: { seat: step.seats[0], instanceIds: [] } }], log);
    else if (step.kind === 'quickcast') log = play([{ type: 'PassQuickcast', actor: seat(step.seat), data: { seat: step.seat } }], log);
    else if (step.kind === 'activate') log = play([{ type: 'ActivateCreature', actor: seat(step.seat), data: { seat: step.seat, objectId: s.seats[step.seat]!.mageId } }], log);
    else if (step.kind === 'actionPhase') log = play([{ type: 'EndActionPhase', actor: seat(step.seat), data: { seat: step.seat } }], log);
    else throw new Error(`toActivation cannot answer ${step.kind}`);
  }
  throw new Error('no activation');
}

describe('mage-wars §12.5 MG-WZ-2 Arcane Zap', () => {
  const zap = (objectId: string) => ({ type: 'CastSpell' as const, actor: seat('B'), data: { seat: 'B' as const, casterId: 'mage-B', instanceId: 'innate-arcane-zap', target: { kind: 'object' as const, id: objectId } } });
  const activated = () => play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'mage-B' } }], toActivation(wizardGame(), enter('wolf', CARDS.timberWolf.id, 'A', { row: 2, col: 2 }), 'B'));

  it('mage-wars/MG-WZ-2 mage-wars/TV-39 the Wizard casts Arcane Zap unprepared: cost 1, quick, 3 Ethereal dice, never discarded', () => {
    const log = activated();
    const mana = stateOf(log).seats.B!.mana;
    let out = play([zap('wolf')], log);
    if (roundStep(stateOf(out)).kind === 'defend') out = play([{ type: 'DeclareDefense', actor: seat('A'), data: { seat: 'A', defense: null } }], out);
    const fresh = out.slice(log.length);
    expect(fresh[0]).toMatchObject({ type: 'SpellCast', data: { cardId: 'arcane-zap', cost: 1, innate: true } });
    expect(fresh).toContainEqual(expect.objectContaining({ type: 'ActionUsed', data: { objectId: 'mage-B', action: 'quick' } }));
    expect(fresh).toContainEqual(expect.objectContaining({ type: 'AttackDeclared' }));
    expect(fresh.find((e) => e.type === 'DiceRolled' && e.data.purpose === 'attack')).toMatchObject({ data: { count: 3 } });
    expect(fresh.some((e) => e.type === 'SpellDiscarded')).toBe(false);
    const s = stateOf(out);
    expect(s.seats.B!.mana).toBe(mana - 1);
    expect(s.seats.B!.discard).toEqual([]);
  });

  it('mage-wars/MG-WZ-2 mage-wars/TV-39 a second Arcane Zap in the same round is illegal; out of range 0-1 too; another Mage has none', () => {
    const log = activated();
    let once = play([zap('wolf')], log);
    if (roundStep(stateOf(once)).kind === 'defend') once = play([{ type: 'DeclareDefense', actor: seat('A'), data: { seat: 'A', defense: null } }], once);
    // CB-35: the attack ended the Wizard's action phase; his quickcast window is open, but not for a second Zap.
    expect(stateOf(once).objects['mage-B'].innateCastRound).toEqual({ 'arcane-zap': 1 });
    const again = { ...zap('wolf'), data: { ...zap('wolf').data, quickcast: true } };
    given(once).when(again).thenThrows('mage-wars/MG-WZ-2');
    given(log).when(zap('mage-A')).thenThrows('mage-wars/SP-3');
    const warlock = toActivation(wizardGame(), enter('wolf', CARDS.timberWolf.id, 'B', { row: 0, col: 1 }), 'A');
    const mine = play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], warlock);
    given(mine).when({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'innate-arcane-zap', target: { kind: 'object', id: 'wolf' } } }).thenThrows('mage-wars/SP-2');
  });
});
