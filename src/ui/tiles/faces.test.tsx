import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_KINDS, suitedKind, kindOf } from '../../engine';
import { TileBackSvg, TileFaceArt, TileSvg, cornerIndex, type TilePalette } from './faces';

const KINDS = Array.from({ length: ALL_KINDS }, (_, k) => k);
const PALETTES: TilePalette[] = ['classic', 'colourBlind'];
const CJK = /[\u3000-\u9fff\uf900-\ufaff]/;

function tileSvg(kind: number, palette: TilePalette): SVGSVGElement {
  const { container } = render(<TileSvg kind={kindOf(kind)} palette={palette} />);
  return container.querySelector('svg')!;
}

function faceMarkup(kind: number, palette: TilePalette): string {
  const { container } = render(
    <svg>
      <TileFaceArt kind={kindOf(kind)} palette={palette} />
    </svg>,
  );
  return container.querySelector('svg')!.innerHTML;
}

/** How many of each SVG element a face draws: what must not change with the palette. */
function shapeCounts(kind: number, palette: TilePalette): Record<string, number> {
  const { container } = render(
    <svg>
      <TileFaceArt kind={kindOf(kind)} palette={palette} />
    </svg>,
  );
  const counts: Record<string, number> = {};
  for (const el of container.querySelectorAll('svg *')) {
    counts[el.tagName] = (counts[el.tagName] ?? 0) + 1;
  }
  return counts;
}

const withoutColours = (markup: string) => markup.replace(/(fill|stroke)="[^"]*"/g, '');

describe('TileSvg', () => {
  // First, before React's once-per-component warning de-duplication can hide anything.
  it('renders every face without React warnings (unique keys, valid attributes)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const palette of PALETTES) for (const kind of KINDS) tileSvg(kind, palette);
      render(<TileBackSvg />);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it.each(PALETTES)('draws every kind as a hidden, unfocusable 60×80 svg (%s)', (palette) => {
    for (const kind of KINDS) {
      const svg = tileSvg(kind, palette);
      expect(svg.getAttribute('viewBox')).toBe('0 0 60 80');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('width')).toBe('100%');
      expect(svg.getAttribute('height')).toBe('100%');
      expect(svg.getAttribute('preserveAspectRatio')).toBeNull();
    }
  });

  it('passes the class name through', () => {
    expect(tileSvg(0, 'classic').getAttribute('class')).toBeNull();
    const { container } = render(
      <TileSvg kind={kindOf(5)} palette="classic" className="tile-face" />,
    );
    expect(container.querySelector('svg')).toHaveClass('tile-face');
  });

  it.each(PALETTES)('gives every kind a face of its own (%s)', (palette) => {
    const seen = new Map<string, number>();
    for (const kind of KINDS) {
      const markup = tileSvg(kind, palette).innerHTML;
      expect(seen.get(markup), `kind ${kind} looks like kind ${seen.get(markup)}`).toBeUndefined();
      seen.set(markup, kind);
    }
    expect(seen.size).toBe(42);
  });

  it('tells the faces apart by shape, not only by colour', () => {
    const shapes = new Set(KINDS.map((k) => withoutColours(faceMarkup(k, 'classic'))));
    expect(shapes.size).toBe(42);
  });

  it('never relies on a CJK font', () => {
    for (const palette of PALETTES) {
      for (const kind of KINDS) {
        const svg = tileSvg(kind, palette);
        expect(svg.outerHTML).not.toMatch(CJK);
        // Text is only the Latin corner index.
        const texts = [...svg.querySelectorAll('text')];
        expect(texts).toHaveLength(1);
        expect(texts[0]?.textContent).toBe(cornerIndex(kindOf(kind)));
        expect(texts[0]?.getAttribute('font-family')).toBe('system-ui, sans-serif');
      }
    }
  });

  it('uses no filters, gradients or masks (ids would collide across 144 tiles)', () => {
    for (const kind of KINDS) {
      const html = tileSvg(kind, 'classic').innerHTML;
      expect(html).not.toMatch(/<(filter|linearGradient|radialGradient|mask|clipPath)|\bid=/i);
    }
  });
});

describe('palettes', () => {
  it('recolours every suited and dragon face in the colour-blind palette', () => {
    for (const kind of KINDS.slice(0, 34)) {
      if (kind >= 27 && kind <= 30) continue; // winds are black ink in both
      expect(faceMarkup(kind, 'colourBlind'), `kind ${kind}`).not.toBe(faceMarkup(kind, 'classic'));
    }
  });

  it('keeps exactly the same shapes in both palettes, only the colours change', () => {
    for (const kind of KINDS) {
      expect(shapeCounts(kind, 'colourBlind'), `kind ${kind}`).toEqual(
        shapeCounts(kind, 'classic'),
      );
      expect(withoutColours(faceMarkup(kind, 'colourBlind'))).toBe(
        withoutColours(faceMarkup(kind, 'classic')),
      );
    }
  });

  it('uses the Okabe–Ito blue for bamboo and vermillion for characters and the red dragon', () => {
    expect(faceMarkup(suitedKind(0, 5), 'colourBlind')).toContain('#0072B2');
    expect(faceMarkup(suitedKind(1, 5), 'colourBlind')).toContain('#D55E00');
    expect(faceMarkup(31, 'colourBlind')).toContain('#D55E00');
    expect(faceMarkup(32, 'colourBlind')).toContain('#009E73');
  });

  it('marks the red dragon with a dot and the green dragon with a triangle', () => {
    const marker = (kind: number) => {
      const { container } = render(
        <svg>
          <TileFaceArt kind={kindOf(kind)} palette="colourBlind" />
        </svg>,
      );
      return container.querySelectorAll('circle').length;
    };
    expect(marker(31)).toBe(1);
    expect(marker(32)).toBe(0);
  });
});

describe('suit layouts', () => {
  const count = (kind: number, selector: string) => {
    const { container } = render(
      <svg>
        <TileFaceArt kind={kindOf(kind)} palette="classic" />
      </svg>,
    );
    return container.querySelectorAll(selector).length;
  };

  it('draws n dots on the n of dots (two circles per dot)', () => {
    for (let rank = 2; rank <= 9; rank++)
      expect(count(suitedKind(2, rank), 'circle')).toBe(rank * 2);
  });

  it('draws n sticks on the n of bamboo and a bird on the 1', () => {
    for (let rank = 2; rank <= 9; rank++) expect(count(suitedKind(0, rank), 'rect')).toBe(rank);
    expect(count(suitedKind(0, 1), 'rect')).toBe(0);
  });
});

const HONOURS = [27, 28, 29, 30, 31, 32, 33];

describe('cornerIndex', () => {
  it('gives the number, wind or dragon letter, or bonus number', () => {
    expect(cornerIndex(suitedKind(0, 5))).toBe('5');
    expect(cornerIndex(suitedKind(1, 9))).toBe('9');
    expect(cornerIndex(suitedKind(2, 1))).toBe('1');
    expect([27, 28, 29, 30].map((k) => cornerIndex(kindOf(k)))).toEqual(['E', 'S', 'W', 'N']);
    expect([31, 32, 33].map((k) => cornerIndex(kindOf(k)))).toEqual(['R', 'G', 'Wh']);
    expect([34, 35, 36, 37].map((k) => cornerIndex(kindOf(k)))).toEqual(['1', '2', '3', '4']);
    expect(cornerIndex(kindOf(39))).toBe('2');
  });

  it('is short Latin text for every kind', () => {
    for (const kind of KINDS) expect(cornerIndex(kindOf(kind))).toMatch(/^([1-9ESWNRG]|Wh)$/);
  });

  // Bug (issue 14): West wind and White dragon both read "W", so three of them looked like a pung.
  it('gives every honour its own mark, in English and in Italian (glossary.md)', () => {
    for (const language of ['en', 'it'] as const) {
      const marks = HONOURS.map((k) => cornerIndex(kindOf(k), language));
      expect(new Set(marks).size).toBe(7);
    }
    // Italian: Est Sud Ovest Nord; Drago Rosso, Verde, Bianco.
    expect(HONOURS.map((k) => cornerIndex(kindOf(k), 'it'))).toEqual([
      'E',
      'S',
      'O',
      'N',
      'R',
      'V',
      'B',
    ]);
  });

  it('draws the mark of the language on the face, in both palettes', () => {
    for (const palette of ['classic', 'colourBlind'] as const) {
      const { container } = render(
        <svg>
          <TileFaceArt kind={kindOf(29)} palette={palette} language="it" />
          <TileFaceArt kind={kindOf(33)} palette={palette} language="it" />
          <TileFaceArt kind={kindOf(33)} palette={palette} language="en" />
        </svg>,
      );
      expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
        'O',
        'B',
        'Wh',
      ]);
    }
  });
});

describe('flowers and seasons', () => {
  it('tell their group apart by mark shape and colour', () => {
    const badge = (kind: number) => {
      const { container } = render(
        <svg>
          <TileFaceArt kind={kindOf(kind)} palette="classic" />
        </svg>,
      );
      // The badge is drawn right before the corner number.
      return container.querySelector('text')!.previousElementSibling!;
    };
    for (let n = 0; n < 4; n++) {
      const flower = badge(34 + n);
      const season = badge(38 + n);
      expect(flower.tagName).toBe('circle');
      expect(season.tagName).toBe('path');
      expect(flower.getAttribute('fill')).not.toBe(season.getAttribute('fill'));
    }
  });
});

describe('TileBackSvg', () => {
  it('is a hidden 60×80 svg with no face', () => {
    const { container } = render(<TileBackSvg className="back" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 60 80');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg).toHaveClass('back');
    expect(svg.querySelector('text')).toBeNull();
  });
});
