import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BalancesResponseDto, toBalancesDto } from './balances.dto';
import { BalancesService } from './balances.service';

@ApiTags('Node')
@Controller()
export class BalancesController {
  constructor(private readonly balances: BalancesService) {}

  @Get('balances')
  @ApiOkResponse({ type: BalancesResponseDto })
  get(): Promise<BalancesResponseDto> {
    return this.balances.balances().then(toBalancesDto);
  }
}
