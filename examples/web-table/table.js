// The reference web table (README "Reference web table"): two seats at one screen play the book's Opposed Duel
// through the REST API only. Seat B is created open and joined with POST …/seats/B/join, as a second player would
// from a link. Each seat's panel is drawn from that seat's own view (its token): its hand, the opponent's hand
// count, and the decision due (`duelStep`); the buttons appear in the panel of the seat that must decide.
// Plain browser JavaScript, no framework, no build step; nothing is loaded from anywhere but this service.
'use strict';

(() => {
  const SEATS = ['A', 'B'];
  const SUITS = ['RAM', 'TOME', 'CROW', 'MASK'];
  // TV-05: Seamus (Ml 7) attacks a Freikorpsmann (Df 5) with Bag o' Tools.
  const seamus = { modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 }, wounds: 11, maxWounds: 11 };
  const freikorpsmann = { modelId: 'freikorpsmann', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, wounds: 5, maxWounds: 5 };
  const bagOTools = { name: "Bag o' Tools", damage: { weak: 2, moderate: 3, severe: 5 } };

  /** The game as this page knows it: the encounter, one token per seat, each seat's view, the log read so far. */
  const game = { id: null, tokens: {}, views: {}, logged: 0, damageStarted: false, result: null, over: false, busy: false };

  const $ = (selector) => document.querySelector(selector);
  const el = (tag, text, attrs = {}) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  };
  const setStatus = (text, problem = false) => {
    const status = $('#status');
    status.textContent = text;
    status.className = problem ? 'problem' : '';
  };

  /** One REST call; a problem+json answer becomes an Error carrying its detail and code. */
  async function call(method, path, { body, token, key } = {}) {
    const headers = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${json.code ?? res.status}: ${json.detail ?? res.statusText}${json.ruleId ? ` (${json.ruleId})` : ''}`);
    return json;
  }
  const command = (seat, path, body = {}) =>
    call('POST', `/encounters/${game.id}/${path}`, { body, token: game.tokens[seat], key: crypto.randomUUID() });

  async function newDuel() {
    Object.assign(game, { id: null, tokens: {}, views: {}, logged: 0, damageStarted: false, result: null, over: false });
    $('#log').replaceChildren();
    setStatus('Creating the encounter…');
    const created = await call('POST', '/encounters', {
      body: { ruleset: 'malifaux-2e', players: [{ name: 'Ann', soulstones: 2 }, { soulstones: 2 }], options: { autoDeclineCuts: true } },
    });
    game.id = created.encounterId;
    for (const s of created.seats) game.tokens[s.seat] = s.token;
    for (const seat of created.openSeats) {
      const joined = await call('POST', `/encounters/${game.id}/seats/${seat}/join`, { body: { name: 'Ben' }, key: crypto.randomUUID() });
      game.tokens[joined.seat] = joined.token;
    }
    for (const seat of SEATS) await command(seat, `decks/${seat}/draw`, { count: 3 });
    await command('A', 'duels', { kind: 'OPPOSED', attacker: seamus, defender: freikorpsmann, action: bagOTools, defenderFriendly: false });
    await refresh();
  }

  /** Each seat's own view, and the log as seat A may see it (B's hand stays hidden there too). */
  async function refresh() {
    for (const seat of SEATS) game.views[seat] = (await call('GET', `/encounters/${game.id}`, { token: game.tokens[seat] })).state;
    const page = await call('GET', `/encounters/${game.id}/events?after=${game.logged}&limit=200`, { token: game.tokens.A });
    for (const e of page.events) {
      $('#log').append(el('li', `${e.version} ${e.type}${e.redacted ? ' (hidden parts withheld)' : ''} ${JSON.stringify(e.data)}`));
      if (e.type === 'DuelResolved') {
        game.result = `the ${e.data.winner ?? 'nobody'} wins the duel by ${e.data.margin ?? 0}`;
        // DU-O6: only an Attacker who won flips for damage.
        if (e.data.winner !== 'ATTACKER') {
          game.result = `${game.result}; no damage`;
          game.over = true;
        }
      }
      if (e.type === 'DamageResolved') {
        game.result = `${game.result}; ${e.data.targetId} takes ${e.data.damage} (${e.data.severity}), ${e.data.woundsAfter} Wounds left`;
        game.over = true;
      }
      game.logged = e.version;
    }
    render();
  }

  function render() {
    for (const seat of SEATS) {
      const view = game.views[seat];
      const panel = $(`#seat-${seat}`);
      const mine = view.seats.find((s) => s.seat === seat);
      const theirs = view.seats.find((s) => s.seat !== seat);
      const hand = el('p', 'Hand: ');
      hand.className = 'hand';
      for (const card of mine.hand ?? []) hand.append(el('span', card, { class: 'card' }));
      panel.querySelector('.view').replaceChildren(
        el('p', `${mine.name} · Soulstones ${mine.soulstones} · deck ${mine.deckCount} · discard ${mine.discardTop ?? '–'}`),
        hand,
        el('p', `${theirs.name}'s hand: ${theirs.handCount} cards (hidden)`, { class: 'opponent' }),
        el('p', `Duel: ${view.duel.status} · due: ${view.duelStep.step}${view.duelStep.role ? ` (${view.duelStep.role})` : ''}`),
      );
      const buttons = decisionsFor(seat, view);
      panel.classList.toggle('due', buttons.length > 0);
      panel.querySelector('.decision').replaceChildren(...buttons);
    }
    if (game.over) setStatus(`Duel over: ${game.result}.`);
    else if (game.result) setStatus(`${game.result}; damage next.`);
    else setStatus(`Encounter ${game.id}, version ${game.logged}.`);
  }

  /** The buttons of the decision due from `seat`; the default choice (declining, passing, flipping) is marked. */
  function decisionsFor(seat, view) {
    const step = view.duelStep;
    const button = (label, path, body, isDefault = false) => {
      const b = el('button', label, { type: 'button', 'data-action': path, ...(isDefault ? { 'data-default': 'true' } : {}) });
      b.addEventListener('click', () => act(seat, path, body));
      return b;
    };
    if (step.step === 'START') {
      const resolved = view.duel.status === 'DUEL_RESOLVED';
      const hit = resolved && view.duel.outcome?.winner === 'ATTACKER';
      return seat === 'A' && hit && !game.damageStarted ? [button('Flip for damage', 'duels/damage', {}, true)] : [];
    }
    if (!step.seats.includes(seat)) return [];
    const hand = view.seats.find((s) => s.seat === seat).hand ?? [];
    switch (step.step) {
      case 'DECLARE_SOULSTONES':
        return [button('No Soulstone', 'duels/soulstones', { fateModifiers: 0, suits: [] }, true), button('Soulstone: +Fate', 'duels/soulstones', { fateModifiers: 1, suits: [] })];
      case 'FLIP':
        return [button('Flip', 'duels/flip', {}, true)];
      case 'CHOOSE_ACTIVE_CARD': {
        const side = view.duel.duel?.sides.find((s) => s.role === step.role);
        const flipped = (step.stage === 'DUEL' ? side?.flipped : view.duel.flip?.flipped) ?? [];
        return flipped.map((card, i) => button(`Take ${card}`, 'duels/active-card', { card }, i === 0));
      }
      case 'NAME_RED_JOKER_SUIT':
        return SUITS.map((suit, i) => button(`Red Joker is ${suit}`, 'duels/red-joker-suit', { suit }, i === 0));
      case 'CHEAT':
        return [button("Don't cheat", 'duels/decline-cheat', {}, true), ...hand.map((card) => button(`Cheat ${card}`, 'duels/cheat', { card }))];
      case 'DECLARE_TRIGGER':
        return [button('No Trigger', 'duels/pass-trigger', {}, true)];
      case 'PREVENTION':
        return [button("Don't prevent", 'duels/prevention', { use: false }, true), button('Prevent (Soulstone)', 'duels/prevention', { use: true })];
      default:
        return [];
    }
  }

  async function act(seat, path, body) {
    if (game.busy) return;
    game.busy = true;
    setStatus(`Seat ${seat}: ${path.replace('duels/', '')}…`);
    try {
      if (path === 'duels/damage') game.damageStarted = true;
      await command(seat, path, body);
      await refresh();
    } catch (err) {
      // A refusal (a 422 naming the rule) leaves the stream untouched: show it and let the seat choose again.
      setStatus(String(err.message), true);
    } finally {
      game.busy = false;
    }
  }

  $('#new-duel').addEventListener('click', () => {
    newDuel().catch((err) => setStatus(String(err.message), true));
  });
})();
