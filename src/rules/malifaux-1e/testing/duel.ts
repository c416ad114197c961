// Test fixtures for 1E duels and damage flips (§6, §10.5-§10.11): an opposed attack between two stand-in models (no crews:
// a StartDuel command), resolved without cheats, then its damage flip started.
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { DamageTrack } from '../../malifaux/damage-track';
import type { FateModifiers } from '../../malifaux/fate-modifiers';
import { NO_CONTEXT } from '../duel/duel-decisions';
import type { DamageFlip1e, DuelRecord1e, Side1e } from '../duel/duel-state';
import { dueDuelStep } from '../duel/duel-steps';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { A, B, cmd, create, duel, run, stacked, step } from './fixtures';

export const TRACK: DamageTrack = { weak: 2, moderate: 3, severe: 5 };
export const side = (seat: 'A' | 'B', station: string, stat: string, value: number, wounds = 10) => ({ modelId: `${seat}-m`, seat, station, stat: { name: stat, value }, wounds, maxWounds: 10 });

/**
 * An attack Cb `cb` + A's first card against Df `df` + B's first card (both Minions unless said), resolved without
 * cheats, then its damage flip started with `fate` extra modifiers. `damageA`: A's cards after the attack card.
 */
export function attack(o: { attackA: CardId; defB: CardId; cb?: number; df?: number; damageA?: CardId[]; handA?: CardId[]; track?: DamageTrack; fate?: FateModifiers[]; defender?: string; nextB?: CardId[]; options?: object }) {
  const handA = o.handA ?? [];
  const g = run([
    create([stacked(...handA, o.attackA, ...(o.damageA ?? [])), stacked(o.defB, ...(o.nextB ?? []))], o.options ? { options: { autoDeclineCuts: true, ...o.options } } : {}),
    ...(handA.length ? [cmd('DrawCards', A, { seat: 'A', count: handA.length })] : []),
    duel(A, { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: side('A', 'MINION', 'Cb', o.cb ?? 5), defender: side('B', o.defender ?? 'MINION', 'Df', o.df ?? 4), action: { name: 'Sword', damage: o.track ?? TRACK } } }),
  ]);
  // Decline every cheat still open (a hand was drawn) until the duel resolves.
  let s = { events: g.events, state: g.state };
  for (let i = 0; i < 8 && s.state.duel.status === 'DUELING'; i++) {
    const d = s.state.duel.duel;
    const due = dueDuelStep(d);
    const by = due.seats[0] as 'A' | 'B';
    if (due.step === 'CHEAT') s = step(s, duel(by === 'A' ? A : B, { type: 'DeclineCheat', data: { by } }));
    else if (due.step === 'SOULSTONE_CARD') s = step(s, duel(by === 'A' ? A : B, { type: 'DeclineSoulstoneCard', data: { by } }));
    else break;
  }
  return step(s, duel(A, { type: 'StartDamageFromDuel', data: { fate: o.fate ?? [] } }));
}
export const flip = (s: { events: EncounterEvent1e[]; state: GameState1e }) => step(s, duel(A, { type: 'FlipDuelCards', data: { by: 'A' } }));
export const result = (s: GameState1e) => (s.duel.status === 'FLIP_RESOLVED' ? s.duel.result : null);
export const dmgFlip = (s: GameState1e) => (s.duel.status === 'FLIPPING' ? s.duel.flip : null);

/** A side of a duel record as the engine keeps it (duel-state.ts): Minion-like, stat 5, RAM-05 flipped, nothing decided. */
export const duelSide = (role: Side1e['role'], seat: SeatId, over: Partial<Side1e> = {}): Side1e => ({
  role,
  modelId: `${seat}-m`,
  seat,
  stat: { name: role === 'DEFENDER' ? 'Df' : 'Cb', value: 5, suits: [] },
  bonus: 0,
  wounds: 6,
  maxWounds: 6,
  useSoulstone: true,
  fate: { bonus: 0, penalty: 0 },
  net: 0,
  triggers: [],
  flipped: ['RAM-05'],
  choice: { status: 'PENDING' },
  redJokerSuit: null,
  cheat: { status: 'PENDING' },
  soulstone: { status: 'PENDING' },
  trigger: { status: 'PENDING' },
  ...over,
});

/** An opposed Sword duel record between A's attacker and B's defender. */
export const duelRecord = (over: Partial<DuelRecord1e> = {}): DuelRecord1e => ({ duelId: 'd', kind: 'OPPOSED', name: 'Sword', tn: null, requiredSuits: [], sides: [duelSide('ATTACKER', 'A'), duelSide('DEFENDER', 'B')], context: NO_CONTEXT, ...over });

/** A damage flip against B's model, its first flip not yet made (duel-state.ts). */
export const damageFlip1e = (over: Partial<DamageFlip1e> = {}): DamageFlip1e => ({
  kind: 'DAMAGE',
  seat: 'A',
  target: { modelId: 'B-m', seat: 'B', useSoulstone: true, wounds: 6, maxWounds: 6 },
  track: { weak: 2, moderate: 3, severe: 5 },
  fate: { bonus: 0, penalty: 0 },
  cheatable: true,
  reductions: { halve: false, armor: 0, object: 0 },
  flips: [{ flipped: null, net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } }],
  prevention: { status: 'PENDING' },
  ...over,
});
