import { useEffect, useId, useRef } from 'react';
import type { Gateway } from '../../contracts/billing.ts';
import { useT } from '../app-shell/i18n.ts';

/**
 * The checkout's payment methods as one radio group, shared by the plan and pack checkouts.
 * When the payer comes back from a QR code (`showingCode` turns false), focus returns to the
 * chosen method, never to <body>.
 */
export function GatewayChoice(props: {
  gateways: Gateway[];
  value: Gateway | undefined;
  onChange: (gateway: Gateway) => void;
  showingCode: boolean;
}) {
  const t = useT();
  const legend = useId();
  const chosen = useRef<HTMLInputElement>(null);
  const wasShowing = useRef(false);
  useEffect(() => {
    if (props.showingCode) wasShowing.current = true;
    else if (wasShowing.current) chosen.current?.focus();
  }, [props.showingCode]);
  if (props.gateways.length === 0) return <p role="alert">{t('billing.checkout.noGateway')}</p>;
  return (
    <fieldset aria-describedby={legend}>
      <legend id={legend} className="text-lg font-bold text-ink-900">
        {t('billing.checkout.method')}
      </legend>
      <div className="mt-3 grid gap-2">
        {props.gateways.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-200 px-3 has-checked:border-brand-700"
          >
            <input
              type="radio"
              name="gateway"
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              ref={props.value === option ? chosen : undefined}
            />
            {t(`billing.gateway.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
