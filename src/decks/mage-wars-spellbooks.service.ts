// Saved Mage Wars spellbooks: one stream per book (type mage-wars-spellbook), a new SpellbookSaved per change, validated
// by the rules core on every change (SB-1..SB-8, MD-3). The book is secret: reading or changing it needs the owner's
// token (returned once, its hash kept in the first event's metadata); an encounter takes it by id (savedSpellbookId).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../common/auth/access.service';
import { ProblemCode, ProblemException, notFound } from '../common/problem/problem';
import { EventStoreService } from '../event-store/event-store.service';
import type { MageClass } from '../rules/mage-wars/cards/apprentice-spellbooks';
import type { CardDefinition, School } from '../rules/mage-wars/cards/card-definition';
import { CardDefinitionError, validateCardDefinition } from '../rules/mage-wars/cards/card-validator';
import { SAVED_SPELLBOOK_STREAM, evolveSpellbook, saveSpellbook, type SavedSpellbook, type SpellbookSaved } from '../rules/mage-wars/cards/saved-spellbook';
import { invalidField } from '../rulesets/creation';
import type { ChangeSpellbookInput, SaveSpellbookInput } from './dto/mage-wars-saved-spellbook.input';

export interface SpellbookAnswer extends SavedSpellbook {
  readonly spellbookId: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/;

@Injectable()
export class MageWarsSpellbooksService {
  constructor(private readonly store: EventStoreService) {}

  async create(input: SaveSpellbookInput): Promise<SpellbookAnswer & { ownerToken: string }> {
    const event = decide(input);
    const spellbookId = randomUUID();
    const ownerToken = newToken('book');
    await this.store.append({
      streamId: spellbookId,
      streamType: SAVED_SPELLBOOK_STREAM,
      expectedVersion: 0,
      events: [{ ...event, metadata: { owner: hashToken(ownerToken) } }],
      snapshot: { state: null, schema: 1 },
      writes: [],
    });
    return { spellbookId, ownerToken, ...evolveSpellbook(null, event) };
  }

  async change(id: string, authorization: string | undefined, input: ChangeSpellbookInput): Promise<SpellbookAnswer> {
    const book = await this.read(id, authorization);
    const event = decide(input);
    // The expected version is the caller's: a change made on an old version is a 409, never a lost write.
    await this.store.append({ streamId: id, streamType: SAVED_SPELLBOOK_STREAM, expectedVersion: input.expectedVersion, events: [event], snapshot: { state: null, schema: 1 }, writes: [] });
    return { spellbookId: id, ...evolveSpellbook({ ...book, version: input.expectedVersion }, event) };
  }

  async read(id: string, authorization: string | undefined): Promise<SpellbookAnswer> {
    const head = await this.store.streamHead(id);
    if (!head || head.streamType !== SAVED_SPELLBOOK_STREAM) throw notFound(`spellbook ${id}`);
    const log = await this.store.readStream(id, { toVersion: head.version });
    const token = BEARER.exec(authorization ?? '')?.[1];
    if (token === undefined) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'the owner token of the spellbook is required');
    if (log[0]?.metadata.owner !== hashToken(token)) throw new ProblemException(ProblemCode.FORBIDDEN, 'not the owner of this spellbook');
    const book = log.reduce<SavedSpellbook | null>((s, e) => evolveSpellbook(s, { type: 'SpellbookSaved', data: e.data as SpellbookSaved['data'] }), null);
    if (!book) throw notFound(`spellbook ${id}`);
    return { spellbookId: id, ...book };
  }
}

/** The rules core decides; a malformed definition is a 400 naming its field, a broken book a 422 naming the rule. */
function decide(input: SaveSpellbookInput): SpellbookSaved {
  input.definitions.forEach((d, i) => {
    try {
      validateCardDefinition(d);
    } catch (err) {
      if (err instanceof CardDefinitionError) throw invalidField(`definitions[${i}].${err.field}`, `${err.why} (${err.ruleId})`);
      throw err;
    }
  });
  return saveSpellbook({
    name: input.name,
    mageClass: input.mageClass as MageClass,
    ...(input.element !== undefined ? { element: input.element as School } : {}),
    cards: input.cards,
    definitions: input.definitions as unknown as CardDefinition[],
  });
}
