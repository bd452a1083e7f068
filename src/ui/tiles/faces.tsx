/**
 * Tile artwork, all drawn as SVG shapes. Nothing here depends on a font except the small Latin
 * corner index: phones without CJK fonts would show tofu, so the Chinese glyphs are brush-like
 * stroke paths. Every face is drawn in a 60×80 box; only colours differ between palettes, so a
 * tile keeps exactly the same shapes whichever palette is chosen.
 */
import type { JSX, ReactNode } from 'react';
import { rankOf, suitOf, type TileKind } from '../../engine';

export type TilePalette = 'classic' | 'colourBlind';

interface Colours {
  ink: string;
  red: string;
  bam: string;
  /** The accent sticks (5b centre, 7b top, 9b middle column) and the bird's crest. */
  bamAcc: string;
  bird: string;
  /** Dot colours by role: 0 blue, 1 green, 2 red in the classic set. */
  dot: readonly [string, string, string];
  wan: string;
  dr: string;
  dg: string;
  dw: string;
  flower: string;
  season: string;
  leaf: string;
  petal: string;
  sun: string;
  wood: string;
}

const COLOURS: Record<TilePalette, Colours> = {
  classic: {
    ink: '#1c2233',
    red: '#c4122f',
    bam: '#15803d',
    bamAcc: '#c4122f',
    bird: '#1d4f9a',
    dot: ['#1d4f9a', '#15803d', '#c4122f'],
    wan: '#c4122f',
    dr: '#c4122f',
    dg: '#15803d',
    dw: '#1d4f9a',
    flower: '#c4122f',
    season: '#1d4f9a',
    leaf: '#2e7d32',
    petal: '#d81b60',
    sun: '#f08c00',
    wood: '#6d4c41',
  },
  // Okabe–Ito: blue, vermillion and black stay apart under deuteranopia and protanopia.
  colourBlind: {
    ink: '#000000',
    red: '#D55E00',
    bam: '#0072B2',
    bamAcc: '#D55E00',
    bird: '#009E73',
    dot: ['#000000', '#0072B2', '#D55E00'],
    wan: '#D55E00',
    dr: '#D55E00',
    dg: '#009E73',
    dw: '#0072B2',
    flower: '#D55E00',
    season: '#0072B2',
    leaf: '#009E73',
    petal: '#CC79A7',
    sun: '#E69F00',
    wood: '#6d4c41',
  },
};

const IVORY = '#fbf8ee';
const FONT = 'system-ui, sans-serif';

/** One path of round-capped strokes: how every brush glyph is drawn. */
function ink(d: string, colour: string, width: number, key?: string | number): JSX.Element {
  return (
    <path
      key={key}
      d={d}
      fill="none"
      stroke={colour}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** Layouts are written as "x y …" items, comma-separated, so the tables stay readable. */
const layout = (spec: string) => spec.split(',').map((item) => item.split(' ').map(Number));

/** The drawing for a rank or an honour: a kind without one is a bug in the tables, said loudly. */
function drawn<T>(table: readonly T[], index: number): T {
  const found = table[index];
  if (found === undefined) throw new Error(`No tile drawing at index ${index}`);
  return found;
}

// Dots by rank 2..9: "x y colour" per dot (colour roles: 0 blue, 1 green, 2 red); radius per rank.
const DOTS = [
  '30 25 1,30 61',
  '16 22,30 44 2,44 66 1',
  '18 28,42 28 1,18 60 1,42 60',
  '16 24,44 24 1,30 44 2,16 64 1,44 64',
  '19 22 1,41 22 1,19 47 2,41 47 2,19 66 2,41 66 2',
  '15 20 1,30 27 1,45 34 1,20 51 2,40 51 2,20 67 2,40 67 2',
  '20 21,40 21,20 36.5,40 36.5,20 52,40 52,20 67.5,40 67.5',
  '14 22,30 22,46 22,14 44 2,30 44 2,46 44 2,14 66 1,30 66 1,46 66 1',
].map(layout);
const DOT_R = [10.5, 8.5, 9.5, 8.5, 8, 7, 7, 7.5];

function pip(x: number, y: number, r: number, colour: string, key: number): JSX.Element {
  return (
    <g key={key}>
      <circle cx={x} cy={y} r={r * 0.8} fill="none" stroke={colour} strokeWidth={r * 0.36} />
      <circle cx={x} cy={y} r={r * 0.36} fill={colour} />
    </g>
  );
}

function dots(rank: number, c: Colours): JSX.Element[] {
  if (rank === 1) {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return (
        <circle
          key={i}
          cx={30 + 15.5 * Math.cos(a)}
          cy={44 + 15.5 * Math.sin(a)}
          r={2.6}
          fill={c.dot[2]}
        />
      );
    });
    return [
      <circle key="o" cx={30} cy={44} r={21} fill="none" stroke={c.dot[1]} strokeWidth={3.5} />,
      ...petals,
      <circle key="i" cx={30} cy={44} r={10} fill="none" stroke={c.dot[0]} strokeWidth={3.5} />,
      <circle key="c" cx={30} cy={44} r={4.5} fill={c.dot[2]} />,
    ];
  }
  const r = drawn(DOT_R, rank - 2);
  return drawn(DOTS, rank - 2).map(([x = 0, y = 0, role = 0], i) =>
    pip(x, y, r, drawn(c.dot, role), i),
  );
}

// Sticks by rank 2..9: "x y tilt accent" per stick (accent: the red one); length per rank.
const STICKS = [
  '30 29,30 59',
  '30 29,19 59,41 59',
  '19 29,41 29,19 59,41 59',
  '15 27,45 27,30 44 0 1,15 61,45 61',
  '15 29,30 29,45 29,15 59,30 59,45 59',
  '30 23 0 1,15 45,30 45,45 45,15 65,30 65,45 65',
  // The 8 is drawn as an M over a W.
  '11 30,23 30 -20,37 30 20,49 30,11 58,23 58 20,37 58 -20,49 58',
  '15 22.5,30 22.5 0 1,45 22.5,15 44,30 44 0 1,45 44,15 65.5,30 65.5 0 1,45 65.5',
].map(layout);
const STICK_L = [26, 26, 26, 22, 26, 18, 24, 18];

function sticks(rank: number, c: Colours): JSX.Element[] {
  const h = drawn(STICK_L, rank - 2) / 2;
  // A stalk of two segments: flared joints at the ends and in the middle, split by a light node.
  return drawn(STICKS, rank - 2).map(([x = 0, y = 0, tilt = 0, accent], i) => {
    const col = accent ? c.bamAcc : c.bam;
    return (
      <g key={i} transform={`translate(${x} ${y}) rotate(${tilt})`}>
        <rect x={-3} y={-h} width={6} height={h * 2} rx={2} fill={col} />
        <path
          d={`M-4.2 ${1.3 - h}h8.4M-4.2 0h8.4M-4.2 ${h - 1.3}h8.4`}
          stroke={col}
          strokeWidth={2.6}
        />
        <path d="M-4.2 0h8.4" stroke={IVORY} strokeWidth={1.5} />
      </g>
    );
  });
}

function bird(c: Colours): JSX.Element[] {
  return [
    ink('M36 42Q44 28 46 16M39 46Q50 36 54 26M40 52Q52 48 55 40', c.bam, 3.5, 't'),
    <circle key="e1" cx={46} cy={16} r={3} fill={c.bamAcc} />,
    <circle key="e2" cx={54} cy={26} r={3} fill={c.bamAcc} />,
    <circle key="e3" cx={55} cy={40} r={3} fill={c.bamAcc} />,
    <path key="b" d="M18 40C18 32 28 30 36 36C46 44 42 60 30 60C22 60 18 52 18 40Z" fill={c.bam} />,
    <path key="w" d="M24 44Q34 38 40 50Q32 56 24 44Z" fill={c.bird} />,
    <circle key="h" cx={19} cy={32} r={7} fill={c.bam} />,
    <path key="k" d="M13 30L6 34L13 36Z" fill={c.bamAcc} />,
    <circle key="y" cx={18} cy={31} r={1.8} fill={IVORY} />,
    ink('M19 25L17 19M22 26L23 20', c.bamAcc, 2, 'c'),
    ink('M27 60L25 70H21M33 60L35 70H39', c.wood, 2, 'l'),
  ];
}

// Chinese numerals one..nine in a 36×24 box, drawn above "wan" (ten thousand).
const NUMERALS = [
  'M3 13Q18 10 33 12',
  'M8 6H28M3 18H33',
  'M8 3H28M10 11H26M3 20H33',
  'M4 3V21H32V3ZM14 3Q14 12 9 15M21 3V13Q21 15 26 15',
  'M5 3H31M15 3L12 20M8 11H26L25 20M3 20H33',
  'M17 1L19 5M5 9H31M13 13L7 21M23 13L29 21',
  'M3 12L33 8M15 2V17Q15 21 19 21H31',
  'M14 3Q14 14 4 21M22 3Q24 14 33 21',
  'M16 2Q16 14 5 21M6 9H23Q22 20 30 20L32 15',
];
/** wan, simplified: the grass radical over a boxed field and an open frame. */
const WAN =
  'M2 6H36M12 1V11M26 1V11M10 14H28V25H10ZM10 19.5H28M19 14V28M5 36V28H33V33Q33 36 29 35M18 30L13 34H25M21 31L24 34';

// Wind glyphs dong, nan, xi, bei (east, south, west, north) in tile coordinates.
const WINDS = [
  'M13 24H47M30 15V73M16 30H44V48H16ZM16 39H44M28 50Q22 62 12 69M32 50Q38 62 49 69',
  'M14 22H46M30 15V30M15 72V32H45V69Q45 73 41 72M24 37L26 42M36 37L34 42M21 47H39M19 56H41M30 47V72',
  'M13 20H47M16 32V70M16 32H44V70M16 67H44M25 20V40Q24 47 18 51M35 20V45Q35 50 40 50H44',
  'M24 16V70M13 36H24M12 66L24 58M36 16V64Q36 70 42 70H48V63M36 40L47 32',
];
/** Blossoms of flower 1 (plum): "x y radius". */
const BLOSSOMS: readonly (readonly [number, number, number])[] = [
  [30, 42, 5],
  [44, 24, 4],
  [17, 38, 3.5],
];
/** Leaves of flower 4 (bamboo): "x y angle". */
const BAMBOO_LEAVES: readonly (readonly [number, number, number])[] = [
  [24, 34, -30],
  [24, 34, 20],
  [24, 52, -10],
  [22, 42, 200],
  [22, 62, 170],
];
/** fa (the green dragon): two splayed strokes over bow (gong) and weapon (shu) components. */
const FA =
  'M15 19H25Q19 31 7 40M10 26L14 31M37 13L33 19M43 15L38 24M30 19Q39 32 52 40M15 40H24V47H15V57H23Q23 66 19 73L15.5 70M30 37V47Q29.5 51 27 53M32 37H38V45Q38 48 42 48H46M28 56H40Q36 67 26 74M31 62Q38 70 46 74';

function honour(kind: TileKind, c: Colours): JSX.Element[] {
  if (kind < 31) return [ink(drawn(WINDS, kind - 27), c.ink, 4.5, 'g')];
  if (kind === 31)
    return [
      ink('M12 28H48V50H12ZM30 14V74', c.dr, 6, 'g'),
      <circle key="m" cx={51} cy={9} r={3.5} fill={c.dr} />,
    ];
  if (kind === 32)
    return [ink(FA, c.dg, 3.6, 'g'), <path key="m" d="M51 5L55 12H47Z" fill={c.dg} />];
  return [
    <rect
      key="o"
      x={10}
      y={16}
      width={40}
      height={56}
      rx={2}
      fill="none"
      stroke={c.dw}
      strokeWidth={4.5}
    />,
    <rect
      key="i"
      x={16.5}
      y={22.5}
      width={27}
      height={43}
      fill="none"
      stroke={c.dw}
      strokeWidth={2}
    />,
  ];
}

/** n copies of a motif turned evenly around a centre (petals, rays, snowflake arms). */
function around(n: number, f: (deg: number, i: number) => JSX.Element): JSX.Element[] {
  return Array.from({ length: n }, (_, i) => f((360 * i) / n, i));
}

function leaf(x: number, y: number, deg: number, k: number, fill: string, key: string | number) {
  return (
    <path
      key={key}
      d="M0 0Q10 -5 22 0Q10 5 0 0Z"
      fill={fill}
      transform={`translate(${x} ${y}) rotate(${deg}) scale(${k})`}
    />
  );
}

function bonusArt(kind: TileKind, c: Colours): JSX.Element[] {
  const n = (kind - 34) % 4;
  if (kind < 38) {
    if (n === 0)
      return [
        ink('M12 72Q20 52 32 44T48 18M26 48L16 38', c.wood, 3, 'b'),
        ...BLOSSOMS.map(([x, y, r], j) => (
          <g key={j} transform={`translate(${x} ${y})`}>
            {around(5, (d, i) => (
              <circle key={i} cx={0} cy={-r} r={r} fill={c.petal} transform={`rotate(${d})`} />
            ))}
            <circle r={r * 0.5} fill={c.sun} />
          </g>
        )),
      ];
    if (n === 1)
      return [
        ink('M30 72Q18 56 9 36M30 72Q40 50 52 42M30 72Q30 56 24 42', c.leaf, 2.5, 'l'),
        <g key="f" transform="translate(34 30)">
          {around(5, (d, i) => (
            <ellipse
              key={i}
              cx={0}
              cy={-7}
              rx={4}
              ry={7.5}
              fill={c.petal}
              transform={`rotate(${d})`}
            />
          ))}
          <circle r={3} fill={c.sun} />
        </g>,
      ];
    if (n === 2)
      return [
        ink('M30 52V73', c.leaf, 3, 's'),
        leaf(30, 67, 205, 0.7, c.leaf, 'a'),
        leaf(30, 62, -25, 0.7, c.leaf, 'b'),
        ...around(14, (d, i) => (
          <ellipse
            key={i}
            cx={30}
            cy={24}
            rx={3.2}
            ry={10}
            fill={c.sun}
            transform={`rotate(${d} 30 36)`}
          />
        )),
        <circle key="c" cx={30} cy={36} r={5} fill={c.wood} />,
      ];
    return [
      ink('M22 74V18', c.leaf, 6, 's'),
      ink('M19 34H25M19 52H25', IVORY, 1.5, 'n'),
      ...BAMBOO_LEAVES.map(([x, y, a], i) => leaf(x, y, a, 1, c.leaf, i)),
    ];
  }
  if (n === 0)
    return [
      ink('M10 70Q30 62 50 70', c.wood, 3, 'g'),
      ink('M30 66V40', c.leaf, 3, 's'),
      <path key="a" d="M30 48Q14 48 12 34Q26 32 30 48Z" fill={c.leaf} />,
      <path key="b" d="M30 42Q44 44 48 28Q34 26 30 42Z" fill={c.leaf} />,
      <circle key="u" cx={30} cy={30} r={5} fill={c.petal} />,
    ];
  if (n === 1)
    return [
      ...around(12, (d, i) => (
        <path
          key={i}
          d="M30 24V17"
          stroke={c.sun}
          strokeWidth={3}
          strokeLinecap="round"
          transform={`rotate(${d} 30 42)`}
        />
      )),
      <circle key="s" cx={30} cy={42} r={12} fill={c.sun} />,
      <circle key="c" cx={30} cy={42} r={7} fill={c.red} />,
    ];
  if (n === 2)
    return [
      <g key="l" transform="rotate(35 30 40)">
        <path d="M30 15Q50 34 30 63Q10 34 30 15Z" fill={c.sun} />
        {ink('M30 22V71M30 34L37 28M30 44L23 38M30 53L37 47', c.wood, 2.2)}
      </g>,
      <path
        key="m"
        d="M0 -7Q5 0 0 7Q-5 0 0 -7Z"
        fill={c.red}
        transform="translate(47 66) rotate(-40)"
      />,
    ];
  return around(6, (d, i) => (
    <g key={i} transform={`rotate(${d} 30 42)`}>
      {ink('M30 42V22M30 30L24 24M30 30L36 24', c.season, 3)}
    </g>
  ));
}

function art(kind: TileKind, palette: TilePalette, language: IndexLanguage): JSX.Element {
  const c = COLOURS[palette];
  const suit = suitOf(kind);
  const rank = rankOf(kind);
  let body: JSX.Element[];
  if (suit === 0) body = rank === 1 ? bird(c) : sticks(rank, c);
  else if (suit === 1)
    body = [
      <g key="n" transform="translate(13 12.5) scale(0.94)">
        {ink(drawn(NUMERALS, rank - 1), c.ink, 4)}
      </g>,
      <g key="w" transform="translate(11 37)">
        {ink(WAN, c.wan, 3)}
      </g>,
    ];
  else if (suit === 2) body = dots(rank, c);
  else if (kind < 34) body = honour(kind, c);
  else body = bonusArt(kind, c);

  const label = cornerIndex(kind, language);
  if (kind >= 34) {
    const accent = kind < 38 ? c.flower : c.season;
    body.push(
      kind < 38 ? (
        <circle key="ix" cx={9} cy={9} r={6.5} fill={accent} />
      ) : (
        <path key="ix" d="M9 2L16 9L9 16L2 9Z" fill={accent} />
      ),
      <text
        key="it"
        x={9}
        y={12.5}
        fill={IVORY}
        fontSize={10}
        fontWeight={700}
        fontFamily={FONT}
        textAnchor="middle"
      >
        {label}
      </text>,
    );
  } else
    body.push(
      <text
        key="it"
        x={4}
        y={12.5}
        fill={c.ink}
        fontSize={label.length > 1 ? 9.5 : 11}
        fontWeight={700}
        fontFamily={FONT}
      >
        {label}
      </text>,
    );
  return <g>{body}</g>;
}

// Faces never change, so each is built once and then reused: React skips identical elements.
const cache = new Map<string, JSX.Element>();

/** The face artwork of one kind, drawn in a 60×80 user-space box (viewBox "0 0 60 80"). */
export function TileFaceArt({
  kind,
  palette,
  language = 'en',
}: {
  kind: TileKind;
  palette: TilePalette;
  /** The language of the corner index (honours' letters differ: West is O in Italian). */
  language?: IndexLanguage;
}): JSX.Element {
  const key = `${palette}/${language}/${kind}`;
  let g = cache.get(key);
  if (!g) cache.set(key, (g = art(kind, palette, language)));
  return g;
}

/** A complete tile: ivory body, a darker edge for thickness, and the face. */
export function TileSvg({
  kind,
  palette,
  language = 'en',
  className,
}: {
  kind: TileKind;
  palette: TilePalette;
  language?: IndexLanguage;
  className?: string;
}): JSX.Element {
  return (
    <TileBody className={className} edge={['#d3c7a6', '#a8996f']} face={IVORY}>
      <TileFaceArt kind={kind} palette={palette} language={language} />
    </TileBody>
  );
}

/** The shared body of every tile: an edge that shows the tile's thickness, and its face. */
function TileBody({
  className,
  edge,
  face,
  children,
}: {
  className: string | undefined;
  edge: readonly [fill: string, stroke: string];
  face: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <svg
      className={className}
      viewBox="0 0 60 80"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={0.75}
        y={0.75}
        width={58.5}
        height={78.5}
        rx={6}
        fill={edge[0]}
        stroke={edge[1]}
        strokeWidth={1.5}
      />
      <rect x={1.5} y={1.5} width={57} height={74.5} rx={5.5} fill={face} />
      {children}
    </svg>
  );
}

/** The back of a tile, for opponents' concealed tiles and the wall. */
export function TileBackSvg({ className }: { className?: string }): JSX.Element {
  return (
    <TileBody className={className} edge={['#0f4f3a', '#0a3728']} face="#1d7a58">
      <rect
        x={7}
        y={7}
        width={46}
        height={63.5}
        rx={3}
        fill="none"
        stroke="#47a07d"
        strokeWidth={2}
      />
      <path d="M30 26L42 38.75L30 51.5L18 38.75Z" fill="#47a07d" />
    </TileBody>
  );
}

export type IndexLanguage = 'en' | 'it';

/**
 * The honours' corner letters, one distinct mark each, in the words the UI speaks (glossary.md):
 * winds East South West North / Est Sud Ovest Nord; dragons Red Green White / Rosso Verde Bianco.
 * English White takes "Wh" so that it never reads as the West wind's "W".
 */
/** The corner letters of the honours: the winds E S W N, then the red, green and white dragons. */
type HonourIndex = readonly [string, string, string, string, string, string, string];
const HONOUR_INDEX: Readonly<Record<IndexLanguage, HonourIndex>> = {
  en: ['E', 'S', 'W', 'N', 'R', 'G', 'Wh'],
  it: ['E', 'S', 'O', 'N', 'R', 'V', 'B'],
};

/** The short Latin corner index shown for beginners, e.g. "5", "E", "R". */
export function cornerIndex(kind: TileKind, language: IndexLanguage = 'en'): string {
  if (kind < 27) return String(rankOf(kind));
  if (kind < 34) return drawn(HONOUR_INDEX[language], kind - 27);
  return String(((kind - 34) % 4) + 1);
}
