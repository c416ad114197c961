// malifaux-1e §14.8 Hiring crews (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4537-4835, 687-690): HI-1..HI-13
import { require_ } from '../../core/rule-violation';
import type { CrewList1e, CrewModel1e, HiringResult1e } from './crew';
import type { EncounterPolicy1e } from './encounter-policy';
import { SIZE_TABLE, type EncounterSize1e } from './tables';

const S = '§14.8 (seed 4537-4835)';
const R = (id: string): string => `malifaux-1e/${id}`;

export interface HiringContext {
  readonly size: EncounterSize1e;
  readonly soulstones: number;
  /** HI-13: the player reflipped their individual strategy (W37). */
  readonly reflippedStrategy: boolean;
  readonly policy: Pick<EncounterPolicy1e, 'rareDoublingRequiresTwoMasters' | 'henchmanSpecialForcesOneGroup'>;
}

const inFaction = (m: CrewModel1e, crew: CrewList1e): boolean => m.factions.includes(crew.faction);
/** HI-2: out of the player's faction, a model costs +1 soulstone. Leaders cost 0 (HI-6, HI-7). */
export function hireCost(m: CrewModel1e, crew: CrewList1e): number {
  if (crew.leaders.includes(m.id)) return 0;
  return m.cost + (inFaction(m, crew) ? 0 : 1);
}

function checkLeaders(crew: CrewList1e, byId: ReadonlyMap<string, CrewModel1e>, size: EncounterSize1e): CrewModel1e[] {
  const leaders = crew.leaders.map((id) => byId.get(id));
  require_(leaders.every((l) => l !== undefined), R('HI-5'), S, 'every leader is a model of the list');
  const ls = leaders as CrewModel1e[];
  if (size === 'SCRAP') {
    // HI-5 Scrap: exactly one leader, a Master or a Henchman of the player's faction.
    require_(ls.length === 1, R('HI-5'), S, 'a Scrap crew has exactly one leader');
    require_(ls[0].station === 'MASTER' || ls[0].station === 'HENCHMAN', R('HI-5'), S, 'a Scrap leader is a Master or a Henchman');
    require_(ls[0].factions.includes(crew.faction), R('HI-5'), S, "the leader belongs to the player's faction");
  } else {
    // HI-5 Brawl: one or two Masters, at least one of the faction; Henchmen can't lead.
    require_(ls.length >= 1 && ls.length <= 2, R('HI-5'), S, 'a Brawl crew has one or two Masters');
    require_(ls.every((l) => l.station === 'MASTER'), R('HI-5'), S, "Henchmen can't lead in a Brawl");
    require_(ls.some((l) => l.factions.includes(crew.faction)), R('HI-5'), S, "at least one Master belongs to the player's faction");
  }
  require_(new Set(crew.leaders).size === crew.leaders.length, R('HI-5'), S, 'a leader is named once');
  return ls;
}

/** HI-1..HI-13: validates a list and returns the soulstone accounting the starting pool needs. */
export function validateCrew1e(crew: CrewList1e, ctx: HiringContext): HiringResult1e {
  const ids = new Set<string>();
  for (const m of crew.models) {
    require_(m.id.length > 0 && !ids.has(m.id), R('HI-1'), S, `model id ${m.id} is not unique on the list`);
    ids.add(m.id);
    require_(Number.isInteger(m.cost) && m.cost >= 0, R('HI-13'), S, `${m.id}: a cost is a whole number of soulstones`);
  }
  const byId = new Map(crew.models.map((m) => [m.id, m]));
  const leaders = checkLeaders(crew, byId, ctx.size);
  const masters = leaders.filter((l) => l.station === 'MASTER');
  const henchmanLeader = leaders.find((l) => l.station === 'HENCHMAN') ?? null;
  const leaderIds = new Set(crew.leaders);

  for (const m of crew.models) {
    if (leaderIds.has(m.id)) continue;
    const allowed = inFaction(m, crew) || m.mercenary === true || (m.allowedBy !== undefined && leaderIds.has(m.allowedBy));
    // HI-9: Minions only from the player's faction unless special rules (Mercenary, a leader's rule) say otherwise.
    if (m.station === 'MINION') require_(allowed, R('HI-9'), S, `${m.name}: Minions only from the faction`);
    // HI-1: faction, Mercenary, or a special hiring rule of a leader.
    require_(allowed, R('HI-1'), S, `${m.name} is neither of the faction, a Mercenary, nor allowed by a leader's rule`);
    // HI-6: a Master is a leader or not hired at all.
    require_(m.station !== 'MASTER', R('HI-6'), S, `${m.name}: a Master is hired only as a leader`);
  }
  // HI-8 / HI-7: Henchmen. A Henchman leader adds its # (Scrap only, checked by HI-5); a Master-led crew hires one Henchman per Master.
  const henchmen = crew.models.filter((m) => m.station === 'HENCHMAN' && !leaderIds.has(m.id));
  if (henchmanLeader === null) require_(henchmen.length <= masters.length, R('HI-8'), S, `one Henchman per Master (${masters.length})`);
  else require_(henchmen.length === 0, R('HI-7'), S, 'a Henchman-led crew hires no other Henchman');
  if (henchmanLeader !== null) require_(Number.isInteger(henchmanLeader.henchmanNumber) && (henchmanLeader.henchmanNumber ?? 0) > 0, R('HI-7'), S, 'a leading Henchman has a Henchman #');

  // HI-3: Rare # (2 × # in a Brawl; policy: only with two Masters).
  const doubled = ctx.size === 'BRAWL' && (!ctx.policy.rareDoublingRequiresTwoMasters || masters.length === 2);
  const byName = new Map<string, number>();
  for (const m of crew.models) byName.set(m.name, (byName.get(m.name) ?? 0) + 1);
  for (const m of crew.models)
    if (m.rare !== undefined) require_((byName.get(m.name) ?? 0) <= m.rare * (doubled ? 2 : 1), R('HI-3'), S, `${m.name} is Rare ${m.rare}${doubled ? ' (doubled in a Brawl)' : ''}`);
  // HI-4: Unique: one copy, one version per character (W9).
  const characters = new Set<string>();
  for (const m of crew.models.filter((x) => x.unique === true)) {
    const c = m.character ?? m.name;
    require_(!characters.has(c), R('HI-4'), S, `only one version of the unique character ${c}`);
    characters.add(c);
  }
  // HI-10: a Totem is connected to a Master or Henchman of the crew; one Totem each.
  const totemsOf = new Map<string, number>();
  for (const t of crew.models.filter((x) => x.totem === true)) {
    const owner = t.totemOf === undefined ? undefined : byId.get(t.totemOf);
    require_(owner !== undefined && (owner.station === 'MASTER' || owner.station === 'HENCHMAN'), R('HI-10'), S, `${t.name}: a Totem is connected to a Master or Henchman of the crew`);
    totemsOf.set(owner.id, (totemsOf.get(owner.id) ?? 0) + 1);
    require_((totemsOf.get(owner.id) ?? 0) <= 1, R('HI-10'), S, `${owner.name} already has a Totem`);
  }
  // HI-11: at most two Mercenaries from other factions.
  const foreignMercs = crew.models.filter((m) => m.mercenary === true && !inFaction(m, crew) && !leaderIds.has(m.id));
  require_(foreignMercs.length <= 2, R('HI-11'), S, 'at most two Mercenaries from other factions');
  // HI-12: Special Forces: one group per crew, two models per Leader, unlimited with a Henchman of the group.
  const groups = new Set(crew.models.filter((m) => m.specialForces !== undefined && m.station !== 'HENCHMAN').map((m) => m.specialForces as string));
  const henchGroups = new Set(crew.models.filter((m) => m.station === 'HENCHMAN' && m.specialForces !== undefined).map((m) => m.specialForces as string));
  const allGroups = new Set([...groups, ...(ctx.policy.henchmanSpecialForcesOneGroup ? henchGroups : [])]);
  require_(allGroups.size <= 1, R('HI-12'), S, 'only one Special Forces group per crew');
  for (const g of groups) {
    const n = crew.models.filter(
      (m) =>
        m.specialForces === g &&
        // Stryker disable next-line ConditionalExpression: n is read only when no Henchman carries g (else henchGroups.has(g) wins), so a model of g is never a Henchman here
        m.station !== 'HENCHMAN',
    ).length;
    require_(henchGroups.has(g) || n <= 2 * leaders.length, R('HI-12'), S, `at most two ${g} models per Leader`);
  }

  // HI-13, HI-5, HI-7: the soulstones to hire with and what is left.
  const budget = ctx.soulstones + (ctx.size === 'BRAWL' && masters.length === 1 ? 10 : 0) + (henchmanLeader?.henchmanNumber ?? 0) - (ctx.reflippedStrategy ? 1 : 0);
  const spent = crew.models.reduce((sum, m) => sum + hireCost(m, crew), 0);
  require_(spent <= budget, R('HI-13'), S, `the crew costs ${spent} soulstones, ${budget} are available`);
  return {
    budget,
    spent,
    unspent: budget - spent,
    caches: masters.reduce((sum, m) => sum + (m.cache ?? 0), 0),
    henchmanLed: henchmanLeader !== null,
    henchmanCap: henchmanLeader?.henchmanNumber ?? null,
    masters: masters.length,
  };
}

/** §14.2 (W17): the maximum Control Hand size of the encounter size. */
export const maxHandFor = (size: EncounterSize1e): number => SIZE_TABLE[size].maxHand;
