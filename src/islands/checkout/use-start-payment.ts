import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Gateway, OrderRedirect } from '../../contracts/billing.ts';
import { rememberReturnPath } from '../../lib/return-path.ts';

/**
 * Starts paying an order on the chosen gateway (issue 43). VNPay and the sandbox answer a page
 * to go to; a QR rail answers the code, which the checkout shows in place (QrPayment), so the
 * payer scans it without leaving. `start(gateway)` again makes a new code (after one expired).
 */
export function useStartPayment(
  request: (gateway: Gateway) => Promise<OrderRedirect>,
  returnTo: string | null,
) {
  const [shown, setShown] = useState<OrderRedirect | null>(null);
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      rememberReturnPath(returnTo);
      if (answer.qr) setShown(answer);
      else window.location.assign(answer.redirectUrl);
    },
  });
  return {
    mutation,
    /** The order and QR being shown, or null while choosing a method. */
    shown,
    start: (gateway: Gateway) => mutation.mutate(gateway),
    /** Back to the choice of method; the shown code stays payable until it expires. */
    reset: () => {
      setShown(null);
      mutation.reset();
    },
    /** Leaving for a hosted page (no QR): the button says so until the browser goes. */
    redirecting: mutation.isPending || (mutation.isSuccess && !mutation.data.qr),
  };
}
