// mage-wars §12 the Mages in full mode (rules/mage-wars.md; seed 1623-1826): the ability cards' stats (§12.1) and their
// abilities as hooks (MG-*), with the §18 worked examples TV-30..TV-39.
import { deciderSpec } from '../core/testing/given';
import type { ConditionId } from './cards/card-definition';
import { MAGE_ABILITY_CARDS, apprenticeMageCard, fullMageCard } from './cards/mages';
import { removalCost } from './conditions';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { absorbByWard } from './mage-abilities';
import { armorOf, lifeOf, sumOf, traitsOf } from './traits';
import { roundStep } from './round-step';
import { ALL_CARDS, CARDS, addConditions, createCommand, enter, finishRound, fullCommand, play, seat, stateOf, teleportTo, toActions } from './testing/fixtures';

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
    // The Warlock carries the same combat skill; the Priestess and the Wizard do not; apprentice Mages have no abilities at all.
    expect(['Beastmaster', 'Priestess', 'Warlock', 'Wizard'].map((m) => sumOf(fullMageCard(m as 'Warlock').traits, 'Melee'))).toEqual([1, 0, 1, 0]);
    expect(apprenticeMageCard('Warlock').mageAbilities).toBeUndefined();
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
function toActivation(create: ReturnType<typeof fullCommand>, extra: EncounterEvent[], who: 'A' | 'B', plans: Partial<Record<'A' | 'B', string[]>> = {}): EncounterEvent[] {
  let log = [...play([create]), ...extra];
  for (let i = 0; i < 20; i++) {
    const s = stateOf(log);
    const step = roundStep(s);
    if (step.kind === 'activate' && step.seat === who) return log;
    if (step.kind === 'upkeep') log = play([{ type: 'PayUpkeep', actor: seat(step.seats[0]), data: { seat: step.seats[0], pay: [] } }], log);
    else if (step.kind === 'planning') log = play([{ type: 'PlanSpells', actor: seat(step.seats[0]), data: { seat: step.seats[0], instanceIds: plans[step.seats[0] as 'A' | 'B'] ?? [] } }], log);
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

describe('mage-wars §12.2 / §12.4 MG-BM-2 the Pet and MG-WL-2 the Bloodreaper', () => {
  const slayer = { ...CARDS.imp, id: 'dark-pact-slayer', name: 'Dark Pact Slayer', subtypes: ['Demon'], schools: [{ school: 'Dark' as const, level: 3 }], cost: 9, life: 12, armor: 1, traits: [], attacks: [{ ...CARDS.imp.attacks[0], name: 'Scythe', damageTypes: [], dice: 8, traits: [{ id: 'Doublestrike' as const }] }] };
  const legend = { ...CARDS.timberWolf, id: 'legendary-wolf', traits: [{ id: 'Legendary' as const }] };
  const cards = [...ALL_CARDS, slayer, legend];
  const beastmaster = (book: string[]) => fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: book }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], cards);
  const warlock = (book: string[]) => fullCommand([{ name: 'Ana', mageClass: 'Warlock', spellbook: book }, { name: 'Ben', mageClass: 'Priestess', spellbook: ['minor-heal'] }], cards);
  const summon = (bond: boolean, instanceId = 'A-1') => ({ type: 'CastSpell' as const, actor: seat('A'), data: { seat: 'A' as const, casterId: 'mage-A', instanceId, target: { kind: 'zone' as const, zone: { row: 0, col: 0 } }, bond } });
  const readyToSummon = (create: ReturnType<typeof fullCommand>, extra: EncounterEvent[] = []) =>
    play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], toActivation(create, extra, 'A', { A: ['A-1'] }));

  it('mage-wars/MG-BM-2 mage-wars/TV-30 a Timber Wolf (level 2 Animal) becomes the Pet: 3 mana; Melee +1, Armor +1, Life +3, Melee +2 in all in the Beastmaster\'s zone', () => {
    const log = readyToSummon(beastmaster(['timber-wolf']));
    const mana = stateOf(log).seats.A!.mana;
    given(log).when(summon(true)).thenMatches((events, s) => {
      if (s.status !== 'active') throw new Error('ended');
      expect(events).toContainEqual({ type: 'ManaSpent', data: { seat: 'A', amount: 3, fromObject: null, reason: 'Pet o-A-1' } });
      expect(events).toContainEqual({ type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'o-A-1', marker: 'Pet', pay: 'mana', amount: 3 } });
      expect(s.seats.A!.mana).toBe(mana - 8 - 3);
      const wolf = s.objects['o-A-1'];
      expect([sumOf(traitsOf(s, wolf), 'Melee'), armorOf(s, wolf), lifeOf(s, wolf)]).toEqual([2, 2, 13]);
      const away = stateOf([...log, ...events, teleportTo('o-A-1', { row: 0, col: 0 }, { row: 1, col: 0 })]);
      expect(sumOf(traitsOf(away, away.objects['o-A-1']), 'Melee')).toBe(1);
    });
    // Without the choice, a plain wolf: no marker, nothing more paid.
    given(log).when(summon(false)).thenMatches((events, s) => {
      expect(events.some((e) => e.type === 'BondFormed')).toBe(false);
      expect(s.status === 'active' && [s.seats.A!.mana, lifeOf(s, s.objects['o-A-1'])]).toEqual([mana - 8, 10]);
    });
  });

  it('mage-wars/MG-BM-2 however it arrived: a Timber Wolf summoned by the Lair in the Deployment Phase becomes the Pet', () => {
    const lair: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'lair', cardId: 'lair', instanceId: 'A-99', kind: 'conjuration', owner: 'A', zone: { row: 1, col: 0 }, border: null, attachedTo: null } };
    const round2 = finishRound([...play([beastmaster(['timber-wolf'])]), lair]);
    const deploying = play([
      { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: [], assign: [{ objectId: 'lair', instanceId: 'A-1' }] } },
      { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } },
    ], round2);
    const byLair = (bond: boolean) => ({ type: 'CastSpell' as const, actor: seat('A'), data: { seat: 'A' as const, casterId: 'lair', instanceId: 'A-1', target: { kind: 'zone' as const, zone: { row: 1, col: 0 } }, bond } });
    given(deploying).when(byLair(true)).thenMatches((events, s) => {
      expect(events).toContainEqual({ type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'o-A-1', marker: 'Pet', pay: 'mana', amount: 3 } });
      // The wolf is not in the Beastmaster's zone: Melee +1 only; Armor +1, Life +3.
      expect(s.status === 'active' && [sumOf(traitsOf(s, s.objects['o-A-1']), 'Melee'), armorOf(s, s.objects['o-A-1']), lifeOf(s, s.objects['o-A-1'])]).toEqual([1, 2, 13]);
    });
    given(deploying).when(byLair(false)).thenMatches((events) => expect(events.some((e) => e.type === 'BondFormed')).toBe(false));
  });

  it('mage-wars/MG-BM-2 one Pet at a time, never a Legendary animal, and the Warlock has no Pet', () => {
    const petAlready: EncounterEvent[] = [...enter('old', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'old', marker: 'Pet', pay: 'mana', amount: 3 } }];
    given(readyToSummon(beastmaster(['timber-wolf']), petAlready)).when(summon(true)).thenThrows('mage-wars/MG-BM-2');
    given(readyToSummon(beastmaster(['legendary-wolf']))).when(summon(true)).thenThrows('mage-wars/MG-BM-2');
    given(readyToSummon(warlock(['timber-wolf']))).when(summon(true)).thenThrows('mage-wars/MG-BM-2');
    // The marker comes back when the Pet is destroyed: a new one may be made.
    const gone: EncounterEvent[] = [...petAlready, { type: 'ObjectDestroyed', data: { objectId: 'old', reason: 'test' } }];
    given(readyToSummon(beastmaster(['timber-wolf']), gone)).when(summon(true)).thenMatches((events) => expect(events).toContainEqual(expect.objectContaining({ type: 'BondFormed' })));
  });

  it('mage-wars/MG-WL-2 mage-wars/TV-32 mage-wars/TV-34 a Dark Pact Slayer (level 3) becomes the Bloodreaper: the Warlock loses 4 Life (38 → 34), no damage; it gets Bloodthirsty +2', () => {
    const log = readyToSummon(warlock(['dark-pact-slayer']));
    given(log).when(summon(true)).thenMatches((events, s) => {
      if (s.status !== 'active') throw new Error('ended');
      expect(events).toContainEqual({ type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'o-A-1', marker: 'Bloodreaper', pay: 'life', amount: 4 } });
      expect(events.filter((e) => e.type === 'ManaSpent').map((e) => e.type === 'ManaSpent' && e.data.amount)).toEqual([9]);
      expect([lifeOf(s, s.objects['mage-A']), s.objects['mage-A'].damage]).toEqual([34, 0]);
      expect(sumOf(traitsOf(s, s.objects['o-A-1']), 'Bloodthirsty')).toBe(2);
    });
    given(log).when(summon(false)).thenMatches((_e, s) => expect(s.status === 'active' && lifeOf(s, s.objects['mage-A'])).toBe(38));
  });

  it('mage-wars/MG-WL-2 the Life paid can destroy the Warlock (damage ≥ Life): he loses', () => {
    const hurt: EncounterEvent = { type: 'DamageDealt', data: { objectId: 'mage-A', amount: 35, direct: true, source: 'test' } };
    given(readyToSummon(warlock(['dark-pact-slayer']), [hurt])).when(summon(true)).thenMatches((_e, s) => {
      expect(s.status).toBe('ended');
      expect(s.status === 'ended' && s.result?.winner).toBe('B');
    });
  });

  it('mage-wars/MG-WL-2 mage-wars/TV-33 the first time this round the Bloodreaper damages a Living creature, the Warlock heals 2 (5 → 3); once a round', () => {
    const bonded = (warlockDamage: number): EncounterEvent[] => [
      ...enter('reaper', 'dark-pact-slayer', 'A', { row: 0, col: 0 }),
      ...enter('wolf', CARDS.timberWolf.id, 'B', { row: 0, col: 0 }),
      { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'reaper', marker: 'Bloodreaper', pay: 'life', amount: 4 } },
      ...(warlockDamage > 0 ? [{ type: 'DamageDealt', data: { objectId: 'mage-A', amount: warlockDamage, direct: true, source: 'test' } } as EncounterEvent] : []),
    ];
    const strike = (extra: EncounterEvent[]) => {
      let log = play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'reaper' } }], toActivation(warlock(['dark-pact-slayer']), extra, 'A'));
      log = play([{ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'reaper', attack: 0, target: { kind: 'object', id: 'wolf' } } }], log);
      if (roundStep(stateOf(log)).kind === 'defend') log = play([{ type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }], log);
      if (roundStep(stateOf(log)).kind === 'counterstrike') log = play([{ type: 'DeclareCounterstrike', actor: seat('B'), data: { seat: 'B', attack: null } }], log);
      return log;
    };
    const five = strike(bonded(5));
    expect(five.filter((e) => e.type === 'StrikeResolved').every((e) => e.type === 'StrikeResolved' && e.data.damage > 0)).toBe(true);
    // Doublestrike: two strikes that both damage; the heal comes once (5 → 3, not 1).
    expect(five.filter((e) => e.type === 'StrikeResolved')).toHaveLength(2);
    expect(five.filter((e) => e.type === 'BondRewardUsed')).toHaveLength(1);
    expect(stateOf(five).objects['mage-A'].damage).toBe(3);
    const none = strike(bonded(0));
    expect(stateOf(none).objects['mage-A'].damage).toBe(0);
    // Without the marker, no heal.
    const plain = strike(bonded(5).filter((e) => e.type !== 'BondFormed'));
    expect(stateOf(plain).objects['mage-A'].damage).toBe(5);
  });
});

describe('mage-wars §12.2 MG-BM-1 Rapid summoning', () => {
  const legend = { ...CARDS.falcon, id: 'legend-falcon' };
  const cards = [...ALL_CARDS, legend];
  const bm = (book: string[]) => fullCommand([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: book }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], cards);
  const wl = (book: string[]) => fullCommand([{ name: 'Ana', mageClass: 'Warlock', spellbook: book }, { name: 'Ben', mageClass: 'Priestess', spellbook: ['minor-heal'] }], cards);
  const cast = (instanceId: string, over: { asQuick?: boolean; quickcast?: boolean } = {}) => ({
    type: 'CastSpell' as const, actor: seat('A'), data: { seat: 'A' as const, casterId: 'mage-A', instanceId, target: { kind: 'zone' as const, zone: { row: 0, col: 0 } }, ...over },
  });
  const active = (create: ReturnType<typeof fullCommand>) => play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], toActivation(create, [], 'A', { A: ['A-1', 'A-2'] }));

  it('mage-wars/MG-BM-1 the Beastmaster casts a level-1 Animal (the Falcon) as a quick spell: with his quick action, or with the quickcast action', () => {
    given(active(bm(['thunderift-falcon', 'thunderift-falcon']))).when(cast('A-1', { asQuick: true })).thenMatches((events) => {
      expect(events[0]).toMatchObject({ type: 'SpellCast', data: { cardId: 'thunderift-falcon', asQuick: true, quickcast: false } });
      expect(events).toContainEqual({ type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } });
      expect(events).toContainEqual(expect.objectContaining({ type: 'ObjectEntered' }));
    });
    const after = play([{ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }], active(bm(['thunderift-falcon', 'thunderift-falcon'])));
    given(after).when(cast('A-1', { asQuick: true, quickcast: true })).thenMatches((events) => {
      expect(events[0]).toMatchObject({ type: 'SpellCast', data: { asQuick: true, quickcast: true } });
    });
    // Without Rapid summoning a full creature spell is never quickcast (RD-19).
    given(after).when(cast('A-1', { quickcast: true })).thenThrows('mage-wars/RD-19');
  });

  it('mage-wars/MG-BM-1 once per round only; level 1 only; and only the Beastmaster', () => {
    const once = play([cast('A-1', { asQuick: true })], active(bm(['thunderift-falcon', 'thunderift-falcon'])));
    given(once).when(cast('A-2', { asQuick: true, quickcast: true })).thenThrows('mage-wars/MG-BM-1');
    given(active(bm(['timber-wolf', 'thunderift-falcon']))).when(cast('A-1', { asQuick: true })).thenThrows('mage-wars/MG-BM-1');
    given(active(wl(['thunderift-falcon', 'thunderift-falcon']))).when(cast('A-1', { asQuick: true })).thenThrows('mage-wars/MG-BM-1');
  });
});

describe('mage-wars §12.3 MG-PR-1 Divine Reward', () => {
  const holyHide = { ...CARDS.rhinoHide, id: 'holy-hide', schools: [{ school: 'Holy' as const, level: 1 }] };
  const cards = [...ALL_CARDS, holyHide];
  const pr = (book: string[], mageClass: 'Priestess' | 'Warlock' = 'Priestess') =>
    fullCommand([{ name: 'Ana', mageClass, spellbook: book }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }], cards);
  const heal = (instanceId: string, quickcast = false) => ({
    type: 'CastSpell' as const, actor: seat('A'), data: { seat: 'A' as const, casterId: 'mage-A', instanceId, target: { kind: 'object' as const, id: 'mage-A' }, quickcast },
  });
  const active = (create: ReturnType<typeof fullCommand>) => play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], toActivation(create, [], 'A', { A: ['A-1', 'A-2'] }));

  it('mage-wars/MG-PR-1 casting and resolving a Holy incantation: +1 Life (32 → 33), permanently; once per round', () => {
    const log = active(pr(['restore', 'restore']));
    const once = play([heal('A-1')], log);
    const fresh = once.slice(log.length);
    expect(fresh).toContainEqual({ type: 'MageRewarded', data: { mageId: 'mage-A', life: 1, round: 1, cardId: 'restore' } });
    const s = stateOf(once);
    expect([lifeOf(s, s.objects['mage-A']), s.objects['mage-A'].damage]).toEqual([33, 0]);
    // The second Holy incantation of the round (quickcast) gives nothing more.
    const twice = play([heal('A-2', true)], once);
    expect(twice.slice(once.length).some((e) => e.type === 'MageRewarded')).toBe(false);
  });

  it('mage-wars/MG-PR-1 an incantation of another school, or another Mage, gains nothing', () => {
    const arcane = play([heal('A-1')], active(pr(['minor-heal', 'restore'])));
    expect(arcane.some((e) => e.type === 'MageRewarded')).toBe(false);
    const warlock = play([heal('A-1')], active(pr(['restore', 'restore'], 'Warlock')));
    expect(warlock.some((e) => e.type === 'MageRewarded')).toBe(false);
  });

  it('mage-wars/MG-PR-1 revealing a Holy enchantment (paying for it): +1 Life', () => {
    const hidden: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-h', instanceId: 'A-9', cardId: 'holy-hide', seat: 'A', target: { kind: 'object', id: 'mage-A' } } };
    const log = toActivation(pr(['restore']), [hidden], 'A');
    given(log).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e-h', pay: true } }).thenMatches((events, s) => {
      expect(events).toContainEqual({ type: 'MageRewarded', data: { mageId: 'mage-A', life: 1, round: 1, cardId: 'holy-hide' } });
      expect(s.status === 'active' && lifeOf(s, s.objects['mage-A'])).toBe(33);
    });
    given(log).when({ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e-h', pay: false } }).thenMatches((events) => {
      expect(events.some((e) => e.type === 'MageRewarded')).toBe(false);
    });
  });
});

describe('mage-wars §12.3 MG-PR-2 Restoration', () => {
  const pr = (mageClass: 'Priestess' | 'Warlock' = 'Priestess') => fullCommand([{ name: 'Ana', mageClass, spellbook: ['minor-heal'] }, { name: 'Ben', mageClass: 'Warlock', spellbook: ['fireball'] }]);
  const stunned: EncounterEvent[] = [...enter('wolf', CARDS.timberWolf.id, 'A', { row: 0, col: 0 }), addConditions('wolf', 'Stun', 1), addConditions('wolf', 'Daze', 1)];
  const active = (mageClass: 'Priestess' | 'Warlock' = 'Priestess') => play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], toActivation(pr(mageClass), stunned, 'A'));
  const restore = (which: 'quick' | 'full', remove: ConditionId[]) => ({
    type: 'CastSpell' as const, actor: seat('A'), data: { seat: 'A' as const, casterId: 'mage-A', instanceId: `innate-restoration-${which}`, target: { kind: 'object' as const, id: 'wolf' }, remove },
  });

  it('mage-wars/MG-PR-2 mage-wars/TV-29 quick Restoration removes one Stun marker for its removal cost, 4 mana; never discarded, no Divine Reward', () => {
    const log = active();
    const mana = stateOf(log).seats.A!.mana;
    given(log).when(restore('quick', ['Stun'])).thenMatches((events, s) => {
      if (s.status !== 'active') throw new Error('ended');
      expect(events[0]).toMatchObject({ type: 'SpellCast', data: { cardId: 'restoration-quick', cost: 0, innate: true } });
      expect(events).toContainEqual({ type: 'ManaSpent', data: { seat: 'A', amount: 4, fromObject: null, reason: 'remove Stun' } });
      expect(s.objects.wolf.conditions.map((c) => c.condition)).toEqual(['Daze']);
      expect(s.seats.A!.mana).toBe(mana - 4);
      expect(events.some((e) => e.type === 'SpellDiscarded' || e.type === 'MageRewarded')).toBe(false);
    });
  });

  it('mage-wars/MG-PR-2 the full one removes any number of markers, each at its removal cost; the quick one only one', () => {
    given(active()).when(restore('full', ['Stun', 'Daze'])).thenMatches((events, s) => {
      expect(events.filter((e) => e.type === 'ConditionsRemoved')).toHaveLength(2);
      expect(events.filter((e) => e.type === 'ManaSpent').map((e) => e.type === 'ManaSpent' && e.data.amount)).toEqual([4, removalCost('Daze', 2)]);
      expect(s.status === 'active' && s.objects.wolf.conditions).toEqual([]);
    });
    given(active()).when(restore('quick', ['Stun', 'Daze'])).thenThrows('mage-wars/MG-PR-2');
    given(active()).when(restore('full', [])).thenThrows('mage-wars/MG-PR-2');
    given(active('Warlock')).when(restore('quick', ['Stun'])).thenThrows('mage-wars/SP-2');
  });
});

describe('mage-wars §12.4 MG-WL-1 Curse veil', () => {
  const bigCurse = { ...CARDS.agony, id: 'big-curse', schools: [{ school: 'Dark' as const, level: 2 }] };
  const cards = [...ALL_CARDS, bigCurse];
  const game = (mageClass: 'Warlock' | 'Priestess') => fullCommand([{ name: 'Ana', mageClass, spellbook: ['agony'] }, { name: 'Ben', mageClass: 'Beastmaster', spellbook: ['timber-wolf'] }], cards);
  const curse = (id: string, cardId: string, target: string): EncounterEvent => ({ type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `A-${id}`, cardId, seat: 'A', target: { kind: 'object', id: target } } });
  const dying = (id: string): EncounterEvent[] => [...enter(id, CARDS.timberWolf.id, 'B', { row: 2, col: 3 }), { type: 'DamageDealt', data: { objectId: id, amount: 9, direct: true, source: 'test' } }, addConditions(id, 'Rot', 1)];

  it('mage-wars/MG-WL-1 a creature carrying two of the Warlock\'s curses dies: one (the highest level) goes back to his spellbook, the other to the discard pile', () => {
    const log = finishRound([...play([game('Warlock')]), ...dying('wolf'), curse('e1', 'agony', 'wolf'), curse('e2', 'big-curse', 'wolf')]);
    expect(log).toContainEqual({ type: 'CurseReturned', data: { enchantmentId: 'e2', seat: 'A', mageId: 'mage-A', instanceId: 'A-e2', cardId: 'big-curse', round: 2, hidden: true } });
    const s = stateOf(log);
    expect(s.seats.A!.spellbook.map((c) => c.instanceId)).toContain('A-e2');
    expect(s.seats.A!.discard.map((c) => c.instanceId)).toEqual(['A-e1']);
    // A hidden curse goes back unseen by the other seat.
    const returned = log.find((e) => e.type === 'CurseReturned')!;
    expect(mageWars.redactEvent(returned, { role: 'seat', seat: 'B' }, s)).toMatchObject({ redacted: true, data: { cardId: null } });
  });

  it('mage-wars/MG-WL-1 only one curse a round in total, however many creatures die; and only for a Mage with Curse veil', () => {
    const two = finishRound([...play([game('Warlock')]), ...dying('w1'), ...dying('w2'), curse('e1', 'agony', 'w1'), curse('e2', 'agony', 'w2')]);
    expect(two.filter((e) => e.type === 'CurseReturned')).toHaveLength(1);
    const priestess = finishRound([...play([game('Priestess')]), ...dying('wolf'), curse('e1', 'agony', 'wolf')]);
    expect(priestess.some((e) => e.type === 'CurseReturned')).toBe(false);
    expect(stateOf(priestess).seats.A!.discard.map((c) => c.instanceId)).toEqual(['A-e1']);
  });
});
