import { Image } from '@chakra-ui/react';
import { supplierLogoUrl } from '@/config/cdn';
import { SUPPLIER_IMAGE_HEIGHT } from '@/config/constants';

interface SupplierLogoProps {
  avatar: string;
  /** Empty (the default) where the supplier's name is written beside the logo. */
  alt?: string;
  loading?: 'eager' | 'lazy';
}

/**
 * A supplier's logo at the spec's height. Its width, until it loads, is twice its height (the
 * shape of the seed's logos), so the text beside it keeps its place as it arrives, and the page
 * is not laid out again; a logo of another shape then takes its own width.
 */
export function SupplierLogo({ avatar, alt = '', loading = 'lazy' }: SupplierLogoProps) {
  return (
    <Image
      src={supplierLogoUrl(avatar)}
      alt={alt}
      htmlWidth={2 * SUPPLIER_IMAGE_HEIGHT}
      htmlHeight={SUPPLIER_IMAGE_HEIGHT}
      height={`${SUPPLIER_IMAGE_HEIGHT}px`}
      width="auto"
      loading={loading}
    />
  );
}
