// malifaux-1e §13 Terrain as a slice of the 1E decider (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3844-4011, 5405-5432): TE-0, destructible sections
import { require_, RuleViolation } from '../../core/rule-violation';
import type { DomainEvent } from '../../core/decider';
import { damageSection, normalisePiece, TE0, type TerrainPiece1e, type TerrainPieceInput1e } from './terrain';
import type { TerrainPolicy1e } from './terrain-policy';

export interface Malifaux1eTerrainSlice {
  readonly pieces: readonly TerrainPiece1e[];
  /** §13: models killed by hazardous terrain leave no corpse or scrap counters. */
  readonly noCounters?: readonly string[];
  /** TE-0: all players agreed the terrain and its traits. */
  readonly agreed: boolean;
}
export const initialTerrainSlice = (): Malifaux1eTerrainSlice => ({ pieces: [], agreed: false });

export type TerrainCommand1e =
  | { readonly type: 'RecordTerrain1e'; readonly data: { readonly pieces: readonly TerrainPieceInput1e[] } }
  /** The damage comes from the normal damage flip of the attack (cheating allowed; no blasts, no triggers). */
  /**
   * `damage` declared, or (served, encounter/extensions-1e.ts) computed: `modelId` attacks with `weapon` (its card's, or
   * Bash), the damage flip from its deck, `cheat` a card of its hand (cheating is allowed against terrain).
   */
  | { readonly type: 'AttackTerrain'; readonly data: { readonly pieceId: string; readonly section: number; readonly damage?: number; readonly blasts?: number; readonly trigger?: string; readonly modelId?: string; readonly weapon?: string; readonly cheat?: string } }
  /** §13 Hazardous: a model entered a hazardous piece (served by encounter/extensions-1e.ts, which flips the card). */
  | { readonly type: 'EnterHazard1e'; readonly data: { readonly modelId: string; readonly pieceId: string; readonly flies?: boolean; readonly hazardsAffectFliers?: boolean } };

export type TerrainEvent1e =
  | DomainEvent<'TerrainRecorded1e', { readonly pieces: readonly TerrainPiece1e[] }>
  | DomainEvent<'TerrainSectionDamaged', { readonly pieceId: string; readonly section: number; readonly damage: number; readonly solidity: number; readonly destroyed: boolean }>
  /** §13 Hazardous (W11): what entering did; the flip's cards and the damage when there was one. */
  | DomainEvent<'HazardEntered1e', { readonly modelId: string; readonly pieceId: string; readonly outcome: 'NONE' | 'DAMAGE_FLIP' | 'SACRIFICED'; readonly card: string | null; readonly damage: number; readonly killed: boolean }>;

export function decideTerrain(state: Malifaux1eTerrainSlice, command: TerrainCommand1e, policy: TerrainPolicy1e): TerrainEvent1e[] {
  switch (command.type) {
    case 'RecordTerrain1e': {
      require_(!state.agreed, TE0, '§13', 'the terrain was agreed before the game and is not set again');
      const ids = new Set(command.data.pieces.map((p) => p.id));
      require_(ids.size === command.data.pieces.length, TE0, '§13', 'every piece has its own id');
      return [{ type: 'TerrainRecorded1e', data: { pieces: command.data.pieces.map((p, i) => normalisePiece(p, policy, i)) } }];
    }
    case 'AttackTerrain': {
      const piece = state.pieces.find((p) => p.id === command.data.pieceId);
      require_(piece !== undefined, TE0, '§13', `no terrain piece ${command.data.pieceId}`);
      // §13: no blasts and no triggers against destructible terrain.
      require_((command.data.blasts ?? 0) === 0 && command.data.trigger === undefined, TE0, '§13 Destructible', 'attacks on terrain have no blasts and no triggers');
      const damage = command.data.damage;
      require_(damage !== undefined, TE0, '§13 Destructible', 'declare the damage, or name the attacking model (modelId) so the server flips it');
      const r = damageSection(piece, command.data.section, damage, policy);
      return [{ type: 'TerrainSectionDamaged', data: { pieceId: piece.id, section: command.data.section, damage, solidity: r.section.solidity, destroyed: r.destroyed } }];
    }
    case 'EnterHazard1e':
      // The flip needs the model's deck: only the served decider (extensions-1e.ts) resolves it.
      throw new RuleViolation(TE0, '§13 Hazardous', 'entering hazardous terrain is resolved on the table');
    // Stryker disable next-line BlockStatement: an exhaustive switch: a typed command never reaches default
    default: {
      const never: never = command;
      return never;
    }
  }
}

export function evolveTerrain(state: Malifaux1eTerrainSlice, event: TerrainEvent1e | DomainEvent): Malifaux1eTerrainSlice {
  // §14.5: the encounter's terrain setup step records the same pieces (encounter-events.ts).
  if (event.type === 'EncounterTerrainRecorded1e') return { pieces: (event.data as { readonly pieces: readonly TerrainPiece1e[] }).pieces, agreed: true };
  const e = event as TerrainEvent1e;
  switch (e.type) {
    case 'TerrainRecorded1e':
      return { pieces: e.data.pieces, agreed: true };
    case 'TerrainSectionDamaged': {
      const d = e.data;
      // D30: a destroyed section becomes difficult terrain of Ht 0.
      return {
        ...state,
        pieces: state.pieces.map((p) =>
          p.id !== d.pieceId
            ? p
            : {
                ...p,
                sections: p.sections.map((s, i) => (i === d.section ? { ...s, damage: s.damage + d.damage, destroyed: s.destroyed || d.destroyed } : s)),
                ...(d.destroyed && p.sections.every((s, i) => i === d.section || s.destroyed) ? { ht: 0, traits: [...new Set([...p.traits.filter((t) => t !== 'SOLID' && t !== 'IMPASSABLE'), 'DIFFICULT' as const])] } : {}),
              },
        ),
      };
    }
    case 'HazardEntered1e':
      return e.data.killed ? { ...state, noCounters: [...(state.noCounters ?? []), e.data.modelId] } : state;
    default:
      return state;
  }
}
