import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RgbProxyHttp, sendRgbProxyReply } from '@rln/rgb-proxy';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/public.decorator';
import { RGB_PROXY_OPERATION } from './rgb-proxy.openapi';

/**
 * The RGB proxy rgb-lib wallets post to (supplement "RGB on-chain transfers"). Public by
 * design; it stays cheap because uploads are admitted from their fields before the file is
 * read. JSON bodies come through the app's 1 MiB JSON parser; multipart bodies are left to
 * RgbProxyHttp, which reads them with its own limits (64 MiB per file).
 */
@ApiTags('RGB proxy')
@Controller('rgb/proxy')
export class RgbProxyController {
  constructor(private readonly proxy: RgbProxyHttp) {}

  @Public()
  @Post()
  @ApiOperation(RGB_PROXY_OPERATION)
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    // A body the app's parsers already read (JSON) is handed over; the stream would be empty.
    const reply = await this.proxy.serve(req, req.readableEnded ? { body: req.body as unknown } : undefined);
    sendRgbProxyReply(res, reply);
  }
}
