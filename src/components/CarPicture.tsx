import { Image, type ImageProps } from '@chakra-ui/react';
import { carImageUrl } from '@/config/cdn';

interface CarPictureProps {
  car: { name: string; image?: string | null };
  /** The picture's width (its height follows); by default its container's. */
  width?: ImageProps['width'];
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * A car's picture in a 3:2 box (the shape of the seed's pictures; another shape is fitted inside):
 * its size is known before it loads, so nothing moves and the page is not laid out again when it
 * arrives.
 */
export function CarPicture({ car, width = 'full', loading, fetchPriority }: CarPictureProps) {
  return (
    <Image
      src={car.image ? carImageUrl(car.image) : undefined}
      alt={car.name}
      width={width}
      aspectRatio="3 / 2"
      objectFit="contain"
      bg="bg.muted"
      borderRadius="md"
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
