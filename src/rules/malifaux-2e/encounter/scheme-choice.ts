// malifaux-2e §20.9 Choose and reveal Schemes, §20.7 notes (rules/malifaux-2e.md; seed 2401-2419, 2219-2345): SC-0c, SC-0d
// Every refusal here depends only on the choosing seat's own input and on public facts (the pool, the revealed crews).
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import { opponentOf, type GameState } from '../state';
import type { HireEntry } from './hiring';
import type { SchemeChoice, StandardEncounter } from './standard-types';
import { FACTION_SCHEMES, NO_START_REVEAL, STARTS_UNREVEALED, type SchemeId } from './tables';

const S209 = '§20.9 (seed 2401-2419)';
const S207 = '§20.7 (seed 2152-2345)';
const S217 = '§21.7 (seed 3087-3137)';

/** SC-0d: the schemes whose notes are made when they are chosen. */
const NEEDS: Partial<Record<SchemeId, readonly ('friendlyModelId' | 'enemyModelId')[]>> = {
  BODYGUARD: ['friendlyModelId'],
  ENTOURAGE: ['friendlyModelId'],
  FRAME_FOR_MURDER: ['friendlyModelId'],
  VENDETTA: ['friendlyModelId', 'enemyModelId'],
  TAKE_PRISONER: ['enemyModelId'],
  MURDER_PROTEGE: ['enemyModelId'],
};

export function validateSchemes(state: GameState, s: StandardEncounter, seat: SeatId, schemes: readonly SchemeChoice[], reveal: readonly SchemeId[]): void {
  require_(schemes.length === 2 && schemes[0].scheme !== schemes[1].scheme, 'malifaux-2e/SETUP', S209, 'choose two different Schemes');
  // §21.7 (seed 3089-3091): in a Story Encounter the own announced faction's Scheme is one of the options (one of the
  // two picks, not a third); another faction's Scheme, or any in a Standard Encounter, is not.
  const faction = s.factions[seat];
  const ownFactionScheme = s.mode === 'STORY' && faction !== undefined ? FACTION_SCHEMES[faction] : null;
  for (const c of schemes) {
    const allowed = s.schemePool.includes(c.scheme) || c.scheme === ownFactionScheme;
    require_(allowed, 'malifaux-2e/SETUP', (Object.values(FACTION_SCHEMES) as string[]).includes(c.scheme) ? S217 : S209, `${c.scheme} is not one of this seat's Scheme options`);
  }
  // §21.7: For the Money must be revealed at the start.
  require_(!schemes.some((c) => c.scheme === 'FOR_THE_MONEY') || reveal.includes('FOR_THE_MONEY'), 'malifaux-2e/SETUP', S217, 'For the Money must be revealed at the start');
  for (const r of reveal) {
    require_(schemes.some((c) => c.scheme === r), 'malifaux-2e/SETUP', S209, `${r} is not one of the chosen Schemes`);
    require_(!NO_START_REVEAL.has(r) && !STARTS_UNREVEALED.has(r), 'malifaux-2e/SETUP', S209, `${r} may not be revealed at the start of the game`);
  }
  const own = s.crews[seat]?.list;
  const foe = s.crews[opponentOf(state, seat)]?.list;
  const entry = (list: typeof own, id: string | undefined): HireEntry | undefined => list?.models.find((e) => e.model.id === id);
  for (const c of schemes) {
    for (const k of NEEDS[c.scheme] ?? []) require_(typeof c.notes[k] === 'string', 'malifaux-2e/SC-0d', S207, `${c.scheme}: note the ${k === 'friendlyModelId' ? 'friendly' : 'enemy'} model when choosing it`);
    const f = entry(own, c.notes.friendlyModelId);
    const e = entry(foe, c.notes.enemyModelId);
    if (NEEDS[c.scheme]?.includes('friendlyModelId')) require_(f !== undefined, 'malifaux-2e/SC-0d', S207, `${c.scheme}: the noted friendly model is not in your crew`);
    if (NEEDS[c.scheme]?.includes('enemyModelId')) require_(e !== undefined, 'malifaux-2e/SC-0d', S207, `${c.scheme}: the noted enemy model is not in the opposing crew`);
    const isLeader = (x: HireEntry | undefined) => x?.model.id === own?.leaderId;
    switch (c.scheme) {
      case 'BODYGUARD': {
        const candidates = own!.models.filter((x) => !isLeader(x) && (x.model.station === 'HENCHMAN' || x.model.station === 'ENFORCER'));
        const top = Math.max(...own!.models.map((x) => x.cost));
        const ok = candidates.length > 0 ? candidates.includes(f!) : f!.cost === top;
        require_(ok, 'malifaux-2e/SC-0c', S207, 'Bodyguard notes a non-Leader Henchman or Enforcer, or without one the highest-cost model (printed cost)');
        break;
      }
      case 'ENTOURAGE':
        require_(f!.model.station === 'MASTER' || f!.model.station === 'HENCHMAN', 'malifaux-2e/SC-0d', S207, 'Entourage notes one of your Masters or Henchmen');
        break;
      case 'FRAME_FOR_MURDER':
        require_(f!.model.station !== 'PEON', 'malifaux-2e/SC-0d', S207, 'Frame for Murder notes a non-Peon model');
        break;
      case 'VENDETTA':
        // SC-0c: printed costs (no upgrades, no Mercenary surcharge).
        require_(!isLeader(f) && f!.model.station !== 'PEON' && f!.cost > 0, 'malifaux-2e/SC-0c', S207, 'Vendetta notes a non-Leader, non-Peon model with a printed cost above 0');
        require_(e!.cost >= f!.cost, 'malifaux-2e/SC-0c', S207, 'Vendetta: the enemy model costs at least as much as yours (printed cost)');
        break;
      case 'MURDER_PROTEGE': {
        const top = Math.max(...foe!.models.map((x) => x.cost));
        require_(e!.cost === top, 'malifaux-2e/SC-0c', S207, 'Murder Protégé notes the enemy model with the highest printed cost');
        break;
      }
    }
  }
}
