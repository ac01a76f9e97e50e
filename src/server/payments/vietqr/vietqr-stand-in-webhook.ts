import { randomInt } from 'node:crypto';
import { payosDataSignature } from './vietqr-signature.ts';

/** One transfer into the stand-in's account, as payOS reports it. */
export interface StandInTransfer {
  /** The bank's transaction reference (`FT…`), payOS's `data.reference`. */
  reference: string;
  amount: number;
  /** Vietnam's time, `YYYY-MM-DD HH:mm:ss`, as payOS writes it. */
  transactionDateTime: string;
}

export function newTransfer(amount: number, now: Date): StandInTransfer {
  const vietnam = new Date(now.getTime() + 7 * 3_600_000);
  return {
    reference: `FT${randomInt(10 ** 11, 10 ** 12)}`,
    amount,
    transactionDateTime: vietnam.toISOString().slice(0, 19).replace('T', ' '),
  };
}

/**
 * payOS's webhook for one transfer (decision 134): `{code, desc, success, data, signature}` with
 * payOS's data fields, `data` signed with the checksum key. It is posted to the URL registered
 * in payOS's dashboard and retried a few times until a 2xx, as payOS retries.
 */
export async function sendTransferWebhook(input: {
  url: string;
  checksumKey: string;
  link: { orderCode: number; description: string; id: string };
  accountNumber: string;
  transfer: StandInTransfer;
}) {
  const data = {
    orderCode: input.link.orderCode,
    amount: input.transfer.amount,
    description: input.link.description,
    accountNumber: input.accountNumber,
    reference: input.transfer.reference,
    transactionDateTime: input.transfer.transactionDateTime,
    currency: 'VND',
    paymentLinkId: input.link.id,
    code: '00',
    desc: 'success',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: '',
    counterAccountNumber: '',
    virtualAccountName: '',
    virtualAccountNumber: '',
  };
  const signature = payosDataSignature(data, input.checksumKey);
  const body = JSON.stringify({ code: '00', desc: 'success', success: true, data, signature });
  for (let attempt = 0; attempt < 3; attempt++) {
    const sent = await fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (sent?.ok) return;
  }
}
