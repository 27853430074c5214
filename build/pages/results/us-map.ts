/**
 * The results map: an inline SVG of the states drawn at build time from the Census Bureau's boundaries (us-atlas,
 * pre-projected Albers USA, 975 x 610 units), each state filled by its winner's party and margin, no script needed.
 * The atlas' shared arcs are simplified once (Douglas-Peucker, MAX_ERROR units) and written as relative path
 * commands with one decimal, so the whole map stays near 35 KB. Colour is never the only cue: Republican states
 * carry a hatch, large states their code, and the small Northeastern states and DC sit in a labelled side list;
 * Maine's and Nebraska's electors are a row of boxes each, one box per electoral vote.
 */
import atlas from 'us-atlas/states-albers-10m.json' with { type: 'json' };
import { geoPath, type ExtendedFeatureCollection, type GeoContext } from 'd3-geo';
import { feature } from 'topojson-client';
import { escapeHtml } from '../escape.ts';

/** Largest distance (map units, about 0.9 px at the widest page) a simplified border strays from the atlas'. */
const MAX_ERROR = 0.7;
const WIDTH = 1070;
const HEIGHT = 610;

/** Margin steps, in percentage points of the state's vote between the two parties (|dem_pct - rep_pct|). */
export const MARGIN_STEPS = [
  { step: 1, label: 'under 5 points', below: 5 },
  { step: 2, label: '5 to 15 points', below: 15 },
  { step: 3, label: '15 points or more', below: Infinity },
] as const;

/** The stylesheet class of a winner: party letter (d, r, o for any other) and margin step, e.g. "r2". */
function mapClass(party: string, margin: number): string {
  const letter = party === 'democrat' ? 'd' : party === 'republican' ? 'r' : 'o';
  return `${letter}${MARGIN_STEPS.find((s) => Math.abs(margin) < s.below)!.step}`;
}

interface MapState {
  abbr: string;
  name: string;
  winner: string;
  winner_party: string;
  /** dem_pct - rep_pct, as the API gives it. */
  margin: number;
}

/** One electoral vote's box in Maine's or Nebraska's row: the party of the candidate its elector voted for. */
export interface ElectorBox {
  recipient: string | null;
  party: string | null;
}

export interface MapInput {
  year: number;
  states: MapState[];
  /** Maine and Nebraska: each state's electoral votes as cast, one box each. */
  districts: { abbr: string; name: string; boxes: ElectorBox[] }[];
}

/** The atlas as topojson-client reads it (its types come from topojson-specification, not a package of ours). */
type Atlas = Parameters<typeof feature>[0] & { objects: { states: Parameters<typeof feature>[1] } };
const FIPS_TO_ABBR: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

/** Too small to label or to see at 360 px: listed beside the map instead, top to bottom roughly as they lie. */
export const SIDE_LIST = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC'] as const;
/** Where a label sits better than at the state's centroid (map units added to it). */
const LABEL_SHIFT: Record<string, [number, number]> = {
  FL: [12, 8],
  LA: [-8, 0],
  MI: [10, 18],
  KY: [4, 2],
  HI: [6, 6],
  ID: [0, 14],
  WV: [-2, 4],
  CA: [-6, 0],
};
/** Labels only where the state is at least this large (square map units) and not in the side list. */
const LABEL_MIN_AREA = 1500;

/** Douglas-Peucker on one arc of absolute points; the ends stay, so shared borders still meet. */
function simplifyArc(points: [number, number][]): [number, number][] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > MAX_ERROR) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The atlas with its quantized arcs decoded to map units and simplified (arcs are shared, so borders stay shared). */
function simplifiedAtlas(): Atlas {
  const topo = atlas as unknown as Atlas;
  const [sx, sy] = topo.transform!.scale;
  const [tx, ty] = topo.transform!.translate;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return simplifyArc(arc.map(([dx, dy]) => [(x += dx!) * sx + tx, (y += dy!) * sy + ty] as [number, number]));
  });
  return { ...topo, transform: undefined, arcs } as Atlas;
}

/** A d3-geo path context that writes relative commands in tenths of a unit: about half of geoPath's default text. */
class RelativePath implements GeoContext {
  private parts: string[] = [];
  private x = 0;
  private y = 0;
  private start: [number, number] = [0, 0];
  private last = '';
  private static num(tenths: number): string {
    return String(tenths / 10).replace(/^(-?)0\./, '$1.');
  }
  private pair(x: number, y: number): string {
    return `${RelativePath.num(x)}${y < 0 ? '' : ' '}${RelativePath.num(y)}`;
  }
  moveTo(x: number, y: number): void {
    const [X, Y] = [Math.round(x * 10), Math.round(y * 10)];
    this.parts.push(`${this.parts.length ? 'm' : 'M'}${this.pair(X - this.x, Y - this.y)}`);
    [this.x, this.y, this.start, this.last] = [X, Y, [X, Y], 'm'];
  }
  lineTo(x: number, y: number): void {
    const [X, Y] = [Math.round(x * 10), Math.round(y * 10)];
    if (X === this.x && Y === this.y) return;
    const pair = this.pair(X - this.x, Y - this.y);
    this.parts.push(this.last === 'l' ? `${pair.startsWith('-') ? '' : ' '}${pair}` : `l${pair}`);
    [this.x, this.y, this.last] = [X, Y, 'l'];
  }
  closePath(): void {
    this.parts.push('z');
    // After z the current point is the subpath's start: the next relative move counts from there.
    [this.x, this.y, this.last] = [this.start[0], this.start[1], 'z'];
  }
  beginPath(): void {}
  arc(): void {}
  toString(): string {
    return this.parts.join('');
  }
}

interface StateShape {
  abbr: string;
  d: string;
  label: [number, number] | null;
}

let shapes: StateShape[] | null = null;

/** Every state's outline and label point, computed once per process (the same for every year). */
function stateShapes(): StateShape[] {
  if (shapes) return shapes;
  const topo = simplifiedAtlas();
  const measure = geoPath(null);
  const states = feature(topo, topo.objects.states) as unknown as ExtendedFeatureCollection;
  shapes = states.features.map((f) => {
    const abbr = FIPS_TO_ABBR[String(f.id)];
    if (!abbr) throw new Error(`us-atlas state id ${String(f.id)} has no state code`);
    const context = new RelativePath();
    geoPath(null, context)(f);
    const [cx, cy] = measure.centroid(f);
    const [dx, dy] = LABEL_SHIFT[abbr] ?? [0, 0];
    const labelled = measure.area(f) >= LABEL_MIN_AREA && !(SIDE_LIST as readonly string[]).includes(abbr);
    return { abbr, d: context.toString(), label: labelled ? [Math.round(cx + dx), Math.round(cy + dy)] : null };
  });
  return shapes;
}

const partyWord = (party: string | null) =>
  party === 'democrat'
    ? 'Democratic'
    : party === 'republican'
      ? 'Republican'
      : party === null
        ? 'blank ballot'
        : 'other party';
const boxClass = (party: string | null) => (party === 'democrat' ? 'd3' : party === 'republican' ? 'r3' : 'o3');
/** A fill of one class: a pattern (so the hatch and the colour are one fill, themed by the stylesheet). */
const fill = (cls: string) => `fill="url(#m-${cls})"`;
/** The nine fills: a square of the class' colour, with a stripe for the Republican ones. */
const patterns = ['d', 'r', 'o'].flatMap((p) =>
  MARGIN_STEPS.map(({ step }) => {
    const stripe = p === 'r' ? '<rect class="hatch" width="2.4" height="8"/>' : '';
    return `<pattern id="m-${p}${step}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="c-${p}${step}" width="8" height="8"/>${stripe}</pattern>`;
  }),
);
const fmtMargin = (m: number) => `${m > 0 ? 'D' : m < 0 ? 'R' : ''}+${Math.abs(m).toFixed(1)}`;

/**
 * The map of one presidential year. Each state's path carries data-state, data-party and its class, so a test can
 * check the map against the API's winners; the <title> of each shape gives the state, winner and margin on hover.
 */
export function usMap(input: MapInput): string {
  const byAbbr = new Map(input.states.map((s) => [s.abbr, s]));
  const wins = new Map<string, number>();
  for (const s of input.states) wins.set(s.winner, (wins.get(s.winner) ?? 0) + 1);
  const summary = [...wins]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  const out: string[] = [
    `<svg class="us-map" viewBox="-20 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="map-title map-desc">`,
    `<title id="map-title">Map: ${input.year} presidential winner and margin in each state</title>`,
    `<desc id="map-desc">States won (DC counted as one): ${escapeHtml(summary)}. Colour: the winning party, darker for a wider margin; Republican states are also hatched. The table below gives every state's figures.</desc>`,
    `<defs>${patterns.join('')}</defs>`,
  ];
  for (const shape of stateShapes()) {
    const s = byAbbr.get(shape.abbr);
    if (!s) continue;
    const cls = mapClass(s.winner_party, s.margin);
    out.push(
      `<path class="st" ${fill(cls)} data-state="${shape.abbr}" data-party="${s.winner_party}" data-class="${cls}" d="${shape.d}"><title>${escapeHtml(`${s.name}: ${s.winner}, ${fmtMargin(s.margin)}`)}</title></path>`,
    );
  }
  for (const shape of stateShapes()) {
    if (shape.label && byAbbr.has(shape.abbr))
      out.push(`<text class="lbl" x="${shape.label[0]}" y="${shape.label[1]}">${shape.abbr}</text>`);
  }
  out.push(...sideList(byAbbr), ...districtRows(input.districts));
  out.push('</svg>');
  return out.join('');
}

/** The small states and DC: a box in the state's colour (hatched when Republican) and its code, in a column. */
function sideList(byAbbr: Map<string, MapState>): string[] {
  const out: string[] = [];
  SIDE_LIST.forEach((abbr, i) => {
    const s = byAbbr.get(abbr);
    if (!s) return;
    const cls = mapClass(s.winner_party, s.margin);
    const y = 118 + i * 30;
    out.push(
      `<g class="side" data-state="${abbr}" data-party="${s.winner_party}" data-class="${cls}"><title>${escapeHtml(`${s.name}: ${s.winner}, ${fmtMargin(s.margin)}`)}</title>` +
        `<rect class="st" ${fill(cls)} x="968" y="${y}" width="24" height="24"/><text class="lbl side-lbl" x="998" y="${y + 18}">${abbr}</text></g>`,
    );
  });
  return out;
}

/** Maine and Nebraska: a row of boxes each, one per electoral vote, in the colour of the party its elector chose. */
function districtRows(districts: MapInput['districts']): string[] {
  const out: string[] = [];
  districts.forEach((district, row) => {
    const y = 420 + row * 56;
    out.push(`<text class="lbl small-lbl" x="900" y="${y - 6}">${district.abbr} electors</text>`);
    district.boxes.forEach((box, i) => {
      const cls = boxClass(box.party);
      const x = 900 + i * 26;
      const title = `${district.name}: one electoral vote for ${box.recipient ?? 'no one (blank ballot)'} (${partyWord(box.party)})`;
      out.push(
        `<g class="elector" data-state="${district.abbr}" data-party="${box.party ?? ''}"><title>${escapeHtml(title)}</title><rect class="st" ${fill(cls)} x="${x}" y="${y}" width="22" height="22"/></g>`,
      );
    });
  });
  return out;
}
