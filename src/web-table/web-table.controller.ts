// The reference web table (examples/web-table/): its three files served at /table from the repository, whitelisted by
// name; a Content-Security-Policy of 'self' keeps the page from loading anything from elsewhere.
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { notFound } from '../common/problem/problem';

const FILES: Readonly<Record<string, string>> = {
  'index.html': 'text/html; charset=utf-8',
  'table.js': 'text/javascript; charset=utf-8',
  'table.css': 'text/css; charset=utf-8',
};

/** examples/web-table, found from here upwards (src/web-table under ts-node or Jest, dist/src/web-table when built). */
function tableDir(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'examples', 'web-table');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    if (dirname(dir) === dir) throw new Error('examples/web-table not found');
  }
}

@ApiExcludeController()
@SkipThrottle()
@Controller('table')
export class WebTableController {
  private readonly dir = tableDir();

  @Get()
  index(@Res() reply: FastifyReply): void {
    this.send('index.html', reply);
  }

  @Get(':file')
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    this.send(file, reply);
  }

  private send(file: string, reply: FastifyReply): void {
    const type = Object.prototype.hasOwnProperty.call(FILES, file) ? FILES[file] : undefined;
    if (!type) throw notFound(`table file ${file}`);
    void reply
      .header('content-type', type)
      .header('content-security-policy', "default-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'")
      .header('cache-control', 'no-cache')
      .send(readFileSync(join(this.dir, file)));
  }
}
