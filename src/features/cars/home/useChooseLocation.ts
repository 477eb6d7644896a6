import { useAppDispatch } from '@/api/hooks';
import { dropOffLocationChosen, locationChoice, pickupLocationChosen, type LocationChoice } from '../searchDraftSlice';

/** Puts a location chosen in a home-page section into the search form, and takes the visitor there. */
export function useChooseLocation() {
  const dispatch = useAppDispatch();
  const focusForm = (field: 'pickup' | 'dropOff') =>
    requestAnimationFrame(() => {
      const input =
        document.querySelector<HTMLInputElement>(`input[data-location-field="${field}"]`) ??
        document.querySelector<HTMLInputElement>('input[data-location-field="pickup"]');
      input?.scrollIntoView({ block: 'center' });
      input?.focus({ preventScroll: true });
    });
  return {
    setPickup: (location: LocationChoice) => {
      dispatch(pickupLocationChosen(locationChoice(location)));
      focusForm('pickup');
    },
    setDropOff: (location: LocationChoice) => {
      dispatch(dropOffLocationChosen(locationChoice(location)));
      focusForm('dropOff');
    },
  };
}
