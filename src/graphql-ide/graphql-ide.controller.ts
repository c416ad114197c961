// The offline GraphQL IDE's assets (graphql-ide.assets.ts), whitelisted by name, cached by browsers for a day.
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { notFound } from '../common/problem/problem';
import { IDE_ASSETS } from './graphql-ide.assets';

@ApiExcludeController()
@SkipThrottle()
@Controller('graphql-ide')
export class GraphqlIdeController {
  @Get(':file')
  @Header('cache-control', 'public, max-age=86400')
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const found = Object.prototype.hasOwnProperty.call(IDE_ASSETS, file) ? IDE_ASSETS[file] : undefined;
    if (!found) throw notFound(`IDE asset ${file}`);
    void reply.header('content-type', found.contentType).send(createReadStream(found.path));
  }
}
