import { describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const attributes = (source: string) => Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** The colour a banner's 'Conoce más' is written in, and the colour of the last opaque rectangle under it. */
function callToAction(svg: string): { text: string; background: string } {
  const label = /<text([^>]*)>Conoce más<\/text>/.exec(svg);
  if (!label) throw new Error('no "Conoce más" in the banner');
  const text = attributes(label[1] ?? '');
  const fontSize = Number(text['font-size']);
  // a point inside the first letters
  const [px, py] = [Number(text.x) + fontSize / 2, Number(text.y) - fontSize / 3];
  const under = [...svg.slice(0, label.index).matchAll(/<rect([^>]*)\/>/g)]
    .map((m) => attributes(m[1] ?? ''))
    .filter((r) => r.opacity === undefined || Number(r.opacity) === 1)
    .filter((r) => {
      const [x, y] = [Number(r.x ?? 0), Number(r.y ?? 0)];
      return px >= x && px <= x + Number(r.width) && py >= y && py <= y + Number(r.height);
    });
  const background = under.at(-1)?.fill;
  if (!text.fill || !background) throw new Error('the label has no colour or nothing under it');
  return { text: text.fill, background };
}

describe('the demo campaign banners (issue 9, item 19)', () => {
  it('write "Conoce más" at 4.5:1 or more against what is under it, on every banner and device', async () => {
    const backend = createFixtureBackend({ file: null });
    expect(backend.world.campaigns.length).toBeGreaterThan(0);
    for (const campaign of backend.world.campaigns) {
      for (const device of ['desktop', 'mobile']) {
        const image = await backend.dispatch({ method: 'GET', path: `/image/campain/${device}/${campaign.id}`, token: null, body: {} });
        if (!('bytes' in image)) throw new Error('not an image');
        const { text, background } = callToAction(new TextDecoder().decode(image.bytes));
        expect(contrast(text, background), `${campaign.title} (${device}): ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
