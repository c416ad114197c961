// malifaux-2e §6-§17 random legal Turns through the decider (property): AP-4, AC-2, DM-1, HL-1, FD-1, replay
import fc from 'fast-check';
import type { SeatId } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import { allCards } from '../../malifaux/fate-deck';
import { malifaux2e } from '../index';
import { atActivation, greatsword, guard, lilith, model, pistol, type Game } from '../testing/turns';
import { turnStep } from './turn-step';

const A = [lilith, model('a2', { abilities: [{ keyword: 'COMPANION' }, { keyword: 'MELEE_EXPERT' }] }), model('a3', { wounds: 4, actions: [pistol] })];
const B = [guard, model('b2', { abilities: [{ keyword: 'ARMOR', value: 1 }], actions: [greatsword] }), model('b3', { station: 'HENCHMAN', wounds: 5 })];
const CONDITIONS: [string, number | undefined][] = [['Burning', 1], ['Poison', 2], ['Slow', undefined], ['Fast', undefined], ['Paralyzed', undefined], ['Reactivate', undefined], ['Focused', 1]];

type Cmd = [SeatId | 'organiser', string, object];

/** Candidate decisions for the step due, in the order the random choice rotates them. */
function candidates(g: Game, pick: number): Cmd[] {
  const s = g.state;
  const step = turnStep(s);
  const t = s.table!;
  const seat = step.seats[0] ?? 'A';
  const enemies = (of: SeatId) => t.order.filter((id) => t.models[id].seat !== of && t.models[id].status === 'IN_PLAY');
  switch (step.step) {
    case 'BEGIN_DRAW_PHASE':
      return [['organiser', 'BeginDrawPhase', {}]];
    case 'REFILL_HAND':
      return [[seat, 'RefillHand', { seat, discard: [], useSoulstone: false }]];
    case 'FLIP_INITIATIVE':
      return [['organiser', 'FlipInitiative', { flipId: `i${g.events.length}` }]];
    case 'INITIATIVE_REFLIP':
      return [[seat, 'DecideInitiativeReflip', { seat, reflip: false, flipId: `r${g.events.length}` }]];
    case 'CHOOSE_FIRST_PLAYER':
      return [[seat, 'ChooseFirstPlayer', { firstPlayer: pick % 2 === 0 ? 'A' : 'B' }]];
    case 'ACTIVATE': {
      const chain: Cmd[] = step.chain.map((id) => [t.models[id].seat, 'ActivateModel', { modelId: id, chain: { ability: 'COMPANION', withinInches: pick % 8 } }]);
      const normal: Cmd[] = step.models.map((id) => [seat, 'ActivateModel', { modelId: id }]);
      return rotate([...chain, ...normal], pick);
    }
    case 'ACTION': {
      const id = step.modelId!;
      const m = t.models[id];
      const foes = enemies(m.seat);
      const foe = foes[pick % Math.max(1, foes.length)];
      const facts = { distances: { [foe]: pick % 3 }, los: { [foe]: 'CLEAR' }, cover: { [foe]: (['NONE', 'SOFT', 'HARD'] as const)[pick % 3] } };
      const n = g.events.length;
      const [cond, value] = CONDITIONS[pick % CONDITIONS.length];
      const target = t.order[pick % t.order.length];
      const opts: Cmd[] = [
        [seat, 'TakeAction', { actionId: `w${n}`, modelId: id, action: 'Walk', facts: { moved: pick % 7, ...(pick % 4 === 0 ? { leavesEngagementOf: [foe], distances: { [foe]: pick % 3 } } : {}) } }],
        [seat, 'TakeAction', { actionId: `f${n}`, modelId: id, action: 'Focus' }],
        [seat, 'TakeAction', { actionId: `d${n}`, modelId: id, action: 'Defensive Stance', ap: 1 + (pick % 2) }],
        [seat, 'TakeAction', { actionId: `c${n}`, modelId: id, action: 'Charge', targets: [foe], facts: { moved: pick % 7, los: { [foe]: 'CLEAR' }, endsInEngagementRange: true } }],
        ...m.def.actions.map((a): Cmd => [seat, 'TakeAction', { actionId: `a${n}`, modelId: id, action: a.name, targets: [foe], facts, useFocus: pick % 5 === 0 }]),
        ['organiser', 'DeclareEffect', { effectId: `e${n}`, kind: 'GAIN_CONDITION', modelId: target, condition: { name: cond, value } }],
      ];
      const end: Cmd = [seat, 'EndActivation', { modelId: id }];
      return pick % 5 === 1 ? [end, ...rotate(opts, pick)] : [...rotate(opts, pick), end];
    }
    case 'DISENGAGING_STRIKE': {
      const striker = step.models[0];
      const strikes: Cmd[] = t.models[striker].def.actions.map((a) => [seat, 'DisengagingStrike', { strikerId: striker, action: a.name }]);
      return [...rotate(strikes, pick), [seat, 'DisengagingStrike', { strikerId: striker }]];
    }
    case 'DAMAGE_FLIP':
      return [[seat, 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } }]];
    case 'DUEL': {
      const d = s.duel;
      const flipped = d.status === 'FLIPPING' ? (d.flip.flipped ?? []) : d.status === 'DUELING' ? d.duel.sides.flatMap((x) => x.flipped ?? []) : [];
      const by = seat;
      const cmds: object[] = [
        { type: 'FlipDuelCards', data: { by } },
        ...flipped.map((card) => ({ type: 'ChooseActiveCard', data: { by, card } })),
        { type: 'NameRedJokerSuit', data: { by, suit: 'RAM' } },
        { type: 'DeclineCheat', data: { by } },
        { type: 'PassTrigger', data: { by } },
        { type: 'DeclinePrevention', data: { by } },
        { type: 'DeclareSoulstones', data: { by, fateModifiers: 0, suits: [] } },
      ];
      return cmds.map((command) => [by, 'DuelDecision', { command }]);
    }
    case 'END_PHASE':
      return [[seat, 'ResolveEndPhase', { flipId: `x${g.events.length}`, now: '2026-01-01T05:00:00Z' }]];
    default:
      return [];
  }
}

const rotate = <T>(xs: T[], k: number): T[] => (xs.length === 0 ? xs : [...xs.slice(k % xs.length), ...xs.slice(0, k % xs.length)]);

describe('malifaux-2e Turns (property)', () => {
  it('malifaux-2e/AP-4 malifaux-2e/AC-2 malifaux-2e/DM-1 malifaux-2e/FD-1 random legal Turns: AP never negative, one Activation per Turn (Reactivate aside), nothing acts once killed, wounds in range, 54 cards per seat, replay gives the same state', () => {
    const seen = { turns: 0, kills: 0, damage: 0, endPhases: 0, chains: 0, walks: 0 };
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }), (picks) => {
        const g = atActivation(A, B);
        const activations = new Map<string, number>();
        let turn = g.state.turn;
        for (const pick of picks) {
          const step = turnStep(g.state);
          if (step.step === 'ENCOUNTER_ENDED') break;
          let done = false;
          for (const [who, type, data] of candidates(g, pick)) {
            const before = g.state;
            try {
              const ev = g.do(who, type, data);
              // No model acts once killed, sacrificed or buried.
              for (const e of ev) {
                if (e.type === 'ModelKilled') seen.kills++;
                if (e.type === 'DamageResolved') seen.damage++;
                if (e.type === 'UpkeepResolved') seen.endPhases++;
                if (e.type === 'WalkResolved') seen.walks++;
                if (e.type === 'ActivationStarted' && e.data.chain) seen.chains++;
                if (e.type === 'ActivationStarted' || e.type === 'ActionTaken') expect(before.table!.models[e.data.modelId].status).toBe('IN_PLAY');
                if (e.type === 'ActivationStarted') activations.set(e.data.modelId, (activations.get(e.data.modelId) ?? 0) + (e.data.reactivation ? 0 : 1));
              }
              done = true;
              break;
            } catch (e) {
              if (!(e instanceof RuleViolation) && !(e instanceof Error && e.message.startsWith('FORBIDDEN'))) throw e;
            }
          }
          expect(done).toBe(true); // the step due always has a legal decision
          const s = g.state;
          if (s.turn !== turn) {
            turn = s.turn;
            activations.clear();
          }
          for (const n of activations.values()) expect(n).toBeLessThanOrEqual(1);
          const cur = s.table!.activation?.current;
          if (cur) expect(cur.ap).toBeGreaterThanOrEqual(0);
          for (const m of Object.values(s.table!.models)) {
            expect(m.wounds).toBeLessThanOrEqual(m.def.wounds);
            if (m.status === 'IN_PLAY') expect(m.wounds).toBeGreaterThan(0);
          }
          for (const seat of ['A', 'B'] as const) expect([...allCards(s.seats[seat]!)].sort()).toHaveLength(54);
        }
        // Replay from the log gives the same state.
        const replayed = g.events.reduce(malifaux2e.evolve, malifaux2e.initialState());
        expect(replayed).toEqual(g.state);
        seen.turns = Math.max(seen.turns, g.state.turn);
      }),
      { numRuns: 20 },
    );
    // The runs reach the parts of the Turn they are meant to test.
    expect(seen.turns).toBeGreaterThanOrEqual(3);
    expect(seen.kills).toBeGreaterThan(0);
    expect(seen.damage).toBeGreaterThan(10);
    expect(seen.endPhases).toBeGreaterThan(5);
    expect(seen.walks).toBeGreaterThan(0);
  });
});
