import { useEffect, useRef } from 'react';
import type { SearchFormValues } from '../search/searchFormSchema';
import type { SearchDraftState } from '../searchDraftSlice';

type SetValues = (update: (current: SearchFormValues) => SearchFormValues) => void;

/**
 * Takes into the form a location chosen elsewhere on the page while it is open (destinations,
 * map), and, when a search is refined, a location's name that arrives after the form (from the
 * API) unless one was chosen since.
 */
export function useFollowChoices(
  draft: SearchDraftState,
  initial: Partial<SearchFormValues> | undefined,
  setValues: SetValues,
): void {
  const seenDraft = useRef(draft);
  useEffect(() => {
    const seen = seenDraft.current;
    seenDraft.current = draft;
    const pickupChanged = draft.pickupLocation && draft.pickupLocation !== seen.pickupLocation;
    const dropOffChanged =
      draft.dropOffLocation &&
      (draft.dropOffLocation !== seen.dropOffLocation || draft.sameLocation !== seen.sameLocation);
    if (!pickupChanged && !dropOffChanged) return;
    setValues((current) => ({
      ...current,
      ...(pickupChanged ? { pickup: draft.pickupLocation } : {}),
      ...(dropOffChanged ? { dropOff: draft.dropOffLocation, sameLocation: draft.sameLocation } : {}),
    }));
  }, [draft, setValues]);

  const seenInitial = useRef({ pickup: initial?.pickup?._id, dropOff: initial?.dropOff?._id });
  useEffect(() => {
    if (
      !initial ||
      (initial.pickup?._id === seenInitial.current.pickup && initial.dropOff?._id === seenInitial.current.dropOff)
    )
      return;
    seenInitial.current = { pickup: initial.pickup?._id, dropOff: initial.dropOff?._id };
    setValues((current) => ({
      ...current,
      ...(initial.pickup && !current.pickup ? { pickup: initial.pickup } : {}),
      ...(initial.dropOff && !current.dropOff ? { dropOff: initial.dropOff } : {}),
    }));
  }, [initial, setValues]);
}
