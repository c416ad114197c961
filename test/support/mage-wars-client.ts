// A Mage Wars client over HTTP for the e2e tests: the view it reads and the decision it sends from it (the same
// decisions as the rules core's autoplayer, testing/autoplay.ts, made from the deciding seat's own view).
type Zone = { row: number; col: number };
export type Card = { instanceId: string; cardId: string };
export type Step = { kind: string; round?: number; seat?: string; seats?: string[]; objectId?: string; moves?: number; actionTaken?: boolean; mayPass?: boolean; enchantmentIds?: string[] };
export type Seat = { seat: string; mageId: string; mana: number; spellbook: Card[] | null; prepared: Card[] | null; planned: boolean };
export type Obj = { id: string; cardId: string; kind: string; owner: string; controller: string; zone: Zone | null; destroyed: boolean; actionReady: boolean | null; damage: number };
export type CardDef = { id: string; type: string; cost: unknown; action: string; range: { min: number; max: number }; targets: string[] };
export type View = { ruleset: string; status: string; round: number; phase: string; roundStep: Step; seed: string | null; seats: Seat[]; objects: Obj[]; cards: CardDef[] };

const ATTACK_SPELLS = ['fireball', 'flameblast', 'pillar-of-light'];
const towards = (from: Zone, to: Zone): Zone =>
  from.row !== to.row ? { row: from.row + Math.sign(to.row - from.row), col: from.col } : { row: from.row, col: from.col + Math.sign(to.col - from.col) };

/** The deciding seat's next request: [seat, path under /mage-wars/, body], or null once the match has ended. */
export function nextRequest(v: View): [seat: string, path: string, body: object] | null {
  const step = v.roundStep;
  const me = (seat: string): Seat => v.seats.find((s) => s.seat === seat)!;
  const card = (id: string): CardDef | undefined => v.cards.find((c) => c.id === id);
  switch (step.kind) {
    case 'ended':
      return null;
    case 'upkeep':
      return [step.seats![0], 'pay-upkeep', { pay: [] }];
    case 'planning': {
      const x = me(step.seats![0]);
      const spells = [...x.prepared!, ...x.spellbook!].filter((c) => ATTACK_SPELLS.includes(c.cardId) && card(c.cardId)?.type === 'attack');
      return [x.seat, 'plan-spells', { instanceIds: spells.slice(0, 2).map((c) => c.instanceId) }];
    }
    case 'deployment':
      return [step.seat!, 'pass-deployment', {}];
    case 'quickcast':
      return [step.seat!, 'pass-quickcast', {}];
    case 'activate': {
      const ready = v.objects.find((o) => !o.destroyed && o.controller === step.seat && o.actionReady === true)!;
      return [step.seat!, 'activate', { objectId: ready.id }];
    }
    case 'actionPhase': {
      const seat = step.seat!;
      const self = v.objects.find((o) => o.id === step.objectId)!;
      const foe = v.objects.find((o) => o.id === v.seats.find((s) => s.seat !== seat)!.mageId)!;
      if (!self.zone || !foe.zone) return [seat, 'end-action-phase', {}];
      const d = Math.abs(self.zone.row - foe.zone.row) + Math.abs(self.zone.col - foe.zone.col);
      const mana = me(seat).mana;
      const spell = me(seat).prepared!.find((c) => {
        const def = card(c.cardId);
        return def && typeof def.cost === 'number' && def.cost <= mana && d >= def.range.min && d <= def.range.max && def.action === 'quick';
      });
      if (spell && d > 0 && !step.actionTaken) return [seat, 'cast', { casterId: self.id, instanceId: spell.instanceId, target: { kind: 'object', id: foe.id } }];
      if (d === 0 && !step.actionTaken) return [seat, 'attack', { attackerId: self.id, attack: 0, target: { kind: 'object', id: foe.id } }];
      if (step.moves! < 2 && !step.actionTaken && d > 0) return [seat, 'move', { objectId: self.id, to: towards(self.zone, foe.zone) }];
      return [seat, 'end-action-phase', {}];
    }
    case 'defend':
      return [step.seat!, 'defense', { defense: null }];
    case 'counterstrike':
      return [step.seat!, 'counterstrike', { attack: null }];
    case 'trap':
      return [step.seat!, 'respond-to-trap', { enchantmentId: step.enchantmentIds![0], pay: false }];
    case 'counterSpell':
      return [step.seat!, 'respond-to-spell', { pay: false }];
    default:
      throw new Error(`unknown roundStep ${step.kind}`);
  }
}
