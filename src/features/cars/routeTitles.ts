import { defineMessages } from 'react-intl';

/** Browser-tab titles of the car pages. */
export const carsRouteTitles = defineMessages({
  home: {
    id: 'cars.title.home',
    defaultMessage: 'Car rental with honest prices',
    description: 'Browser tab title of the home page',
  },
  search: {
    id: 'cars.title.search',
    defaultMessage: 'Search results',
    description: 'Browser tab title of the search page',
  },
  locations: {
    id: 'cars.title.locations',
    defaultMessage: 'Locations',
    description: 'Browser tab title of the locations page',
  },
  suppliers: {
    id: 'cars.title.suppliers',
    defaultMessage: 'Suppliers',
    description: 'Browser tab title of the suppliers page',
  },
});
