// Mage Wars §15 codex keyword list (src/rules/mage-wars/codex.ts): GET /v1/mage-wars/codex and its GraphQL query. Public:
// for each glossary keyword, whether the server referees it, takes it as a seat's decision, tracks it, or not.
import { Controller, Get } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CODEX, type CodexEntry } from '../rules/mage-wars/codex';

const STATUSES = ['refereed', 'decision', 'tracked', 'term', 'no-effect', 'not-refereed'];

@ObjectType('MageWarsCodexEntry')
export class MageWarsCodexEntryModel {
  @Field() @ApiProperty({ example: 'Fuyant' }) french!: string;
  @Field() @ApiProperty({ example: 'Elusive' }) english!: string;
  @Field() @ApiProperty({ enum: STATUSES, description: 'refereed: the engine applies it; decision: a seat’s command, checked; tracked: the server’s state replaces a table aid; term; no-effect; not-refereed: a known gap' }) status!: string;
  @Field() @ApiProperty({ description: 'Where the engine applies it (trait id, command, rule ids)' }) how!: string;
}

@ApiTags('mage-wars')
@Controller('mage-wars/codex')
export class MageWarsCodexController {
  @Get()
  @ApiOperation({ summary: 'Mage Wars §15: every glossary keyword and how this server handles it (no keyword is a declared fact: the server tracks the arena)' })
  @ApiOkResponse({ type: [MageWarsCodexEntryModel] })
  list(): readonly CodexEntry[] {
    return CODEX;
  }
}

@Resolver()
export class MageWarsCodexResolver {
  @Query(() => [MageWarsCodexEntryModel], { description: 'Mage Wars §15: every glossary keyword and how this server handles it' })
  mageWarsCodex(): readonly CodexEntry[] {
    return CODEX;
  }
}
