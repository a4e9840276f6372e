import { type ImgHTMLAttributes, useState } from 'react';
import { DEFAULT_PROPERTY_IMAGE } from '../lib/property-display';

type TProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  srcSet?: string;
};

/** A listing photo that shows the default image when it fails to load (spec §2). */
export function PropertyImage({ src, srcSet, alt = '', ...rest }: TProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? DEFAULT_PROPERTY_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      onError={() => setFailedSrc(src)}
    />
  );
}
