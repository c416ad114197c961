// malifaux-2e §19 Avatar Upgrades and Manifesting (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1754-1808): AV-1..AV-5
import { require_ } from '../../core/rule-violation';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { modelIn, tableOf } from './activation';
import type { ManifestAvatar } from './turn-commands';

const S = '§19 (seed 1754-1808)';

/**
 * AV-4: 1 reveal the Manifestation card, 2 push every other model within 2" 2" directly away (declared), 3 place the
 * Avatar (declared: it fits), 4 if it can't be placed no manifest and no other attempt this Turn, 5 one manifest event,
 * 6 the Manifested side. The requirement itself is card text: declared (AV-3), and disputable like any fact.
 */
export function manifestAvatar(state: GameState, c: ManifestAvatar): EncounterEvent[] {
  const t = tableOf(state);
  const m = modelIn(t, c.data.modelId, 'malifaux-2e/AV-1', S);
  const avatar = m.def.avatar;
  // A model hired with an Avatar Upgrade starts on its PRE_MANIFEST side (never null): the card is what counts.
  require_(avatar !== undefined, 'malifaux-2e/AV-1', S, `${m.def.name} has no Avatar Upgrade`);
  require_(m.avatar === 'PRE_MANIFEST', 'malifaux-2e/AV-1', S, `${m.def.name} has already manifested`);
  require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13', `${m.def.name} is not in play`);
  require_(c.data.requirementMet === true, 'malifaux-2e/AV-3', S, 'the Master manifests only when the requirement of her Manifestation card is met');
  require_(m.manifestBarredTurn !== state.turn, 'malifaux-2e/AV-4', S, 'the Avatar could not be placed this Turn: no further attempt until the next');
  if (!c.data.fits) return [{ type: 'AvatarManifestFailed', data: { modelId: m.def.id, turn: state.turn, manifestation: avatar.manifestation } }];
  const pushes: EncounterEvent[] = (c.data.pushes ?? []).map((p) => {
    const x = modelIn(t, p.modelId, 'malifaux-2e/AV-4', S);
    require_(x.def.id !== m.def.id && x.status === 'IN_PLAY', 'malifaux-2e/AV-4', S, `${x.def.name} is not another model in play`);
    // PU-2 / PU-4: pushed the full 2" unless something stops it.
    require_(p.inches >= 0 && p.inches <= 2 && (p.inches === 2 || p.stoppedBy !== undefined), 'malifaux-2e/AV-4', S, 'models within 2" are pushed 2" directly away (less only when something stops them)');
    // PU-3: directly away from the Master.
    return { type: 'ModelPushed', data: { modelId: x.def.id, inches: p.inches, stoppedBy: p.stoppedBy ?? null, direction: { kind: 'AWAY' as const, of: m.def.id } } };
  });
  return [
    ...pushes,
    { type: 'AvatarManifested', data: { modelId: m.def.id, avatar: avatar.name, manifestation: avatar.manifestation, baseMm: avatar.manifestedBaseMm, manifestEvent: c.data.manifestEvent ?? null } },
  ];
}
