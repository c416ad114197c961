// Plays a Malifaux 2E Standard Encounter over HTTP: the whole setup, then (optionally) whole Turns following `turnStep`
// until the end-of-encounter flip ends the game (EP-3, from Turn 5), or the organiser ends it.
import { bearer, type Created, type TestApp } from './test-app';

const m = (id: string, station: string, wounds = 8) => ({ id, name: id, station, characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds, baseMm: 30, actions: [] });
export const GUILD_CREW = {
  leaderId: 'A:justice',
  poolPurchased: 4,
  models: [
    { model: m('A:justice', 'MASTER', 12), cost: 0, cache: 3, factions: ['GUILD'] },
    { model: m('A:judge', 'HENCHMAN'), cost: 9, factions: ['GUILD'] },
    { model: m('A:guard', 'ENFORCER'), cost: 8, factions: ['GUILD'] },
    { model: m('A:m1', 'MINION'), cost: 7, factions: ['GUILD'] },
  ],
};
export const NEVERBORN_CREW = {
  leaderId: 'B:lilith',
  poolPurchased: 2,
  models: [
    { model: m('B:lilith', 'MASTER', 12), cost: 0, cache: 4, factions: ['NEVERBORN'] },
    { model: m('B:nephilim', 'ENFORCER'), cost: 10, factions: ['NEVERBORN'] },
    { model: m('B:hench', 'HENCHMAN'), cost: 8, factions: ['NEVERBORN'] },
    { model: m('B:young', 'MINION'), cost: 6, factions: ['NEVERBORN'] },
  ],
};
/** Notes that satisfy every Scheme's note rules for these two crews (SC-0c, SC-0d). */
export const NOTES: Record<string, Record<string, { friendlyModelId?: string; enemyModelId?: string }>> = {
  A: { BODYGUARD: { friendlyModelId: 'A:judge' }, ENTOURAGE: { friendlyModelId: 'A:judge' }, FRAME_FOR_MURDER: { friendlyModelId: 'A:judge' }, VENDETTA: { friendlyModelId: 'A:guard', enemyModelId: 'B:nephilim' }, TAKE_PRISONER: { enemyModelId: 'B:hench' }, MURDER_PROTEGE: { enemyModelId: 'B:nephilim' } },
  B: { BODYGUARD: { friendlyModelId: 'B:hench' }, ENTOURAGE: { friendlyModelId: 'B:hench' }, FRAME_FOR_MURDER: { friendlyModelId: 'B:young' }, VENDETTA: { friendlyModelId: 'B:young', enemyModelId: 'A:guard' }, TAKE_PRISONER: { enemyModelId: 'A:judge' }, MURDER_PROTEGE: { enemyModelId: 'A:judge' } },
};

export interface Answer {
  version: number;
  events: { type: string; version: number; data: Record<string, unknown> }[];
  state: {
    turn: number;
    status: string;
    turnStep?: { step: string; seats: string[]; models: string[] } | null;
    setupStep?: { step: string; seats: string[] } | null;
    standard: { schemePool: string[]; orderWinner: string | null; strategy: string | null; schemes: Record<string, { scheme: string; revealed: string | null }[]>; ledger: { seat: string; source: string; vp: number; turn: number; events: number[] }[] };
  };
}

export interface PlayedGame {
  readonly c: Created;
  /** Each seat's hidden (unrevealed at the start) Scheme. */
  readonly hidden: Record<string, string>;
  /** Turns whose End Phase was resolved. */
  turns: number;
}

export type Post = (seat: string, path: string, body?: object) => Promise<Answer>;

export function poster(t: TestApp, c: Created): Post {
  return async (seat, path, body = {}) => {
    const token = seat === 'O' ? c.organiser : c.tokens[seat];
    const res = await t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(token)).send(body);
    if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Answer;
  };
}

/** Creates an encounter (player names given) and runs the Standard setup to Turn 1; each seat keeps one Scheme secret. */
export interface SetupOptions {
  readonly preset?: { strategy?: string };
  /** §21 Story Encounter (no Scheme pool: each seat picks from the generic Schemes). */
  readonly story?: boolean;
  /** §21.8: the previous game of a series. */
  readonly linkedTo?: { encounterId: string; encounterToken: string };
  /** The Schemes each seat picks (the first is revealed); default: A Line in the Sand and a pool Scheme. */
  readonly schemes?: Record<string, [string, string]>;
  /** Stop before this setup path (to probe a refusal there). */
  readonly stopBefore?: string;
  /** A practice game: both decks' starting order (54 card ids each). */
  readonly stackedDecks?: string[][];
}

export async function createPlain(t: TestApp, names: [string, string], stackedDecks?: string[][]): Promise<Created> {
  const res = await t.http
    .post('/v1/encounters')
    .send({ ruleset: 'malifaux-2e', players: [{ name: names[0], soulstones: 0 }, { name: names[1], soulstones: 0 }], options: { autoDeclineCuts: true }, ...(stackedDecks ? { stackedDecks } : {}) })
    .expect(201);
  const body = res.body as { encounterId: string; version: number; organiserToken: string; seats: { seat: string; token: string }[]; seedCommitment: string };
  return { id: body.encounterId, version: body.version, organiser: body.organiserToken, tokens: Object.fromEntries(body.seats.map((s) => [s.seat, s.token])), seedCommitment: body.seedCommitment };
}

export async function setUpStandard(t: TestApp, names: [string, string] = ['Ann', 'Bob'], options: SetupOptions | { strategy?: string } = {}): Promise<PlayedGame & { post: Post }> {
  const o: SetupOptions = 'strategy' in options ? { preset: options } : (options as SetupOptions);
  const preset = o.preset;
  const c = await createPlain(t, names, o.stackedDecks);
  const post = poster(t, c);
  const stop = (path: string): boolean => o.stopBefore === path;
  const none = { c, hidden: {}, turns: 0, post };
  const begun = await post('O', 'setup', { ...(preset ? { preset } : {}), ...(o.story ? { mode: 'STORY' } : {}), ...(o.linkedTo ? { linkedTo: o.linkedTo } : {}) });
  // §21.8: the previous game's winner takes her spoils first (here: the terrain, which changes nothing else).
  const due = begun.state.setupStep;
  if (due?.step === 'CHOOSE_SPOILS' && !stop('setup/spoils')) await post(due.seats[0], 'setup/spoils', { option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG' });
  if (stop('setup/spoils')) return none;
  await post('A', 'setup/terrain', { pieces: [{ id: 'w', kind: 'WALL', heightInches: 2.5, base: '6x1' }] });
  if (stop('setup/size')) return none;
  await post('B', 'setup/size', { soulstones: 50 });
  await post('A', 'setup/faction', { faction: 'GUILD' });
  await post('B', 'setup/faction', { faction: 'NEVERBORN' });
  await post('B', 'setup/deployment');
  await post('A', 'setup/strategy');
  const pool = o.story ? [] : (await post('A', 'setup/scheme-pool')).state.standard.schemePool.filter((s) => s !== 'A_LINE_IN_THE_SAND');
  await post('A', 'setup/crew', GUILD_CREW);
  await post('B', 'setup/crew', NEVERBORN_CREW);
  if (stop('setup/schemes')) return none;
  const picks = o.schemes ?? { A: ['A_LINE_IN_THE_SAND', pool[0]], B: ['A_LINE_IN_THE_SAND', pool[1]] };
  const hidden: Record<string, string> = { A: picks.A[1], B: picks.B[1] };
  for (const seat of ['A', 'B']) {
    const [shown, secret] = picks[seat];
    await post(seat, 'setup/schemes', { schemes: [{ scheme: shown, notes: NOTES[seat][shown] }, { scheme: secret, notes: NOTES[seat][secret] }], reveal: [shown] });
  }
  const w = (await post('O', 'setup/deployment-order')).state.standard.orderWinner!;
  await post(w, 'setup/deployment-order/choice', { deployFirst: true });
  await post(w, 'setup/deployment-zone', { zone: 'ZONE_2' });
  return { c, hidden, turns: 0, post };
}

/**
 * Plays whole Turns (Draw Phase, Initiative, every Activation with a Walk, the End Phase) until the encounter ends by
 * itself; `each` runs after every command, `atEndPhase` before each End Phase (to declare scoring facts).
 */
export async function playToTheEnd(
  g: PlayedGame & { post: Post },
  hooks: { each?: (a: Answer) => Promise<void>; atEndPhase?: (turn: number) => Promise<void> } = {},
  maxTurns = 12,
): Promise<Answer> {
  let a = await g.post('O', 'draw-phase', {});
  const send = async (seat: string, path: string, body: object = {}): Promise<Answer> => {
    a = await g.post(seat, path, body);
    if (hooks.each) await hooks.each(a);
    return a;
  };
  while (a.state.status !== 'ended') {
    const step = a.state.turnStep;
    if (!step) throw new Error(`no turnStep at turn ${a.state.turn}`);
    if (a.state.turn > maxTurns) throw new Error('the game did not end');
    const seat = step.seats[0];
    switch (step.step) {
      case 'BEGIN_DRAW_PHASE':
        await send('A', 'draw-phase');
        break;
      case 'REFILL_HAND':
        await send(seat, `decks/${seat}/refill`);
        break;
      case 'FLIP_INITIATIVE':
        await send('A', 'initiative');
        break;
      case 'INITIATIVE_REFLIP':
        await send(seat, 'initiative/reflip', { reflip: false });
        break;
      case 'CHOOSE_FIRST_PLAYER':
        await send(seat, 'initiative/first-player', { firstPlayer: seat });
        break;
      case 'ACTIVATE': {
        const modelId = step.models[0];
        await send(seat, 'activations', { modelId });
        await send(seat, 'actions', { modelId, action: 'Walk', facts: { moved: 3 } });
        await send(seat, 'activations/end', { modelId });
        break;
      }
      case 'END_PHASE':
        if (hooks.atEndPhase) await hooks.atEndPhase(a.state.turn);
        await send(seat, 'end-phase');
        g.turns += 1;
        break;
      default:
        throw new Error(`no move for ${step.step}`);
    }
  }
  return a;
}
