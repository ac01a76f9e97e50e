/**
 * A ZaloPay `qr_code` as `/v2/create` answers it (decision 133): an EMVCo merchant-presented
 * string read by the ZaloPay app (template 26, `vn.zalopay`) and by any bank app through NAPAS
 * (template 38, VietQR), with the amount and a CRC-16/CCITT-FALSE. Only the stand-in builds
 * one; the rail passes ZaloPay's string through untouched. Its own small builder, apart from
 * the bank-transfer rail's, because the two rails change for different reasons.
 */

/** One EMVCo field: two-digit id, two-digit length, value. */
export function emvField(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), upper-case hex,
 * over the payload's bytes including the "6304" that announces it.
 * @example crc16CcittFalse('123456789') // '29B1'
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Closes a payload with its CRC field (`63`, length 04). */
export function withCrc(payload: string): string {
  const open = `${payload}6304`;
  return `${open}${crc16CcittFalse(open)}`;
}

export interface ZalopayQrInput {
  appId: string;
  /** ZaloPay's id for the order, digits (its zp_trans_token stands behind it). */
  orderToken: string;
  /** NAPAS acquirer BIN and the virtual account ZaloPay collects into. */
  bankBin: string;
  account: string;
  amount: number;
  /** The transfer content a bank app shows (≤ 25 characters). */
  content: string;
}

/** The dynamic QR of one ZaloPay order, laid out as ZaloPay's published samples are. */
export function zalopayQrCode(input: ZalopayQrInput): string {
  const zalopay = [
    emvField('00', 'vn.zalopay'),
    emvField('01', input.appId),
    emvField('02', '001'),
    emvField('03', input.orderToken),
  ].join('');
  const napas = [
    emvField('00', 'A000000727'),
    emvField('01', emvField('00', input.bankBin) + emvField('01', input.account)),
    emvField('02', 'QRIBFTTA'),
  ].join('');
  return withCrc(
    [
      emvField('00', '01'),
      emvField('01', '12'),
      emvField('26', zalopay),
      emvField('38', napas),
      emvField('52', '7399'),
      emvField('53', '704'),
      emvField('54', String(input.amount)),
      emvField('58', 'VN'),
      emvField('62', emvField('08', input.content.slice(0, 25))),
    ].join(''),
  );
}
