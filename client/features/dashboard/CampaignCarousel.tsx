import { useEffect, useState } from 'react';
import { CampaignPicture } from '../../ui/CampaignPicture';

interface Campaign {
  id: string;
  url: string;
  imageDesktop: string;
  imageMobile: string;
}

const AUTOPLAY_MS = 5000;

/** Dashboard campaigns: autoplay every 5 s, dots, no arrows, infinite; mobile images at 950 px or less. */
export function CampaignCarousel({ campaigns }: { campaigns: Campaign[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = campaigns.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  // no campaigns: index % 0 is NaN, so there is no current one and nothing to show
  const current = campaigns[index % count];
  if (!current) return null;
  return (
    <section
      className="carousel"
      aria-roledescription="carrusel"
      aria-label="Campañas"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <a href={current.url} target="_blank" rel="noreferrer" className="carousel-slide">
        {/* the first slide is the dashboard's largest image; the later ones come while it shows */}
        <CampaignPicture
          desktop={current.imageDesktop}
          mobile={current.imageMobile}
          alt={`Campaña ${index + 1} de ${count}`}
          priority={index === 0}
        />
      </a>
      {count > 1 && (
        <div className="carousel-dots">
          {campaigns.map((c, i) => (
            <button
              key={c.id}
              type="button"
              aria-label={`Ver campaña ${i + 1}`}
              aria-current={i === index % count}
              className={i === index % count ? 'dot dot-active' : 'dot'}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
