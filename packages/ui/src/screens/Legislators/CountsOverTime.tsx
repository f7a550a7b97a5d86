// Counts over time on a member's page (docs/decisions/0088-counts-over-time.md): the
// constituency's published counts at the end of each day they changed, as a small step chart and
// the same figures in a table. Support is a solid line and Oppose a dashed one, each named at its
// end, so neither depends on colour.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountsOnDay } from '@rv/domain';
import { useId } from 'react';
import { useFormats } from '../../i18n';
import { useCountText } from '../Results/Counts';
import * as styles from './CountsOverTime.css';

const WIDTH = 320;
const HEIGHT = 140;
/** Room for the axis labels (left, bottom) and the line names (right). */
const PLOT = { left: 36, right: 250, top: 12, bottom: 112 };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A step line through the days: level until the next day's counts, then straight up or down; a gap where a count is hidden. */
function stepPath(
  points: readonly CountsOnDay[],
  side: 'YES' | 'NO',
  x: (day: string) => number,
  y: (n: number) => number,
  lastX: number,
): string {
  let path = '';
  let drawing = false;
  for (const [index, point] of points.entries()) {
    const value = point[side];
    if (value === null) {
      drawing = false;
      continue;
    }
    const next = points[index + 1];
    path += drawing ? ` V${y(value)}` : ` M${x(point.day)} ${y(value)}`;
    path += ` H${next ? x(next.day) : lastX}`;
    drawing = true;
  }
  return path.trim();
}

export function CountsOverTime({ series }: { series: readonly CountsOnDay[] }) {
  const { t } = useLingui();
  const { shortDate } = useFormats();
  const shown = useCountText();
  const captionId = useId();
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || series.length < 2) return null;
  const max = Math.max(1, ...series.flatMap((point) => [point.YES ?? 0, point.NO ?? 0]));
  const span = Math.max(1, dayNumber(last.day) - dayNumber(first.day));
  const x = (day: string) =>
    Math.round(PLOT.left + ((dayNumber(day) - dayNumber(first.day)) / span) * (PLOT.right - PLOT.left));
  const y = (n: number) => Math.round(PLOT.bottom - (n / max) * (PLOT.bottom - PLOT.top));
  const support = t({ message: 'Support', context: 'a count of voters' });
  const oppose = t({ message: 'Oppose', context: 'a count of voters' });
  const from = shortDate(first.day);
  const to = shortDate(last.day);
  const [supportFrom, supportTo, opposeFrom, opposeTo] = [first.YES, last.YES, first.NO, last.NO].map(shown);
  const summary = t({
    message: `From ${from} to ${to}: Support ${supportFrom} to ${supportTo}, Oppose ${opposeFrom} to ${opposeTo}.`,
    comment: 'the counts over time, read out for a chart: from the first day to the last',
  });
  // The line names sit at each line's end; when the ends are closer than a line of text, the
  // higher name goes just above its end and the other just below it.
  const supportY = y(last.YES ?? 0);
  const opposeY = y(last.NO ?? 0);
  const top = Math.min(supportY, opposeY);
  const tooClose = Math.abs(supportY - opposeY) < 14;
  const supportOnTop = supportY <= opposeY;
  const [supportLabelY, opposeLabelY] = !tooClose
    ? [supportY + 4, opposeY + 4]
    : supportOnTop
      ? [top - 4, top + 10]
      : [top + 10, top - 4];
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        <Trans>Counts over time</Trans>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        focusable="false"
      >
        <line className={styles.axis} x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} />
        <line className={styles.axis} x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.bottom} />
        <text className={styles.label} x={PLOT.left - 4} y={PLOT.top + 4} textAnchor="end">
          {shown(max)}
        </text>
        <text className={styles.label} x={PLOT.left - 4} y={PLOT.bottom + 4} textAnchor="end">
          {shown(0)}
        </text>
        <text className={styles.label} x={PLOT.left} y={HEIGHT - 8}>
          {from}
        </text>
        <text className={styles.label} x={PLOT.right} y={HEIGHT - 8} textAnchor="end">
          {to}
        </text>
        <path className={styles.opposeLine} d={stepPath(series, 'NO', x, y, PLOT.right)} />
        <path className={styles.supportLine} d={stepPath(series, 'YES', x, y, PLOT.right)} />
        {last.YES !== null ? (
          <text className={styles.supportLabel} x={PLOT.right + 6} y={supportLabelY}>
            {support}
          </text>
        ) : null}
        {last.NO !== null ? (
          <text className={styles.opposeLabel} x={PLOT.right + 6} y={opposeLabelY}>
            {oppose}
          </text>
        ) : null}
      </svg>
      <details>
        <summary className={styles.summary}>
          <Trans>The counts by day, as a table</Trans>
        </summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">{support}</th>
              <th scope="col">{oppose}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <th scope="row">{shortDate(point.day)}</th>
                <td>{shown(point.YES)}</td>
                <td>{shown(point.NO)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
