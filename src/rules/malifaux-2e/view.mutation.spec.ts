// malifaux-2e hidden information (rules/malifaux-2e.md §0, §1.4, §19 AV-2; DESIGN.md "Hidden information"): who sees
// the seed, a hand, and a Master's secret Manifestation card, in the view and in the event log (issue 15: the
// per-viewer branches view.spec.ts and avatars.spec.ts leave open).
import type { Viewer } from '../core/decider';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import type { GameState } from './state';
import { atActivation, guard, lilith, model } from './testing/turns';
import type { ModelDef } from './turn/crew';
import { view, type EncounterView } from './view';

const avatar = { name: 'Avatar of Deceit', manifestedBaseMm: 50 as const, manifestation: 'BLOODY' as const };
const master: ModelDef = { ...lilith, avatar };
const A: Viewer = { role: 'seat', seat: 'A' };
const B: Viewer = { role: 'seat', seat: 'B' };
const ORGANISER: Viewer = { role: 'organiser' };
const PUBLIC: Viewer = { role: 'public' };
const AUDITOR: Viewer = { role: 'auditor' };
const viewOf = (s: GameState, viewer: Viewer): EncounterView => {
  const v = view(s, viewer);
  if (v === null) throw new Error('no view');
  return v;
};
const manifestation = (s: GameState, viewer: Viewer): string | null | undefined => viewOf(s, viewer).table?.models.lilith?.def.avatar?.manifestation;

describe('malifaux-2e view: per-viewer branches', () => {
  const g = atActivation([master, model('a2')], [guard]);
  const hired = g.events.find((e): e is Extract<EncounterEvent, { type: 'CrewHired' }> => e.type === 'CrewHired' && e.data.seat === 'A')!;
  const hiredB = g.events.find((e): e is Extract<EncounterEvent, { type: 'CrewHired' }> => e.type === 'CrewHired' && e.data.seat === 'B')!;

  it('malifaux-2e/AV-2 the owner and the auditor see the Manifestation card; the opponent, the organiser and the public do not', () => {
    expect(manifestation(g.state, A)).toBe('BLOODY');
    expect(manifestation(g.state, AUDITOR)).toBe('BLOODY');
    for (const viewer of [B, ORGANISER, PUBLIC]) expect(manifestation(g.state, viewer)).toBeNull();
    // Only the Master's card is hidden: the rest of the model and the other models are as they are.
    const seenByB = viewOf(g.state, B).table!;
    expect(seenByB.models.lilith?.def).toEqual({ ...master, avatar: { ...avatar, manifestation: null } });
    expect(seenByB.models.a2).toEqual(g.state.table!.models.a2);
    expect(seenByB.models.guard).toEqual(g.state.table!.models.guard);
    // Once the encounter has ended, everyone sees it.
    expect(manifestation({ ...g.state, status: 'ended' }, B)).toBe('BLOODY');
    // A table without a secret card is the table itself.
    const plain = atActivation([model('a1')], [guard]).state;
    expect(viewOf(plain, B).table).toBe(plain.table);
  });

  it('malifaux-2e/AV-2 the CrewHired event hides the card from the opponent until it is revealed; a crew without one is public', () => {
    expect(malifaux2e.redactEvent(hired, A, g.state)).toEqual({ type: 'CrewHired', data: hired.data, redacted: false });
    expect(malifaux2e.redactEvent(hired, AUDITOR, g.state)).toEqual({ type: 'CrewHired', data: hired.data, redacted: false });
    const hidden = malifaux2e.redactEvent(hired, B, g.state);
    expect(hidden.redacted).toBe(true);
    expect(hidden.data).toEqual({ ...hired.data, models: hired.data.models.map((m) => (m.avatar ? { ...m, avatar: { ...m.avatar, manifestation: null } } : m)) });
    expect(malifaux2e.redactEvent(hiredB, A, g.state)).toEqual({ type: 'CrewHired', data: hiredB.data, redacted: false });
    const revealed: GameState = { ...g.state, table: { ...g.state.table!, models: { ...g.state.table!.models, lilith: { ...g.state.table!.models.lilith!, manifestationRevealed: true } } } };
    expect(malifaux2e.redactEvent(hired, B, revealed).data).toEqual(hired.data);
    expect(manifestation(revealed, B)).toBe('BLOODY');
    expect(malifaux2e.redactEvent(hired, B, { ...g.state, status: 'ended' })).toEqual({ type: 'CrewHired', data: hired.data, redacted: false });
  });

  it('malifaux-2e/FD-7 the view names the ruleset, the seed only once revealed, and every option at its value or default', () => {
    const v = viewOf(g.state, PUBLIC);
    expect(v).toMatchObject({ ruleset: 'malifaux-2e', status: 'active', seed: null, turn: g.state.turn, seedCommitment: g.state.seedCommitment });
    expect(viewOf(g.state, AUDITOR).seed).toBe(g.state.seed);
    expect(viewOf({ ...g.state, status: 'ended' }, PUBLIC).seed).toBe(g.state.seed);
    const old = { ...g.state, options: { autoDeclineCuts: true } as GameState['options'] };
    expect(viewOf(old, PUBLIC).options).toEqual({ autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: false, dropCorpseScrap: true });
    expect(viewOf({ ...g.state, table: null }, PUBLIC).table).toBeNull();
    expect(v.seats.map((s) => s.seat)).toEqual(['A', 'B']);
    expect(view({ status: 'empty' }, PUBLIC)).toBeNull();
  });
});
