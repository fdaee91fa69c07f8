import styled, { useTheme } from 'styled-components';

// A chart of one value per day: bars (on a scale from 0, axis on the left) and/or a line (its own
// scale, axis on the right when there are bars). Drawn as PriceHistoryChart draws the item page's:
// the SVG is stretched to its box (preserveAspectRatio="none", lines keep their width through
// vector-effect) and every text is HTML around it, so nothing gets distorted on a phone.
const WIDTH = 1000;
const HEIGHT = 200;
const PAD = 8;
/** An axis has three labels: its top, middle and bottom. */
const AXIS_TICKS = ['top', 'middle', 'bottom'] as const;

export type DaySeries = {
  /** The legend's name of the series. */
  name: string;
  values: number[];
  color: string;
  /** An axis label of a value. */
  format: (value: number) => string;
};

/** A dashed horizontal line at a value of the line's scale (the price index's base), always in view. */
export type ReferenceLine = { value: number; label: string };

const Box = styled.figure`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Plot = styled.div<{ $rightAxis: boolean }>`
  display: grid;
  grid-template-columns: ${({ $rightAxis }) => ($rightAxis ? 'auto minmax(0, 1fr) auto' : 'auto minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(2)};
  svg { display: block; width: 100%; height: ${HEIGHT}px; }
`;

const YAxis = styled.div<{ $align: 'left' | 'right' }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: ${HEIGHT}px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  font-variant-numeric: tabular-nums;
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

const XAxis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  font-variant-numeric: tabular-nums;
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Swatch = styled.span<{ $color: string; $shape: 'bar' | 'line' }>`
  display: inline-block;
  width: 12px;
  height: ${({ $shape }) => ($shape === 'bar' ? '10px' : '3px')};
  margin-right: ${({ theme }) => theme.space(1.5)};
  vertical-align: middle;
  border-radius: 1px;
  background: ${({ $color }) => $color};
`;

/** low..high of values (and a reference) with a little room, never an empty span. */
function lineScale(values: number[], reference?: number): [number, number] {
  const all = reference === undefined ? values : [...values, reference];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const room = (high - low) * 0.1 || Math.max(Math.abs(high) * 0.05, 1);
  return [low - room, high + room];
}

const yOf = (value: number, low: number, high: number) => PAD + (1 - (value - low) / (high - low)) * (HEIGHT - PAD * 2);

/** MM-DD of a YYYY-MM-DD day: the year is in the chart's name. */
const shortDay = (day: string) => day.slice(5);

export function DayChart({
  days,
  bars,
  line,
  reference,
  label,
  describe,
  testId,
}: {
  /** The days, YYYY-MM-DD, oldest first; every series has one value per day. */
  days: string[];
  bars?: DaySeries;
  line?: DaySeries;
  reference?: ReferenceLine;
  /** The chart's accessible name (it is an image to assistive technology). */
  label: string;
  /** The text of one day's column (shown on pointing at it). */
  describe: (index: number) => string;
  testId?: string;
}) {
  const theme = useTheme();
  const slot = WIDTH / Math.max(days.length, 1);
  const barTop = bars ? Math.max(...bars.values, 0) : 0;
  const [low, high] = line ? (bars ? [0, Math.max(...line.values, 0) * 1.1 || 1] : lineScale(line.values, reference?.value)) : [0, 1];
  const points = line ? line.values.map((value, index) => `${((index + 0.5) * slot).toFixed(1)},${yOf(value, low, high).toFixed(1)}`).join(' ') : '';
  const middle = Math.floor((days.length - 1) / 2);
  const leftAxis = bars ? [barTop, barTop / 2, 0].map(bars.format) : line ? [high, (high + low) / 2, low].map(line.format) : [];
  const rightAxis = bars && line ? [high, high / 2, 0].map(line.format) : null;

  return (
    <Box data-testid={testId}>
      <Plot $rightAxis={rightAxis !== null}>
        <YAxis $align="right" aria-hidden="true">
          {leftAxis.map((text, index) => (
            <span key={AXIS_TICKS[index]}>{text}</span>
          ))}
        </YAxis>
        <div>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
            {[0, 0.5, 1].map((fraction) => (
              <line
                key={fraction}
                x1="0"
                x2={WIDTH}
                y1={PAD + fraction * (HEIGHT - PAD * 2)}
                y2={PAD + fraction * (HEIGHT - PAD * 2)}
                stroke={theme.colors.border}
                strokeDasharray="4 6"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars
              ? bars.values.map((value, index) => {
                  const height = barTop > 0 ? Math.max(((HEIGHT - PAD * 2) * value) / barTop, value > 0 ? 2 : 0) : 0;
                  return (
                    <rect
                      key={days[index]}
                      x={index * slot + slot * 0.15}
                      y={HEIGHT - PAD - height}
                      width={slot * 0.7}
                      height={height}
                      fill={bars.color}
                      opacity="0.75"
                    />
                  );
                })
              : null}
            {reference && line ? (
              <line
                x1="0"
                x2={WIDTH}
                y1={yOf(reference.value, low, high)}
                y2={yOf(reference.value, low, high)}
                stroke={theme.colors.textFaint}
                strokeDasharray="8 4"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            {line ? (
              <polyline
                points={points}
                fill="none"
                stroke={line.color}
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            {days.map((day, index) => (
              // the whole column answers the pointer with the day's figures
              <rect key={day} x={index * slot} y="0" width={slot} height={HEIGHT} fill="transparent">
                <title>{describe(index)}</title>
              </rect>
            ))}
          </svg>
          <XAxis aria-hidden="true">
            <span>{days.length > 0 ? shortDay(days[0]) : ''}</span>
            {days.length > 2 ? <span>{shortDay(days[middle])}</span> : null}
            <span>{days.length > 1 ? shortDay(days[days.length - 1]) : ''}</span>
          </XAxis>
        </div>
        {rightAxis ? (
          <YAxis $align="left" aria-hidden="true">
            {rightAxis.map((text, index) => (
              <span key={AXIS_TICKS[index]}>{text}</span>
            ))}
          </YAxis>
        ) : null}
      </Plot>
      <Legend>
        {bars ? (
          <span>
            <Swatch $color={bars.color} $shape="bar" />
            {bars.name}
          </span>
        ) : null}
        {line ? (
          <span>
            <Swatch $color={line.color} $shape="line" />
            {line.name}
          </span>
        ) : null}
        {reference && line ? (
          <span>
            <Swatch $color={theme.colors.textFaint} $shape="line" />
            {reference.label}
          </span>
        ) : null}
      </Legend>
    </Box>
  );
}
