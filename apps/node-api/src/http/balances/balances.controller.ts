import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BalancesResponseDto, toBalancesDto } from './balances.dto';
import { BalancesService } from './balances.service';

@ApiTags('Node')
@Controller()
export class BalancesController {
  constructor(private readonly balances: BalancesService) {}

  @Get('balances')
  @ApiOperation({
    summary: 'BTC balances in sats (on-chain, Lightning) and RGB balances per contract and asset channel',
    description:
      'BTC amounts are `_sats`: the plain wallet’s total and spendable (confirmed, mature, not locked by an operation), and our side of the open channels ' +
      '(`lightning_total_sats`, rounded down to whole sats). RGB amounts are raw asset units: per contract as GET /rgb/contract/{contractId}/balance gives them, ' +
      'and our side of each live asset channel (the committed split; HTLCs in flight count on neither side).',
  })
  @ApiOkResponse({ type: BalancesResponseDto })
  get(): Promise<BalancesResponseDto> {
    return this.balances.balances().then(toBalancesDto);
  }
}
