import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CarrierSummaryResponseDto,
  CarrierUtxosResponseDto,
  FundRequestDto,
  FundResponseDto,
  RefreshQueryDto,
  ReleaseRequestDto,
  ReleaseResponseDto,
  ReserveRequestDto,
  ReserveResponseDto,
  toCarrierSummaryDto,
  toCarrierUtxoDto,
  toFundResponseDto,
} from './dto/rgb-utxos.dto';
import { RgbServices } from './rgb-services';

@ApiTags('RGB UTXOs')
@Controller('rgb/utxos')
export class RgbUtxosController {
  constructor(private readonly rgb: RgbServices) {}

  @Get()
  @ApiOperation({ summary: 'Carrier UTXOs; refresh=true syncs and re-reads confirmations from the indexer first' })
  @ApiOkResponse({ type: CarrierUtxosResponseDto })
  async list(@Query() query: RefreshQueryDto): Promise<CarrierUtxosResponseDto> {
    return { utxos: (await this.rgb.utxos.list(query.refresh === 'true')).map(toCarrierUtxoDto) };
  }

  @Get('summary')
  @ApiOkResponse({ type: CarrierSummaryResponseDto })
  async summary(@Query() query: RefreshQueryDto): Promise<CarrierSummaryResponseDto> {
    return { utxos: (await this.rgb.utxos.summary(query.refresh === 'true')).map(toCarrierSummaryDto) };
  }

  @Post('reserve')
  @HttpCode(200)
  @ApiOkResponse({ type: ReserveResponseDto })
  async reserve(@Body() body: ReserveRequestDto): Promise<ReserveResponseDto> {
    return this.rgb.utxos.reserve({ outpoint: body.outpoint, ttlSecs: body.ttl_secs }).then((r) => ({ reservation_id: r.reservationId, outpoint: r.outpoint, reserved_until_unix_secs: String(r.reservedUntilUnixSecs) }));
  }

  @Post('release')
  @HttpCode(200)
  @ApiOkResponse({ type: ReleaseResponseDto })
  async release(@Body() body: ReleaseRequestDto): Promise<ReleaseResponseDto> {
    return { released: await this.rgb.utxos.release({ reservationId: body.reservation_id, outpoint: body.outpoint }) };
  }

  @Post('fund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create RGB UTXOs from explicit plain-wallet inputs (no coin selection)' })
  @ApiOkResponse({ type: FundResponseDto })
  async fund(@Body() body: FundRequestDto): Promise<FundResponseDto> {
    return this.rgb.fund
      .fund({ inputs: body.inputs.map((i) => i.outpoint), outputs: body.outputs.map((o) => ({ address: o.address, valueSats: BigInt(o.value_sats) })), changeAddress: body.change_address, feeRateSatPerVb: body.fee_rate_sats_per_vb })
      .then(toFundResponseDto);
  }
}
