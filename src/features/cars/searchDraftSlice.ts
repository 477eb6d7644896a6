import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A location as the search form shows it: enough to display it and to search with it, and its time
 * zone, in which the times picked for it are read (see src/domain/locationTime.ts).
 */
export interface LocationChoice {
  _id: string;
  name: string;
  timeZone: string;
}

/** The fields of a location the search form keeps. */
export const locationChoice = ({ _id, name, timeZone }: LocationChoice): LocationChoice => ({ _id, name, timeZone });

/**
 * The search form's draft before a search runs (the search itself lives in the /search URL).
 * Other pages prefill it, e.g. "set as pick-up" on the locations page. Dates are ISO strings so
 * the state stays serializable.
 */
export interface SearchDraftState {
  pickupLocation: LocationChoice | null;
  dropOffLocation: LocationChoice | null;
  sameLocation: boolean;
  from: string | null;
  to: string | null;
}

const initialState: SearchDraftState = {
  pickupLocation: null,
  dropOffLocation: null,
  sameLocation: true,
  from: null,
  to: null,
};

export const searchDraftSlice = createSlice({
  name: 'searchDraft',
  initialState,
  reducers: {
    pickupLocationChosen(state, action: PayloadAction<LocationChoice>) {
      state.pickupLocation = action.payload;
    },
    dropOffLocationChosen(state, action: PayloadAction<LocationChoice>) {
      state.dropOffLocation = action.payload;
      state.sameLocation = state.pickupLocation?._id === action.payload._id;
    },
    searchDraftSaved(_state, action: PayloadAction<SearchDraftState>) {
      return action.payload;
    },
  },
  selectors: {
    selectSearchDraft: (state) => state,
  },
});

export const { pickupLocationChosen, dropOffLocationChosen, searchDraftSaved } = searchDraftSlice.actions;
export const { selectSearchDraft } = searchDraftSlice.selectors;
