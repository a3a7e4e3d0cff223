import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReportChart as ReportChartData } from '../../src/contract/report';
import { formatMonth, monthAndYear } from '../../src/ui/formatMonth';
import { formatPercent } from '../../src/ui/formatPercent';
import { numberFormat } from '../../src/ui/intlFormats';
import { ScrollRegion } from '../../src/ui/ScrollRegion';

export type ReportChartProps = {
  chart: ReportChartData;
  /** The chart's title and description, read by screen readers as the SVG's name and description. */
  title: string;
  description: string;
  /** A series key as words (the legend and the table's column heads). */
  seriesName: (key: string) => string;
  /** Heads of the table that holds the same numbers, and its caption. */
  labelHeader: string;
  tableCaption: string;
  language: string;
};

/** The widest drawing; a narrower figure draws at its own width, so its text keeps its size on a phone. */
const maxWidth = 720;
const minWidth = 288;
const lineHeight = 300;
/** Room an axis label needs around its point (a short month, 12 px). */
const axisLabelSpace = 40;
/** Below this width a bar's label goes above its bar, not beside it. */
const barLabelAboveBelow = 520;
const margin = { top: 16, right: 24, bottom: 48, left: 48 };
const barRow = 28;
const barLabelWidth = 260;
const maxBarLabel = 34;
// Every series gets its own colour and its own mark, so colour is never the only difference.
const seriesClasses = ['tc-chart__series--1', 'tc-chart__series--2', 'tc-chart__series--3'];

const shorten = (text: string, max = maxBarLabel): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The figure's width in CSS pixels, followed while it changes (the widest drawing until it is known). */
const useDrawingWidth = () => {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(maxWidth);
  useEffect(() => {
    const figure = ref.current;
    if (!figure || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) setWidth(Math.max(minWidth, Math.min(maxWidth, Math.floor(measured))));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

/**
 * A report's chart as an accessible SVG (role img, title and description) with a legend, followed by
 * the same numbers as a table. Loaded on demand (React.lazy) so d3 stays out of the widget's first bytes.
 */
export default function ReportChart({ chart, title, description, seriesName, labelHeader, tableCaption, language }: ReportChartProps) {
  const titleId = useId();
  const descId = useId();
  const number = numberFormat(language, { maximumFractionDigits: 1 });
  const format = (value: number) => (chart.unit === 'percent' ? formatPercent(value, language) : number.format(value));
  const month = (label: string) => formatMonth(label, language);
  const labels = chart.series[0]?.points.map((point) => point.label) ?? [];
  const { ref, width } = useDrawingWidth();

  return (
    <figure className="tc-chart" part="chart" ref={ref}>
      {chart.series.length > 1 ? (
        <ul className="tc-chart__legend" aria-hidden="true">
          {chart.series.map((series, index) => (
            <li key={series.key} className={seriesClasses[index % seriesClasses.length]}>
              <span className="tc-chart__swatch" />
              {seriesName(series.key)}
            </li>
          ))}
        </ul>
      ) : null}
      {chart.kind === 'line' ? (
        <LineChart chart={chart} width={width} labels={labels} language={language} titleId={titleId} descId={descId} title={title} description={description} format={format} />
      ) : (
        <BarChart chart={chart} width={width} titleId={titleId} descId={descId} title={title} description={description} format={format} />
      )}
      <details className="tc-chart__data">
        <summary>{tableCaption}</summary>
        <ScrollRegion label={title}>
          <table className="tc-table">
            <caption className="tc-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {chart.series.map((series) => (
                  <th key={series.key} scope="col">
                    {seriesName(series.key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, row) => (
                <tr key={`${label}-${row}`}>
                  <th scope="row">{chart.kind === 'line' ? month(label) : label}</th>
                  {chart.series.map((series) => (
                    <td key={series.key}>{format(series.points[row]?.value ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

type PlotProps = { chart: ReportChartData; width: number; titleId: string; descId: string; title: string; description: string; format: (value: number) => string };

function LineChart({ chart, width, labels, language, titleId, descId, title, description, format }: PlotProps & { labels: string[]; language: string }) {
  const max = Math.max(1, ...chart.series.flatMap((series) => series.points.map((point) => point.value)));
  const x = scalePoint<string>()
    .domain(labels)
    .range([margin.left, width - margin.right])
    .padding(0.3);
  const y = scaleLinear()
    .domain([0, chart.unit === 'percent' ? 100 : max])
    // As many steps as ticks, so the top of the scale has its grid line and label.
    .nice(5)
    .range([lineHeight - margin.bottom, margin.top]);
  const ticks = y.ticks(5).filter((tick) => chart.unit === 'percent' || Number.isInteger(tick));
  // Every month is named while each has room; else every second or third (a narrow figure, more than a year).
  const labelEvery = Math.max(labels.length > 12 ? 3 : 1, Math.ceil(axisLabelSpace / Math.max(1, x.step())));
  const shown = labels.filter((_, index) => index % labelEvery === 0);
  const path = line<{ label: string; value: number }>()
    .x((point) => x(point.label) ?? 0)
    .y((point) => y(point.value));
  return (
    <svg className="tc-chart__svg" viewBox={`0 0 ${width} ${lineHeight}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <g className="tc-chart__grid">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
            <text x={margin.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className="tc-chart__axis">
        {shown.map((label, index) => {
          const parts = monthAndYear(label, language);
          // "Jan 2031" under every point ran into its neighbours: the month under each, its year under the first and where it changes.
          const yearChanged = parts !== undefined && (index === 0 || monthAndYear(shown[index - 1] ?? '', language)?.year !== parts.year);
          return (
            <text key={label} x={x(label)} y={lineHeight - margin.bottom + 20} textAnchor="middle">
              {parts ? parts.month : label}
              {yearChanged ? (
                <tspan x={x(label)} dy="1.2em">
                  {parts.year}
                </tspan>
              ) : null}
            </text>
          );
        })}
      </g>
      {chart.series.map((series, index) => (
        <g key={series.key} className={seriesClasses[index % seriesClasses.length]}>
          <path className="tc-chart__line" d={path(series.points) ?? undefined} />
          {series.points.map((point) =>
            index === 0 ? (
              <circle key={point.label} className="tc-chart__mark" cx={x(point.label)} cy={y(point.value)} r={4} />
            ) : (
              <rect key={point.label} className="tc-chart__mark" x={(x(point.label) ?? 0) - 4} y={y(point.value) - 4} width={8} height={8} />
            ),
          )}
        </g>
      ))}
    </svg>
  );
}

function BarChart({ chart, width, titleId, descId, title, description, format }: PlotProps) {
  const points = chart.series[0]?.points ?? [];
  // Narrow: each label on its own line above its bar, so the bars keep the width.
  const above = width < barLabelAboveBelow;
  const barStart = above ? margin.right : barLabelWidth;
  const labelRoom = above ? 16 : 0;
  const height = margin.top + margin.bottom + Math.max(1, points.length) * (barRow + labelRoom);
  const keys = points.map((_, index) => String(index));
  const y = scaleBand<string>()
    .domain(keys)
    .range([margin.top, height - margin.bottom])
    .padding(above ? 0.45 : 0.25);
  const x = scaleLinear()
    .domain([0, chart.unit === 'percent' ? 100 : Math.max(1, ...points.map((point) => point.value))])
    .nice()
    .range([barStart, width - margin.right - 48]);
  return (
    <svg className="tc-chart__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <g className="tc-chart__grid">
        {x.ticks(5).map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={margin.top} y2={height - margin.bottom} />
            <text x={x(tick)} y={height - margin.bottom + 18} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className={seriesClasses[0]}>
        {points.map((point, index) => (
          <g key={`${point.label}-${index}`}>
            {above ? (
              <text className="tc-chart__bar-label" x={barStart} y={y(String(index)) ?? 0} dy="-0.3em">
                {shorten(point.label, Math.floor((width - barStart * 2) / 7))}
              </text>
            ) : (
              <text className="tc-chart__bar-label" x={barLabelWidth - 8} y={(y(String(index)) ?? 0) + y.bandwidth() / 2} dy="0.32em" textAnchor="end">
                {shorten(point.label)}
              </text>
            )}
            <rect className="tc-chart__bar" x={barStart} y={y(String(index))} width={Math.max(0, x(point.value) - barStart)} height={y.bandwidth()} />
            <text className="tc-chart__value" x={x(point.value) + 6} y={(y(String(index)) ?? 0) + y.bandwidth() / 2} dy="0.32em">
              {format(point.value)}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
