// An image that may be an upload (decision 105): an upload's URL names its widths, so it is drawn
// as a <picture> with AVIF and WebP srcsets and its own width and height (no layout shift); any
// other URL (the demo catalogue's drawings) is a plain <img>, as before.
import { mediaSources } from '@solestock/domain/media-urls';

type ImgProps = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  /** How wide the image shows, for the browser's choice of width (the `sizes` attribute). */
  sizes: string;
};

export function MediaImage({ src, sizes, width, height, ...img }: ImgProps) {
  const sources = mediaSources(src);
  if (!sources) return <img src={src} width={width} height={height} {...img} />;
  // Width and height keep the upload's own proportions: CSS sizes the box, the ratio holds.
  const w = Number(width) || sources.width;
  const h = Math.round((w * sources.height) / sources.width);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.webp}
        sizes={sizes}
        width={w}
        height={h}
        data-media="upload"
        {...img}
      />
    </picture>
  );
}

/** `<source>` elements for a banner image under a media query: uploads get AVIF and WebP sets. */
export function bannerSources(url: string, media: string, width: number, height: number) {
  const sources = mediaSources(url);
  if (!sources)
    return [<source key={media} media={media} srcSet={url} width={width} height={height} />];
  const h = Math.round((width * sources.height) / sources.width);
  return [
    <source
      key={`${media}-avif`}
      media={media}
      type="image/avif"
      srcSet={sources.avif}
      sizes="100vw"
      width={width}
      height={h}
    />,
    <source
      key={`${media}-webp`}
      media={media}
      type="image/webp"
      srcSet={sources.webp}
      sizes="100vw"
      width={width}
      height={h}
    />,
  ];
}
