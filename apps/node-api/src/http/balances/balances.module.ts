import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RgbModule } from '../rgb/rgb.module';
import { BalancesResponseDto } from './balances.dto';
import { BalancesService } from './balances.service';

@ApiTags('Node')
@Controller()
export class BalancesController {
  constructor(private readonly balances: BalancesService) {}

  @Get('balances')
  @ApiOkResponse({ type: BalancesResponseDto })
  get(): Promise<BalancesResponseDto> {
    return this.balances.balances();
  }
}

@Module({ imports: [RgbModule], controllers: [BalancesController], providers: [BalancesService] })
export class BalancesModule {}
