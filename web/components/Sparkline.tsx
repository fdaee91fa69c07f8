import { useId } from 'react';
import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
`;

/** SVG path coordinates of values in a width × height box (the highest value at the top). */
export function sparklinePoints(values: number[], width: number, height: number, padding = 2): [number, number][] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - padding * 2) / (values.length - 1) : 0;
  return values.map((value, index) => [
    padding + (values.length > 1 ? index * step : (width - padding * 2) / 2),
    max === min ? height / 2 : padding + (1 - (value - min) / span) * (height - padding * 2),
  ]);
}

/** A small inline line chart of a series (the trend of an item's average sale price). */
export function Sparkline({
  values,
  color,
  label,
  width = 120,
  height = 36,
}: {
  values: number[];
  color: string;
  label: string;
  width?: number;
  height?: number;
}) {
  const gradient = useId();
  const points = sparklinePoints(values, width, height);
  if (points.length === 0) return null;
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `M${points[0][0].toFixed(1)},${height} L${line.replaceAll(' ', ' L')} L${points[points.length - 1][0].toFixed(1)},${height} Z`;
  return (
    <Svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity="0.35" />
          <stop offset="100%" stopColor={color} stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={area} fill={`url(#${gradient})`} />
      <polyline points={line} fill="none" stroke={color} strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </Svg>
  );
}
