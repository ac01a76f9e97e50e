import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `resendAt` (epoch ms), never below zero. */
export function secondsUntil(resendAt: number, now: number): number {
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/**
 * The seconds left before another code may be asked for, ticking down once a second.
 * @example const left = useResendCountdown(Date.now() + 60_000); // 60, 59, … 0
 */
export function useResendCountdown(resendAt: number): number {
  const [left, setLeft] = useState(() => secondsUntil(resendAt, Date.now()));
  useEffect(() => {
    setLeft(secondsUntil(resendAt, Date.now()));
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const next = secondsUntil(resendAt, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  return left;
}
