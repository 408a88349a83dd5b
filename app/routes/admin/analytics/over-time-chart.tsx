import { scaleLinear, scalePoint } from "d3-scale";
import { area, line } from "d3-shape";
import { bucketLabel, type Granularity } from "~/lib/analytics/periods";
import { formatCount } from "~/lib/core/numbers";

type Point = { bucket: string; visitors: number; views: number };

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 30, left: 48 };
const MAX_X_LABELS = 6;

/**
 * Visitors (filled) and page views (line) over time, drawn on the server as plain SVG, so it shows
 * without JavaScript. Screen readers get the same figures from the table after it.
 */
export function OverTimeChart({ series, granularity, title }: { series: Point[]; granularity: Granularity; title: string }) {
  const x = scalePoint<number>()
    .domain(series.map((_, index) => index))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const highest = Math.max(1, ...series.map((point) => Math.max(point.visitors, point.views)));
  const y = scaleLinear()
    .domain([0, highest])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const xOf = (index: number) => x(index) ?? MARGIN.left;
  const visitorsArea = area<Point>()
    .x((_, index) => xOf(index))
    .y0(y(0))
    .y1((point) => y(point.visitors))(series);
  const viewsLine = line<Point>()
    .x((_, index) => xOf(index))
    .y((point) => y(point.views))(series);
  const every = Math.max(1, Math.ceil(series.length / MAX_X_LABELS));

  return (
    <figure className="space-y-2">
      <div className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-600/30 ring-1 ring-brand-700" /> Visitors
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-amber-600" /> Page views
        </span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="over-time-title">
        <title id="over-time-title">{title}</title>
        {/* Counts are whole numbers: no 0.2 visitors on the axis of a quiet period. */}
        {y
          .ticks(4)
          .filter(Number.isInteger)
          .map((tick) => (
            <g key={tick} className="text-slate-500">
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={14} fill="currentColor">
                {formatCount(tick)}
              </text>
            </g>
          ))}
        {series.map((point, index) =>
          index % every === 0 ? (
            <text key={point.bucket} x={xOf(index)} y={HEIGHT - 8} textAnchor="middle" fontSize={14} className="fill-slate-600">
              {bucketLabel(point.bucket, granularity)}
            </text>
          ) : null,
        )}
        <path d={visitorsArea ?? ""} className="fill-brand-600/30 stroke-brand-700" strokeWidth={1.5} />
        <path d={viewsLine ?? ""} fill="none" className="stroke-amber-600" strokeWidth={2} />
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{granularity === "hour" ? "Hour (UTC)" : granularity === "day" ? "Day" : "Month"}</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.bucket}>
              <th scope="row">{bucketLabel(point.bucket, granularity)}</th>
              <td>{point.visitors}</td>
              <td>{point.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
