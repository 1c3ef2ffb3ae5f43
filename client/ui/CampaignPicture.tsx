/** The banner formats (spec 1 §2, spec 2 §1): 4:1 on a desktop, 2:1 at 950 px or less. */
const DESKTOP = { width: 1600, height: 400 };
const MOBILE = { width: 800, height: 400 };

export interface CampaignPictureProps {
  desktop: string;
  mobile: string;
  alt: string;
  className?: string;
  /** the first screen's largest image: fetched ahead of the scripts and styles still loading */
  priority?: boolean;
}

const MOBILE_MEDIA = '(max-width: 950px)';

/**
 * Starts fetching the image a CampaignPicture of these addresses will show (the one this screen's width takes), before
 * the picture is rendered: the first screen's largest image then waits for neither the scripts nor React.
 */
export function preloadCampaignPicture(desktop: string, mobile: string): void {
  const head = document.head;
  for (const [href, media] of [
    [mobile, MOBILE_MEDIA],
    [desktop, '(min-width: 951px)'],
  ] as const) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.media = media;
    link.setAttribute('fetchpriority', 'high');
    head.appendChild(link);
  }
}

/**
 * A campaign's image, the mobile one at 950 px or less. Both carry their format's size, so the page keeps the image's
 * room before it arrives instead of moving when it does.
 */
export function CampaignPicture({ desktop, mobile, alt, className, priority = false }: CampaignPictureProps) {
  return (
    <picture>
      <source media={MOBILE_MEDIA} srcSet={mobile} width={MOBILE.width} height={MOBILE.height} />
      <img
        src={desktop}
        alt={alt}
        className={className}
        width={DESKTOP.width}
        height={DESKTOP.height}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
