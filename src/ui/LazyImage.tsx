import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { lazyLoadMarginPx } from '../contract/limits';

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> & {
  src: string;
  /** Required: describe the image, or pass '' when it is purely decorative. */
  alt: string;
};

/**
 * An image whose source is set only when it comes within 100 px of the viewport (spec 9), so
 * long lists do not download every picture at once. Without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, alt, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${lazyLoadMarginPx}px` },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);
  return <img ref={ref} {...rest} alt={alt} src={near ? src : undefined} />;
}
