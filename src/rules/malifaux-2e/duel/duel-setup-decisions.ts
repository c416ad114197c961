// malifaux-2e §4.3-4.4 steps 1-2: start, Soulstones, relenting, flips (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-633, 697-725, 758-764): SS-D1..SS-D3, DU-O8, DU-O9, DU-S1, DU-1, FM-2
import { SeatId } from '../../core/decider';
import { RuleViolation, require_ } from '../../core/rule-violation';
import { CardId, SUITS } from '../../malifaux/cards';
import { DeclareSoulstones, Relent, StartDuelData } from './duel-commands';
import { DuelContext } from './duel-context';
import { CardMove, DuelCardsFlipped, DefenderRelented, DuelEvent, DuelStarted } from './duel-events';
import { expectStep } from './duel-order';
import { duelPolicy } from './duel-policy';
import { stationUsesSoulstones } from './duel-roles';
import { DuelRecord, DuelState, sideOf } from './duel-state';
import { dueStep } from './duel-steps';
import { assertWoundsInRange } from './damage';
import { addFateModifiers, cardsToFlip, netFateModifiers, NO_FATE_MODIFIERS } from './fate-modifiers';
import { checkSoulstoneDeclaration, poolAfterSpending, soulstoneEffects } from './soulstones';

const DUEL_SECTION = '§4.3-4.4 (seed 603-764)';

/** DU-S1: one duel (or flip) at a time: it must be finished before the next begins. */
export function assertNothingInProgress(state: DuelState): void {
  require_(
    state.status !== 'DUELING' && state.status !== 'FLIPPING',
    'malifaux-2e/DU-S1',
    '§4.3 (seed 621-623)',
    'a duel or flip is already in progress: finish it before beginning another',
  );
}

export function startDuel(state: DuelState, d: StartDuelData): DuelEvent[] {
  assertNothingInProgress(state);
  if (d.kind === 'SIMPLE')
    require_(typeof d.action.tn === 'number', 'malifaux-2e/DU-1', '§4.2-4.3 (seed 603-607)', 'a Simple Duel needs a TN');
  else
    require_(d.attacker.modelId !== d.defender.modelId, 'malifaux-2e/DU-O9', '§4.4 (seed 1048)', 'an Attack may not target its own model');
  // DM-1: the Defender's Wounds are those its damage flip (StartDamageFromDuel) starts from.
  for (const p of d.kind === 'SIMPLE' ? [d.actor] : [d.attacker, d.defender]) assertWoundsInRange(p, 'malifaux-2e/DM-1');
  for (const s of d.action.requiredSuits ?? [])
    require_(SUITS.includes(s), 'malifaux-2e/DU-1', '§4.2', 'required suits must be RAM, CROW, TOME or MASK');
  const sides = d.kind === 'SIMPLE' ? [{ role: 'ACTOR' as const, participant: d.actor }] : [
    { role: 'ATTACKER' as const, participant: d.attacker },
    { role: 'DEFENDER' as const, participant: d.defender },
  ];
  const event: DuelStarted = {
    type: 'DuelStarted',
    data: {
      duelId: d.duelId,
      kind: d.kind,
      action: d.action,
      sides,
      defenderFriendly: d.kind === 'OPPOSED' && d.defenderFriendly,
      policy: duelPolicy(d.policy),
    },
  };
  return [event];
}

export function duelOf(state: DuelState): DuelRecord {
  if (state.status !== 'DUELING') throw new RuleViolation('malifaux-2e/DU-S1', DUEL_SECTION, 'no duel is in progress');
  return state.duel;
}

/** SS-D1..SS-D3, SS-1, SS-2. */
export function declareSoulstones(state: DuelState, c: DeclareSoulstones['data'], ctx: DuelContext): DuelEvent[] {
  const due = expectStep(state, 'DECLARE_SOULSTONES', c.by);
  const side = sideOf(duelOf(state), due.role ?? 'ACTOR');
  if (!side) return [];
  for (const s of c.suits) require_(SUITS.includes(s), 'malifaux-2e/SS-D2', '§3.3', 'a Soulstone suit must be RAM, CROW, TOME or MASK');
  const pool = ctx.soulstones(c.by);
  const declaration = { fateModifiers: c.fateModifiers, suits: c.suits };
  const poolAfter = checkSoulstoneDeclaration({ station: side.participant.station, declaration, pool, policy: duelOf(state).policy });
  return [
    {
      type: 'SoulstonesDeclared',
      data: { role: side.role, seat: c.by, modelId: side.participant.modelId, ...declaration, spent: pool - poolAfter, poolAfter },
    },
  ];
}

/** DU-O8: a friendly Defender may relent before any card is flipped (its step-1 decision); A-9 for its Soulstone. */
export function relent(state: DuelState, c: Relent['data'], ctx: DuelContext): DuelEvent[] {
  const s = '§4.4 (seed 758-764)';
  const duel = duelOf(state);
  require_(duel.kind === 'OPPOSED' && duel.defenderFriendly, 'malifaux-2e/DU-O8', s, 'only a Defender attacked by a friendly model may relent');
  const due = dueStep(state);
  const defender = sideOf(duel, 'DEFENDER');
  if (!defender) return [];
  require_(
    due.step === 'DECLARE_SOULSTONES' && due.role === 'DEFENDER' && c.by === defender.participant.seat,
    'malifaux-2e/DU-O8',
    s,
    'only the Defender may relent, as its step-1 decision, before any card is flipped',
  );
  let spent = 0;
  let poolAfter: number | null = null;
  if (c.damageFlipSoulstone) {
    require_(duel.policy.relentingDefenderMaySpendSoulstone, 'malifaux-2e/DU-O8', s, 'policy relentingDefenderMaySpendSoulstone: a relenting model spends no Soulstone');
    require_(stationUsesSoulstones(defender.participant.station), 'malifaux-2e/SS-D1', '§3.3', 'only Masters and Henchmen spend Soulstones');
    poolAfter = poolAfterSpending(ctx.soulstones(c.by), 1);
    spent = 1;
  }
  const event: DefenderRelented = {
    type: 'DefenderRelented',
    data: { seat: c.by, modelId: defender.participant.modelId, damageFlipPenalty: spent, spent, poolAfter },
  };
  return [event];
}

/** §4.3-4.4 step 2, FM-2: every (non-relenting) model flips 1 + |net| cards, at most 4, from its own deck. */
export function flipDuelCards(state: DuelState, by: SeatId, ctx: DuelContext): DuelEvent[] {
  expectStep(state, 'FLIP', by);
  const duel = duelOf(state);
  const flippers = (['DEFENDER', 'ATTACKER', 'ACTOR'] as const).flatMap((r) => sideOf(duel, r) ?? []).filter((s) => s.flipped === null);
  const plan = flippers.map((s) => {
    const ss = s.soulstones.status === 'DECLARED' ? soulstoneEffects(s.role, s.soulstones.declaration).flip : NO_FATE_MODIFIERS;
    const net = netFateModifiers(addFateModifiers(s.participant.fate ?? NO_FATE_MODIFIERS, ss));
    return { side: s, net, requested: cardsToFlip(net) };
  });
  // One ctx.flip call per seat; when both models share a seat (a friendly attack) the Defender takes the first cards.
  const bySeat = new Map<SeatId, CardId[]>();
  for (const seat of new Set(plan.map((p) => p.side.participant.seat))) {
    const total = plan.filter((p) => p.side.participant.seat === seat).reduce((n, p) => n + p.requested, 0);
    bySeat.set(seat, ctx.flip(seat, total).slice(0, total));
  }
  const flips = plan.map((p) => {
    const seat = p.side.participant.seat;
    const cards = (bySeat.get(seat) ?? []).splice(0, p.requested);
    return { role: p.side.role, seat, net: p.net, requested: p.requested, cards };
  });
  const moves: CardMove[] = flips.flatMap((f) => f.cards.map((card) => ({ seat: f.seat, card, from: 'DECK' as const, to: 'IN_PLAY' as const })));
  const event: DuelCardsFlipped = { type: 'DuelCardsFlipped', data: { stage: 'DUEL', flips, moves } };
  return [event];
}
