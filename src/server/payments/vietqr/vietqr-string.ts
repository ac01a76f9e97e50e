/**
 * The VietQR string a bank app scans to make a transfer (NAPAS 247, EMVCo merchant-presented
 * QR, decision 134). Each field is ID (2 digits) + length (2 digits) + value; NAPAS's account
 * template is ID 38 (not 26), and the string ends with a CRC-16/CCITT-FALSE over everything
 * before it, its own "6304" header included.
 */

/** NAPAS's globally unique identifier in the merchant-account template (ID 38, sub-ID 00). */
const NAPAS_GUID = 'A000000727';
/** Service code: a transfer to an account (QRIBFTTC would be to a card). */
const TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the dong. */
const VND = '704';

export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN (e.g. 970422 for MB). */
  bankBin: string;
  accountNumber: string;
  /** Whole dong; the payer's app fills it in and locks it (a dynamic QR). */
  amount: number;
  /** The transfer content ("purpose of transaction"), which names our order. */
  content: string;
}

/**
 * CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR, as
 * four uppercase hex digits. Its check value is crc16CcittFalse('123456789') === '29B1'.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Printable ASCII only: EMVCo lengths count characters, and bank apps read ASCII content. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The dynamic VietQR string for one transfer of an exact amount.
 * @example buildVietQr({ bankBin: '970415', accountNumber: '0011001932418', amount: 120000, content: 'ung ho lu lut' })
 * // '00020101021238570010A000000727…62170813ung ho lu lut6304C15C'
 */
export function buildVietQr(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new RangeError('a bank BIN is 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(transfer.accountNumber)) {
    throw new RangeError('an account number is 1 to 19 letters and digits');
  }
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
    throw new RangeError('the amount is a positive whole number of dong');
  }
  if (transfer.content.length > 25 || !PRINTABLE_ASCII.test(transfer.content)) {
    throw new RangeError('the transfer content is 1 to 25 printable ASCII characters');
  }
  const beneficiary = field('00', transfer.bankBin) + field('01', transfer.accountNumber);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT)) +
    field('53', VND) +
    field('54', String(transfer.amount)) +
    field('58', 'VN') +
    field('62', field('08', transfer.content)) +
    '6304';
  return body + crc16CcittFalse(body);
}
