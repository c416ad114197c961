// malifaux-2e §3, §4, §12 test support: fast-check generators of duel, damage and healing starts (rules/malifaux-2e.md
// §3.2-3.5, §4.3-4.4, §12; seed 002_0afdbbe5c7b94945.txt lines 482-569, 603-764, 1335-1388). Plain data, legal-looking
// most of the time, with rare out-of-range values (a seat that is not at the table, wounds above the maximum, a bogus suit).
import fc from 'fast-check';
import type { SeatId } from '../../core/decider';
import { SUITS, type Suit } from '../../malifaux/cards';
import type { DamageTrack } from '../duel/damage';
import type { DuelParticipant, FlipTarget, StartDamage, StartDuel, StartHealing } from '../duel/duel-commands';
import type { DuelPolicy } from '../duel/duel-policy';
import type { Station } from '../duel/duel-roles';
import type { TriggerDef, TriggerTiming } from '../duel/triggers';

export const suitArb: fc.Arbitrary<Suit> = fc.constantFrom(...SUITS);
/** A suit as a client may send it: nearly always one of the four, rarely something else. */
export const looseSuitArb: fc.Arbitrary<Suit> = fc.oneof({ weight: 30, arbitrary: suitArb }, { weight: 1, arbitrary: fc.constant('SKULL' as Suit) });
/** Mostly the two seats of the table; rarely a seat that is not there. */
export const tableSeatArb: fc.Arbitrary<SeatId> = fc.oneof({ weight: 40, arbitrary: fc.constantFrom<SeatId>('A', 'B') }, { weight: 1, arbitrary: fc.constant<SeatId>('C') });
/** MASTER and HENCHMAN often, so that Soulstones and prevention flips come up. */
export const stationArb: fc.Arbitrary<Station> = fc.constantFrom<Station>('MASTER', 'MASTER', 'HENCHMAN', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON', 'NONE');
export const STAT_NAMES = ['Ml', 'Sh', 'Df', 'Wp', 'Ca'] as const;
const statNameArb = fc.constantFrom(...STAT_NAMES);
const timingArb = fc.constantFrom<TriggerTiming>('IMMEDIATELY', 'WHEN_DAMAGING', 'AFTER_SUCCEEDING', 'AFTER_FAILING', 'AFTER_RESOLVING', 'AFTER_DAMAGING');
export const fateArb = fc.record({ bonus: fc.integer({ min: 0, max: 3 }), penalty: fc.integer({ min: 0, max: 3 }) });
export const trackArb: fc.Arbitrary<DamageTrack> = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }))
  .map(([weak, up, up2]) => ({ weak, moderate: weak + up, severe: weak + up + up2 }));

/** Trigger names are `T<n>`: never a card id, so the hidden-information check can look for card ids by string. */
const triggerArb = (stat?: fc.Arbitrary<string>): fc.Arbitrary<TriggerDef> =>
  fc.record(
    { name: fc.integer({ min: 1, max: 6 }).map((n) => `T${n}`), suits: fc.array(suitArb, { minLength: 1, maxLength: 2 }), timing: timingArb, ...(stat ? { stat } : {}) },
    { requiredKeys: stat ? ['name', 'suits', 'timing', 'stat'] : ['name', 'suits', 'timing'] },
  ) as fc.Arbitrary<TriggerDef>;

/** Wounds 1..max nearly always; rarely above the maximum (a client mistake the rules must refuse). */
const woundsArb = fc.integer({ min: 1, max: 12 }).chain((maxWounds) =>
  fc.record({
    maxWounds: fc.constant(maxWounds),
    wounds: fc.oneof({ weight: 30, arbitrary: fc.integer({ min: 1, max: maxWounds }) }, { weight: 1, arbitrary: fc.integer({ min: maxWounds + 1, max: maxWounds + 3 }) }),
  }),
);

export const participantArb = (modelId: fc.Arbitrary<string>, seat: fc.Arbitrary<SeatId>): fc.Arbitrary<DuelParticipant> =>
  fc
    .record({
      modelId,
      seat,
      station: stationArb,
      statName: statNameArb,
      value: fc.integer({ min: 1, max: 9 }),
      printedSuits: fc.oneof({ weight: 4, arbitrary: fc.constant([] as Suit[]) }, { weight: 1, arbitrary: fc.array(suitArb, { minLength: 1, maxLength: 1 }) }),
      totalBonus: fc.constantFrom(0, 0, 0, 1, 2),
      fate: fateArb,
      statTriggers: fc.array(triggerArb(statNameArb), { maxLength: 2 }),
      w: woundsArb,
    })
    .map((r) => ({
      modelId: r.modelId,
      seat: r.seat,
      station: r.station,
      stat: { name: r.statName, value: r.value, printedSuits: r.printedSuits, totalBonus: r.totalBonus },
      statTriggers: r.statTriggers,
      fate: r.fate,
      wounds: r.w.wounds,
      maxWounds: r.w.maxWounds,
    }));

const policyArb: fc.Arbitrary<Partial<DuelPolicy>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        blackJokerMayBeCheatedFromHand: fc.boolean(),
        opponentRedJokerBlocksEvenWithBlackJoker: fc.boolean(),
        oneSoulstoneOfEachKindPerDuel: fc.boolean(),
        statSuitCountsWithBlackJoker: fc.boolean(),
        relentingDefenderMaySpendSoulstone: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
);

const actionArb = (simple: boolean) =>
  fc.record({
    name: fc.constantFrom('Strike', 'Shoot', 'Spell'),
    tn: simple ? fc.integer({ min: 4, max: 20 }) : fc.option(fc.integer({ min: 4, max: 18 }), { nil: undefined, freq: 3 }),
    requiredSuits: fc.oneof({ weight: 3, arbitrary: fc.constant([] as Suit[]) }, { weight: 1, arbitrary: fc.array(suitArb, { minLength: 1, maxLength: 1 }) }),
    damage: fc.option(trackArb, { nil: undefined, freq: 5 }),
    triggers: fc.array(triggerArb(), { maxLength: 3 }),
  });

const duelIdArb = fc.integer({ min: 1, max: 999 }).map((n) => `d${n}`);

export const startDuelArb: fc.Arbitrary<StartDuel> = fc.oneof(
  fc.record({ duelId: duelIdArb, actor: participantArb(fc.constant('m1'), tableSeatArb), action: actionArb(true), policy: policyArb }).map(
    (d): StartDuel => ({ type: 'StartDuel', data: { ...d, kind: 'SIMPLE' } }),
  ),
  fc
    .record({
      duelId: duelIdArb,
      attacker: participantArb(fc.constant('m1'), tableSeatArb),
      // Mostly the other seat's model; sometimes a friendly model of the same seat (DU-O8), rarely the attacker itself (DU-O9).
      defenderSeat: fc.constantFrom('other', 'other', 'other', 'same'),
      defender: participantArb(fc.constantFrom('m2', 'm2', 'm2', 'm2', 'm2', 'm2', 'm2', 'm1'), fc.constant<SeatId>('A')),
      friendly: fc.boolean(),
      action: actionArb(false),
      policy: policyArb,
    })
    .map((r): StartDuel => {
      const seat: SeatId = r.defenderSeat === 'same' ? r.attacker.seat : r.attacker.seat === 'A' ? 'B' : 'A';
      return {
        type: 'StartDuel',
        data: {
          duelId: r.duelId,
          kind: 'OPPOSED',
          attacker: r.attacker,
          defender: { ...r.defender, seat },
          action: r.action,
          defenderFriendly: r.friendly,
          policy: r.policy,
        },
      };
    }),
);

const targetArb: fc.Arbitrary<FlipTarget> = fc
  .record({ modelId: fc.constantFrom('m1', 'm2', 'm3'), seat: tableSeatArb, station: stationArb, w: woundsArb })
  .map((r) => ({ modelId: r.modelId, seat: r.seat, station: r.station, wounds: r.w.wounds, maxWounds: r.w.maxWounds }));

const amountArb = fc.oneof(
  { weight: 4, arbitrary: trackArb.map((track) => ({ kind: 'FLIP' as const, track })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 6 }).map((amount) => ({ kind: 'FIXED' as const, amount })) },
);

export const startDamageArb: fc.Arbitrary<StartDamage> = fc
  .record({
    dealer: fc.record({ modelId: fc.option(fc.constantFrom('m1', 'm2'), { nil: null }), seat: tableSeatArb }),
    target: targetArb,
    amount: amountArb,
    fate: fc.array(fateArb, { maxLength: 2 }),
    modifiers: fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.record({ add: fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 1 }), reduce: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 2 }), minimum: fc.constant(1) }), { maxLength: 1 }) }) },
      { weight: 1, arbitrary: fc.constant({ irreducible: true }) },
    ),
    // BL-4: a stepped-down flip is refused (blast damage comes from the same flip), so it is rare here.
    steppedDown: fc.constantFrom(false, false, false, false, false, true),
    flipType: fc.constantFrom<'DAMAGE' | 'HAZARDOUS_TERRAIN_DAMAGE'>('DAMAGE', 'DAMAGE', 'DAMAGE', 'HAZARDOUS_TERRAIN_DAMAGE'),
    policy: policyArb,
  })
  // MV-6: hazardous terrain damage is flipped by the opposing player (mostly generated that way).
  .map((data) => (data.flipType === 'HAZARDOUS_TERRAIN_DAMAGE' && data.dealer.seat === data.target.seat && data.fate.length !== 1 ? { ...data, dealer: { ...data.dealer, seat: data.target.seat === 'A' ? 'B' : 'A' } } : data))
  .map((data): StartDamage => ({ type: 'StartDamage', data: data as StartDamage['data'] }));

export const startHealingArb: fc.Arbitrary<StartHealing> = fc
  .record({ healed: targetArb, amount: amountArb, fate: fc.array(fateArb, { maxLength: 2 }), policy: policyArb })
  .map((data): StartHealing => ({ type: 'StartHealing', data }));
