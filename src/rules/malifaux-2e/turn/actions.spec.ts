// malifaux-2e §8 Actions, §9 range / LoS / cover, §10 movement and engagement (rules/malifaux-2e.md; seed 966-1308)
import { stacked } from '../testing/fixtures';
import { dueStep } from '../duel/duel-steps';
import { atActivation, flipDuel, greatsword, halberd, lilith, model, pistol } from '../testing/turns';

const A = [lilith, model('a2', { abilities: [{ keyword: 'MELEE_EXPERT' }] })];
const B = [model('guard', { actions: [halberd, pistol], abilities: [{ keyword: 'ARMOR', value: 1 }] }), model('b2')];
const ready = (decks?: [string[], string[]]) => {
  const g = atActivation(A, B, { decks });
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  return g;
};
const act = (action: string, data: object = {}) => ({ actionId: `x-${action}`, modelId: 'lilith', action, ...data });
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };

describe('malifaux-2e §8.4 general Actions', () => {
  it.each([
    ['MV-1 a Walk of Wk 5 or less is legal', act('Walk', { facts: { moved: 5 } }), null],
    ['MV-1 a Walk farther than Wk is refused', act('Walk', { facts: { moved: 5.5 } }), 'malifaux-2e/MV-1'],
    ['MV-1 a Walk must declare the distance moved', act('Walk'), 'malifaux-2e/MV-1'],
    ['MV-2 malifaux-2e/TV-11 severe terrain counts double (2" open + 1" severe = 4)', act('Walk', { facts: { moved: 3, severeInches: 1 } }), null],
    ['MV-2 severe terrain counts double (3" open + 2" severe > 5)', act('Walk', { facts: { moved: 4, severeInches: 2 } }), 'malifaux-2e/MV-2'],
    ['MV-4 a Walk never passes through other models’ bases', act('Walk', { facts: { moved: 3, passesThroughBases: true } }), 'malifaux-2e/MV-4'],
    ['MV-3 a model without Incorporeal can’t end inside Enclosed terrain by ignoring it', act('Walk', { facts: { moved: 3, entersEnclosedIgnoringTerrain: true } }), 'malifaux-2e/MV-3'],
    ['DE-1 a Walk out of an enemy’s engagement range is declared before moving', act('Walk', { facts: { moved: 2, leavesEngagementOf: ['guard'] } }), null],
    ['DE-1 friendly models never engage', act('Walk', { facts: { moved: 2, leavesEngagementOf: ['a2'] } }), 'malifaux-2e/DE-1'],
    ['AA-1 a Charge moves up to Cg and ends in engagement range', act('Charge', { targets: ['guard'], facts: { moved: 6, los: { guard: 'CLEAR' }, endsInEngagementRange: true } }), null],
    ['EN-3 an engaged model can’t Charge', act('Charge', { targets: ['guard'], facts: { moved: 3, los: { guard: 'CLEAR' }, endsInEngagementRange: true, engagedWith: ['b2'] } }), 'malifaux-2e/EN-3'],
    ['EN-3 a Charge that does not end in engagement range can’t be taken', act('Charge', { targets: ['guard'], facts: { moved: 3, los: { guard: 'CLEAR' }, endsInEngagementRange: false } }), 'malifaux-2e/EN-3'],
    ['MV-1 a Charge moves no farther than Cg', act('Charge', { targets: ['guard'], facts: { moved: 7, los: { guard: 'CLEAR' }, endsInEngagementRange: true } }), 'malifaux-2e/MV-1'],
    ['RG-1 a Charge needs the target in LoS', act('Charge', { targets: ['guard'], facts: { moved: 3, los: { guard: 'NONE' }, endsInEngagementRange: true } }), 'malifaux-2e/RG-1'],
    ['EN-3 an engaged model can’t Interact unless it targets an enemy model', act('Interact', { facts: { engagedWith: ['guard'] } }), 'malifaux-2e/EN-3'],
    ['EN-3 an engaged model may Interact with an enemy model', act('Interact', { targets: ['guard'], facts: { engagedWith: ['guard'] } }), null],
    ['SM-P a Scheme Marker is not placed within 4" of a friendly one', act('Interact', { interact: 'PLACE_SCHEME_MARKER', facts: { friendlySchemeMarkerWithin4: true } }), 'malifaux-2e/SM-P'],
    ['SM-P a Scheme Marker placed in base contact', act('Interact', { interact: 'PLACE_SCHEME_MARKER', facts: { friendlySchemeMarkerWithin4: false } }), null],
    ['SM-R only enemy Scheme Markers are removed', act('Interact', { interact: 'REMOVE_SCHEME_MARKERS', facts: { markersInBaseContact: ['nope'] } }), 'malifaux-2e/SM-R'],
    ['AP-5 an Action not on the card is refused', act('Peacebringer'), 'malifaux-2e/AP-5'],
    ['EN-2 friendly models never engage', act('Focus', { facts: { engagedWith: ['a2'] } }), 'malifaux-2e/EN-2'],
    ['EN-2 an enemy model may be engaged', act('Focus', { facts: { engagedWith: ['guard'] } }), null],
    ['EN-1 malifaux-2e/TV-21 a Charge ending 2" from its target is inside Lilith’s engagement range (Greatsword 2")', act('Charge', { targets: ['guard'], facts: { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true, distances: { guard: 2 } } }), null],
    ['EN-1 a Charge ending 3" away is outside her 2" engagement range', act('Charge', { targets: ['guard'], facts: { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true, distances: { guard: 3 } } }), 'malifaux-2e/EN-1'],
  ])('malifaux-2e/%s', (_c, data, rule) => {
    expect(ready().refused('A', 'TakeAction', data)).toBe(rule);
  });

  it('malifaux-2e/TV-07 Defensive Stance with 2 AP and a discard gives Defensive +2 until the start of the next Activation; no discard, no effect', () => {
    const g = atActivation(A, B, { hands: [['RAM-02'], []] });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(g.refused('A', 'TakeAction', act('Defensive Stance', { ap: 2, discard: 'RAM-09' }))).toBe('malifaux-2e/CF-1');
    g.do('A', 'TakeAction', act('Defensive Stance', { ap: 2, discard: 'RAM-02' }));
    expect(g.model('lilith').conditions.DEFENSIVE).toBe(2);
    expect(g.state.seats.A!.discard).toEqual(['RAM-02']);
    const g2 = ready();
    g2.do('A', 'TakeAction', act('Defensive Stance', { ap: 1 }));
    expect(g2.model('lilith').conditions.DEFENSIVE).toBeUndefined();
  });

  it('malifaux-2e/EN-1 a Paralyzed enemy engages nobody (A-39): there is no engagement range to leave', () => {
    const g = ready();
    g.do('organiser', 'DeclareEffect', { effectId: 'p', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Paralyzed' } });
    expect(g.refused('A', 'TakeAction', act('Walk', { facts: { moved: 2, leavesEngagementOf: ['guard'] } }))).toBe('malifaux-2e/EN-1');
    expect(g.refused('A', 'TakeAction', act('Walk', { facts: { moved: 2, leavesEngagementOf: ['b2'] } }))).toBeNull();
  });

  it.each([
    ['1" apart, 2" of elevation, the lower model Ht 2: 3" for the Greatsword’s 2"', 1, { difference: 2, lowerModelHt: 2 }, 'malifaux-2e/RG-1'],
    ['the lower model taller (Ht 3) than the 2" difference: 1"', 1, { difference: 2, lowerModelHt: 3 }, null],
    ['no elevation declared', 2, undefined, null],
  ])('malifaux-2e/EL-1 elevation counts for Close range: %s', (_c, distance, elevation, rule) => {
    const facts = { distances: { guard: distance }, los: { guard: 'CLEAR' }, ...(elevation ? { elevation: { guard: elevation } } : {}) };
    expect(ready().refused('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts }))).toBe(rule);
  });

  it('malifaux-2e/MV-4 malifaux-2e/MV-3 an Incorporeal model moves through bases and into Enclosed terrain; a flyer through bases only', () => {
    const ghost = model('ghost', { abilities: [{ keyword: 'INCORPOREAL' }] });
    const bird = model('bird', { abilities: [{ keyword: 'FLIGHT' }] });
    const walk = (who: string, facts: object) => {
      const g = atActivation([ghost, bird], B);
      g.do('A', 'ActivateModel', { modelId: who });
      return g.refused('A', 'TakeAction', { actionId: 'w', modelId: who, action: 'Walk', facts: { moved: 3, ...facts } });
    };
    expect(walk('ghost', { passesThroughBases: true, entersEnclosedIgnoringTerrain: true })).toBeNull();
    expect(walk('bird', { passesThroughBases: true })).toBeNull();
    expect(walk('bird', { entersEnclosedIgnoringTerrain: true })).toBe('malifaux-2e/MV-3');
  });

  it('malifaux-2e/PL-1 a pulse affects everything in its area except its source; part of an Attack that misses, it affects nothing', () => {
    const burst = { name: 'Burst', ap: 1, category: 'TACTICAL' as const, range: { kind: 'PULSE' as const, inches: 2 }, conditionsOnHit: [{ name: 'Slow' }] };
    const shock = { ...halberd, name: 'Shockwave', range: { kind: 'PULSE' as const, inches: 3 }, conditionsOnHit: [{ name: 'Slow' }] };
    const g = atActivation([model('p', { actions: [burst, shock] })], B, { decks: [stacked('RAM-01'), stacked('RAM-13')] });
    g.do('A', 'ActivateModel', { modelId: 'p' });
    expect(g.refused('A', 'TakeAction', { actionId: 'b0', modelId: 'p', action: 'Burst', targets: ['p', 'guard'] })).toBe('malifaux-2e/PL-1');
    g.do('A', 'TakeAction', { actionId: 'b1', modelId: 'p', action: 'Burst', targets: ['guard'] });
    expect(g.model('guard').conditions.SLOW).toBeNull();
    g.do('A', 'TakeAction', { actionId: 's1', modelId: 'p', action: 'Shockwave', targets: ['b2'] });
    flipDuel(g, 'A');
    expect(g.state.duel.status === 'DUEL_RESOLVED' && g.state.duel.outcome.winner).toBe('DEFENDER');
    expect(g.model('b2').conditions.SLOW).toBeUndefined();
  });

  it('malifaux-2e/ME-4 Burning is lowered by an Interact of a model within 2"; farther is refused', () => {
    const g = ready();
    g.do('organiser', 'DeclareEffect', { effectId: 'b', kind: 'GAIN_CONDITION', modelId: 'a2', condition: { name: 'Burning', value: 2 } });
    expect(g.refused('A', 'TakeAction', act('Interact', { interact: 'REDUCE_BURNING', targets: ['a2'], facts: { distances: { a2: 2.5 } } }))).toBe('malifaux-2e/ME-4');
    g.do('A', 'TakeAction', act('Interact', { interact: 'REDUCE_BURNING', targets: ['a2'], facts: { distances: { a2: 2 } } }));
    expect(g.model('a2').conditions.BURNING).toBe(1);
  });

  it('malifaux-2e/SM-R removes every enemy Scheme Marker in base contact; friendly ones stay', () => {
    const g = atActivation(A, B);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', act('Interact', { interact: 'PLACE_SCHEME_MARKER', facts: { friendlySchemeMarkerWithin4: false } }));
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const mine = g.state.table!.markers[0].id;
    g.do('B', 'TakeAction', { actionId: 'r', modelId: 'guard', action: 'Interact', interact: 'REMOVE_SCHEME_MARKERS', facts: { markersInBaseContact: [mine] } });
    expect(g.state.table!.markers).toEqual([]);
  });
});

describe('malifaux-2e §8 attacks from the cards', () => {
  it.each([
    ['PR-1 an engaged model can’t take Projectile Attacks', 'guard', { ...act('Pistol'), modelId: 'guard', targets: ['lilith'], facts: { distances: { lilith: 1 }, los: { lilith: 'CLEAR' }, engagedWith: ['lilith'] } }, 'malifaux-2e/PR-1'],
    ['RG-1 a target out of the Action’s range is refused', 'guard', { ...act('Pistol'), modelId: 'guard', targets: ['lilith'], facts: { distances: { lilith: 12.5 }, los: { lilith: 'CLEAR' } } }, 'malifaux-2e/RG-1'],
    ['ME-3 in range is inclusive: exactly 12" is in range', 'guard', { ...act('Pistol'), modelId: 'guard', targets: ['lilith'], facts: { distances: { lilith: 12 }, los: { lilith: 'CLEAR' } } }, null],
    ['ME-3 the distance to the target must be declared', 'guard', { ...act('Pistol'), modelId: 'guard', targets: ['lilith'], facts: { los: { lilith: 'CLEAR' } } }, 'malifaux-2e/ME-3'],
    ['RG-1 a target out of LoS is refused', 'guard', { ...act('Pistol'), modelId: 'guard', targets: ['lilith'], facts: { distances: { lilith: 5 }, los: { lilith: 'NONE' } } }, 'malifaux-2e/RG-1'],
    ['DU-O9 an Attack may not target its own model', 'guard', { ...act('Halberd'), modelId: 'guard', targets: ['guard'], facts: { distances: { guard: 0 }, los: { guard: 'CLEAR' } } }, 'malifaux-2e/DU-O9'],
  ])('malifaux-2e/%s', (_c, who, data, rule) => {
    const g = atActivation(A, B, { first: 'B' });
    g.do('B', 'ActivateModel', { modelId: who });
    expect(g.refused('B', 'TakeAction', data)).toBe(rule);
  });

  it('malifaux-2e/DU-S4 malifaux-2e/DM-1 malifaux-2e/TV-16 malifaux-2e/DU-O7 Lilith’s Greatsword: Ml 7 and 2/4/5 from her card, Armor +1 from the guard’s, wounds written back', () => {
    // Attack: 10 + 7 = 17 vs 3 + 5 = 8 (margin 9: no Accuracy Modifier). Damage 12: Severe 5, Armor +1 → 4.
    const g = ready([stacked('RAM-10', 'RAM-12'), stacked('RAM-03')]);
    const ev = g.do('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts: near }));
    expect(ev.map((e) => e.type).slice(0, 2)).toEqual(['ActionTaken', 'DuelStarted']);
    expect(ev.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ sides: [{ participant: { stat: { name: 'Ml', value: 7 } } }, { participant: { stat: { name: 'Df', value: 5 } } }] });
    flipDuel(g, 'A');
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    // DU-O7: the won Attack's damage flip comes before anything else.
    expect(g.refused('A', 'TakeAction', act('Focus'))).toBe('malifaux-2e/DU-O7');
    expect(g.refused('A', 'EndActivation', { modelId: 'lilith' })).toBe('malifaux-2e/DU-O7');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const dmg = flipDuel(g, 'A');
    expect(dmg.find((e) => e.type === 'DamageResolved')!.data).toMatchObject({ base: 5, damage: 4, woundsAfter: 3 });
    expect(g.model('guard').wounds).toBe(3);
    expect(g.state.table!.activation!.current!.ap).toBe(2);
  });

  it('malifaux-2e/DU-S4 with crews hired a duel with request-supplied stats is refused (practice encounters only)', () => {
    const g = ready();
    const start = { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: { modelId: 'lilith', seat: 'A', station: 'MASTER', stat: { name: 'Wp', value: 20 }, wounds: 12, maxWounds: 12 }, action: { name: 'x', tn: 5 } } };
    expect(g.refused('A', 'DuelDecision', { command: start })).toBe('malifaux-2e/DU-S4');
  });

  it('malifaux-2e/AA-1 malifaux-2e/AP-6 a Charge pays for two Close Attacks of AP 1 against its target; they are not zero-AP Actions', () => {
    const g = ready([stacked('RAM-10', 'RAM-01', 'CROW-10', 'CROW-01'), stacked('RAM-03', 'CROW-03')]);
    g.do('A', 'TakeAction', act('Charge', { targets: ['guard'], facts: { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true } }));
    expect(g.state.table!.activation!.current).toMatchObject({ ap: 1, granted: { by: 'CHARGE', remaining: 2 } });
    for (const n of [1, 2]) {
      const ev = g.do('A', 'TakeAction', { ...act('Greatsword', { targets: ['guard'], facts: near }), actionId: `s${n}` });
      expect(ev[0].data).toMatchObject({ paid: 0, free: 'CHARGE', zeroAp: false });
      flipDuel(g, 'A');
      g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
      flipDuel(g, 'A');
    }
    const third = g.do('A', 'TakeAction', { ...act('Greatsword', { targets: ['guard'], facts: near }), actionId: 's3' });
    expect(third[0].data).toMatchObject({ paid: 1, free: null });
  });

  it('malifaux-2e/AP-2 restricted AP pay for Close Attacks first (Melee Expert) and never for other Actions', () => {
    const g = atActivation(A, B);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    g.do('A', 'ActivateModel', { modelId: 'a2' });
    expect(g.state.table!.activation!.current).toMatchObject({ ap: 2, restricted: { MELEE: 1 } });
    g.do('A', 'TakeAction', { actionId: 'f1', modelId: 'a2', action: 'Focus' });
    g.do('A', 'TakeAction', { actionId: 'f2', modelId: 'a2', action: 'Focus' });
    expect(g.refused('A', 'TakeAction', { actionId: 'f3', modelId: 'a2', action: 'Focus' })).toBe('malifaux-2e/AP-5');
    const ev = g.do('A', 'TakeAction', { actionId: 'h', modelId: 'a2', action: 'Halberd', targets: ['guard'], facts: near });
    expect(ev[0].data).toMatchObject({ paid: 0, paidRestricted: 1 });
  });

  it('malifaux-2e/CV-1 malifaux-2e/CV-2 malifaux-2e/CV-3 malifaux-2e/PR-2 cover gives the Projectile Attack flip a penalty; hard cover the damage flip too; Close Attacks ignore it', () => {
    const shoot = (cover: 'SOFT' | 'HARD' | 'NONE', action = 'Pistol', range = 5) => {
      const g = atActivation(A, B, { first: 'B', decks: [stacked('RAM-03'), stacked('RAM-10', 'RAM-09', 'RAM-12')] });
      g.do('B', 'ActivateModel', { modelId: 'guard' });
      const ev = g.do('B', 'TakeAction', { actionId: 'p', modelId: 'guard', action, targets: ['lilith'], facts: { distances: { lilith: action === 'Pistol' ? range : 1 }, los: { lilith: 'CLEAR' }, cover: { lilith: cover } } });
      const started = ev.find((e) => e.type === 'DuelStarted')!.data as unknown as { sides: { participant: { fate: { penalty: number } } }[] };
      return { g, penalty: started.sides[0].participant.fate.penalty };
    };
    expect(shoot('NONE').penalty).toBe(0);
    expect(shoot('SOFT').penalty).toBe(1);
    expect(shoot('HARD').penalty).toBe(1);
    expect(shoot('HARD', 'Halberd').penalty).toBe(0);
    const { g } = shoot('HARD');
    flipDuel(g, 'B');
    g.do('B', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    expect(g.state.duel.status === 'FLIPPING' && g.state.duel.flip.fate.penalty).toBeGreaterThanOrEqual(1);
  });

  it('malifaux-2e/TV-15 malifaux-2e/BL-1 malifaux-2e/BL-3 malifaux-2e/BL-4 on the table: Lilith 4 and the Young Nephilim under the blast 3 from the same Severe flip; an undeclared model is refused', () => {
    const december = { ...pistol, name: 'December Blast', stat: { name: 'Ca' as const, value: 7 }, damage: { weak: 2, moderate: 3, severe: 4, blasts: { moderate: 1, severe: 1 } } };
    const rasputina = model('rasputina', { station: 'MASTER', actions: [december] });
    const g = atActivation([rasputina], [{ ...lilith }, model('young-nephilim', { wounds: 6 }), model('b3')], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    g.do('A', 'ActivateModel', { modelId: 'rasputina' });
    g.do('A', 'TakeAction', { actionId: 'db', modelId: 'rasputina', action: 'December Blast', targets: ['lilith'], facts: { distances: { lilith: 8 }, los: { lilith: 'CLEAR' }, blastHits: ['young-nephilim'] } });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    flipDuel(g, 'A');
    expect(g.model('lilith').wounds).toBe(12 - 4);
    const target = (modelId: string) => ({ modelId, seat: 'B', station: 'MINION', wounds: 1, maxWounds: 1 });
    const markers = [{ touches: 'lilith' }];
    // BL-1: on the table the Blast Markers are declared; without them the blast is refused.
    expect(g.refused('A', 'DuelDecision', { command: { type: 'ApplyBlastDamage', data: { by: 'A', targets: [target('young-nephilim')] } } })).toBe('malifaux-2e/BL-1');
    expect(g.refused('A', 'DuelDecision', { command: { type: 'ApplyBlastDamage', data: { by: 'A', targets: [target('b3')], markers } } })).toBe('malifaux-2e/BL-3');
    g.do('A', 'DuelDecision', { command: { type: 'ApplyBlastDamage', data: { by: 'A', targets: [target('young-nephilim')], markers } } });
    expect(g.model('young-nephilim').wounds).toBe(6 - 3);
  });

  it.each([
    ['RAM-08', true],
    ['RAM-07', false],
  ])('malifaux-2e/TV-23 Y’all Watch This (Ca 4 / TN 12, a Tactical Action with a Simple Duel): card %p → success %p', (card, success) => {
    const watch = { name: 'Yall Watch This', ap: 2, category: 'TACTICAL' as const, range: { kind: 'PULSE' as const, inches: 2 }, stat: { name: 'Ca' as const, value: 4 }, tn: 12 };
    const g = atActivation([model('gremlin', { actions: [watch] })], B, { decks: [stacked(card), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'gremlin' });
    const ev = [...g.do('A', 'TakeAction', { actionId: 'y', modelId: 'gremlin', action: 'Yall Watch This' }), ...flipDuel(g, 'A')];
    expect(ev[0].data).toMatchObject({ category: 'TACTICAL', paid: 2 });
    expect(ev.find((e) => e.type === 'DuelResolved')!.data).toMatchObject({ kind: 'SIMPLE', success });
  });

  it('malifaux-2e/DF-2 the damage flip on the table: Focused +1 spent (`+`), Hard to Wound +1 (`−`), Defensive +2 on the Df duel (`+ +`), Armor from the card', () => {
    const knight = model('guard', { abilities: [{ keyword: 'HARD_TO_WOUND', value: 1 }, { keyword: 'ARMOR', value: 2 }] });
    const g = atActivation([lilith], [knight], { decks: [stacked('RAM-13', 'RAM-01', 'RAM-12'), stacked('RAM-02', 'RAM-03')] });
    g.do('organiser', 'DeclareEffect', { effectId: 'd', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Defensive', value: 2 } });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', act('Focus'));
    const ev = g.do('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts: near, useFocus: true }));
    expect(ev.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ sides: [{ participant: { fate: { bonus: 1, penalty: 0 } } }, { participant: { fate: { bonus: 2, penalty: 0 } } }] });
    expect(g.model('lilith').conditions.FOCUSED).toBeUndefined();
    flipDuel(g, 'A');
    // With Fate Modifiers both choose their card (the Defender first): the Defender its lowest, Lilith the 13.
    for (let i = 0; i < 4 && g.state.duel.status === 'DUELING'; i++) {
      const due = dueStep(g.state.duel);
      const side = g.state.duel.duel.sides.find((s) => s.role === due.role)!;
      const card = side.role === 'ATTACKER' ? 'RAM-13' : [...side.flipped!].sort()[0];
      g.do(due.seats[0], 'DuelDecision', { command: { type: 'ChooseActiveCard', data: { by: due.seats[0], card } } });
    }
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const flip = g.state.duel.status === 'FLIPPING' ? g.state.duel.flip : null;
    // Accuracy from the margin is added by the duel machine; here: + (Focused) and − (Hard to Wound) on top of it.
    expect(flip!.modifiers).toEqual({ reduce: [{ amount: 2, minimum: 1 }] });
    const started = g.events.filter((e) => e.type === 'FlipStarted').pop()!.data as { fate: { bonus: number; penalty: number }; accuracy: { bonus: number; penalty: number } };
    expect(started.fate.bonus - started.accuracy.bonus).toBe(1);
    expect(started.fate.penalty - started.accuracy.penalty).toBe(1);
  });

  it('malifaux-2e/GT-2 models killed at once resolve in order: the defender first, then the First Player’s models, then the Second Player’s', () => {
    const december = { ...pistol, name: 'December Blast', stat: { name: 'Ca' as const, value: 7 }, damage: { weak: 2, moderate: 3, severe: 4, blasts: { moderate: 1, severe: 1 } } };
    // B is First Player; A's Rasputina blasts B's target; A's own a2 and B's b2 are under the blast (3 damage each).
    const g = atActivation([model('rasputina', { actions: [december] }), model('a2', { wounds: 3 })], [model('target', { wounds: 4 }), model('b2', { wounds: 3 })], { first: 'B', decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    g.do('B', 'ActivateModel', { modelId: 'target' });
    g.do('B', 'EndActivation', { modelId: 'target' });
    g.do('A', 'ActivateModel', { modelId: 'rasputina' });
    g.do('A', 'TakeAction', { actionId: 'db', modelId: 'rasputina', action: 'December Blast', targets: ['target'], facts: { distances: { target: 8 }, los: { target: 'CLEAR' }, blastHits: ['a2', 'b2'] } });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const primary = flipDuel(g, 'A');
    expect(primary.filter((e) => e.type === 'ModelKilled').map((e) => (e.data as { modelId: string }).modelId)).toEqual(['target']);
    const t = (modelId: string) => ({ modelId, seat: 'A', station: 'MINION', wounds: 1, maxWounds: 1 });
    const blast = g.do('A', 'DuelDecision', { command: { type: 'ApplyBlastDamage', data: { by: 'A', targets: [t('a2'), t('b2')], markers: [{ touches: 'target' }] } } });
    expect(blast.filter((e) => e.type === 'ModelKilled').map((e) => (e.data as { modelId: string }).modelId)).toEqual(['b2', 'a2']);
  });

  it('malifaux-2e/AA-3 a once-per-Turn Action is refused the second time for that model', () => {
    const once = model('o', { actions: [{ ...greatsword, name: 'Once', ap: 1, oncePerTurn: true }] });
    const g = atActivation([once], B, { decks: [stacked('RAM-10', 'RAM-01'), stacked('RAM-03')] });
    g.do('A', 'ActivateModel', { modelId: 'o' });
    g.do('A', 'TakeAction', { actionId: 'o1', modelId: 'o', action: 'Once', targets: ['guard'], facts: near });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    flipDuel(g, 'A');
    expect(g.refused('A', 'TakeAction', { actionId: 'o2', modelId: 'o', action: 'Once', targets: ['guard'], facts: near })).toBe('malifaux-2e/AA-3');
  });

  it('malifaux-2e/TR-6 an Action granted by a Trigger of the model’s last duel costs no AP; without the Trigger it is refused', () => {
    const flurry = { ...greatsword, name: 'Claws', triggers: [{ name: 'Flurry', suits: ['RAM' as const], timing: 'AFTER_SUCCEEDING' as const, grantsAction: true }] };
    const m = model('m', { actions: [flurry] });
    const g = atActivation([m], B, { decks: [stacked('RAM-10', 'RAM-01'), stacked('TOME-03')] });
    g.do('A', 'ActivateModel', { modelId: 'm' });
    expect(g.refused('A', 'TakeAction', { actionId: 'c0', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near, grantedByTrigger: 'Flurry' })).toBe('malifaux-2e/TR-6');
    g.do('A', 'TakeAction', { actionId: 'c1', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } } });
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    flipDuel(g, 'A');
    const ev = g.do('A', 'TakeAction', { actionId: 'c2', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near, grantedByTrigger: 'Flurry' });
    expect(ev[0].data).toMatchObject({ free: 'TRIGGER', paid: 0 });
  });
});
