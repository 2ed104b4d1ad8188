const percentFormat = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 2 });

/** A percentage the API gives as a number of percent (`45.5`), in the browser's locale ("45.5%"). */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);
