import { defineMessages } from 'react-intl';

/** Names of the car enums, shared by the filters and the car cards. */
export const rangeMessages = defineMessages({
  mini: { id: 'cars.range.mini', defaultMessage: 'Small car (MINI)', description: 'Car range: small cars' },
  midi: { id: 'cars.range.midi', defaultMessage: 'SUV / mid-size (MIDI)', description: 'Car range: mid-size and SUVs' },
  maxi: { id: 'cars.range.maxi', defaultMessage: 'Van / large (MAXI)', description: 'Car range: large cars and vans' },
  scooter: { id: 'cars.range.scooter', defaultMessage: 'Scooter', description: 'Car range: scooters' },
  bus: { id: 'cars.range.bus', defaultMessage: 'Bus', description: 'Car range: buses' },
  truck: { id: 'cars.range.truck', defaultMessage: 'Truck', description: 'Car range: trucks' },
  caravan: {
    id: 'cars.range.caravan',
    defaultMessage: 'Camper van',
    description: 'Car range: caravans and camper vans',
  },
});

export const fuelMessages = defineMessages({
  diesel: { id: 'cars.fuel.diesel', defaultMessage: 'Diesel', description: 'Fuel type' },
  gasoline: { id: 'cars.fuel.gasoline', defaultMessage: 'Petrol', description: 'Fuel type: gasoline' },
  electric: { id: 'cars.fuel.electric', defaultMessage: 'Electric', description: 'Fuel type' },
  hybrid: { id: 'cars.fuel.hybrid', defaultMessage: 'Hybrid', description: 'Fuel type' },
  plugInHybrid: { id: 'cars.fuel.plugInHybrid', defaultMessage: 'Plug-in hybrid', description: 'Fuel type' },
  unknown: {
    id: 'cars.fuel.unknown',
    defaultMessage: 'Engine not specified',
    description: 'Fuel type not given by the supplier',
  },
});

export const gearboxMessages = defineMessages({
  automatic: { id: 'cars.gearbox.automatic', defaultMessage: 'Automatic', description: 'Gearbox type' },
  manual: { id: 'cars.gearbox.manual', defaultMessage: 'Manual', description: 'Gearbox type' },
});

export const mileageMessages = defineMessages({
  limited: { id: 'cars.mileage.limited', defaultMessage: 'Limited mileage', description: 'Mileage filter option' },
  unlimited: {
    id: 'cars.mileage.unlimited',
    defaultMessage: 'Unlimited mileage',
    description: 'Mileage filter option and card value',
  },
});

export const fuelPolicyMessages = defineMessages({
  freeTank: { id: 'cars.policy.freeTank', defaultMessage: 'Free tank', description: 'Fuel policy: tank included' },
  likeForlike: {
    id: 'cars.policy.likeForlike',
    defaultMessage: 'Like for like',
    description: 'Fuel policy: return with the same level',
  },
  fullToFull: {
    id: 'cars.policy.fullToFull',
    defaultMessage: 'Full to full',
    description: 'Fuel policy: pick up full, return full',
  },
  FullToEmpty: {
    id: 'cars.policy.fullToEmpty',
    defaultMessage: 'Full to empty',
    description: 'Fuel policy: pay a full tank, return empty',
  },
});

export const multimediaMessages = defineMessages({
  touchscreen: { id: 'cars.multimedia.touchscreen', defaultMessage: 'Touchscreen', description: 'Multimedia feature' },
  bluetooth: { id: 'cars.multimedia.bluetooth', defaultMessage: 'Bluetooth', description: 'Multimedia feature' },
  androidAuto: { id: 'cars.multimedia.androidAuto', defaultMessage: 'Android Auto', description: 'Multimedia feature' },
  appleCarPlay: {
    id: 'cars.multimedia.appleCarPlay',
    defaultMessage: 'Apple CarPlay',
    description: 'Multimedia feature',
  },
});

export const specMessages = defineMessages({
  aircon: { id: 'cars.spec.aircon', defaultMessage: 'Air conditioning', description: 'Car spec' },
  moreThanFourDoors: {
    id: 'cars.spec.moreThanFourDoors',
    defaultMessage: 'More than 4 doors',
    description: 'Car spec filter',
  },
  moreThanFiveSeats: {
    id: 'cars.spec.moreThanFiveSeats',
    defaultMessage: 'More than 5 seats',
    description: 'Car spec filter',
  },
});

export const extraMessages = defineMessages({
  cancellation: {
    id: 'cars.extra.cancellation',
    defaultMessage: 'Cancellation',
    description: 'Extra: free cancellation option',
  },
  amendments: { id: 'cars.extra.amendments', defaultMessage: 'Amendments', description: 'Extra: changing the booking' },
  theftProtection: { id: 'cars.extra.theftProtection', defaultMessage: 'Theft protection', description: 'Extra' },
  collisionDamageWaiver: {
    id: 'cars.extra.collisionDamageWaiver',
    defaultMessage: 'Collision damage waiver',
    description: 'Extra',
  },
  fullInsurance: { id: 'cars.extra.fullInsurance', defaultMessage: 'Full insurance', description: 'Extra' },
  additionalDriver: { id: 'cars.extra.additionalDriver', defaultMessage: 'Additional driver', description: 'Extra' },
});
