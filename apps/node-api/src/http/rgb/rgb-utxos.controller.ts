import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RgbFundService, RgbSweepService, RgbTopUpService, RgbUtxoNotFoundError, RgbUtxoService } from '@rln/rgb-wallet';
import { SweepRequestDto, SweepResponseDto, toSweepRequest, toSweepResponseDto, toTopUpCommand, toTopUpResponseDto, TopUpRequestDto, TopUpResponseDto } from './dto/rgb-capacity.dto';
import {
  CarrierSummaryResponseDto,
  CarrierUtxoDto,
  CarrierUtxosResponseDto,
  FundRequestDto,
  FundResponseDto,
  OutpointParamDto,
  RefreshQueryDto,
  ReleaseRequestDto,
  ReleaseResponseDto,
  ReserveRequestDto,
  ReserveResponseDto,
  toCarrierSummariesDto,
  toCarrierUtxoDto,
  toCarrierUtxosDto,
  toFundRequest,
  toFundResponseDto,
  toReleaseResponseDto,
  toReleaseSelector,
  toReserveRequest,
  toReserveResponseDto,
} from './dto/rgb-utxos.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { REFRESH_RESPONSE_HEADERS, RefreshLimiter } from '../../common/refresh/refresh-limiter';

@ApiTags('RGB UTXOs')
@Controller('rgb/utxos')
export class RgbUtxosController {
  constructor(
    private readonly utxos: RgbUtxoService,
    private readonly funding: RgbFundService,
    private readonly topUps: RgbTopUpService,
    private readonly sweeps: RgbSweepService,
    private readonly refreshes: RefreshLimiter,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Carrier UTXOs; refresh=true syncs and re-reads confirmations from the indexer first' })
  @ApiOkResponse({ type: CarrierUtxosResponseDto, headers: REFRESH_RESPONSE_HEADERS })
  list(@Query() query: RefreshQueryDto, @Res({ passthrough: true }) res: Response): Promise<CarrierUtxosResponseDto> {
    return this.refreshes.read(res, 'rgb/utxos', query.refresh === 'true', (refresh) => this.utxos.list(refresh)).then(toCarrierUtxosDto);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Carrier UTXO summaries (value_sats, assets, reservation); refresh=true reconciles first' })
  @ApiOkResponse({ type: CarrierSummaryResponseDto, headers: REFRESH_RESPONSE_HEADERS })
  summary(@Query() query: RefreshQueryDto, @Res({ passthrough: true }) res: Response): Promise<CarrierSummaryResponseDto> {
    return this.refreshes.read(res, 'rgb/utxos/summary', query.refresh === 'true', (refresh) => this.utxos.summary(refresh)).then(toCarrierSummariesDto);
  }

  /** The interface's single-outpoint status lookup: one entry of GET /rgb/utxos, 404 for an outpoint that is not a carrier. Declared after `summary`, which it would otherwise shadow. */
  @Get(':outpoint')
  @ApiOperation({ summary: 'One carrier UTXO by outpoint (<txid>:<vout>), as GET /rgb/utxos lists it; refresh=true syncs first' })
  @ApiOkResponse({ type: CarrierUtxoDto, headers: REFRESH_RESPONSE_HEADERS })
  async one(@Param() { outpoint }: OutpointParamDto, @Query() query: RefreshQueryDto, @Res({ passthrough: true }) res: Response): Promise<CarrierUtxoDto> {
    const utxos = await this.refreshes.read(res, 'rgb/utxos', query.refresh === 'true', (refresh) => this.utxos.list(refresh));
    const found = utxos.find((u) => u.outpoint === outpoint);
    if (!found) throw new RgbUtxoNotFoundError(outpoint);
    return toCarrierUtxoDto(found);
  }

  @Post('reserve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reserve a carrier UTXO (the outpoint given, or a free one) for ttl_secs (default 300)',
    description:
      'The UTXO shows `lock.kind` `manual_reservation` until POST /rgb/utxos/release or the reservation expires (it releases itself). ' +
      '404 when the outpoint is not a carrier of this wallet; 409 Conflict when no free carrier is left.',
  })
  @ApiOkResponse({ type: ReserveResponseDto })
  reserve(@Body() body: ReserveRequestDto): Promise<ReserveResponseDto> {
    return this.utxos.reserve(toReserveRequest(body)).then(toReserveResponseDto);
  }

  @Post('release')
  @HttpCode(200)
  @ApiOperation({ summary: 'Release a reservation by reservation_id or by outpoint; released is false when there was none' })
  @ApiOkResponse({ type: ReleaseResponseDto })
  release(@Body() body: ReleaseRequestDto): Promise<ReleaseResponseDto> {
    return this.utxos.release(toReleaseSelector(body)).then(toReleaseResponseDto);
  }

  @Post('fund')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create RGB UTXOs from explicit plain-wallet inputs (no coin selection)' })
  @ApiOkResponse({ type: FundResponseDto })
  fund(@Body() body: FundRequestDto): Promise<FundResponseDto> {
    return this.funding.fund(toFundRequest(body)).then(toFundResponseDto);
  }

  @Post('top_up')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Move an RGB UTXO’s allocations to a bigger new one, funded by explicit plain-wallet inputs, in one transaction' })
  @ApiOkResponse({ type: TopUpResponseDto })
  topUp(@Body() body: TopUpRequestDto): Promise<TopUpResponseDto> {
    return this.topUps.topUp(toTopUpCommand(body)).then(toTopUpResponseDto);
  }

  @Post('sweep')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Spend an RGB UTXO without allocations back to the plain wallet (409 when it carries any)' })
  @ApiOkResponse({ type: SweepResponseDto })
  sweep(@Body() body: SweepRequestDto): Promise<SweepResponseDto> {
    return this.sweeps.sweep(toSweepRequest(body)).then(toSweepResponseDto);
  }
}
