// malifaux-1e §10.5-§10.11 damage, Jokers, blasts, healing, prevention through the decider (rules/malifaux-1e.md;
// worked examples §17: W4, D8-D15) and the §18 rows "Combat total", "RJ on the damage flip", "Healing", "Blasts".
import type { DamageTrack } from '../../malifaux/damage-track';
import { A, B, cmd, create, duel, model, refusal, run, stacked, step } from '../testing/fixtures';
import { attack, dmgFlip, flip, result, side, TRACK } from '../testing/duel';
import { modelFrom } from '../turn/crew';

describe('malifaux-1e §10.5 CB-7 the combat total and §10.7 the damage flip', () => {
  it.each([
    [0, 'RAM-09', 'RAM-10', { bonus: 0, penalty: 2 }],
    [3, 'RAM-12', 'RAM-10', { bonus: 0, penalty: 1 }],
    [6, 'RAM-13', 'RAM-08', { bonus: 0, penalty: 0 }],
    [12, 'RAM-13', 'RAM-05', { bonus: 1, penalty: 0 }],
  ] as const)('malifaux-1e/CB-7 malifaux-1e/DU-O1 combat total %i → damage flip modifiers %j', (margin, a, b, mods) => {
    const s = attack({ attackA: a, defB: b, cb: margin === 12 ? 8 : 5, df: 4 });
    expect(dmgFlip(s.state)?.fate).toEqual(mods);
  });

  it('malifaux-1e/CB-7 a failed attack has no damage flip', () => {
    const g = run([create([stacked('RAM-02'), stacked('RAM-12')]), duel(A, { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: side('A', 'MINION', 'Cb', 5), defender: side('B', 'MINION', 'Df', 4), action: { name: 'Sword', damage: TRACK } } })]);
    expect(refusal(g, duel(A, { type: 'StartDamageFromDuel', data: {} }))).toBe('malifaux-1e/CB-7');
  });

  it('malifaux-1e/DMG-7 D8: combat total 3 puts `−` on the damage flip: two cards, the lowest kept, no cheating even with a hand', () => {
    const s = flip(attack({ attackA: 'RAM-12', defB: 'RAM-10', handA: ['MASK-13'], damageA: ['TOME-11', 'RAM-08'] }));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'CHEAT', ruleId: 'malifaux-1e/DMG-7' }) }));
    expect(result(s.state)).toMatchObject({ band: 'MODERATE', base: 3 });
  });

  it('malifaux-1e/DMG-7 D9: the same hit from a Charge (`+`) is net 0: one card, and it may be cheated', () => {
    const s = flip(attack({ attackA: 'RAM-12', defB: 'RAM-10', handA: ['MASK-13'], damageA: ['TOME-03'], fate: [{ bonus: 1, penalty: 0 }] }));
    expect(s.state.duel.status === 'FLIPPING' && s.state.duel.flip.flips[0].cheat.status).toBe('PENDING');
    const cheated = step(s, duel(A, { type: 'CheatFate', data: { by: 'A', card: 'MASK-13' } }));
    expect(result(cheated.state)).toMatchObject({ band: 'SEVERE', base: 5 });
  });

  it('malifaux-1e/DMG-6 D10: combat total 12 with Focus is `++`: three cards, free choice', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', cb: 8, damageA: ['RAM-02', 'RAM-07', 'RAM-12'], fate: [{ bonus: 1, penalty: 0 }] }));
    expect(s.state.duel.status === 'FLIPPING' && s.state.duel.flip.flips[0].flipped).toEqual(['RAM-02', 'RAM-07', 'RAM-12']);
    expect(refusal(s, duel(B, { type: 'ChooseActiveCard', data: { by: 'B', card: 'RAM-12' } }))).toBe('malifaux-1e/FM-3');
    const chosen = step(s, duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-12' } }));
    expect(result(chosen.state)).toMatchObject({ band: 'SEVERE', base: 5, woundsAfter: 5 });
  });

  it.each([
    ['RAM-04', 'WEAK', 2],
    ['RAM-08', 'MODERATE', 3],
    ['RAM-12', 'SEVERE', 5],
    ['BJ', 'NONE', 0],
  ] as const)('malifaux-1e/DMG-6 malifaux-1e/DMG-8 W4: Dg 2/3/5, card %s → %s, %i damage', (card, band, base) => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: [card] }));
    expect(result(s.state)).toMatchObject({ band, base });
  });

  it('malifaux-1e/DMG-5 wounds never go below 0; at 0 Wd the model is killed', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], track: { weak: 8, moderate: 9, severe: 12 } }));
    expect(result(s.state)).toMatchObject({ wounds: 12, woundsAfter: 0, killed: true });
  });
});

describe('malifaux-1e §10.8 the Red Joker on the damage flip (§18: severe + a second flip; 2E: severe + weak)', () => {
  it('malifaux-1e/DMG-9 D11: RJ then a 7: 5 + 3 = 8 damage (2E would deal 5 + 2 = 7)', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RJ', 'TOME-07'] }));
    expect(result(s.state)).toMatchObject({ band: 'RED_JOKER', base: 8 });
    expect(s.state.duel.status === 'FLIP_RESOLVED' && s.state.duel.flip.flips.map((f) => f.flipped)).toEqual([['RJ'], ['TOME-07']]);
  });

  it('malifaux-1e/DMG-9 D11: a Black Joker on the second flip adds nothing but keeps the severe damage', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RJ', 'BJ'] }));
    expect(result(s.state)).toMatchObject({ base: 5 });
  });

  it('malifaux-1e/DMG-9 the second flip may be cheated by default; policy rjSecondFlipCheatable=false forbids it', () => {
    const open = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', handA: ['MASK-12'], damageA: ['RJ', 'TOME-02'] }));
    // The first card (RJ) offers a cheat too: decline it, then the second flip's cheat is due.
    const first = step(open, duel(A, { type: 'DeclineCheat', data: { by: 'A' } }));
    expect(first.state.duel.status === 'FLIPPING' && first.state.duel.flip.flips[1].cheat.status).toBe('PENDING');
    const strict = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', handA: ['MASK-12'], damageA: ['RJ', 'TOME-02'], options: { rjSecondFlipCheatable: false } }));
    const s = step(strict, duel(A, { type: 'DeclineCheat', data: { by: 'A' } }));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ flipIndex: 1, ruleId: 'malifaux-1e/DMG-9' }) }));
  });
});

describe('malifaux-1e §10.9 blasts', () => {
  const blastTrack: DamageTrack = { weak: 2, moderate: 3, severe: 5, blasts: { severe: 1 } };
  const others = [
    { modelId: 'x', seat: 'B' as const, station: 'MINION', wounds: 6, maxWounds: 6 },
    { modelId: 'y', seat: 'B' as const, station: 'MINION', wounds: 6, maxWounds: 6 },
  ];
  it('malifaux-1e/BL-1 malifaux-1e/BL-2 D12: card 12 on Dg 2/3/5 with a blast on severe: the target takes 5, each other model 3', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], track: blastTrack }));
    expect(result(s.state)).toMatchObject({ base: 5, blasts: 1, blastDamage: 3 });
    const blasted = step(s, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others } }));
    expect(blasted.added[0]).toEqual({ type: 'BlastDamageApplied', data: { targets: [{ modelId: 'x', damage: 3 }, { modelId: 'y', damage: 3 }] } });
    expect(refusal(blasted, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others } }))).toBe('malifaux-1e/BL-1');
    expect(refusal(s, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: [{ ...others[0], modelId: 'B-m' }] } }))).toBe('malifaux-1e/BL-2');
  });

  it('malifaux-1e/LOS-8 §4.7: a blast (Ht 3) hits a model behind a solid element only if it sees it, by the declared sight lines', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-12'], track: blastTrack }));
    // x (Ht 2) and y (Ht 4) stand on the table, behind a Ht 3 wall every line from the blast meets.
    const table = { ...s, state: { ...s.state, models: { ...s.state.models, x: modelFrom('B', model('x')), y: modelFrom('B', model('y', { stats: { df: 4, wp: 5, wk: 5, cg: 7, ht: 4 } })) } } };
    const wall = { obstacles: [{ kind: 'SOLID' as const, ht: 3, allLines: true }] };
    expect(refusal(table, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others, sight: { x: wall } } }))).toBe('malifaux-1e/LOS-8');
    // y is taller than the wall: the blast sees it (LOS-2 partial).
    expect(step(table, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others, sight: { y: wall } } })).added[0]).toMatchObject({ type: 'BlastDamageApplied' });
    // A model off the table has no Ht to check against.
    expect(refusal(s, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others, sight: { x: wall } } }))).toBe('malifaux-1e/LOS-8');
  });

  it('malifaux-1e/BL-3 D13: RJ then 12: the target takes 10, the others moderate (3), only the severe blast', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RJ', 'RAM-12'], track: blastTrack, defender: 'MINION' }));
    expect(result(s.state)).toMatchObject({ base: 10, blasts: 1, blastDamage: 3 });
  });

  it('malifaux-1e/BL-1 a severity without a blast icon places none', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-07'], track: blastTrack }));
    expect(refusal(s, duel(A, { type: 'ApplyBlastDamage', data: { by: 'A', targets: others } }))).toBe('malifaux-1e/BL-1');
  });
});

describe('malifaux-1e §10.10 healing and §10.11 prevention', () => {
  it.each([
    ['RAM-04', 3],
    ['RAM-10', 4],
    ['RAM-13', 5],
    ['RJ', 8],
    ['BJ', 2],
  ] as const)('malifaux-1e/HE-1 malifaux-1e/HE-2 D14: a healing flip %s on a model at 2 of 8 Wd → %i (2E would read a heal track and allow a cheat)', (card, after) => {
    const g = run([create([stacked('MASK-13', card), stacked()]), cmd('DrawCards', A, { seat: 'A', count: 1 })]);
    const s = step(g, duel(A, { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds: 2, maxWounds: 8 }, amount: { kind: 'FLIP' } } }));
    // No cheating step even with a card in hand: the heal resolves at once.
    expect(s.added.map((e) => e.type)).toEqual(['CardsFlipped', 'CardsDiscarded', 'ModelWoundsChanged']);
    expect(s.added[2]).toMatchObject({ data: { modelId: 'm', wounds: after } });
    expect(s.state.seats.A?.soulstones).toBe(3);
  });

  it('malifaux-1e/HE-1 healing never goes above the printed Wd', () => {
    const g = run([create([stacked('RAM-13'), stacked()])]);
    const s = step(g, duel(A, { type: 'StartHealing', data: { healed: { modelId: 'm', seat: 'A', station: 'MASTER', wounds: 7, maxWounds: 8 }, amount: { kind: 'FLIP' } } }));
    expect(s.added[2]).toMatchObject({ data: { wounds: 8 } });
  });

  it('malifaux-1e/PR-1 malifaux-1e/PR-2 D15: 5 wounds incoming, a prevention flip of 7 prevents 2: 3 taken; the Red Joker prevents all', () => {
    const track = { weak: 5, moderate: 5, severe: 5 };
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-08'], track, defender: 'HENCHMAN', nextB: ['CROW-07'] }));
    expect(s.state.duel.status === 'FLIPPING' && s.state.duel.flip.prevention.status).toBe('PENDING');
    expect(refusal(s, duel(A, { type: 'FlipPrevention', data: { by: 'A' } }))).toBe('malifaux-1e/PR-1');
    const prevented = step(s, duel(B, { type: 'FlipPrevention', data: { by: 'B' } }));
    expect(result(prevented.state)).toMatchObject({ prevented: 2, wounds: 3, woundsAfter: 7 });
    expect(prevented.state.seats.B?.soulstones).toBe(1);
    const rj = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-08'], track, defender: 'HENCHMAN', nextB: ['RJ'] }));
    expect(result(step(rj, duel(B, { type: 'FlipPrevention', data: { by: 'B' } })).state)).toMatchObject({ prevented: 5, wounds: 0 });
  });

  it('malifaux-1e/PR-1 a Minion has no Use Soulstone: no prevention step', () => {
    const s = flip(attack({ attackA: 'RAM-13', defB: 'RAM-05', damageA: ['RAM-08'] }));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'PREVENTION', ruleId: 'malifaux-1e/PR-1' }) }));
  });
});
