/**
 * The names of the banks a VietQR transfer most often goes to, by NAPAS BIN (the 6 digits in the
 * QR's ID 38/01/00 and payOS's `bin`). Source: VietQR's public bank list
 * (https://api.vietqr.io/v2/banks, fields `bin` and `shortName`), checked against the MIT
 * `vietnam-qr-pay` package's bank table, December 2026. A short name is the same in vi and en.
 */
const bankNames: Readonly<Record<string, string>> = {
  '970403': 'Sacombank',
  '970405': 'Agribank',
  '970407': 'Techcombank',
  '970415': 'VietinBank',
  '970416': 'ACB',
  '970418': 'BIDV',
  '970422': 'MB Bank',
  '970423': 'TPBank',
  '970425': 'ABBANK',
  '970426': 'MSB',
  '970428': 'Nam A Bank',
  '970429': 'SCB',
  '970431': 'Eximbank',
  '970432': 'VPBank',
  '970436': 'Vietcombank',
  '970437': 'HDBank',
  '970440': 'SeABank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970448': 'OCB',
  '970449': 'LPBank',
};

/**
 * The bank's short name, or its BIN for a bank outside the table (the payer's app names it anyway).
 * @example vietqrBankName('970422') // 'MB Bank'
 */
export function vietqrBankName(bin: string): string {
  return bankNames[bin] ?? bin;
}
