import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPaymentRequiredResponse, ApiTags } from '@nestjs/swagger';
import { Idempotent, IdempotentOperationKey } from '../../common/idempotency/idempotent.decorator';
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { PaymentIdResponseDto } from '../bolt11/dto/bolt11-responses.dto';
import {
  CreateRgbLnInvoiceForHashRequestDto,
  CreateRgbLnInvoiceRequestDto,
  EstimateCarrierRequestDto,
  EstimateCarrierResponseDto,
  RgbLnDecodeResponseDto,
  RgbLnInvoiceRequestDto,
  RgbLnInvoiceResponseDto,
  RgbLnPayRequestDto,
  invoiceTerms,
  toRgbLnInvoiceDto,
} from './dto/rgb-ln-invoices.dto';
import { RgbLnInvoicesService } from './rgb-ln-invoices.service';

@ApiTags('RGB Lightning payments')
@Controller('rgb/ln')
export class RgbLnController {
  constructor(
    private readonly invoices: RgbLnInvoicesService,
    private readonly assetChannels: AssetChannelRuntime,
  ) {}

  @Post('invoice/create')
  @HttpCode(200)
  @ApiOperation({ summary: 'RGB invoice: a BOLT11 hold invoice for the BTC carrier, with the contract and asset amount (tags 30/31)' })
  @ApiOkResponse({ type: RgbLnInvoiceResponseDto })
  @ApiPaymentRequiredResponse({ description: 'HolderReserveTooLow or InsufficientCapacity: no channel holding the contract can take the carrier' })
  async create(@Body() body: CreateRgbLnInvoiceRequestDto): Promise<RgbLnInvoiceResponseDto> {
    const carrierMsat = body.btc_carrier_amount_msat == null ? undefined : BigInt(body.btc_carrier_amount_msat);
    return toRgbLnInvoiceDto(await this.invoices.create({ ...invoiceTerms(body), carrierMsat }));
  }

  @Post('invoice/create_for_hash')
  @HttpCode(200)
  @ApiOperation({ summary: 'RGB hold invoice for a hash the caller holds the preimage of (claim_for_hash or fail_for_hash)' })
  @ApiOkResponse({ type: RgbLnInvoiceResponseDto })
  @ApiConflictResponse({ description: 'an invoice for that payment hash exists already' })
  async createForHash(@Body() body: CreateRgbLnInvoiceForHashRequestDto): Promise<RgbLnInvoiceResponseDto> {
    return toRgbLnInvoiceDto(await this.invoices.create({ ...invoiceTerms(body), paymentHash: body.payment_hash }));
  }

  @Post('invoice/decode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decode an RGB Lightning invoice: carrier_amount_msat, contract_id, asset_amount, expiry' })
  @ApiOkResponse({ type: RgbLnDecodeResponseDto })
  decode(@Body() body: RgbLnInvoiceRequestDto): RgbLnDecodeResponseDto {
    return this.invoices.decode(body.invoice);
  }

  @Post('invoice/estimate_carrier')
  @HttpCode(200)
  @ApiOperation({ summary: 'A non-binding snapshot of the carrier an RGB invoice needs, per channel; changes nothing' })
  @ApiOkResponse({ type: EstimateCarrierResponseDto })
  estimateCarrier(@Body() body: EstimateCarrierRequestDto): Promise<EstimateCarrierResponseDto> {
    return this.invoices.estimateCarrier(body.contract_id, BigInt(body.asset_amount)) as Promise<EstimateCarrierResponseDto>;
  }

  @Post('pay')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay an RGB invoice over an asset channel with the payee: the asset HTLC is committed first, then the BTC carrier is sent; read the outcome with GET /payment/{id}' })
  @ApiOkResponse({ type: PaymentIdResponseDto })
  @ApiNotFoundResponse({ description: 'NoRoute: no open asset channel of the contract with the payee' })
  @ApiConflictResponse({ description: 'InsufficientAssetBalance: the channel cannot send that many units; Conflict: the invoice was paid already' })
  @ApiPaymentRequiredResponse({ description: 'InsufficientCapacity: no usable carrier, outbound capacity or HTLC slot' })
  async pay(@Body() body: RgbLnPayRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<PaymentIdResponseDto> {
    const payment = await this.assetChannels.rgbLn().pay({
      invoice: body.invoice,
      contractId: body.contract_id ?? undefined,
      assetAmount: body.asset_amount == null ? undefined : BigInt(body.asset_amount),
      operationKey,
    });
    return { payment_id: payment.id };
  }
}
