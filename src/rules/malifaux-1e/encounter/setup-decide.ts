// malifaux-1e §14.1-§14.7 setup steps (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4014-4535): size, factions, location + LO-1, terrain TE-0, deployment zones, strategies (W22, W34-W37)
import type { Actor, SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { CardId } from '../../malifaux/cards';
import { parseCard } from '../../malifaux/cards';
import { normalisePiece } from '../terrain/terrain';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { atStep, isSeat, noPending, otherSeat, SETUP_1E, S141, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { DEFAULT_ENCOUNTER_POLICY_1E } from './encounter-policy';
import { DEFAULT_MAGIC_POLICY_1E } from '../magic/magic-policy';
import { DEFAULT_TERRAIN_POLICY_1E } from '../terrain/terrain-policy';
import type { Malifaux1eEncounterSlice, PendingChoice } from './encounter-state';
import { bandOf, specialFlipFor, SPECIAL_TABLES } from './special-location';
import { DEPLOYMENTS_1E, deploymentFor1e, extendedKindFor, FACTIONS_1E, indoorOrOutdoor, locationFor, LOCATION_IDS, OUTDOOR_LOCATIONS, SIZES, SIZE_TABLE, STRATEGIES_1E, type TableResult } from './tables';

type C<T extends EncounterSliceCommand1e['type']> = Extract<EncounterSliceCommand1e, { type: T }>;
export type Out = EncounterSliceEvent1e[];
export { flipped, pend, chooserSeat, secondLocationCard };

/** A seat acts for itself; the organiser for anyone. */
export function actsFor(actor: Actor, seat: SeatId): void {
  if (actor.role === 'organiser') return;
  require_(actor.seat === seat, SETUP_1E, S141, `seat ${actor.seat} may not act for seat ${seat}`);
}

const flipped = (table: PendingChoice['what'], seat: SeatId, cards: (CardId | null)[], result: string): EncounterSliceEvent1e => ({ type: 'SetupFlipped1e', data: { table, seat, cards, result } });
const pend = (p: PendingChoice): EncounterSliceEvent1e => ({ type: 'SetupChoicePending1e', data: p });
const chooserSeat = (s: Malifaux1eEncounterSlice, flipper: SeatId, r: TableResult<unknown>): SeatId => (r.kind === 'CHOICE' && r.chooser === 'OTHER' ? otherSeat(s, flipper) : flipper);

export function beginSetup(s: Malifaux1eEncounterSlice, c: C<'BeginEncounterSetup1e'>): Out {
  atStep(s, 'BEGIN');
  require_(c.actor.role === 'organiser' || (c.data.policy === undefined && c.data.magicPolicy === undefined && c.data.terrainPolicy === undefined && c.data.schemes === undefined), SETUP_1E, S141, 'only the organiser sets policies and scheme texts');
  const ids = (c.data.schemes ?? []).map((x) => x.id);
  require_(new Set(ids).size === ids.length, 'malifaux-1e/SC-2', '§14.10', 'every scheme definition has its own id');
  const strategies = c.data.strategies ?? [];
  require_(c.actor.role === 'organiser' || strategies.length === 0, SETUP_1E, S141, 'only the organiser supplies strategy texts');
  require_(new Set(strategies.map((x) => x.id)).size === strategies.length, 'malifaux-1e/GL-2', '§14.7', 'every strategy definition has its own id');
  for (const st of strategies) require_(STRATEGIES_1E.some((x) => x.id === st.id), 'malifaux-1e/GL-2', '§14.7', `${st.id} is not one of the thirteen strategies of the seed's tables`);
  for (const a of [...strategies.flatMap((x) => [...x.awards, ...(x.sharedAwards ?? [])]), ...(c.data.schemes ?? []).flatMap((x) => x.awards ?? [])]) {
    require_(Number.isInteger(a.vp) && a.vp >= 0 && a.vp <= 10 && a.conditions.length >= 1, 'malifaux-1e/GL-2', '§14.7', 'an award is 0..10 VP for at least one victory condition');
  }
  return [
    {
      type: 'EncounterSetupBegun1e',
      data: {
        policy: { ...DEFAULT_ENCOUNTER_POLICY_1E, ...(c.data.policy ?? {}) },
        magicPolicy: { ...DEFAULT_MAGIC_POLICY_1E, ...(c.data.magicPolicy ?? {}) },
        terrainPolicy: { ...DEFAULT_TERRAIN_POLICY_1E, ...(c.data.terrainPolicy ?? {}) },
        schemes: c.data.schemes ?? [],
        ...(strategies.length > 0 ? { strategies } : {}),
      },
    },
  ];
}

/** §14.2: the size and the hiring soulstones are agreed; the ranges are hints (O8), so the event says whether it fits. */
export function chooseSize(s: Malifaux1eEncounterSlice, c: C<'ChooseEncounterSize1e'>): Out {
  atStep(s, 'CHOOSE_SIZE');
  require_((SIZES as readonly string[]).includes(c.data.size), SETUP_1E, '§14.2', 'the size is SCRAP or BRAWL');
  require_(Number.isInteger(c.data.soulstones) && c.data.soulstones >= 1 && c.data.soulstones <= 200, SETUP_1E, '§14.2', 'the hiring soulstones are a whole number 1..200');
  const row = SIZE_TABLE[c.data.size];
  const within = c.data.soulstones >= row.hiring.min && c.data.soulstones <= row.hiring.max;
  return [{ type: 'EncounterSizeChosen1e', data: { size: c.data.size, soulstones: c.data.soulstones, maxHand: row.maxHand, withinSuggestedRange: within } }];
}

export function chooseFaction(s: Malifaux1eEncounterSlice, c: C<'ChooseFaction1e'>): Out {
  atStep(s, 'CHOOSE_FACTIONS');
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_((FACTIONS_1E as readonly string[]).includes(c.data.faction), SETUP_1E, '§14.3', `one of ${FACTIONS_1E.join(', ')}`);
  require_(s.factions[c.data.seat] === undefined, SETUP_1E, '§14.3', 'a faction chosen is not changed');
  return [{ type: 'FactionChosen1e', data: { seat: c.data.seat, faction: c.data.faction } }];
}

/** §14.4, W34: two cards, indoor/outdoor then the location; Jokers give a choice; or the players agree. */
export function determineLocation(s: Malifaux1eEncounterSlice, c: C<'DetermineLocation1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'DETERMINE_LOCATION');
  noPending(s);
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  if (c.data.mode === 'AGREED') {
    require_(c.data.location !== undefined && LOCATION_IDS.includes(c.data.location), SETUP_1E, '§14.4', 'an agreed location is one of the tables');
    const where = OUTDOOR_LOCATIONS.some((l) => l.id === c.data.location) ? 'OUTDOOR' : 'INDOOR';
    return [{ type: 'LocationDetermined1e', data: { where, location: c.data.location, agreed: true } }];
  }
  const seat = c.data.seat;
  const first = ctx.flipper.flip(seat, 'location-1');
  const r1 = first === null ? { kind: 'CHOICE' as const, chooser: 'FLIPPER' as const } : indoorOrOutdoor(first);
  if (r1.kind === 'CHOICE') return [flipped('INDOOR_OUTDOOR', seat, [first], 'CHOICE'), pend({ what: 'INDOOR_OUTDOOR', seat: chooserSeat(s, seat, r1), flipper: seat })];
  return [flipped('INDOOR_OUTDOOR', seat, [first], r1.value), ...secondLocationCard(s, seat, r1.value, ctx)];
}

function secondLocationCard(s: Malifaux1eEncounterSlice, seat: SeatId, where: 'OUTDOOR' | 'INDOOR', ctx: EncounterContext1e): Out {
  const second = ctx.flipper.flip(seat, 'location-2');
  const r2 = second === null ? { kind: 'CHOICE' as const, chooser: 'FLIPPER' as const } : locationFor(where, second);
  if (r2.kind === 'CHOICE') return [flipped('LOCATION', seat, [second], 'CHOICE'), pend({ what: 'LOCATION', seat: chooserSeat(s, seat, r2), where })];
  return [flipped('LOCATION', seat, [second], r2.value), { type: 'LocationDetermined1e', data: { where, location: r2.value, agreed: false } }];
}

/** LO-1: one flip on the location's table; BJ → two more, both apply (same band/value → reflip one); RJ → the flipper chooses. */
export function flipSpecial(s: Malifaux1eEncounterSlice, c: C<'FlipSpecialLocation1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'SPECIAL_LOCATION');
  noPending(s);
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  const table = s.location ? SPECIAL_TABLES[s.location] : undefined;
  require_(table !== undefined, 'malifaux-1e/LO-1', '§14.13', 'this location has no special table in the seed (MISSING)');
  const seat = c.data.seat;
  const card = ctx.flipper.flip(seat, 'special');
  const r = card === null ? ({ kind: 'RESULT', option: 0 } as const) : specialFlipFor(card);
  if (r.kind === 'CHOICE') return [flipped('SPECIAL', seat, [card], 'CHOICE'), pend({ what: 'SPECIAL', seat })];
  if (r.kind === 'RESULT') return [flipped('SPECIAL', seat, [card], table[r.option]), { type: 'SpecialLocationApplied1e', data: { specials: [table[r.option]] } }];
  // Black Joker: two more cards, both apply; Jokers among them count as the band of their value (BJ 0 → 1-2, RJ 14 → 12-13).
  const key = (x: CardId | null): number => (x === null ? 0 : s.policy.specialSameResult === 'SAME_BAND' ? bandOf(Math.min(13, Math.max(1, parseCard(x).value))) : parseCard(x).value);
  const a = ctx.flipper.flip(seat, 'special-a');
  let b = ctx.flipper.flip(seat, 'special-b');
  const cards = [card, a, b];
  for (let guard = 0; key(a) === key(b) && guard < 20; guard++) {
    b = ctx.flipper.flip(seat, 'special-reflip');
    cards.push(b);
  }
  const opt = (x: CardId | null): string => table[bandOf(x === null ? 1 : Math.min(13, Math.max(1, parseCard(x).value)))];
  const specials = [...new Set([opt(a), opt(b)])];
  return [flipped('SPECIAL', seat, cards, specials.join(' + ')), { type: 'SpecialLocationApplied1e', data: { specials } }];
}

/** TE-0 (§14.5): the agreed terrain, normalised by the terrain module. */
export function recordTerrain(s: Malifaux1eEncounterSlice, c: C<'RecordEncounterTerrain1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'RECORD_TERRAIN');
  const ids = new Set(c.data.pieces.map((p) => p.id));
  require_(ids.size === c.data.pieces.length, 'malifaux-1e/TE-0', '§13', 'every piece has its own id');
  return [{ type: 'EncounterTerrainRecorded1e', data: { pieces: c.data.pieces.map((p, i) => normalisePiece(p, s.terrainPolicy ?? ctx.terrainPolicy, i)) } }];
}

/** §14.6, W22: agreed or one flip; BJ the flipper chooses, RJ the other player. */
export function determineDeployment(s: Malifaux1eEncounterSlice, c: C<'DetermineDeployment1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'DETERMINE_DEPLOYMENT');
  noPending(s);
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  if (c.data.mode === 'AGREED') {
    require_(c.data.deployment !== undefined && DEPLOYMENTS_1E.includes(c.data.deployment), SETUP_1E, '§14.6', `one of ${DEPLOYMENTS_1E.join(', ')}`);
    return [{ type: 'DeploymentDetermined1e', data: { deployment: c.data.deployment, agreed: true } }];
  }
  const card = ctx.flipper.flip(c.data.seat, 'deployment');
  const r = card === null ? ({ kind: 'CHOICE', chooser: 'FLIPPER' } as const) : deploymentFor1e(card);
  if (r.kind === 'CHOICE') return [flipped('DEPLOYMENT', c.data.seat, [card], 'CHOICE'), pend({ what: 'DEPLOYMENT', seat: chooserSeat(s, c.data.seat, r) })];
  return [flipped('DEPLOYMENT', c.data.seat, [card], r.value), { type: 'DeploymentDetermined1e', data: { deployment: r.value, agreed: false } }];
}

/** §14.7: General or Extended; an Extended encounter flips its kind at once (the flipper is `seat`). */
export function chooseEncounterType(s: Malifaux1eEncounterSlice, c: C<'ChooseEncounterType1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'CHOOSE_ENCOUNTER_TYPE');
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_(c.data.type === 'GENERAL' || c.data.type === 'EXTENDED', SETUP_1E, '§14.7', 'GENERAL or EXTENDED');
  const out: Out = [{ type: 'EncounterTypeChosen1e', data: { type: c.data.type } }];
  if (c.data.type === 'GENERAL') return out;
  const card = ctx.flipper.flip(c.data.seat, 'extended');
  const r = card === null ? ({ kind: 'CHOICE', chooser: 'FLIPPER' } as const) : extendedKindFor(card, s.policy.storyEncountersAllowed);
  if (r.kind === 'CHOICE') return [...out, flipped('EXTENDED_KIND', c.data.seat, [card], 'CHOICE'), pend({ what: 'EXTENDED_KIND', seat: c.data.seat })];
  return [...out, flipped('EXTENDED_KIND', c.data.seat, [card], r.value), { type: 'ExtendedKindDetermined1e', data: { kind: r.value } }];
}

