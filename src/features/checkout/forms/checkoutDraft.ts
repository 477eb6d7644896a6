import { isApiReadOnly } from '@/api/readOnly';
import type { CheckoutValues } from './checkoutForm';

/**
 * What a visitor typed at checkout, kept in sessionStorage under the checkout URL so that signing
 * in (which leaves the page) brings them back to the same car with the same answers. Card data is
 * never part of it.
 */
export type CheckoutDraft = Omit<CheckoutValues, 'card'>;

const PREFIX = 'checkout-draft:';

function storage(): Storage | null {
  // A support replay neither reads the staff's drafts nor writes any (see readOnly.ts).
  if (isApiReadOnly()) return null;
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the form still works, it just is not remembered
  }
}

export function saveDraft(checkoutUrl: string, values: CheckoutValues): void {
  const { card: _card, ...draft } = values;
  try {
    storage()?.setItem(PREFIX + checkoutUrl, JSON.stringify(draft));
  } catch {
    // quota exceeded: nothing to do, the draft is a convenience
  }
}

/** The saved draft merged over `initial` (so new fields keep their defaults), or `initial`. */
export function loadDraft(checkoutUrl: string, initial: CheckoutValues): CheckoutValues {
  const raw = storage()?.getItem(PREFIX + checkoutUrl);
  if (!raw) return initial;
  try {
    const draft = JSON.parse(raw) as Partial<CheckoutDraft>;
    return {
      ...initial,
      extras: { ...initial.extras, ...draft.extras },
      driver: { ...initial.driver, ...draft.driver },
      additionalDriver: { ...initial.additionalDriver, ...draft.additionalDriver },
      license: typeof draft.license === 'string' ? draft.license : initial.license,
      payment: draft.payment ?? initial.payment,
    };
  } catch {
    return initial;
  }
}

export function clearDraft(checkoutUrl: string): void {
  storage()?.removeItem(PREFIX + checkoutUrl);
}
