/** A price change in percent as the trends and the movers show it: "+3.20%" / "-1.05%" / "0.00%". */
export function formatChange(percent: number): string {
  const text = Math.abs(percent).toFixed(2);
  if (Number(text) === 0) return '0.00%';
  return `${percent > 0 ? '+' : '-'}${text}%`;
}
